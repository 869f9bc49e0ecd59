import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import {
  addDocuments,
  emptyPackedSearch,
  packedSearch,
  removeDocuments,
  type PackedSearchData,
} from '../../src/retrieval/packed-search';
import { processTerm, tokenize } from '../../src/retrieval/terms';

/**
 * The search index in typed arrays ranks exactly as MiniSearch does — the evaluation's figures were
 * tuned on MiniSearch's scores — also after documents are removed and added (`--watch`), and with fuzzy matches.
 */
const fields = ['heading', 'prose'];
const docs = [
  {
    id: 'a',
    heading: 'Configuring the logger',
    prose: 'The logger writes JSON lines. Configure levels and transports.',
  },
  {
    id: 'b',
    heading: 'Transports',
    prose: 'A transport moves logs to files, sockets or services; transports run apart.',
  },
  { id: 'c', heading: 'Levels', prose: 'Levels filter what the logger writes: trace, debug, info, warn, error.' },
  { id: 'd', heading: 'Child loggers', prose: 'A child logger adds bindings to every line it writes.' },
  { id: 'e', heading: 'Redaction', prose: 'Redact keys so secrets never reach a transport or a file.' },
];
const values = (doc: (typeof docs)[number]) => ({ id: doc.id, values: [doc.heading, doc.prose] });
const terms = (query: string) => tokenize(query).flatMap((term) => processTerm(term) || []);

function mini(list: typeof docs) {
  const search = new MiniSearch({ fields, tokenize, processTerm });
  search.addAll(list);
  return search;
}

/** `prefixLast`: the query's last term may be unfinished (the search route's), as MiniSearch's `prefix` for it. */
function compare(packed: PackedSearchData, reference: MiniSearch, query: string, prefixLast = false) {
  const boost = { heading: 3, prose: 1 };
  const last = terms(query).at(-1);
  const fuzzy = (term: string) => (term.length >= 7 ? 0.15 : false);
  const weights = new Map(terms(query).map((term, i) => [term, 1 - i * 0.1]));
  const expected = reference
    .search(terms(query).join(' '), {
      tokenize: (text) => text.split(' '),
      processTerm: (term) => term,
      boost,
      fuzzy,
      prefix: (term) => prefixLast && term === last,
      boostTerm: (term) => weights.get(term) ?? 1,
    })
    .map((result) => ({ id: result.id as string, score: result.score }));
  const actual = packedSearch(packed).search({
    terms: terms(query),
    boosts: [boost.heading, boost.prose],
    fuzzy,
    prefix: (term) => prefixLast && term === last,
    boostTerm: (term) => weights.get(term) ?? 1,
  });
  expect(expected.length).toBeGreaterThan(0);
  expect(actual).toEqual(expected);
}

describe('packed search', () => {
  it.each(['logger transports', 'configure levels', 'tranports for secrets', 'child bindings writes'])(
    'scores "%s" exactly as MiniSearch does',
    (query) => {
      const packed = emptyPackedSearch(fields);
      addDocuments(packed, docs.map(values), { tokenize, processTerm });
      compare(packed, mini(docs), query);
    },
  );

  it.each(['logger trans', 'child bin', 'configure lev', 'redac', 'transpo', 'configu'])(
    'scores "%s", its last word unfinished, as MiniSearch does with prefix matching for it',
    (query) => {
      const packed = emptyPackedSearch(fields);
      addDocuments(packed, docs.map(values), { tokenize, processTerm });
      compare(packed, mini(docs), query, true);
    },
  );

  it('scores terms that occur hundreds and tens of thousands of times in one field as MiniSearch does', () => {
    // A term's count in a field is kept in as few bytes as the field's largest count needs, never clamped.
    const repeated = [
      ...docs,
      { id: 'r', heading: 'Levels', prose: `${'levels logger '.repeat(300)}transports` },
      { id: 's', heading: 'Transports', prose: 'transports '.repeat(70_000) },
    ];
    const packed = emptyPackedSearch(fields);
    addDocuments(packed, repeated.map(values), { tokenize, processTerm });
    for (const query of ['logger levels', 'transports', 'levels transports']) compare(packed, mini(repeated), query);
  });

  it('searches a prefix as its 50 most common completions, the rarest left out', () => {
    // 60 words starting with `zeb`, the n-th in n + 1 documents: `zeb0` is the rarest, `zeb59` the most common.
    const documents = Array.from({ length: 60 }, (_, n) =>
      Array.from({ length: n + 1 }, (_, copy) => ({ id: `zeb${n}-${copy}`, values: ['', `zeb${n}`] })),
    ).flat();
    const packed = emptyPackedSearch(fields);
    addDocuments(packed, documents, { tokenize, processTerm });
    const found = packedSearch(packed).search({
      terms: ['zeb'],
      boosts: [1, 1],
      fuzzy: () => false,
      prefix: () => true,
      boostTerm: () => 1,
    });
    const words = new Set(found.map((result) => result.id.split('-')[0]));
    expect(words.size).toBe(50);
    for (let n = 10; n < 60; n++) expect(words.has(`zeb${n}`)).toBe(true);
    // Two letters begin too many words: matched as typed only.
    const short = packedSearch(packed).search({
      terms: ['ze'],
      boosts: [1, 1],
      fuzzy: () => false,
      prefix: () => true,
      boostTerm: () => 1,
    });
    expect(short).toEqual([]);
  });

  it('scores as MiniSearch does after a removal and an addition, and never returns what was removed', async () => {
    const packed = emptyPackedSearch(fields);
    addDocuments(packed, docs.map(values), { tokenize, processTerm });
    const edited = { id: 'b', heading: 'Transports', prose: 'Transports now run in worker threads.' };
    removeDocuments(packed, new Set(['b', 'e']));
    addDocuments(packed, [values(edited)], { tokenize, processTerm });
    const reference = mini(docs);
    reference.discard('b');
    reference.discard('e');
    reference.add(edited);
    // As the index did with MiniSearch: its postings swept of removed documents before the next question.
    await reference.vacuum();
    for (const query of ['transports worker threads', 'redact secrets logger', 'logger writes'])
      compare(packed, reference, query);
    expect(
      packedSearch(packed).search({ terms: ['redact'], boosts: [1, 1], fuzzy: () => false, boostTerm: () => 1 }),
    ).toEqual([]);
  });

  it('gives the best few in order when limited, ties as they first matched', () => {
    const packed = emptyPackedSearch(fields);
    const same = Array.from({ length: 30 }, (_, n) => ({ id: `s${n}`, values: ['Same', 'the same words'] }));
    addDocuments(packed, same, { tokenize, processTerm });
    const all = packedSearch(packed).search({
      terms: ['same'],
      boosts: [1, 1],
      fuzzy: () => false,
      boostTerm: () => 1,
    });
    const few = packedSearch(packed).search({
      terms: ['same'],
      boosts: [1, 1],
      fuzzy: () => false,
      boostTerm: () => 1,
      limit: 5,
    });
    expect(few).toEqual(all.slice(0, 5));
    expect(few.map((result) => result.id)).toEqual(['s0', 's1', 's2', 's3', 's4']);
  });
});
