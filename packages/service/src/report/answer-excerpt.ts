/**
 * An answer as a line of plain text: its follow-up block, link targets and emphasis marks left out. Answers only:
 * it would change what a reader asked (`DOCS_ASSISTANT_MODEL` read `DOCSASSISTANTMODEL`).
 */
export function answerExcerpt(markdown: string, max = 280): string {
  const text = markdown
    .replace(/```suggestions[\s\S]*?(```|$)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
