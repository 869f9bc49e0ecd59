import { cp, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openIndexSnapshot } from '../../src/retrieval/index-snapshot';
import { createDocsLoader } from '../../src/retrieval/load-docs';
import { openPageCache } from '../../src/retrieval/page-cache';

/**
 * Files changed while the service was stopped are applied to the saved index at the next start, not rebuilt from
 * every page: only those files are parsed, the start says so, and it answers as an index built afresh does.
 */
let root: string;
let docs: string;
let data: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'docs-assistant-restart-update-'));
  docs = join(root, 'docs');
  data = join(root, 'data');
  await cp('eval/corpora/pino-10.4.0/docs', docs, { recursive: true });
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

/** One start of the service's docs loading: the page cache and the saved index in `data`, saved as at a stop. */
async function start() {
  const warnings: string[] = [];
  const warn = (line: string) => warnings.push(line);
  const cache = openPageCache(data, docs, warn);
  const loader = createDocsLoader(docs, { cache, snapshot: openIndexSnapshot(data, warn), warn, workers: false });
  const index = await loader.load();
  loader.saveIfChanged();
  cache?.close();
  return { index, warnings };
}

const questions = async () =>
  (JSON.parse(await readFile('eval/pino-questions.json', 'utf8')) as { questions: Array<{ q: string }> }).questions
    .map(({ q }) => q)
    .concat('how do I polish the foghorn with beeswax', 'what are log levels');

/** The same sections, hits and coverage for every question as an index built afresh from the folder as it is now. */
async function expectAnswersAsAfresh(restarted: Awaited<ReturnType<typeof start>>['index']) {
  const afresh = await createDocsLoader(docs, { workers: false }).load();
  expect(restarted.sections.map((s) => s.id).sort()).toEqual(afresh.sections.map((s) => s.id).sort());
  for (const question of await questions()) {
    const [was, is] = [restarted, afresh].map((index) => index.retrieve(question, { limit: 5 }));
    expect({ question, hits: was?.hits.map((hit) => hit.section.id), covered: was?.covered }).toEqual({
      question,
      hits: is?.hits.map((hit) => hit.section.id),
      covered: is?.covered,
    });
  }
}

it('applies an edit, an added and a removed file to the saved index at the next start', async () => {
  await start();
  const api = join(docs, 'api.md');
  await writeFile(api, `${await readFile(api, 'utf8')}\n\n## Foghorn\n\nPolish the foghorn with beeswax.\n`);
  await writeFile(join(docs, 'levels-extra.md'), '# Log levels, again\n\nLevels are trace, debug, info and up.\n');
  await rm(join(docs, 'help.md'));

  const { index: restarted, warnings } = await start();
  expect(warnings).toContainEqual(
    expect.stringMatching(/3 file\(s\) changed, added or removed since the index was saved: updated it \(2 parsed\)/),
  );
  expect(restarted.retrieve('how do I polish the foghorn', { limit: 1 }).hits[0]?.section.id).toBe('/api#foghorn');
  expect(restarted.sections.some((section) => section.path === '/help')).toBe(false);

  await expectAnswersAsAfresh(restarted);

  // Saved again as updated: the start after that reads it and parses nothing.
  const { warnings: third } = await start();
  expect(third.filter((line) => /changed|parsed/.test(line))).toEqual([]);
});

it('keeps the parses of files a fresh checkout gave new times but the same text, and parses the one edited', async () => {
  await start();
  // As a fresh clone leaves them: every file's time new, one file's text changed too.
  const later = new Date(Date.now() + 3_600_000);
  for (const file of await readdir(docs, { recursive: true }))
    if (file.endsWith('.md')) await utimes(join(docs, file), later, later);
  const api = join(docs, 'api.md');
  await writeFile(api, `${await readFile(api, 'utf8')}\n\n## Foghorn\n\nPolish the foghorn with beeswax.\n`);

  const { index: restarted, warnings } = await start();
  expect(warnings).toContainEqual(
    expect.stringMatching(/^docs: \d+ file\(s\) have new modification times but the text they were parsed from/),
  );
  expect(warnings).toContainEqual(
    expect.stringMatching(/1 file\(s\) changed, added or removed since the index was saved: updated it \(1 parsed\)/),
  );
  expect(restarted.retrieve('how do I polish the foghorn', { limit: 1 }).hits[0]?.section.id).toBe('/api#foghorn');
  await expectAnswersAsAfresh(restarted);

  // Saved with the new times: the next start finds every file as saved.
  const { warnings: third } = await start();
  expect(third.filter((line) => /changed|parsed|modification times/.test(line))).toEqual([]);
});
