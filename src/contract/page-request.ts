import { z } from 'zod';
import { describeIssues, type Parsed } from './issues';
import { MAX_FILTER_GROUPS, MAX_ID_LENGTH, MAX_PAGE_PATH_CHARS } from './limits';

/**
 * service-api §1b's page body — `POST {baseUrl}/discovery/v1/page/{domain}` — `{ path, groups? }`: a page path (a
 * search result's `path`, its `#anchor` allowed) and, on sites with protected pages, the reader's groups.
 */
export const pageRequestSchema = z.object({
  path: z.string().trim().min(1).max(MAX_PAGE_PATH_CHARS),
  groups: z.array(z.string().max(MAX_ID_LENGTH)).max(MAX_FILTER_GROUPS).optional(),
});

export type PageRequest = z.output<typeof pageRequestSchema>;

/** The page route's answer: the page's path and its Markdown as written. Unknown pages are 404 `{ message }`. */
export interface PageContent {
  path: string;
  content: string;
}

export function parsePageRequest(body: unknown): Parsed<PageRequest> {
  const result = pageRequestSchema.safeParse(body);
  return result.success ? { ok: true, value: result.data } : { ok: false, error: describeIssues(result.error) };
}
