import { hostPrimary, paintedScheme, type PageLook } from './page-look';

/**
 * Reads the page's look now and again whenever it may have changed: an attribute of <html> or <body> (a theme
 * switch), a transition's end (a background fading to the theme's new colour) or the OS scheme (a page that follows
 * it). The painted scheme goes to `refresh` (ui/use-color-scheme.ts); the host's shadcn `--primary`, as a colour, to
 * the root's `--da-host-primary` for the stylesheet's brand chain. Returns dispose.
 */
export function followPageLook(root: HTMLElement, refresh: (look: PageLook) => void): () => void {
  const doc = root.ownerDocument;
  const view = doc.defaultView!;
  const readPage = () => {
    refresh({ painted: paintedScheme(doc) });
    const primary = hostPrimary(doc);
    if (primary) root.style.setProperty('--da-host-primary', primary);
    else root.style.removeProperty('--da-host-primary');
  };
  const observer = new MutationObserver(readPage);
  observer.observe(doc.documentElement, { attributes: true });
  observer.observe(doc.body, { attributes: true });
  const os = view.matchMedia('(prefers-color-scheme: dark)');
  os.addEventListener('change', readPage);
  doc.addEventListener('transitionend', readPage);
  readPage();
  return () => {
    observer.disconnect();
    os.removeEventListener('change', readPage);
    doc.removeEventListener('transitionend', readPage);
  };
}
