import type { MouseEvent } from 'react';
import type { ReadingPlace } from './reading-place-note';
import { scrollOffsetOf } from './scroll-offset';

/**
 * Where the reader is, when `event` is a plain click on a link in the conversation that leaves this page in this
 * tab (the only way the next page could be this tab's next load); null for anything else: a modified or middle
 * click, a new tab or window, a link to a spot on this same page, a click that is not on a link.
 */
export function placeOfLink(event: MouseEvent, scroller: HTMLElement | null): ReadingPlace | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const link = (event.target as Element).closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self')) return null;
  const to = new URL(link.href, location.href);
  const here = new URL(location.href);
  if (to.origin === here.origin && to.pathname === here.pathname && to.search === here.search) return null;
  const message = link.closest<HTMLElement>('[data-message-id]');
  if (!message?.dataset.messageId || !scroller) return null;
  // How far the view's top is below the message's top, so the next page opens on the very line the reader was at.
  return {
    messageId: message.dataset.messageId,
    offset: Math.round(scroller.scrollTop - scrollOffsetOf(scroller, message)),
  };
}
