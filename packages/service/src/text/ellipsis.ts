/** A cut between the two halves of a surrogate pair (an emoji, say) would leave a lone half: drop it. */
export function withoutHalfPair(text: string): string {
  const last = text.charCodeAt(text.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? text.slice(0, -1) : text;
}

/**
 * `text` in at most `max` UTF-16 units: a longer one is cut and ends in "…", with no space before it and never
 * half an emoji (a lone surrogate prints as U+FFFD in a terminal and is invalid in JSON-RPC's UTF-8).
 */
export function cutWithEllipsis(text: string, max: number): string {
  if (text.length <= max) return text;
  if (max < 1) return '';
  return `${withoutHalfPair(text.slice(0, max - 1)).trimEnd()}…`;
}
