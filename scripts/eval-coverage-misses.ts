/**
 * The coverage mistakes of the evaluation corpora, one question at a time, with what confidence read
 * (retrieval/confidence.ts): every covered question not judged answered and every uncovered one not judged
 * not-covered, under the service's bars. For each, the first hits (`*` = a wanted page), and each of the question's
 * words: its weight, its everyday commonness, its specificity in these docs (`absent` if they never use it), whether
 * the reader wrote it as a name (an identifier or flag), and where each hit holds it — H heading, trail or page
 * title; T its text (prose or code); p elsewhere on its page; s only a synonym; - nowhere.
 *
 * Reading these for a corpus makes it one the weights are tuned on: say so (scripts/eval-confidence-grid.ts,
 * eval-coverage.ts LOOKED_AT).
 *
 *   npx tsx scripts/eval-coverage-misses.ts              # every corpus
 *   npx tsx scripts/eval-coverage-misses.ts pino undici  # only these (the start of their package names)
 *   npx tsx scripts/eval-coverage-misses.ts --sets held-out  # the sets kept apart (reading them makes them looked at)
 *   npx tsx scripts/eval-coverage-misses.ts --sets held-out --as-served  # read as `serve` reads them, as the
 *                                                                        # held-out figures are measured
 */
import { join } from 'node:path';
import { CONFIDENCE_PARAMETERS, topicWeight } from '../packages/service/src/retrieval/confidence';
import { buildDocsIndex } from '../packages/service/src/retrieval/docs-index';
import { everydayCommonness } from '../packages/service/src/retrieval/everyday-words';
import { isIdentifier, queryTerms } from '../packages/service/src/retrieval/query-terms';
import { loadDocsIndex } from '../packages/service/src/retrieval/load-docs';
import { readDocsFolder } from '../packages/service/src/retrieval/read-docs-folder';
import { documentNumbers } from '../packages/service/src/retrieval/document-numbers';
import { computeIndexData } from '../packages/service/src/retrieval/index-data';
import { termStatistics } from '../packages/service/src/retrieval/section-statistics';
import { synonymsOf } from '../packages/service/src/retrieval/synonyms';
import { processTerm, tokenize } from '../packages/service/src/retrieval/terms';
import { readQuestionSets, uncoveredText } from './eval-sets';

const root = new URL('..', import.meta.url).pathname;
const setsAt = process.argv.indexOf('--sets');
const folder = setsAt >= 0 ? (process.argv[setsAt + 1] ?? '') : '';
/** As `npm run eval -- --as-served`: through the service's loader (generator, includes, routing), not plain files. */
const asServed = process.argv.includes('--as-served');
const only = process.argv
  .slice(2)
  .filter((arg, i) => arg !== '--as-served' && (setsAt < 0 || (i !== setsAt - 2 && i !== setsAt - 1)));
const HITS_SHOWN = 3;

for (const set of await readQuestionSets(root, undefined, folder)) {
  if (only.length > 0 && !only.some((name) => set.package.startsWith(name))) continue;
  const index = asServed
    ? await loadDocsIndex(join(root, set.corpus), { workers: false, warn: () => undefined })
    : buildDocsIndex((await readDocsFolder(join(root, set.corpus))).pages);
  const data = computeIndexData([...index.sections]);
  const [sectionDocs, pageDocs] = [documentNumbers(data.sectionSearch), documentNumbers(data.pageSearch)];
  const { vocabulary, headingTerms, sectionTerms, pageTerms } = termStatistics(
    data.terms,
    (id) => sectionDocs.get(id),
    (path) => pageDocs.get(path),
  );
  const asked = [
    ...set.questions.map(({ q, pages }) => ({ q, wanted: pages })),
    ...set.uncovered.map((u) => ({ q: uncoveredText(u), wanted: undefined })),
  ];
  console.log(`\n== ${set.package}`);
  for (const { q, wanted } of asked) {
    const retrieval = index.retrieve(q, { limit: 5 });
    const expected = wanted ? 'answered' : 'not-covered';
    if (retrieval.coverage === expected) continue;
    console.log(
      `\n${wanted ? 'covered' : 'uncovered'}, judged ${retrieval.coverage} (${retrieval.confidence.toFixed(2)}): ${q}`,
    );
    if (wanted) console.log(`  wanted ${wanted.join(', ')}`);
    const hits = retrieval.hits.slice(0, HITS_SHOWN).map(({ section }) => section);
    for (const section of hits) console.log(`  ${wanted?.includes(section.path) ? '*' : ' '} ${section.id}`);
    const terms = queryTerms(q, [], vocabulary);
    const names = new Set(tokenize(q).flatMap((t) => (isIdentifier(t) ? [processTerm(t)?.[0] ?? t] : [])));
    for (const term of terms.own) {
      const forms = [term, ...(terms.joined.get(term) ?? [])];
      const known = vocabulary.has(term) || forms.length > 1;
      const specificity = (word: string) => vocabulary.specificity(word);
      const weight = topicWeight(term, { known: () => known, specificity }, CONFIDENCE_PARAMETERS);
      const where = hits.map((section) => {
        const has = (set: ReadonlySet<string> | undefined) => forms.some((form) => set?.has(form));
        if (has(headingTerms.get(section.id))) return 'H';
        if (has(sectionTerms.get(section.id))) return 'T';
        if (has(pageTerms.get(section.path))) return 'p';
        const text = new Set([...(sectionTerms.get(section.id) ?? []), ...(pageTerms.get(section.path) ?? [])]);
        return synonymsOf(term).some((synonym) => text.has(synonym)) ? 's' : '-';
      });
      console.log(
        `    ${term.padEnd(20)} weight ${weight.toFixed(2)}  everyday ${everydayCommonness(term).toFixed(2)}  ` +
          `${known ? `specificity ${vocabulary.specificity(term).toFixed(2)}` : 'absent          '}` +
          `${names.has(term) ? '  name' : '      '}  ${where.join('')}`,
      );
    }
  }
}
