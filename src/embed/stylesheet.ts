/** Marks the stylesheet link the embed adds, so a second element (or script) finds it. */
const LINK_ATTRIBUTE = 'data-docs-assistant-stylesheet';

/**
 * Adds `<link rel="stylesheet">` for the embed's stylesheet (`embed.css`, next to the script) unless the page already
 * links it (a site that pins it with `integrity` links it itself). A link, not a `<style>`: a strict
 * Content-Security-Policy allows stylesheets from an origin it names (`style-src 'self'` or the CDN's), never inline
 * ones without `'unsafe-inline'`.
 */
export function linkStylesheet(href: string, doc: Document = document): void {
  const absolute = new URL(href, doc.baseURI).href;
  const links = doc.querySelectorAll<HTMLLinkElement>('link[rel~="stylesheet"]');
  if ([...links].some((link) => link.href === absolute || link.hasAttribute(LINK_ATTRIBUTE))) return;
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = absolute;
  link.setAttribute(LINK_ATTRIBUTE, '');
  doc.head.append(link);
}
