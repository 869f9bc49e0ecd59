import { z } from 'zod';
import { MAX_ID_LENGTH, type RequestFilter } from '../from-widget-package';

/**
 * `language` and `version` on the MCP tools that search: the message and search routes' `filter`, for an agent
 * working on a translated or versioned site. Bounded as the routes bound them; a value the site does not have
 * answers from nothing rather than from the default docs.
 */
export const FILTER_INPUTS = {
  language: z
    .string()
    .trim()
    .min(1)
    .max(MAX_ID_LENGTH)
    .optional()
    .describe("The docs' language, a locale folder's name or a language tag (e.g. \"ja\"); default the site's own."),
  version: z
    .string()
    .trim()
    .min(1)
    .max(MAX_ID_LENGTH)
    .optional()
    .describe('The docs version, as versions.json names it (e.g. "1.0"); default the version readers land on.'),
};

export function filterOf(input: { language?: string; version?: string }): RequestFilter | undefined {
  const { language, version } = input;
  return language || version ? { ...(language ? { language } : {}), ...(version ? { version } : {}) } : undefined;
}
