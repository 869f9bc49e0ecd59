import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { MAX_QUESTION_CHARS } from '../from-widget-package';
import { sectionLabel } from '../assistant/extractive-answer';
import { sectionUrl } from '../assistant/section-url';
import type { Section } from '../retrieval/markdown-sections';
import { searchDocs } from '../search/search-docs';
import { clip, MCP_BOUNDS } from './bounds';
import { FILTER_INPUTS, filterOf } from './filter-inputs';
import { READ_ONLY, type ToolContext } from './tool-context';

const B = MCP_BOUNDS;

const searchResult = z.object({
  title: z.string(),
  url: z.string(),
  page: z.string(),
  excerpt: z.string(),
});

/** `search_docs`: the best-matching sections for a query, each with its page and a bounded excerpt. */
export function registerSearchDocs(server: McpServer, { deps, docs, url }: ToolContext): void {
  server.registerTool(
    'search_docs',
    {
      title: 'Search the docs',
      description:
        `Search ${docs}. Returns the best-matching sections, best first: each with its ` +
        `title, URL, the page it is on (pass that to get_page for the whole page) and an excerpt of at most ` +
        `${B.excerptChars} characters ("…" marks a cut). Up to \`limit\` results (default ${B.defaultResults}, at ` +
        `most ${B.maxResults}). Use the words the docs would use: feature, option, command or API names. ` +
        '`covered: false` means no section clearly answers the query, so the results are only the nearest ones.',
      inputSchema: {
        query: z
          .string()
          .trim()
          .min(1)
          .max(MAX_QUESTION_CHARS)
          .describe('What to look for, in words or identifiers, e.g. "rotate log files" or "setErrorHandler".'),
        limit: z
          .number()
          .int()
          .min(1)
          .max(B.maxResults)
          .optional()
          .describe(`How many sections to return, 1–${B.maxResults} (default ${B.defaultResults}).`),
        ...FILTER_INPUTS,
      },
      outputSchema: { covered: z.boolean(), results: z.array(searchResult) },
      annotations: READ_ONLY,
    },
    ({ query, limit, ...filter }) => {
      const retrieval = searchDocs(deps.index, query, { limit: limit ?? B.defaultResults, filter: filterOf(filter) });
      const results = retrieval.hits.map(({ section }) => ({
        title: clip(sectionLabel(section), B.titleChars).text,
        url: url(sectionUrl(section)),
        page: section.path,
        excerpt: excerpt(section),
      }));
      const lines = results.map(
        (r, i) => `${i + 1}. [${r.title}](${r.url}) (page: ${r.page})\n   ${r.excerpt.replace(/\n/g, '\n   ')}`,
      );
      const head = results.length
        ? retrieval.covered
          ? `${results.length} section${results.length === 1 ? '' : 's'} found:`
          : 'No section clearly answers this; the nearest ones:'
        : 'Nothing in the docs matches this query. Try other words: the feature, option or command name.';
      return {
        content: [{ type: 'text', text: [head, ...lines].join('\n') }],
        structuredContent: { covered: retrieval.covered, results },
      };
    },
  );
}

/** The section's prose (code when it has none), on one line, cut to the excerpt bound. */
function excerpt(section: Section): string {
  const text = (section.prose || section.code).replace(/\s+/g, ' ').trim();
  return clip(text, B.excerptChars).text;
}
