import type { DatabaseSync } from 'node:sqlite';
import { asAsked } from './as-asked';
import type { ReportWindow } from './report-window';
import { questionKey } from './tally-questions';

/** How soon after a query a longer one shows it was typed on rather than searched for. */
const TYPING_MS = 30_000;
/** Queries looked back over: a bound on the work per row, whatever the traffic. */
const MAX_RECENT = 50;

/** Searches that found nothing in the window: how many, and the wordings most searched first. */
export interface EmptySearchTally {
  total: number;
  searches: Array<{ query: string; searched: number; lastSearched: string }>;
}

/**
 * The search route's queries with no results (search/empty-searches.ts stores them), grouped as the not-covered
 * questions are: case, spacing and end punctuation aside, a query typed on within seconds counted once, as its
 * longest. Read row by row; the store keeps at most 100,000 rows, so
 * the groups are bounded too. A file written before the table existed (schema 2, opened read-only) has none.
 */
export function emptySearches(db: DatabaseSync, window: ReportWindow, limit: number): EmptySearchTally {
  const table = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'empty_searches'").get();
  if (!table) return { total: 0, searches: [] };
  const rows = db
    .prepare(
      `SELECT query, created_at FROM empty_searches
        WHERE created_at >= :since ${window.params.domain === undefined ? '' : 'AND domain = :domain'}
        ORDER BY created_at`,
    )
    .iterate(window.params) as IterableIterator<{ query: string; created_at: string }>;
  const groups = new Map<string, EmptySearchTally['searches'][number]>();
  let total = 0;
  const recent: Array<{ key: string; at: number }> = [];
  for (const row of rows) {
    const key = questionKey(row.query);
    const at = Date.parse(row.created_at);
    // A search box searches as the reader types (`zq`, `zqx`, `zqxw`): a query that a longer one found nothing for
    // soon after only was the longer one unfinished, so it is not counted. Readers are not told apart (none is
    // stored), so two readers' queries can merge this way; the count errs low, never high.
    while (recent.length > 0 && (recent[0] as { at: number }).at < at - TYPING_MS) recent.shift();
    const unfinished = recent.findIndex((r) => key.length > r.key.length && key.startsWith(r.key));
    if (unfinished >= 0) {
      const [earlier] = recent.splice(unfinished, 1);
      const group = earlier && groups.get(earlier.key);
      if (group && --group.searched === 0) groups.delete(earlier.key);
      total--;
    }
    recent.push({ key, at });
    if (recent.length > MAX_RECENT) recent.shift();
    total++;
    const group = groups.get(key) ?? { query: asAsked(row.query), searched: 0, lastSearched: row.created_at };
    group.searched++;
    group.lastSearched = row.created_at;
    groups.set(key, group);
  }
  const searches = [...groups.values()]
    .sort((a, b) => b.searched - a.searched || b.lastSearched.localeCompare(a.lastSearched))
    .slice(0, limit);
  return { total, searches };
}
