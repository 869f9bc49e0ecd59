/**
 * How long `docs-assistant report` takes over a large data dir: 10,000 threads of 5 questions each (50,000
 * questions, a fifth not covered, 2,000 ratings) spread over 90 days, written straight into a database the service
 * opened. Run: `npx tsx scripts/bench/report.ts`. Prints the median of 5 runs for each view.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, transaction } from '../../packages/service/src/storage/database';
import { collectReport } from '../../packages/service/src/report/collect-report';
import { openReadOnly } from '../../packages/service/src/report/open-read-only';
import { reportHtml } from '../../packages/service/src/report/report-html';
import { reportText } from '../../packages/service/src/report/report-text';

const THREADS = 10_000;
const QUESTIONS_PER_THREAD = 5;
const dataDir = await mkdtemp(join(tmpdir(), 'docs-assistant-report-bench-'));
const db = openDatabase(dataDir);
const thread = db.prepare('INSERT INTO threads VALUES (?, ?, ?, ?, ?, ?)');
const message = db.prepare(
  'INSERT INTO messages (thread_id, seq, id, role, text, sources, created_at, page, covered) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
);
const feedback = db.prepare('INSERT INTO feedback VALUES (?, ?, ?, ?)');
transaction(db, () => {
  for (let t = 0; t < THREADS; t++) {
    const id = `th_${t.toString(16).padStart(20, '0')}`;
    const at = new Date(Date.now() - (t % 90) * 86_400_000).toISOString();
    thread.run(id, 'docs', 'anonymous', 'x', at, at);
    for (let q = 0; q < QUESTIONS_PER_THREAD; q++) {
      const covered = (t + q) % 5 !== 0;
      message.run(
        id,
        q * 2 + 1,
        `q${q}`,
        'user',
        `Question ${(t * 7 + q) % 400} about things?`,
        null,
        at,
        `/page/${q}`,
        null,
      );
      message.run(
        id,
        q * 2 + 2,
        `q${q}_answer`,
        'assistant',
        'An answer '.repeat(40),
        covered ? JSON.stringify([`/guides/topic-${(t + q) % 30}#section`]) : '[]',
        at,
        null,
        Number(covered),
      );
    }
    if (t % 5 === 0) feedback.run(id, 'q0_answer', t % 10 === 0 ? 'negative' : 'positive', at);
  }
});
db.close();

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
function time(label: string, work: () => unknown) {
  const runs: number[] = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    work();
    runs.push(performance.now() - started);
  }
  console.log(`${label.padEnd(44)} ${median(runs).toFixed(0).padStart(6)} ms`);
}

const { db: reader, file } = openReadOnly(dataDir);
console.log(`${THREADS} threads, ${THREADS * QUESTIONS_PER_THREAD} questions over 90 days`);
time('collect, last 30 days', () => collectReport(reader, file, { days: 30 }));
time('collect, everything', () => collectReport(reader, file));
const all = collectReport(reader, file);
time('text (100 columns), everything', () => reportText(all, 100));
time('HTML, everything', () => reportHtml(all));
console.log(`heap used after: ${(process.memoryUsage().heapUsed / 1e6).toFixed(0)} MB`);
reader.close();
await rm(dataDir, { recursive: true, force: true });
