/**
 * The docs site's own name, as it tells link previews and browsers (`og:site_name`, `application-name`), for a header
 * that names the site rather than repeating the launcher. Read when the panel renders, never at import.
 */
export function siteName(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const meta = document.querySelector<HTMLMetaElement>(
    'meta[property="og:site_name"][content], meta[name="application-name"][content]',
  );
  const name = meta?.content.trim();
  // A name longer than a header line is not a name (a page description put in the wrong tag).
  return name && name.length <= 40 ? name : undefined;
}
