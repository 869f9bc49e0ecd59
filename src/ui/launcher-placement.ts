/** Room left between the launcher and a host control it moves above. */
const GAP = 8;

/**
 * Keeps the floating launcher off the host's own controls. It asks the browser what lies under the launcher's resting
 * place (`elementsFromPoint` at nine points inside its pill) and, for a fixed or sticky host element there:
 * - one that covers the viewport (a menu's backdrop, a drawer's overlay) and was not there at mount: the launcher
 *   hides under it while the panel is closed (`data-da-covered` on the root), as the host's own floating buttons do;
 * - one in the lower half of the viewport (a "Back to top" button, a cookie banner, a sticky footer): the launcher
 *   stands above it (`--da-launcher-lift` on the root, which the popover panel follows too).
 * Tall sticky columns (a table of contents) are neither.
 *
 * It looks when the page may have changed under the launcher, never per frame: at mount, 100 ms after a scroll
 * ends, a resize, a click, a transition or an animation (the last of a burst), and when a child is added to <body> (a banner) or
 * an attribute of <html> or <body> changes (a scroll lock as a menu opens). Each look is a few hit tests and computed
 * styles. Returns dispose.
 */
export function keepLauncherClear(launcher: HTMLElement, root: HTMLElement): () => void {
  const doc = launcher.ownerDocument;
  const view = doc.defaultView!;
  const layout = new WeakSet<Element>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let first = true;

  const look = () => {
    let lift = 0;
    let covered = false;
    const box = launcher.getBoundingClientRect();
    const restBottom = box.bottom + (parseFloat(root.style.getPropertyValue('--da-launcher-lift')) || 0);
    // A few rounds: standing above one control may put the launcher on another.
    for (let round = 0; round < 3 && box.width; round++) {
      const bottom = restBottom - lift - 2;
      const top = bottom - box.height + 4;
      // Inside the launcher's pill: its rounded ends do not take hits, so neither do their corners.
      const inset = box.height / 2;
      const points = [box.left + inset, (box.left + box.right) / 2, box.right - inset].flatMap((x) =>
        [top, (top + bottom) / 2, bottom].map((y) => [x, y] as const),
      );
      let needed = lift;
      for (const [x, y] of points) {
        for (const element of doc.elementsFromPoint(x, y)) {
          if (root.contains(element) || element.hasAttribute('data-da-affordance')) continue;
          if (!/fixed|sticky/.test(view.getComputedStyle(element).position)) continue;
          const rect = element.getBoundingClientRect();
          if (rect.width >= view.innerWidth * 0.9 && rect.height >= view.innerHeight * 0.9) {
            if (first) layout.add(element);
            else if (!layout.has(element)) covered = true;
          } else if (rect.top > view.innerHeight / 2) {
            needed = Math.max(needed, restBottom - rect.top + GAP);
          }
        }
      }
      if (needed === lift) break;
      lift = needed;
    }
    // The first place is taken at once, not slid into: the widget is painted from this read on, and sliding up from
    // its corner it took, for a few frames, the clicks meant for a control that came before this chunk (a cookie
    // banner). Later lifts slide, following a control that appears under it.
    if (first) launcher.style.transition = 'none';
    root.style.setProperty('--da-launcher-lift', `${lift}px`);
    root.toggleAttribute('data-da-covered', covered);
    if (first) {
      // Styles are computed with the transition off (the box read makes the browser do it now), so none starts when
      // it is back on.
      launcher.getBoundingClientRect();
      launcher.style.removeProperty('transition');
    }
    first = false;
  };
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(look, 100);
  };

  const observer = new MutationObserver(schedule);
  observer.observe(doc.body, { childList: true, attributes: true });
  observer.observe(doc.documentElement, { attributes: true });
  // `scrollend`, not `scroll`: one event per scroll, and no work while the page scrolls. (Safari has no `scrollend`
  // yet: there a control that appears on scroll is found by its fade-in's `transitionend`, or the next click.)
  const events = ['scrollend', 'resize', 'click', 'transitionend', 'animationend'];
  for (const type of events) view.addEventListener(type, schedule, { capture: true, passive: true });
  look();
  return () => {
    clearTimeout(timer);
    observer.disconnect();
    for (const type of events) view.removeEventListener(type, schedule, { capture: true });
  };
}
