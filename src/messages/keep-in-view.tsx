import { Component, type ReactNode } from 'react';

interface KeepInViewProps {
  /** Index of the first rendered message; content renders above the current first one when it goes down. */
  first: number;
  /** The rendered list, whose first message is the anchor. */
  listRef: { current: HTMLElement | null };
  /** The list's scrolling ancestor, as `useReadingPosition` finds it. */
  containerSelector: string;
  children: ReactNode;
}

/**
 * When earlier messages render above the first one, scrolls by the height they add, so what the reader is looking
 * at stays where it was (and a reader at the bottom stays at the bottom). Browsers' own scroll anchoring is not
 * enough: Chromium's does nothing at scroll offset 0, Safari long had none, and a host's scroller may turn it off.
 *
 * A class, because only `getSnapshotBeforeUpdate` reads the layout in the same commit, just before React changes
 * the DOM; a measurement taken earlier would undo any scrolling the reader did while the messages rendered.
 */
export class KeepInView extends Component<KeepInViewProps> {
  // How far (under a pixel) the anchor ended up from where it belonged after the last step: scroll offsets are
  // whole pixels and message heights are not, so without carrying this over a dozen steps drift by a few pixels.
  private drift = 0;

  override getSnapshotBeforeUpdate(previous: KeepInViewProps): { anchor: HTMLElement; top: number } | null {
    if (this.props.first >= previous.first) return null;
    const anchor = this.props.listRef.current?.querySelector<HTMLElement>('[data-da-slot="message"]');
    return anchor ? { anchor, top: anchor.getBoundingClientRect().top - this.drift } : null;
  }

  override componentDidUpdate(
    _: KeepInViewProps,
    __: unknown,
    snapshot: { anchor: HTMLElement; top: number } | null,
  ): void {
    // Every streamed chunk updates the list: leave at once unless messages were added above.
    if (!snapshot?.anchor.isConnected) return;
    const scroller = this.props.listRef.current?.closest<HTMLElement>(this.props.containerSelector);
    if (!scroller) return;
    // Measured in the viewport, so it is right whether or not the browser's own scroll anchoring already moved it.
    const moved = snapshot.anchor.getBoundingClientRect().top - snapshot.top;
    if (Math.abs(moved) >= 0.5) scroller.scrollTop = Math.round(scroller.scrollTop + moved);
    this.drift = snapshot.anchor.getBoundingClientRect().top - snapshot.top;
  }

  override render(): ReactNode {
    return this.props.children;
  }
}
