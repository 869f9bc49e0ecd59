import { z } from 'zod';
import { filterSchema } from './filter';
import { describeIssues, type Parsed } from './issues';
import { DEFAULT_SEARCH_PAGE_SIZE, MAX_SEARCH_PAGE_SIZE, MAX_SEARCH_QUERY_CHARS } from './limits';

/**
 * service-api §1b's search body — `POST {baseUrl}/discovery/v1/search/{domain}` — the schema the assistant proxy and
 * the local service validate with. As with questions, an out-of-range `pageSize` is refused with 400 naming it, never
 * clamped; unknown fields are dropped. `scoreThreshold` is the vendor's (0–1) and is passed on; the local service's
 * scores are not on that scale and it does not read it.
 */
export const searchRequestSchema = z.object({
  // Its length is checked apart (searchQueryTooLong): too long is 413, as for a question.
  query: z.string().trim().min(1),
  pageSize: z.number().int().min(1).max(MAX_SEARCH_PAGE_SIZE).default(DEFAULT_SEARCH_PAGE_SIZE),
  scoreThreshold: z.number().min(0).max(1).optional(),
  filter: filterSchema.nullable().optional(),
});

/** A validated search request, `pageSize` defaulted. */
export type SearchRequest = z.output<typeof searchRequestSchema>;
/** What a client sends: `query`, and `pageSize` (1–50) and `filter` when it has them. */
export type SearchRequestBody = z.input<typeof searchRequestSchema>;

/** One search result: the matching section's Markdown, its link and what it is called. */
export interface SearchResult {
  /** The matching text, Markdown. */
  content: string;
  /** The link, with the section's `#anchor`; without it, the path the page route takes. On the docs site's origin. */
  path: string;
  /**
   * `title` the page's title, `heading` the section's heading where the result is a section rather than the page's
   * opening. Other services may send neither (show the path) or more.
   */
  metadata: { title?: string; heading?: string; [key: string]: unknown };
}

export function parseSearchRequest(body: unknown): Parsed<SearchRequest> {
  const result = searchRequestSchema.safeParse(body);
  return result.success ? { ok: true, value: result.data } : { ok: false, error: describeIssues(result.error) };
}

/** The 413 `{error}` for a query over `MAX_SEARCH_QUERY_CHARS`, or undefined when it fits. */
export function searchQueryTooLong(query: string): string | undefined {
  if (query.length <= MAX_SEARCH_QUERY_CHARS) return undefined;
  return `The search query is too long: ${query.length} characters; the limit is ${MAX_SEARCH_QUERY_CHARS}. Search for a few words.`;
}
