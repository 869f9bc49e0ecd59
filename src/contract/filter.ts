import { z } from 'zod';
import { MAX_FILTER_GROUPS, MAX_ID_LENGTH } from './limits';

/**
 * `filter` (service-api §1 and §1b, observed): which pages a question or a search may draw on. The same schema for
 * both, so a host's `filter` prop narrows answers and search results alike.
 */
export const filterSchema = z.object({
  version: z.string().max(MAX_ID_LENGTH).optional(),
  language: z.string().max(MAX_ID_LENGTH).optional(),
  groups: z.array(z.string().max(MAX_ID_LENGTH)).max(MAX_FILTER_GROUPS).optional(),
});

export type RequestFilter = z.output<typeof filterSchema>;
