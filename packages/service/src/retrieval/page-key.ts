/**
 * The page a reader or agent means by a path, URL or Markdown link: `guides/install`, `/guides/install.md`,
 * `https://docs.example.com/guides/install#options`, `/guides/install/`, `/guides/install.html` and
 * `/guides/install/index.html.md` all name `/guides/install`. Only
 * ever a key into the pages read at start, never a file path, so `../../etc/passwd` names no page.
 */
export function pageKey(input: string, { decode = true, folderPage = true } = {}): string {
  let path = input.trim();
  const scheme = /^[a-z][a-z0-9+.-]*:\/\/[^/]*/i.exec(path);
  if (scheme) path = path.slice(scheme[0].length);
  path = path.split(/[?#]/)[0] ?? '';
  try {
    if (decode) path = decodeURIComponent(path);
  } catch {
    // A stray `%` is part of the name as typed.
  }
  path = path.replace(/\\/g, '/').replace(/\/+/g, '/').replace(/\/$/, '');
  if (!path.startsWith('/')) path = `/${path}`;
  // `.md` after the page's URL as the site publishes it (llms.txt's convention: `/about.html.md`,
  // `/about/index.html.md`), or after its file's name (`/about/index.md`): the same page.
  path = path.replace(/\.(md|mdx|markdown)$/i, '');
  if (folderPage) path = path.replace(/\/(index|readme)(\.html?)?$/i, '');
  path = path.replace(/\.html?$/i, '');
  return path === '' ? '/' : path;
}

/**
 * The page a path names, the most literal reading first: as given, then percent-decoded (a file named `a%20b`, a
 * URL); a `readme` or `index` as a page of that name (Hugo publishes a lower-case `readme.md` as `/…/readme/`),
 * then as its folder's page. `encoded`: the path is a request's, percent-encoded, so only its decoded form names a
 * page (decoding twice would turn a file named `a%20b.md` into `a b`).
 */
export function findPage<T>(
  pages: { get(key: string): T | undefined },
  input: string,
  { encoded = false } = {},
): T | undefined {
  for (const folderPage of [false, true])
    for (const decode of encoded ? [true] : [false, true]) {
      const page = pages.get(pageKey(input, { decode, folderPage }));
      if (page) return page;
    }
  return undefined;
}
