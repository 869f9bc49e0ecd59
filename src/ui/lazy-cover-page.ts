/**
 * The loading frame's cover (ui/cover-page.ts): a small chunk of its own, asked for as the frame shows. Not up front,
 * whose budget it would break, and not among the panel chunk's imports, which arrive only after that large chunk.
 */
import type { CoveringWidget } from './cover-page';

/**
 * While the loading frame shows: the page covered as the panel covers it, from the moment the cover's chunk is here.
 * The returned function undoes it at once (a close gives the page back before focus goes back to it), or, when the
 * chunk has not come yet, keeps it from being applied. A chunk that does not come leaves the page live.
 */
export function coverPageWhileLoading(frame: HTMLElement, widget: CoveringWidget): () => void {
  let undo: (() => void) | false | undefined;
  import('./cover-page').then(
    ({ coverPage }) => void (undo ??= coverPage(frame, widget)),
    () => undefined,
  );
  return () => (undo ? undo() : (undo = false));
}
