// Only these schemes may reach an `href` or `src`; relative URLs (docs paths, anchors) are always allowed.
const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:']);

/**
 * Returns the URL when it is safe to put in an `href`, else undefined. Browsers ignore control characters and
 * whitespace inside a scheme (`java\tscript:`), so those are stripped before the scheme is read.
 */
export function safeUrl(url: string | null | undefined): string | undefined {
  if (url == null) return undefined;
  const cleaned = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned);
  if (!scheme) return url.trim();
  return SAFE_SCHEMES.has(scheme[1]!.toLowerCase() + ':') ? url.trim() : undefined;
}

/** True for an absolute http(s) URL on another origin than the page's: opened in a new tab, without an opener. */
export function isExternalUrl(url: string): boolean {
  if (!/^https?:\/\//i.test(url.trim())) return false;
  if (typeof location === 'undefined') return true;
  try {
    return new URL(url).origin !== location.origin;
  } catch {
    return true;
  }
}
