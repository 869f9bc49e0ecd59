/** A follow-up the service suggests at the end of an answer (service-api §1, observed). */
export interface Suggestion {
  label: string;
  path: string;
}

const FENCE_LINE = /^[ ]{0,3}(`{3,}|~{3,})[ \t]*([^\s`]*)[ \t]*$/;
// `(label)[/path]` as the service writes it; the markdown-shaped `[label](/path)` is accepted too.
const SUGGESTION_LINE = /^\s*(?:[-*]\s+)?(?:\((.+)\)\[(.*)\]|\[(.+)\]\((.*)\))\s*$/;

function parseSuggestions(lines: string[]): Suggestion[] {
  const suggestions: Suggestion[] = [];
  for (const line of lines) {
    const parsed = SUGGESTION_LINE.exec(line);
    if (!parsed) continue;
    const label = (parsed[1] ?? parsed[3] ?? '').trim();
    const path = (parsed[2] ?? parsed[4] ?? '').trim();
    if (label) suggestions.push({ label, path });
  }
  return suggestions;
}

/**
 * Splits an answer into its markdown body and trailing follow-up suggestions: a fenced block tagged `suggestions`
 * that ends the answer. While it streams the block is hidden as soon as its fence opens — and an opening fence
 * still arriving (```` ``` ````, ```` ```sugg ````) is held back until its tag shows it is not one — so the block
 * never flashes as code.
 */
export function splitSuggestions(text: string): { body: string; suggestions: Suggestion[] } {
  const lines = text.split('\n');
  let open: { index: number; fence: string; tag: string } | null = null;
  for (let i = 0; i < lines.length; i++) {
    const fence = FENCE_LINE.exec(lines[i]!);
    if (!fence) continue;
    const [, marks = '', tag = ''] = fence;
    if (!open) open = { index: i, fence: marks, tag };
    else if (!tag && marks[0] === open.fence[0] && marks.length >= open.fence.length) open = null;
  }
  const body = (end: number) => lines.slice(0, end).join('\n').trimEnd();

  // An unclosed fence ends the text: the suggestions block streaming, or a fence whose tag is still arriving.
  if (open) {
    const lastLine = open.index === lines.length - 1;
    if (open.tag === 'suggestions')
      return { body: body(open.index), suggestions: parseSuggestions(lines.slice(open.index + 1)) };
    if (lastLine && 'suggestions'.startsWith(open.tag)) return { body: body(open.index), suggestions: [] };
    return { body: text, suggestions: [] };
  }

  // A closed suggestions block counts only when nothing but blank lines follows it.
  let end = lines.length;
  while (end > 0 && lines[end - 1]!.trim() === '') end--;
  const closing = lines[end - 1];
  if (closing === undefined || !FENCE_LINE.test(closing)) return { body: text, suggestions: [] };
  for (let start = end - 2; start >= 0; start--) {
    const fence = FENCE_LINE.exec(lines[start]!);
    if (!fence) continue;
    if (fence[2] !== 'suggestions') break;
    return { body: body(start), suggestions: parseSuggestions(lines.slice(start + 1, end - 1)) };
  }
  return { body: text, suggestions: [] };
}
