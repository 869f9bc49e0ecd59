/**
 * A reader's question as they typed it — underscores, asterisks, backticks, links and markup all kept (the HTML
 * report escapes it, the terminal shows its control characters) — cut only when longer than `max`, the cut marked.
 */
export function asAsked(text: string, max = 300): string {
  if (text.length <= max) return text;
  let cut = max - 1;
  // Never half of a character written as a surrogate pair (an emoji).
  if (/[\uD800-\uDBFF]/.test(text.charAt(cut - 1))) cut--;
  return `${text.slice(0, cut)}…`;
}
