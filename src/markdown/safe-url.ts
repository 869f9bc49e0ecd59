// Schemes a link in an answer may use. Everything else (javascript:, vbscript:, data:, file:, …) is dropped.
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
// Browsers ignore ASCII whitespace and control characters inside a scheme (`java\tscript:` runs); invisible
// formatting characters are removed too, so the check sees what a browser would.
// eslint-disable-next-line no-control-regex -- matching control characters is the point: browsers skip them in a scheme
const IGNORED_BY_BROWSERS = /[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\u2060\ufeff]/g;
const CHARACTER_REFERENCE = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|(colon|tab|newline));?/g;
const NAMED: Record<string, string> = { colon: ':', tab: '\t', newline: '\n' };

function decodeCharacterReferences(value: string): string {
  return value.replace(CHARACTER_REFERENCE, (_, decimal?: string, hex?: string, name?: string) => {
    if (name) return NAMED[name] ?? '';
    const code = decimal !== undefined ? Number.parseInt(decimal, 10) : Number.parseInt(hex ?? '', 16);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

/**
 * The `urlTransform` for answers: returns the URL unchanged when it is relative or uses a safe scheme, and
 * `undefined` otherwise, so the attribute is not rendered at all. Markdown has already decoded character
 * references once; decoding again here blocks double-encoded tricks too (blocking more is always safe).
 */
export function safeUrl(url: string): string | undefined {
  const compact = decodeCharacterReferences(url).replace(IGNORED_BY_BROWSERS, '').toLowerCase();
  const colon = compact.indexOf(':');
  if (colon === -1) return url;
  const pathStart = compact.search(/[/?#]/);
  // A colon after the first `/`, `?` or `#` is part of a relative URL, not a scheme.
  if (pathStart !== -1 && pathStart < colon) return url;
  return SAFE_SCHEMES.has(compact.slice(0, colon)) ? url : undefined;
}

/** Whether a link leaves the current site: absolute http(s) to another origin (any origin during SSR). */
export function isExternalUrl(href: string): boolean {
  if (!/^(?:https?:)?\/\//i.test(href.trim())) return false;
  const here = typeof location === 'undefined' ? undefined : location.origin;
  try {
    return new URL(href, here ?? 'http://invalid.invalid').origin !== here;
  } catch {
    return true;
  }
}
