import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { indexPages } from '../../src/retrieval/docs-index';
import { buildIndexData, computeIndexData, sectionsOf } from '../../src/retrieval/index-data';
import { countPageTerms } from '../../src/retrieval/page-terms';
import { splitPages } from '../../src/retrieval/split-pages';

/**
 * A first start indexes its pages a batch at a time, so that only one batch's text is in memory at once: what it
 * answers must be what the index built from every section at once answers.
 */
const corpus = 'eval/corpora/pino-10.4.0/docs';

it('answers from an index built a few pages at a time as from one built at once', async () => {
  const names = (await readdir(corpus)).filter((name) => name.endsWith('.md')).sort();
  const files = await Promise.all(
    names.map(async (name) => ({
      path: `/${name.replace(/\.md$/, '')}`,
      file: name,
      source: await readFile(join(corpus, name), 'utf8'),
    })),
  );
  const pages = splitPages(files);
  expect(pages.length).toBeGreaterThan(10);
  const atOnce = indexPages(pages, computeIndexData(sectionsOf(pages)));
  const batched = indexPages(
    pages,
    buildIndexData(pages, (page) => countPageTerms(page.sections), 3),
  );
  const questions = (
    JSON.parse(await readFile('eval/pino-questions.json', 'utf8')) as { questions: Array<{ q: string }> }
  ).questions.map(({ q }) => q);
  for (const question of [...questions, 'what are log levels', 'how do I polish the foghorn']) {
    const [was, is] = [atOnce, batched].map((index) => index.retrieve(question, { limit: 5 }));
    expect({
      question,
      hits: is?.hits.map((hit) => [hit.section.id, hit.score.toFixed(9)]),
      covered: is?.covered,
    }).toEqual({
      question,
      hits: was?.hits.map((hit) => [hit.section.id, hit.score.toFixed(9)]),
      covered: was?.covered,
    });
  }
});
