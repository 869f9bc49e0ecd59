// The owner report's searches with no results: what readers typed in the search box that the docs had nothing for,
// counted from the real search route, grouped by wording, per domain, and bounded in what the data dir keeps.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { collectReport } from '../../src/report/collect-report';
import { openReadOnly } from '../../src/report/open-read-only';
import { reportText } from '../../src/report/report-text';
import { createEmptySearchLog } from '../../src/search/empty-searches';
import { openDatabase } from '../../src/storage/database';
import { startLocalService, type StartedLocalService } from '../../../../test/support/local-service';

let service: StartedLocalService;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'docs-assistant-empty-searches-'));
  service = await startLocalService({ dataDir });
});
afterAll(async () => {
  await service?.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function search(query: string, domain = 'docs') {
  const res = await fetch(`${service.url}/discovery/v1/search/${domain}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${service.assistantKey}` },
    body: JSON.stringify({ query }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as unknown[];
}

it('counts the searches that found nothing, grouped by wording, most searched first, per domain, typing collapsed', async () => {
  expect((await search('rotate tokens')).length).toBeGreaterThan(0);
  expect(await search('zqxwv flurbish')).toEqual([]);
  expect(await search('  ZQXWV   flurbish? ')).toEqual([]);
  expect(await search('blorptastic')).toEqual([]);
  expect(await search('blorptastic', 'other')).toEqual([]);
  // Typed on in a search box: only the last, longest query counts.
  for (const typed of ['qwv', 'qwvz', 'qwvzx plinth']) expect(await search(typed)).toEqual([]);

  const { db, file } = openReadOnly(dataDir);
  const all = collectReport(db, file);
  const docsOnly = collectReport(db, file, { domain: 'docs' });
  db.close();
  expect(all.totals.emptySearches).toBe(5);
  expect(all.emptySearches).toEqual([
    { query: 'blorptastic', searched: 2, lastSearched: expect.any(String) },
    { query: 'zqxwv flurbish', searched: 2, lastSearched: expect.any(String) },
    { query: 'qwvzx plinth', searched: 1, lastSearched: expect.any(String) },
  ]);
  expect(docsOnly.totals.emptySearches).toBe(4);
  expect(docsOnly.emptySearches.map((s) => [s.query, s.searched])).toEqual([
    ['zqxwv flurbish', 2],
    ['qwvzx plinth', 1],
    ['blorptastic', 1],
  ]);
  const text = reportText(all, 100);
  expect(text).toContain('5 searches with no results');
  const lines = text.split('\n');
  expect(lines.slice(lines.indexOf('Searches with no results'))[3]).toMatch(/^ +2 {2}blorptastic +\d{4}-\d\d-\d\d$/);
});

it('keeps at most its row limit, the oldest dropped, and none past the retention', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'docs-assistant-empty-searches-bound-'));
  const db = openDatabase(dir);
  try {
    const log = createEmptySearchLog(db, { retentionDays: 180, maxRows: 150 });
    for (let i = 0; i < 400; i++) log.record('docs', `query ${i}`);
    const kept = db.prepare('SELECT query FROM empty_searches ORDER BY rowid').all() as Array<{ query: string }>;
    // Trimmed every 100 searches: never more than the limit plus the searches since the last trim.
    expect(kept.length).toBeLessThanOrEqual(150 + 100);
    expect(kept.at(-1)?.query).toBe('query 399');
    expect(kept[0]?.query).not.toBe('query 0');
    db.prepare("UPDATE empty_searches SET created_at = '2000-01-01T00:00:00.000Z' WHERE rowid % 2 = 0").run();
    log.prune();
    const left = db.prepare('SELECT count(*) AS n FROM empty_searches').get() as { n: number };
    expect(left.n).toBe(Math.min(150, Math.ceil(kept.length / 2)));
    log.close();
  } finally {
    db.close();
    await rm(dir, { recursive: true, force: true });
  }
});
