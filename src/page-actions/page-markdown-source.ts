import { withoutTrailingSlash } from '../core/trailing-slash';

/**
 * Where a page's own Markdown is, when the site publishes it: a URL pattern the host gives (`{path}.md`, with
 * `{path}` the page's path without its trailing slash or `.html`, `{url}` its address without query or hash), else
 * the page's `<link rel="alternate" type="text/markdown" href="…">`. Undefined when neither: the page is converted.
 */
export function markdownSourceUrl(doc: Document, pattern?: string): string | undefined {
  const here = new URL(doc.URL);
  if (pattern) {
    const path = withoutTrailingSlash(here.pathname.replace(/\/index\.html?$|\.html?$/, '')) || '/index';
    const url = withoutTrailingSlash(`${here.origin}${here.pathname}`);
    const filled = pattern.replaceAll('{path}', path).replaceAll('{url}', url);
    return absoluteHttpUrl(filled, here);
  }
  const link = doc.querySelector<HTMLLinkElement>('link[rel~="alternate"][type="text/markdown"][href]');
  return link ? absoluteHttpUrl(link.getAttribute('href') ?? '', here) : undefined;
}

/** An http(s) address resolved against the page, or undefined: a `javascript:` or `data:` href is never fetched. */
function absoluteHttpUrl(href: string, base: URL): string | undefined {
  try {
    const url = new URL(href, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Longest Markdown we take from a site (a page's Markdown is a few hundred KB at most; a wrong URL may be more). */
export const MAX_MARKDOWN_BYTES = 5_000_000;

/**
 * The published Markdown, or undefined when it is not there (not found, an HTML page — a pattern that does not apply
 * to this page often answers with the site's 404 page or its index —, too large, or a network failure).
 */
export async function fetchPageMarkdown(url: string, fetchImpl: typeof fetch = fetch): Promise<string | undefined> {
  try {
    const response = await fetchImpl(url, { headers: { accept: 'text/markdown, text/plain;q=0.9' } });
    if (!response.ok) return undefined;
    const type = response.headers.get('content-type') ?? '';
    if (/html/i.test(type)) return undefined;
    const text = await response.text();
    if (text.length > MAX_MARKDOWN_BYTES || /^\s*<(!doctype|html)/i.test(text)) return undefined;
    return text;
  } catch {
    return undefined;
  }
}
