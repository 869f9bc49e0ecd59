import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { beforeAll, expect, it } from 'vitest';
import { loadDocsIndex, type LoadedDocsIndex } from '../../src/retrieval/load-docs';

/**
 * docs/local-service.md shows an example question for each coverage outcome, "asked of this package's own docs":
 * each must get that outcome from docs/ as the service serves it — the table itself included, which quotes them.
 */
const OWN_DOCS = fileURLToPath(new URL('../../../../docs', import.meta.url));

let index: LoadedDocsIndex;
let rows: Array<{ outcome: string; question: string }>;
beforeAll(async () => {
  index = await loadDocsIndex(OWN_DOCS, { workers: false, warn: () => undefined });
  const page = await readFile(`${OWN_DOCS}/local-service.md`, 'utf8');
  rows = [...page.matchAll(/^\| `(answered|partial|not-covered)` \|[^|]*\| "([^"]+)"/gm)].map(
    ([, outcome, question]) => ({
      outcome: outcome ?? '',
      question: question ?? '',
    }),
  );
});

it('the three-outcome table has an example of each outcome, and each gets the outcome it shows', () => {
  expect(rows.map((row) => row.outcome)).toEqual(['answered', 'partial', 'not-covered']);
  for (const { outcome, question } of rows)
    expect({ question, coverage: index.retrieve(question, { limit: 5 }).coverage }).toEqual({
      question,
      coverage: outcome,
    });
});
