/** A follow-up the service suggests at the end of an answer (service-api §1, observed). */
export interface Suggestion {
  label: string;
  path: string;
}

// A fenced block tagged `suggestions`, last in the answer. The closing fence is optional: while streaming, the
// block is hidden as soon as it opens, so the reader never sees it flash as code.
const TRAILING_SUGGESTIONS = /(?:^|\n)(`{3,}|~{3,})[ \t]*suggestions[ \t]*\n([\s\S]*?)(?:\n\1[ \t]*)?\s*$/;
// `(label)[/path]` as the service writes it; the markdown-shaped `[label](/path)` is accepted too.
const SUGGESTION_LINE = /^\s*(?:[-*]\s+)?(?:\((.+)\)\[(.*)\]|\[(.+)\]\((.*)\))\s*$/;

/** Splits an answer into its markdown body and trailing follow-up suggestions. */
export function splitSuggestions(text: string): { body: string; suggestions: Suggestion[] } {
  const match = TRAILING_SUGGESTIONS.exec(text);
  if (!match) return { body: text, suggestions: [] };
  const suggestions: Suggestion[] = [];
  for (const line of (match[2] ?? '').split('\n')) {
    const parsed = SUGGESTION_LINE.exec(line);
    if (!parsed) continue;
    const label = (parsed[1] ?? parsed[3] ?? '').trim();
    const path = (parsed[2] ?? parsed[4] ?? '').trim();
    if (label) suggestions.push({ label, path });
  }
  return { body: text.slice(0, match.index).trimEnd(), suggestions };
}
