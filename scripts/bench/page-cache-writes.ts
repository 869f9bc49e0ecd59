// The page cache's two table layouts side by side on the rows a first start writes: the scale bench's pages parsed
// and handed over as a parse worker does (outline and whole page as JSON), then upserted as page-cache.ts does
// (both tables, 500 per transaction) into a fresh file per round, rounds alternated; then every outline read back
// in one statement, as a restart does. CPU time of this one thread, per round.
//
//   npx tsx scripts/bench/page-cache-writes.ts --dir /tmp/scale-bench/docs-1000 --pages 1000 --rounds 5
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { handOver, readAndParseFile } from '../../packages/service/src/retrieval/parse-file';

const { values } = parseArgs({
  options: { dir: { type: 'string' }, pages: { type: 'string' }, rounds: { type: 'string' } },
});
const root = values.dir ?? '/tmp/scale-bench/docs-1000';
const limit = Number(values.pages ?? 1000);
const rounds = Number(values.rounds ?? 5);

const columns = 'scope TEXT NOT NULL, file TEXT NOT NULL, size INTEGER NOT NULL, mtime REAL NOT NULL';
const LAYOUTS = {
  'WITHOUT ROWID, 4 KiB pages (before)': `PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;
    CREATE TABLE page_outlines (${columns}, outline TEXT NOT NULL, PRIMARY KEY (scope, file)) WITHOUT ROWID;
    CREATE TABLE page_texts (${columns}, result TEXT NOT NULL, PRIMARY KEY (scope, file)) WITHOUT ROWID;`,
  'rowid, 16 KiB pages (now)': `PRAGMA page_size = 16384; PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;
    CREATE TABLE page_outlines (${columns}, outline TEXT NOT NULL, UNIQUE (scope, file));
    CREATE TABLE page_texts (${columns}, result TEXT NOT NULL, UNIQUE (scope, file));`,
  'rowid, 4 KiB pages (a cache file made before)': `PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;
    CREATE TABLE page_outlines (${columns}, outline TEXT NOT NULL, UNIQUE (scope, file));
    CREATE TABLE page_texts (${columns}, result TEXT NOT NULL, UNIQUE (scope, file));`,
};

function markdownFiles(dir: string, into: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) markdownFiles(full, into);
    else if (/\.mdx?$/.test(entry.name)) into.push(full);
  }
  return into;
}

const rows: Array<{ name: string; size: number; outline: string; whole: string }> = [];
for (const file of markdownFiles(root).slice(0, limit)) {
  const name = relative(root, file);
  const handed = handOver(readAndParseFile(name, { file, root }, 'github', undefined, undefined));
  if ('whole' in handed) rows.push({ name, size: statSync(file).size, outline: handed.outline, whole: handed.whole });
}
const scope = `parser\n${root}`;
const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

function round(layout: string): { write: number; read: number } {
  const dir = mkdtempSync(join(tmpdir(), 'docs-assistant-page-cache-'));
  try {
    const db = new DatabaseSync(join(dir, 'docs-index.db'));
    db.exec(layout);
    const upsert = (table: string, column: string) =>
      db.prepare(
        `INSERT INTO ${table} (scope, file, size, mtime, ${column}) VALUES (?, ?, ?, ?, ?) ` +
          `ON CONFLICT (scope, file) DO UPDATE SET size = excluded.size, mtime = excluded.mtime, ${column} = excluded.${column}`,
      );
    const [outlines, texts] = [upsert('page_outlines', 'outline'), upsert('page_texts', 'result')];
    const writing = process.cpuUsage();
    rows.forEach((row, i) => {
      if (!db.isTransaction) db.exec('BEGIN');
      outlines.run(scope, row.name, row.size, 1, row.outline);
      texts.run(scope, row.name, row.size, 1, row.whole);
      if ((i + 1) % 500 === 0) db.exec('COMMIT');
    });
    if (db.isTransaction) db.exec('COMMIT');
    const write = cpuMs(writing);
    const reading = process.cpuUsage();
    db.prepare('SELECT file, size, mtime, outline FROM page_outlines WHERE scope = ?').all(scope);
    const read = cpuMs(reading);
    db.close();
    return { write, read };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const names = Object.keys(LAYOUTS) as Array<keyof typeof LAYOUTS>;
const results = new Map(names.map((name) => [name, [] as Array<{ write: number; read: number }>]));
for (let r = 0; r < rounds; r++)
  for (const name of r % 2 ? [...names].reverse() : names) results.get(name)?.push(round(LAYOUTS[name]));
const bytes = rows.reduce((sum, row) => sum + row.outline.length + row.whole.length, 0);
console.log(
  `\n${rows.length} pages' rows (${(bytes / 1e6).toFixed(1)} MB of JSON), ${rounds} rounds alternated, CPU ms:`,
);
for (const [name, runs] of results) {
  const median = (of: number[]) => [...of].sort((a, b) => a - b)[Math.floor(of.length / 2)] as number;
  const writes = runs.map((run) => run.write);
  const reads = runs.map((run) => run.read);
  console.log(
    `  ${name.padEnd(46)} write median ${median(writes).toFixed(0)} (${writes.map((v) => v.toFixed(0)).join(', ')}); ` +
      `outlines read median ${median(reads).toFixed(1)} (${reads.map((v) => v.toFixed(1)).join(', ')})`,
  );
}
