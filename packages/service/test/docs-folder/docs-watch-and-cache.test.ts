import { mkdir, mkdtemp, readdir, readFile, rm, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import { DatabaseSync } from 'node:sqlite';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startLocalService, type StartedLocalService } from '../../../../test/support/local-service';
import { answerText, postJson, readChunks, userMessage } from '../support/helpers';

/**
 * `--watch` re-indexes an edited file without a restart, and the page cache beside the database (docs-index.db)
 * serves a restart: a file changed while the service was stopped is parsed again, and a damaged cache is started
 * afresh rather than stopping start-up.
 */
let docs: string;
let dataDir: string;
let service: StartedLocalService | undefined;
const warnings: string[] = [];

beforeEach(async () => {
  docs = await mkdtemp(join(tmpdir(), 'docs-assistant-watch-docs-'));
  dataDir = await mkdtemp(join(tmpdir(), 'docs-assistant-watch-data-'));
  warnings.length = 0;
  await writeFile(join(docs, 'lanterns.md'), '# Lanterns\n\nLanterns are lit at dusk by the keeper.\n');
  await writeFile(join(docs, 'tides.md'), '# Tides\n\nTide tables are published a year ahead.\n');
});
afterEach(async () => {
  await service?.close();
  service = undefined;
  await rm(docs, { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
});

const start = async (watch = false) => {
  service = await startLocalService({ docs, dataDir, watch, warn: (line) => warnings.push(line) });
  return service;
};

async function ask(question: string): Promise<{ text: string; sources: string[] }> {
  const running = service as StartedLocalService;
  const response = await postJson(
    `${running.url}/discovery/v2/assistant/harbor/message`,
    { fp: 'reader', messages: [userMessage(question)] },
    running.assistantKey,
  );
  const chunks = await readChunks(response);
  const output = chunks.find((c) => c.type === 'tool-output-available') as
    { output: { results: Array<{ path: string }> } } | undefined;
  return { text: answerText(chunks), sources: output?.output.results.map((r) => r.path) ?? [] };
}

/** Asks until the answer satisfies `done` (the watcher works on its own time); the suite's timeout bounds it. */
async function askUntil(question: string, done: (answer: { text: string; sources: string[] }) => boolean) {
  for (;;) {
    const answer = await ask(question);
    if (done(answer)) return answer;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('--watch', () => {
  it('answers from an edited, an added and without a removed file, with no restart', async () => {
    await start(true);
    expect((await ask('How do I polish the foghorn?')).sources).toEqual([]);

    await writeFile(
      join(docs, 'lanterns.md'),
      '# Lanterns\n\nLanterns are lit at dusk by the keeper.\n\n## Foghorn\n\nPolish the foghorn with beeswax every spring.\n',
    );
    const edited = await askUntil('How do I polish the foghorn?', ({ text }) => text.includes('beeswax'));
    expect(edited.sources).toContain('/lanterns#foghorn');

    await writeFile(join(docs, 'gulls.md'), '# Gulls\n\nGulls nest on the gallery railing in May.\n');
    await askUntil('When do gulls nest on the railing?', ({ sources }) => sources.includes('/gulls'));

    await unlink(join(docs, 'tides.md'));
    await askUntil('When are tide tables published?', ({ sources }) => !sources.includes('/tides'));
  });
});

describe('the page cache', () => {
  it('is kept beside the database, and a file changed while stopped is read again at the next start', async () => {
    await start();
    expect((await ask('When are tide tables published?')).text).toContain('a year ahead');
    await service?.close();
    service = undefined;
    expect(await readdir(dataDir)).toContain('docs-index.db');

    await writeFile(join(docs, 'tides.md'), '# Tides\n\nTide tables are published two years ahead, in March.\n');
    await start();
    expect((await ask('When are tide tables published?')).text).toContain('two years ahead');
  });

  it('takes a cache made before text digests were kept, and keeps parses a new file time alone would have cost', async () => {
    const old = new DatabaseSync(join(dataDir, 'docs-index.db'));
    old.exec(`CREATE TABLE page_outlines (
        scope TEXT NOT NULL, file TEXT NOT NULL, size INTEGER NOT NULL, mtime REAL NOT NULL, outline TEXT NOT NULL,
        UNIQUE (scope, file));
      CREATE TABLE page_texts (
        scope TEXT NOT NULL, file TEXT NOT NULL, size INTEGER NOT NULL, mtime REAL NOT NULL, result TEXT NOT NULL,
        UNIQUE (scope, file));`);
    old.close();
    await start();
    expect((await ask('When are tide tables published?')).text).toContain('a year ahead');
    await service?.close();
    service = undefined;
    expect(warnings.filter((line) => /could not be read/.test(line))).toEqual([]);

    // Both files touched, neither edited: the next start parses neither.
    const later = new Date(Date.now() + 60_000);
    for (const name of ['lanterns.md', 'tides.md']) await utimes(join(docs, name), later, later);
    await start();
    expect(warnings).toContain(
      'docs-assistant: docs: 2 file(s) have new modification times but the text they were parsed from: kept their parses',
    );
    expect((await ask('When are tide tables published?')).text).toContain('a year ahead');
  });

  it('warns again at a restart about a file it skipped, and starts afresh from a damaged cache', async () => {
    await writeFile(join(docs, 'broken.mdx'), '# Broken\n\n<Tabs>\n');
    await start();
    await service?.close();
    service = undefined;
    expect(warnings.filter((line) => line.includes('skipping broken.mdx'))).toHaveLength(1);

    await writeFile(join(dataDir, 'docs-index.db'), 'not a database at all'.repeat(100));
    await rm(join(dataDir, 'docs-index.db-wal'), { force: true });
    await start();
    expect(warnings.filter((line) => line.includes('skipping broken.mdx'))).toHaveLength(2);
    expect(warnings.some((line) => /page cache .*docs-index\.db could not be read/.test(line))).toBe(true);
    expect((await ask('When are tide tables published?')).text).toContain('a year ahead');
  });
});

describe('the saved index (docs-index.snapshot)', () => {
  const snapshot = () => join(dataDir, 'docs-index.snapshot');
  const stop = async () => {
    await service?.close();
    service = undefined;
  };

  it('is read back at a restart with unchanged files, and rebuilt when a file changed while stopped', async () => {
    await start();
    await stop();
    const saved = await stat(snapshot());

    await start();
    expect((await ask('When are tide tables published?')).text).toContain('a year ahead');
    await stop();
    // Read, not written again: nothing changed.
    expect((await stat(snapshot())).mtimeMs).toBe(saved.mtimeMs);

    await writeFile(join(docs, 'tides.md'), '# Tides\n\nTide tables are published two years ahead, in March.\n');
    await start();
    expect((await ask('When are tide tables published?')).text).toContain('two years ahead');
    await stop();
    expect((await stat(snapshot())).mtimeMs).not.toBe(saved.mtimeMs);
  });

  it('keeps a --watch edit for the next start', async () => {
    await start(true);
    await writeFile(join(docs, 'gulls.md'), '# Gulls\n\nGulls nest on the gallery railing in May.\n');
    await askUntil('When do gulls nest on the railing?', ({ sources }) => sources.includes('/gulls'));
    await stop();
    const saved = await stat(snapshot());

    await start();
    expect((await ask('When do gulls nest on the railing?')).sources).toContain('/gulls');
    await stop();
    expect((await stat(snapshot())).mtimeMs).toBe(saved.mtimeMs);
  });

  it.each([
    ['overwritten', (bytes: Buffer) => Buffer.alloc(bytes.length, 7)],
    ['cut in half', (bytes: Buffer) => bytes.subarray(0, bytes.length >> 1)],
  ])('is rebuilt with one warning when %s, and answers as before', async (_, damage) => {
    await start();
    await stop();
    await writeFile(snapshot(), damage(await readFile(snapshot())));

    await start();
    expect(warnings.filter((line) => /saved index .*docs-index\.snapshot could not be read/.test(line))).toHaveLength(
      1,
    );
    expect((await ask('When are tide tables published?')).text).toContain('a year ahead');
    await stop();
    expect((await stat(snapshot())).size).not.toBe(0);

    // Rebuilt whole: the next start reads it without a warning.
    await start();
    expect(warnings.filter((line) => line.includes('could not be read'))).toHaveLength(1);
  });

  it('cannot be saved where a folder has its name: the start answers and says the next one builds again', async () => {
    await mkdir(snapshot());
    await start();
    expect((await ask('When are tide tables published?')).text).toContain('a year ahead');
    await stop();
    expect(warnings.some((line) => /could not save the index .*next start builds it again/.test(line))).toBe(true);
  });
});
