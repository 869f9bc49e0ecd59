import type { CachedPage } from '../cached-page';
import type { Placement } from './place-file';

/**
 * A file's page tagged as its site publishes it: every section with the page's language and version, which the
 * filter and the term rules read. (Its path already has the locale and version segments: page-path.ts reads the
 * content folders from the site's routing.) Applied once, to a page just parsed, before the page cache keeps it
 * (whose key names the layout); a page tagged by its own front matter keeps its tag only where the layout has none.
 */
export function placePage(result: CachedPage, placement: Placement | undefined): CachedPage {
  if (!placement || 'skipped' in result) return result;
  const { page } = result;
  const meta = {
    ...page.meta,
    ...(placement.language ? { language: placement.language } : {}),
    ...(placement.version ? { version: placement.version } : {}),
  };
  if (meta.language === page.meta.language && meta.version === page.meta.version) return result;
  const sections = page.sections.map((section) => ({ ...section, meta }));
  return { page: { ...page, meta, sections } };
}
