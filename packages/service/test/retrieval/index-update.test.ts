import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createDocsLoader } from '../../src/retrieval/load-docs';

/**
 * `--watch` changes the index for the files that changed instead of building it again (docs-index.ts,
 * updateIndexData): what it answers afterwards must be what an index built afresh from the same files answers.
 */
let docs: string;
beforeEach(async () => {
  docs = await mkdtemp(join(tmpdir(), 'docs-assistant-index-update-'));
  await cp('eval/corpora/pino-10.4.0/docs', docs, { recursive: true });
});
afterEach(async () => {
  await rm(docs, { recursive: true, force: true });
});

const questions = async () =>
  (JSON.parse(await readFile('eval/pino-questions.json', 'utf8')) as { questions: Array<{ q: string }> }).questions
    .map(({ q }) => q)
    .concat('how do I polish the foghorn with beeswax', 'what are log levels');

it('answers after an edit, an added and a removed file as an index built afresh does', async () => {
  const watched = createDocsLoader(docs);
  await watched.load();

  const api = join(docs, 'api.md');
  await writeFile(api, `${await readFile(api, 'utf8')}\n\n## Foghorn\n\nPolish the foghorn with beeswax.\n`);
  await writeFile(join(docs, 'levels-extra.md'), '# Log levels, again\n\nLevels are trace, debug, info and up.\n');
  await rm(join(docs, 'help.md'));
  const updated = await watched.load();
  const afresh = await createDocsLoader(docs).load();

  expect(updated.sections.map((s) => s.id).sort()).toEqual(afresh.sections.map((s) => s.id).sort());
  for (const question of await questions()) {
    const [was, is] = [updated, afresh].map((index) => index.retrieve(question, { limit: 5 }));
    expect({ question, hits: was?.hits.map((hit) => hit.section.id), covered: was?.covered }).toEqual({
      question,
      hits: is?.hits.map((hit) => hit.section.id),
      covered: is?.covered,
    });
  }
  expect(updated.retrieve('how do I polish the foghorn', { limit: 1 }).hits[0]?.section.id).toBe('/api#foghorn');
});
