import type { ContentFolder } from './docs-layout';

/** Where a docs file sits in its site: the content folder it is in, and so its language, version and URL segments. */
export type Placement = ContentFolder;

/**
 * The content folder a file (relative to the site's root) is in — the deepest that holds it — or undefined when it
 * is in none: not a docs page of this layout.
 */
export function placeFile(layout: { readonly folders: readonly Placement[] }, name: string): Placement | undefined {
  const file = name.replace(/\\/g, '/');
  let best: Placement | undefined;
  for (const folder of layout.folders) {
    const inside = folder.folder === '' || file.startsWith(`${folder.folder}/`);
    if (inside && (!best || folder.folder.length > best.folder.length)) best = folder;
  }
  return best;
}

/**
 * A page path computed from the file's name (`/ja/guide` for VitePress's `ja/guide.md`) → the path the site publishes:
 * the content folder's own segments dropped, the locale and version segments put in front. A path that does not
 * start with the folder (one a page's front matter set) keeps its own. For sites whose folders are not their URLs'
 * (Docusaurus, Starlight), page-path.ts reads the page's path within its folder instead.
 */
export function placedPath(placement: Placement | undefined, path: string): string {
  if (!placement) return path;
  const folder = placement.folder ? `/${placement.folder}` : '';
  let inner = path;
  if (folder && (path === folder || path.startsWith(`${folder}/`))) inner = path.slice(folder.length) || '/';
  const prefix = `${placement.localePrefix}${placement.versionPrefix}`;
  if (!prefix) return inner;
  return inner === '/' ? prefix : `${prefix}${inner}`;
}
