/**
 * The page a reader or agent means by a path, URL or Markdown link: `guides/install`, `/guides/install.md`,
 * `https://docs.example.com/guides/install#options` and `/guides/install/` all name `/guides/install`. Only
 * ever a key into the pages read at start, never a file path, so `../../etc/passwd` names no page.
 */
export function pageKey(input: string, { decode = true } = {}): string {
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
  if (/^\/index\.md$/i.test(path)) return '/';
  path = path.replace(/\/(index|readme)\.(md|mdx|markdown)$/i, '').replace(/\.(md|mdx|markdown|html?)$/i, '');
  return path === '' ? '/' : path;
}
