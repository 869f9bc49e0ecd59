import type { ServerResponse } from 'node:http';
import { parsePageRequest, type PageContent } from '../from-widget-package';
import { HttpError, sendJson } from '../http/respond';
import { cutWithEllipsis } from '../text/ellipsis';
import type { DocsPages } from '../llms/docs-pages';
import { findPage } from '../retrieval/page-key';
import type { DocsIndex } from '../retrieval/docs-index';

/**
 * `POST /discovery/v1/page/:domain`, after the key, the limits and the body's size: `{ path, groups? }` → `{ path,
 * content }`, the page's Markdown as written (front matter left out, as `/<page>.md` and MCP's `get_page` serve it).
 * `path` is a page path, a search result's `path#anchor`, a URL of the page or its `.md` link. An unknown page, or one
 * whose front matter names none of the `groups` sent, is 404 `{ message }` (the vendor's shape; `error` too, this
 * service's): a protected page is not told apart from a missing one.
 */
export function handlePage(pages: DocsPages, index: DocsIndex, body: unknown, res: ServerResponse): void {
  const parsed = parsePageRequest(body);
  if (!parsed.ok) throw new HttpError(400, parsed.error);
  const { path, groups } = parsed.value;
  const page = findPage(pages, path);
  // A page whose file is refused as it is read (swapped for a link out of the folder) is missing here too.
  if (!page || page.markdown === undefined || (groups && !inGroups(index, page.path, groups))) {
    const shown = cutWithEllipsis(path, 201);
    const message = `No page at "${shown}". Search results' paths, without their #anchor, are the pages' paths.`;
    return sendJson(res, 404, { message, error: message });
  }
  const answer: PageContent = { path: page.path, content: page.markdown };
  sendJson(res, 200, answer);
}

/**
 * A page's groups are its front matter's, on each of its sections; a page with none is open to every group, as the
 * message route's `filter.groups` treats it. Read only when a request sends groups.
 */
function inGroups(index: DocsIndex, path: string, groups: readonly string[]): boolean {
  const section = index.sections.find((s) => s.path === path);
  const own = section?.meta.groups;
  return !own || own.length === 0 || groups.length === 0 || own.some((group) => groups.includes(group));
}
