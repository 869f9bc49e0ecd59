/**
 * The first `max` UTF-16 code units of `text`, one fewer where the last would be half a surrogate pair: a lone
 * surrogate is invalid UTF-16 (the service rejects it) and renders as a replacement character.
 */
export function cutText(text: string, max: number): string {
  const cut = text.slice(0, max);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}
