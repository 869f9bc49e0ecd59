import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openDocsFolder } from '../../src/docs-folder';
import { createDocsLoader } from '../../src/retrieval/load-docs';
import { answerText, postJson, readChunks, userMessage } from '../support/helpers';

/**
 * A service killed after `--watch` parsed an edited file again, before it saved its index: the saved index no
 * longer matches the page cache, so the next start builds the index from every cached page. It counts those pages'
 * words in the parse workers, as a first start does, so the main thread keeps turning (on the main thread, 10,000
 * pages held the event loop for 36 s), and it answers as an index built afresh.
 */
const PAGES = 24;
const KEY = 'mint_dsc_killed';
const page = (n: number) =>
  `# Harbour note ${n}\n\nThe pilot boards ship ${n} at the outer buoy.\n\n## Tides ${n}\n\nHigh water ${n} comes at noon.\n`;

let root: string;
let docs: string;
let dataDir: string;
let child: ChildProcess | undefined;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'docs-assistant-killed-'));
  docs = join(root, 'docs');
  dataDir = join(root, 'data');
  await mkdir(docs);
  for (let n = 0; n < PAGES; n++) await writeFile(join(docs, `note-${String(n).padStart(2, '0')}.md`), page(n));
});
afterEach(async () => {
  if (child?.exitCode === null) child.kill('SIGKILL');
  await rm(root, { recursive: true, force: true });
});

const startChild = () =>
  new Promise<{ url: string; process: ChildProcess }>((resolve, reject) => {
    const entry = fileURLToPath(new URL('../support/service-child.ts', import.meta.url));
    const started = spawn(process.execPath, ['--import', 'tsx', entry, dataDir, KEY, docs, 'watch'], {
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

async function ask(url: string, question: string): Promise<string> {
  const response = await postJson(
    `${url}/discovery/v2/assistant/harbor/message`,
    {
      fp: 'reader',
      messages: [userMessage(question)],
    },
    KEY,
  );
  return answerText(await readChunks(response));
}

/** Waits for a state (the suite's timeout bounds it): checked again after each turn of a short timer. */
async function until(done: () => Promise<boolean>) {
  while (!(await done())) await new Promise((resolve) => setTimeout(resolve, 50));
}

it('builds from the page cache with the words counted off the main thread, and answers the edit', async () => {
  const first = await startChild();
  child = first.process;
  // The index is saved once the start answers: the state a kill must come after.
  await until(() =>
    stat(join(dataDir, 'docs-index.snapshot')).then(
      () => true,
      () => false,
    ),
  );
  await writeFile(join(docs, 'note-05.md'), `${page(5)}\n## Beacons\n\nThe quillbeacon is lit at dusk.\n`);
  await until(async () => (await ask(first.url, 'When is the quillbeacon lit?')).includes('lit at dusk'));
  first.process.kill('SIGKILL');
  await new Promise((resolve) => first.process.once('exit', resolve));

  // The event loop's turns while the next start loads: one loop at a time, as a host's timers would run.
  let turns = 0;
  let loading = true;
  const turn = () => {
    if (!loading) return;
    turns++;
    setImmediate(turn);
  };
  setImmediate(turn);
  const warnings: string[] = [];
  const restarted = await openDocsFolder({ folder: docs, dataDir, warn: (line) => warnings.push(line) });
  loading = false;
  try {
    expect(turns).toBeGreaterThan(PAGES);
    expect(warnings).toEqual([]);
    const hit = restarted.index.retrieve('When is the quillbeacon lit?', { limit: 1 }).hits[0];
    expect(hit?.section.id).toBe('/note-05#beacons');
    const afresh = await createDocsLoader(docs, { workers: false }).load();
    for (const question of ['When does high water 7 come?', 'where does the pilot board', 'quillbeacon']) {
      const [was, is] = [restarted.index, afresh].map((index) => index.retrieve(question, { limit: 5 }));
      expect(is?.hits.map((h) => [h.section.id, h.score])).toEqual(was?.hits.map((h) => [h.section.id, h.score]));
    }
  } finally {
    restarted.close({ save: false });
  }
});
