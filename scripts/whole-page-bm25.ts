import MiniSearch from 'minisearch';

/**
 * The evaluations' baseline: one document per file, MiniSearch's default tokenising, no boosts, no synonyms — plain
 * whole-page BM25, the best `k` page paths for a query.
 */
export function wholePageBm25(pages: ReadonlyArray<{ path: string; source: string }>, k: number) {
  const mini = new MiniSearch<{ path: string; source: string }>({ fields: ['source'], idField: 'path' });
  mini.addAll(pages);
  return (query: string) =>
    mini
      .search(query)
      .slice(0, k)
      .map((result) => result.id as string);
}
