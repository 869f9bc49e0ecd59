// Damaged data as an unlucky operator meets it: `docs-assistant serve` refuses each with one line naming the file
// (exit 1), details in a log beside it, and never starts on data it would misread.
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { DatabaseSync } from 'node:sqlite';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_DOCS, startLocalService } from '../../../../test/support/local-service';
import { postJson, userMessage } from '../support/helpers';
import { ANOTHER_USER, itAsAnotherUser } from '../support/another-user';
import { cli } from '../support/spawn-cli';

let scratch: string;
/** A healthy database with a few dozen stored answers, copied into each case and damaged there. */
let healthy: Buffer;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'docs-assistant-damaged-'));
  await chmod(scratch, 0o755);
  const dataDir = join(scratch, 'seed');
  const service = await startLocalService({ dataDir, keepDataDir: true });
  for (let i = 0; i < 30; i++) {
    const response = await postJson(
      `${service.url}/discovery/v2/assistant/docs/message`,
      { fp: 'anonymous', messages: [userMessage(`How do I install it? ${i} ${'padding '.repeat(100)}`)] },
      service.assistantKey,
    );
    await response.text();
  }
  await service.close();
  healthy = await readFile(join(dataDir, 'docs-assistant.db'));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

async function dataDirWith(name: string, damage: (file: string) => Promise<void>) {
  const dataDir = join(scratch, name);
  await mkdir(dataDir, { recursive: true });
  await chmod(dataDir, 0o777);
  const file = join(dataDir, 'docs-assistant.db');
  await damage(file);
  return { dataDir, file };
}

const serveOn = (dataDir: string, as: typeof ANOTHER_USER = {}) =>
  cli(['serve', '--docs', FIXTURE_DOCS, '--port', '0', '--data-dir', dataDir], {
    ...as,
    // A start that is wrongly accepted is stopped at once, so the test fails instead of hanging.
    until: (out) => out.includes('listening on'),
  });

const WHAT_TO_DO =
  'Move it aside (or pass --data-dir <another folder>) and start again; the service changed nothing in it.';

describe('serve refuses damaged data with one line naming the file', () => {
  it('a file cut short by one byte (SQLite itself would read it, losing the end of a message)', async () => {
    const { dataDir, file } = await dataDirWith('short', (f) => writeFile(f, healthy.subarray(0, healthy.length - 1)));
    const run = await serveOn(dataDir);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      `docs-assistant serve: ${file} is shorter than its header says: it was cut off, and what is missing cannot be read back (details in ${file}-refused.log). ${WHAT_TO_DO}\n`,
    );
    const log = await readFile(`${file}-refused.log`, 'utf8');
    expect(log).toContain(`size ${healthy.length - 1} bytes; header: `);
  });

  it('a file cut short by whole pages', async () => {
    const { dataDir, file } = await dataDirWith('short-pages', (f) => writeFile(f, healthy.subarray(0, 4096 * 2)));
    const run = await serveOn(dataDir);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(new RegExp(`^docs-assistant serve: ${escape(file)} is shorter than its header says`));
  });

  it('a page of garbage in the middle: one line; a report of several lines goes to the log', async () => {
    const { dataDir, file } = await dataDirWith('garbage-page', async (f) => {
      const copy = Buffer.from(healthy);
      const middle = Math.floor(copy.length / 4096 / 2) * 4096;
      randomBytes(4096).copy(copy, middle);
      await writeFile(f, copy);
    });
    const run = await serveOn(dataDir);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.split('\n')).toHaveLength(2);
    expect(run.stderr).toMatch(
      new RegExp(
        `^docs-assistant serve: ${escape(file)} (is damaged \\(SQLite's check found errors\\)|cannot be opened as a database \\([^)]*\\))( \\(details in ${escape(file)}-refused\\.log\\))?\\. ${escape(WHAT_TO_DO)}\n$`,
      ),
    );
  });

  it("damage SQLite's check reports in several lines: the line names the file, the report is in the log", async () => {
    // The first page whose overwriting SQLite reads as a damaged tree (rather than refusing the file outright).
    const damaged = (page: number) => {
      const copy = Buffer.from(healthy);
      copy.fill(0xab, page * 4096, (page + 1) * 4096);
      return copy;
    };
    const probe = join(scratch, 'probe.db');
    let page = 1;
    for (; page < healthy.length / 4096; page++) {
      await writeFile(probe, damaged(page));
      const db = new DatabaseSync(probe, { readOnly: true });
      try {
        if (db.prepare('PRAGMA quick_check(1)').get()?.quick_check !== 'ok') break;
      } catch {
        // Unreadable outright: the one-line case above.
      } finally {
        db.close();
      }
    }
    const { dataDir, file } = await dataDirWith('tree-damage', (f) => writeFile(f, damaged(page)));
    const run = await serveOn(dataDir);
    expect(run).toMatchObject({
      code: 1,
      stdout: '',
      stderr: `docs-assistant serve: ${file} is damaged (SQLite's check found errors) (details in ${file}-refused.log). ${WHAT_TO_DO}\n`,
    });
    expect(await readFile(`${file}-refused.log`, 'utf8')).toMatch(/\*\*\* in database main \*\*\*\n.*page/);
  });

  it('an empty file', async () => {
    const { dataDir, file } = await dataDirWith('empty', (f) => writeFile(f, ''));
    const run = await serveOn(dataDir);
    expect(run).toMatchObject({
      code: 1,
      stdout: '',
      stderr: `docs-assistant serve: ${file} is empty, so it holds none of the stored threads. ${WHAT_TO_DO}\n`,
    });
  });

  it('a folder where the database file belongs', async () => {
    const { dataDir, file } = await dataDirWith('folder', (f) => mkdir(f));
    const run = await serveOn(dataDir);
    expect(run).toMatchObject({
      code: 1,
      stdout: '',
      stderr: `docs-assistant serve: ${file} is a folder where the database file belongs. ${WHAT_TO_DO}\n`,
    });
  });

  itAsAnotherUser('a read-only file', async () => {
    const { dataDir, file } = await dataDirWith('read-only', async (f) => {
      await writeFile(f, healthy);
      await chmod(f, 0o444);
    });
    const run = await serveOn(dataDir, ANOTHER_USER);
    expect(run).toMatchObject({
      code: 1,
      stdout: '',
      stderr: `docs-assistant serve: ${file} is read-only for this user; the service writes threads and jobs to it. Make it writable (chmod u+w), or pass --data-dir <another folder>.\n`,
    });
    // Refused before anything was written: the file is as it was.
    expect((await stat(file)).size).toBe(healthy.length);
  });

  it('the healthy file starts', async () => {
    const { dataDir } = await dataDirWith('healthy', (f) => writeFile(f, healthy));
    const run = await serveOn(dataDir);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('listening on');
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
