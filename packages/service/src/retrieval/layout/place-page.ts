import type { CachedPage } from '../cached-page';
import { placedPath, type Placement } from './place-file';

/**
 * A file's page as its site publishes it: its path with the locale and version segments (place-file.ts), and every
 * section tagged with the page's language and version, which the filter and the term rules read. Applied once, to a
 * page just parsed, before the page cache keeps it (whose key names the layout); a page tagged by its own front
 * matter keeps its tag only where the layout has none.
 */
export function placePage(result: CachedPage, placement: Placement | undefined): CachedPage {
  if (!placement || 'skipped' in result) return result;
  const { page } = result;
  const path = placedPath(placement, page.path);
  const meta = {
    ...page.meta,
    ...(placement.language ? { language: placement.language } : {}),
    ...(placement.version ? { version: placement.version } : {}),
  };
  if (path === page.path && meta.language === page.meta.language && meta.version === page.meta.version) return result;
  const sections = page.sections.map((section) => ({
    ...section,
    // `path#anchor` (or `path#anchor~2` for a repeated heading): the same id on the page's new path.
    id: `${path}${section.id.slice(page.path.length)}`,
    path,
    meta,
  }));
  return { page: { ...page, path, meta, sections } };
}
