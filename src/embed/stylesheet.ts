/** Marks the stylesheet link the embed adds, so a second element (or script) finds it. */
const LINK_ATTRIBUTE = 'data-docs-assistant-stylesheet';

/**
 * Links the embed's stylesheet (`embed.css`, next to the script) unless the page already does (a site that pins it
 * with `integrity` links it itself), and resolves once it has loaded or failed, so the launcher never shows
 * unstyled. A `<link>`, not a `<style>`: a strict Content-Security-Policy allows stylesheets from an origin it names
 * (`style-src 'self'` or the CDN's), never inline ones without `'unsafe-inline'`.
 */
export function linkStylesheet(href: string, doc: Document = document): Promise<void> {
  const absolute = new URL(href, doc.baseURI).href;
  const links = [...doc.querySelectorAll<HTMLLinkElement>('link[rel~="stylesheet"]')];
  let link = links.find((candidate) => candidate.href === absolute || candidate.hasAttribute(LINK_ATTRIBUTE));
  if (link?.sheet) return Promise.resolve();
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = absolute;
    link.setAttribute(LINK_ATTRIBUTE, '');
    doc.head.append(link);
  }
  const pending = link;
  return new Promise((resolve) => {
    pending.addEventListener('load', () => resolve(), { once: true });
    // Without its stylesheet the widget still works (unstyled): it is not worth withholding.
    pending.addEventListener('error', () => resolve(), { once: true });
  });
}
