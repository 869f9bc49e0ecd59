// Threads and jobs in SQLite: the JSON data dir of earlier versions migrates on first start, a damaged or foreign
// database stops start-up with one line naming the file, and `kill -9` in the middle of a burst loses no answer
// whose `finish` had reached the reader.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalService, StorageError } from '../../src';
import { FIXTURE_DOCS, startLocalService } from '../../../../test/support/local-service';
import { postJson, readChunks, userMessage } from '../support/helpers';

const dirs: string[] = [];
const scratch = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'docs-assistant-storage-'));
  dirs.push(dir);
  return dir;
};
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

const sha = (text: string) => createHash('sha256').update(text).digest('hex');
const assistantUrl = (url: string) => `${url}/discovery/v2/assistant/acme/message`;
const startIn = (dataDir: string, extra: Partial<Parameters<typeof createLocalService>[0]> = {}) =>
  createLocalService({
    docs: FIXTURE_DOCS,
    dataDir,
    model: null,
    assistantKeys: ['mint_dsc_x'],
    adminKeys: ['mint_x'],
    ...extra,
  });

describe('JSON → SQLite migration', () => {
  it('imports threads.json and agent-jobs.json on first start: old threads continue, old jobs read back', async () => {
    const dataDir = await scratch();
    const at = '2026-11-01T10:00:00.000Z';
    await writeFile(
      join(dataDir, 'threads.json'),
      JSON.stringify({
        version: 1,
        threads: {
          th_old: {
            id: 'th_old',
            domain: 'acme',
            fp: 'anonymous',
            keyHash: sha('tk_old'),
            createdAt: at,
            updatedAt: at,
            messages: [
              { id: 'q1', role: 'user', text: 'How do I install it?', createdAt: at },
              { id: 'q1_answer', role: 'assistant', text: 'Run npm install.', sources: ['/install'], createdAt: at },
            ],
          },
        },
      }),
    );
    const job = {
      id: 'abc123',
      status: 'completed',
      source: { repository: 'file:///repo', ref: 'main' },
      model: 'local',
      prLink: null,
      createdAt: at,
      archivedAt: null,
      projectId: 'acme',
      prompts: ['Fix typo'],
      branch: null,
      baseCommit: null,
      error: null,
      output: '',
      updatedAt: at,
    };
    await writeFile(join(dataDir, 'agent-jobs.json'), JSON.stringify({ version: 1, jobs: [job] }));

    const service = await startLocalService({ dataDir });
    try {
      const continued = await postJson(
        assistantUrl(service.url),
        { fp: 'anonymous', threadId: 'th_old', threadKey: 'tk_old', messages: [userMessage('And the theme?')] },
        service.assistantKey,
      );
      expect(continued.status).toBe(200);
      expect(continued.headers.get('x-thread-id')).toBe('th_old');
      await continued.text();
      const wrongKey = await postJson(
        assistantUrl(service.url),
        { fp: 'anonymous', threadId: 'th_old', threadKey: 'tk_wrong', messages: [userMessage('x')] },
        service.assistantKey,
      );
      expect(wrongKey.status).toBe(404);
      const read = await fetch(`${service.url}/v2/agent/acme/job/abc123`, {
        headers: { authorization: `Bearer ${service.adminKey}` },
      });
      expect(await read.json()).toMatchObject({ id: 'abc123', status: 'completed', prompts: ['Fix typo'] });
    } finally {
      await service.close();
    }
    // The JSON files are kept as backups, renamed so they are never imported twice.
    expect(existsSync(join(dataDir, 'threads.json'))).toBe(false);
    expect(JSON.parse(await readFile(join(dataDir, 'threads.json.migrated'), 'utf8')).threads.th_old.id).toBe('th_old');
    const db = new DatabaseSync(join(dataDir, 'docs-assistant.db'), { readOnly: true });
    const texts = db
      .prepare("SELECT text FROM messages WHERE thread_id = 'th_old' ORDER BY seq")
      .all()
      .map((row) => row.text);
    db.close();
    expect(texts.slice(0, 3)).toEqual(['How do I install it?', 'Run npm install.', 'And the theme?']);
  });

  it('stops start-up on a threads.json it cannot read, naming it, instead of starting empty', async () => {
    const dataDir = await scratch();
    await writeFile(join(dataDir, 'threads.json'), '{"version":1,"threads":{"th_1":{"id":');
    expect(() => startIn(dataDir)).toThrow(StorageError);
    expect(() => startIn(dataDir)).toThrow(
      `${join(dataDir, 'threads.json')} is not a docs-assistant threads.json the service can migrate`,
    );
    // Nothing was renamed or lost.
    expect(existsSync(join(dataDir, 'threads.json'))).toBe(true);
  });
});

it('stops start-up on an agent-jobs.json it cannot read, and leaves the database closed for the next try', async () => {
  const dataDir = await scratch();
  await writeFile(join(dataDir, 'agent-jobs.json'), '{"version":1,"jobs":[{"id":1}]}');
  const create = () => startIn(dataDir, { repo: dataDir, agentCommand: 'true' });
  expect(create).toThrow(
    `${join(dataDir, 'agent-jobs.json')} is not a docs-assistant agent-jobs.json the service can migrate`,
  );
  // Moved aside as the line says, the next start works.
  await rm(join(dataDir, 'agent-jobs.json'));
  const service = create();
  await service.close();
});

describe('a damaged or foreign database file', () => {
  const cases: Array<[string, (file: string) => Promise<void>, string]> = [
    [
      'garbage',
      (file) => writeFile(file, 'this is not a database, just some text '.repeat(200)),
      'cannot be opened as a database (file is not a database)',
    ],
    ['empty', (file) => writeFile(file, ''), 'is empty, so it holds none of the stored threads'],
    [
      "another program's SQLite file",
      async (file) => {
        const other = new DatabaseSync(file);
        other.exec('CREATE TABLE invoices (id INTEGER PRIMARY KEY)');
        other.close();
      },
      'is not a docs-assistant database',
    ],
  ];
  for (const [name, damage, message] of cases) {
    it(`stops start-up with one line naming the file: ${name}`, async () => {
      const dataDir = await scratch();
      const file = join(dataDir, 'docs-assistant.db');
      await damage(file);
      let error: unknown;
      try {
        startIn(dataDir);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(StorageError);
      const text = (error as Error).message;
      expect(text).toContain(`${file} ${message}`);
      expect(text).toContain('Move it aside (or pass --data-dir <another folder>)');
      expect(text).not.toContain('\n');
    });
  }

  it('stops start-up on a truncated database', async () => {
    const dataDir = await scratch();
    const service = await startLocalService({ dataDir, keepDataDir: true });
    for (let i = 0; i < 30; i++)
      await (
        await postJson(
          assistantUrl(service.url),
          { fp: 'a', messages: [userMessage(`How do I install it? ${i} ${'padding '.repeat(100)}`)] },
          service.assistantKey,
        )
      ).text();
    await service.close();
    const file = join(dataDir, 'docs-assistant.db');
    const bytes = await readFile(file);
    await writeFile(file, bytes.subarray(0, Math.floor(bytes.length / 2)));
    expect(() => startIn(dataDir)).toThrow(
      new RegExp(
        `^${file.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} (is shorter than its header says|is damaged|cannot be opened)`,
      ),
    );
  });
});

describe('kill -9 during a burst', () => {
  let child: ChildProcess | undefined;
  afterEach(() => {
    if (child?.exitCode === null) child.kill('SIGKILL');
  });

  const startChild = (dataDir: string) =>
    new Promise<{ url: string; process: ChildProcess }>((resolve, reject) => {
      const entry = fileURLToPath(new URL('../support/service-child.ts', import.meta.url));
      const started = spawn(process.execPath, ['--import', 'tsx', entry, dataDir, 'mint_dsc_child'], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      started.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const match = /listening (\S+)/.exec(out);
        if (match?.[1]) resolve({ url: match[1], process: started });
      });
      started.on('exit', (code) => reject(new Error(`child exited ${code} before listening`)));
    });

  it('keeps every thread whose answer finished: each one continues after a restart', async () => {
    const dataDir = await scratch();
    const first = await startChild(dataDir);
    child = first.process;
    const finished: Array<{ id: string; key: string; question: string }> = [];
    const burst = Array.from({ length: 60 }, async (_, i) => {
      const question = `How do I configure the theme? (${i})`;
      try {
        const response = await postJson(
          assistantUrl(first.url),
          { fp: 'anonymous', messages: [userMessage(question)] },
          'mint_dsc_child',
        );
        const id = response.headers.get('x-thread-id');
        const key = response.headers.get('x-thread-key');
        const chunks = await readChunks(response);
        if (id && key && chunks.some((chunk) => chunk.type === 'finish')) finished.push({ id, key, question });
      } catch {
        // Cut off by the kill: not finished, so nothing is promised about it.
      }
    });
    // Kill while the burst is in flight: once some answers have finished, not after all of them.
    while (finished.length < 5) await new Promise((resolve) => setTimeout(resolve, 1));
    first.process.kill('SIGKILL');
    await Promise.all(burst);
    expect(finished.length).toBeGreaterThanOrEqual(5);

    const second = await startChild(dataDir);
    child = second.process;
    for (const thread of finished) {
      const response = await postJson(
        assistantUrl(second.url),
        { fp: 'anonymous', threadId: thread.id, threadKey: thread.key, messages: [userMessage('And dark mode?')] },
        'mint_dsc_child',
      );
      expect(response.status, `thread ${thread.id}`).toBe(200);
      await response.text();
    }
    second.process.kill('SIGKILL');
    const db = new DatabaseSync(join(dataDir, 'docs-assistant.db'), { readOnly: true });
    for (const thread of finished) {
      const rows = db.prepare('SELECT role, text FROM messages WHERE thread_id = ? ORDER BY seq').all(thread.id);
      expect(rows[0]).toMatchObject({ role: 'user', text: thread.question });
      expect(rows[1]).toMatchObject({ role: 'assistant' });
      // The whole extractive answer: its passage and the link to the section it quotes.
      expect(String(rows[1]?.text)).toMatch(/From \[[^\]]+\]\([^)]+\)\./);
    }
    db.close();
  });
});
