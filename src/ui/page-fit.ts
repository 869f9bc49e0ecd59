import { followPageLook } from './follow-page-look';
import { keepLauncherClear } from './launcher-placement';
import type { PageLook } from './page-look';

export interface PageFitOptions {
  /** The widget's root element. */
  root: HTMLElement;
  /** The floating launcher, when there is one to keep clear of the host's controls. */
  launcher?: HTMLElement | null;
  /** Receives the page's look, now and whenever it may have changed (use-color-scheme.ts). */
  refresh: (look: PageLook) => void;
}

/**
 * What keeps the widget fitting the page after its first paint, in a chunk of its own fetched then on every page view
 * (not on intent: the reader reaching for the host's "Back to top" must not meet the launcher first): the page's look
 * (./follow-page-look.ts) and the launcher's place (./launcher-placement.ts). Returns dispose.
 */
export function fitToPage({ root, launcher, refresh }: PageFitOptions): () => void {
  const placement = launcher ? keepLauncherClear(launcher, root) : undefined;
  const look = followPageLook(root, refresh);
  return () => {
    placement?.();
    look();
  };
}
