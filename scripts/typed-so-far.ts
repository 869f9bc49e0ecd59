/**
 * A query as a search box sends it before the reader has finished: the last word cut to its first half and one
 * letter, at least three letters (`workspaces` → `worksp`, `publish` → `publi`). Used by `npm run eval:search` and the
 * scale bench, so both measure the same half-typed queries.
 */
export function typedSoFar(query: string): string {
  const words = query.split(' ');
  const last = words.pop() ?? '';
  const kept = Math.max(3, Math.ceil(last.length / 2) + 1);
  return [...words, last.slice(0, kept)].join(' ');
}
