// A data dir written by the previous version (schema 1: no page or coverage per message, no feedback table): the
// report reads it as it is, and the service upgrades it in place on start, keeping every stored message.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { collectReport } from '../../src/report/collect-report';
import { openReadOnly } from '../../src/report/open-read-only';
import { startLocalService } from '../../../../test/support/local-service';
import { ask } from '../../../../test/support/seed-report';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'docs-assistant-upgrade-'));
  const db = new DatabaseSync(join(dataDir, 'docs-assistant.db'));
  db.exec(`
    PRAGMA journal_mode = WAL;
    CREATE TABLE threads (id TEXT PRIMARY KEY, domain TEXT NOT NULL, fp TEXT NOT NULL, key_hash TEXT NOT NULL,
      created_at TEXT NOT NULL, updated_at TEXT NOT NULL) WITHOUT ROWID;
    CREATE TABLE messages (thread_id TEXT NOT NULL REFERENCES threads (id) ON DELETE CASCADE, seq INTEGER NOT NULL,
      id TEXT NOT NULL, role TEXT NOT NULL, text TEXT NOT NULL, sources TEXT, created_at TEXT NOT NULL,
      PRIMARY KEY (thread_id, seq)) WITHOUT ROWID;
    CREATE TABLE jobs (id TEXT PRIMARY KEY, project_id TEXT NOT NULL, status TEXT NOT NULL, updated_at TEXT NOT NULL,
      data TEXT NOT NULL) WITHOUT ROWID;
    CREATE TABLE migrations (name TEXT PRIMARY KEY, at TEXT NOT NULL) WITHOUT ROWID;
    PRAGMA application_id = ${0x44415354};
    PRAGMA user_version = 1;
  `);
  const now = new Date().toISOString();
  db.prepare('INSERT INTO threads VALUES (?, ?, ?, ?, ?, ?)').run('th_old', 'docs', 'anonymous', 'x', now, now);
  db.prepare('INSERT INTO messages VALUES (?, ?, ?, ?, ?, ?, ?)').run(
    'th_old',
    1,
    'q1',
    'user',
    'Old question?',
    null,
    now,
  );
  db.prepare('INSERT INTO messages VALUES (?, ?, ?, ?, ?, ?, ?)').run(
    'th_old',
    2,
    'q1_answer',
    'assistant',
    'Old answer.',
    '["/guides/installation"]',
    now,
  );
  db.close();
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

it('the report reads a schema-1 file: its questions count per day, outside the lists', () => {
  const { db, file } = openReadOnly(dataDir);
  const report = collectReport(db, file);
  db.close();
  expect(report.totals).toMatchObject({ questions: 1, notCovered: 0, ratedDown: 0 });
  expect(report.notCovered).toEqual([]);
  expect(report.topics).toEqual([]);
});

it('the service upgrades it in place: old messages kept, new ones with their page and coverage', async () => {
  const service = await startLocalService({ dataDir, keepDataDir: true });
  const uncovered = await ask(service, 'Does it support Kubernetes cron jobs?', '/guides/deploy');
  await service.close();
  expect(uncovered.covered).toBe(false);
  const { db, file } = openReadOnly(dataDir);
  const report = collectReport(db, file);
  const version = (db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version;
  db.close();
  expect(version).toBe(3);
  expect(report.totals).toMatchObject({ questions: 2, threads: 2, notCovered: 1 });
  expect(report.notCovered[0]).toMatchObject({
    question: 'Does it support Kubernetes cron jobs?',
    pages: [{ page: '/guides/deploy', count: 1 }],
    threadIds: [uncovered.threadId],
  });
});
