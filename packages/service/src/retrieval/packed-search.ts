import SearchableMap from 'minisearch/SearchableMap';
import { termNumbering } from './term-numbering';

/**
 * A full-text index in typed arrays, scored exactly as MiniSearch 7 scores an OR query (BM25+ per field, k 1.2, b 0.7,
 * d 0.5; fuzzy matches weighted 0.45 · length / (length + distance); the sum multiplied by the number of query terms
 * matched), so the eval's figures, tuned on MiniSearch's scores, hold. Not MiniSearch itself: at 10,000 pages its maps of
 * maps held ~1 GiB, took seconds to read back from its JSON, and allocated an object per matching section per query (a
 * common word matches 50,000). Here a term's postings are
 * runs of three typed arrays, read back from the snapshot as they are, and a query adds into one array of scores.
 *
 * Documents are added in segments (the whole set at a start, then one per `--watch` change) and removed by marking
 * them dead: a segment is never changed, so it can be saved and read back without being rebuilt.
 */

/** A segment's postings: for each field, each term's documents (ascending) and term frequencies. */
export interface Segment {
  /** The segment's terms; a term's number is its place here. */
  terms: string[];
  /** Per field: `starts[t] .. starts[t + 1]` is term t's run in `docs` and `counts`. */
  starts: Uint32Array[];
  docs: Uint32Array[];
  /** The narrowest array that holds the field's counts: a term rarely occurs 256 times in one field of a document. */
  counts: Counts[];
}

/** Term counts: a byte each when every count of the field is below 256, two below 65,536, else four. */
export type Counts = Uint8Array | Uint16Array | Uint32Array;

/** Everything the index is, as plain data (saved as is: index-snapshot.ts). */
export interface PackedSearchData {
  fields: string[];
  /** Document number → its id. */
  ids: string[];
  /** 1 while a document is in the index, 0 once removed. */
  live: Uint8Array;
  /** Document number × field count + field → unique tokens in that field (MiniSearch's field length). */
  lengths: Uint32Array;
  /** Per field, updated document by document as MiniSearch does, so scores match it to the last bit. */
  averageLengths: number[];
  documentCount: number;
  segments: Segment[];
}

export interface PackedDocument {
  id: string;
  /** The fields' text, in the index's field order. */
  values: string[];
}

export interface PackedSearchOptions {
  tokenize: (text: string) => string[];
  processTerm: (term: string) => string | string[] | null | undefined | false;
}

export interface PackedQuery {
  /** Processed query terms, each once. */
  terms: string[];
  /** Field boosts, in field order. */
  boosts: number[];
  boostTerm: (term: string) => number;
  /** A fraction of the term's length (MiniSearch's `fuzzy`), or false for exact matches only. */
  fuzzy: (term: string) => number | false;
  /** Whether the term may be the start of a longer one (MiniSearch's `prefix`): a word still being typed. */
  prefix?: (term: string) => boolean;
  /** Keeps a document that matched these query terms (lazily listed); all are kept without it. */
  filter?: (id: string, queryTerms: () => string[]) => boolean;
  /** The best this many, in order (ties in the order first matched, as MiniSearch's stable sort leaves them). */
  limit?: number;
}

export interface PackedResult {
  id: string;
  score: number;
}

const K = 1.2;
const B = 0.7;
const D = 0.5;
const FUZZY_WEIGHT = 0.45;
const MAX_FUZZY = 6;
/** MiniSearch's prefix weight, 0.375 · length / (length + 0.3 · distance): a completion counts less the longer it is. */
const PREFIX_WEIGHT = 0.375;
/**
 * A prefix is searched as its most common completions, at most this many: `con` begins 205 of the 15,557 terms of the
 * seven eval corpora (306 pages), more with every page, and each is a term's postings to score. The common ones are
 * what a reader typing it most likely means; when they are not, the next letter narrows it.
 */
const MAX_COMPLETIONS = 50;
/** Shorter prefixes are matched as typed only: one or two letters begin too many words to mean any of them. */
const MIN_PREFIX_CHARS = 3;

export function emptyPackedSearch(fields: string[]): PackedSearchData {
  return {
    fields,
    ids: [],
    live: new Uint8Array(0),
    lengths: new Uint32Array(0),
    averageLengths: fields.map(() => 0),
    documentCount: 0,
    segments: [],
  };
}

/** Adds documents as one new segment (their ids must not be in the index), tokenized here. */
export function addDocuments(
  data: PackedSearchData,
  documents: readonly PackedDocument[],
  options: PackedSearchOptions,
) {
  const writer = segmentWriter(data);
  for (const document of documents) {
    const counted = document.values.map((value) => {
      const tokens = options.tokenize(value ?? '');
      const counts = new Map<number, number>();
      for (const token of tokens) {
        const processed = options.processTerm(token);
        for (const term of Array.isArray(processed) ? processed : processed ? [processed] : []) {
          const n = writer.term(term);
          counts.set(n, (counts.get(n) ?? 0) + 1);
        }
      }
      return { length: new Set(tokens).size, counts };
    });
    const doc = writer.document(
      document.id,
      counted.map((field) => field.length),
    );
    counted.forEach(({ counts }, field) => {
      for (const [term, count] of counts) writer.posting(field, term, doc, count);
    });
  }
  writer.finish();
}

/**
 * One new segment, written document by document from counted terms (page-terms.ts) or from `addDocuments`. Terms
 * are numbered in the order first met and documents in the order added, as MiniSearch meets them, so fuzzy and
 * prefix matches are tried, and scores summed, in its order. Postings wait as (term, document, count) triples in
 * growing typed arrays — 12 bytes each, no object per term — and are sorted into runs by term when it is finished.
 */
export function segmentWriter(data: PackedSearchData) {
  const fieldCount = data.fields.length;
  const first = data.ids.length;
  const terms: string[] = [];
  const numberOf = termNumbering(terms);
  // By the term's number in the whole index's vocabulary (section-statistics.ts): its number here, once met.
  const byVocabulary: number[] = [];
  const lengths: number[] = [];
  const postings = data.fields.map(() => ({ terms: new Growing(), docs: new Growing(), counts: new Growing() }));
  return {
    /** The term's number in this segment. */
    term: numberOf,
    /**
     * `term`, for a term the caller has numbered in the index's vocabulary already: looked up by that number, not
     * by its string again (three lookups of every page's terms by string were a fifth of the main thread's work).
     */
    termNumbered(term: string, vocabularyNumber: number): number {
      let n = byVocabulary[vocabularyNumber];
      if (n === undefined) {
        n = numberOf(term);
        byVocabulary[vocabularyNumber] = n;
      }
      return n;
    },
    /** A new document, with its fields' lengths (distinct tokens); returns its number. */
    document(id: string, fieldLengths: ArrayLike<number>): number {
      const doc = data.ids.length;
      data.ids.push(id);
      for (let field = 0; field < fieldCount; field++) {
        const length = fieldLengths[field] ?? 0;
        lengths.push(length);
        const count = data.documentCount;
        data.averageLengths[field] = ((data.averageLengths[field] ?? 0) * count + length) / (count + 1);
      }
      data.documentCount++;
      return doc;
    },
    /** The term (its number here) occurs `count` times in the field of the document; each pair once. */
    posting(field: number, term: number, doc: number, count: number): void {
      const list = postings[field] as (typeof postings)[number];
      list.terms.push(term);
      list.docs.push(doc);
      list.counts.push(count);
    },
    finish(): void {
      const total = data.ids.length;
      const live = new Uint8Array(total);
      live.set(data.live);
      live.fill(1, first);
      const allLengths = new Uint32Array(total * fieldCount);
      allLengths.set(data.lengths);
      allLengths.set(lengths, first * fieldCount);
      const segment: Segment = { terms, starts: [], docs: [], counts: [] };
      for (const list of postings) {
        const { starts, docs, counts } = byTerm(list.terms.view(), list.docs.view(), list.counts.view(), terms.length);
        segment.starts.push(starts);
        segment.docs.push(docs);
        segment.counts.push(counts);
      }
      data.live = live;
      data.lengths = allLengths;
      data.segments.push(segment);
    },
  };
}

/**
 * The segments as one, written when an index has been built a batch at a time: each segment held most of the
 * vocabulary again (its terms and their lookup: ~45 MB at 10,000 pages over 5 segments), and a query looks every
 * term up in every segment. Terms keep the order first met and each term's documents stay ascending (segments are
 * in document order), so matches are found, and scores summed, exactly as before.
 */
export function mergeSegments(data: PackedSearchData): void {
  const { segments } = data;
  if (segments.length < 2) return;
  const terms: string[] = [];
  const numberOf = termNumbering(terms);
  const numbered = segments.map((segment) => Uint32Array.from(segment.terms, numberOf));
  const merged: Segment = { terms, starts: [], docs: [], counts: [] };
  data.fields.forEach((_, field) => {
    const starts = new Uint32Array(terms.length + 1);
    segments.forEach((segment, s) => {
      const from = segment.starts[field] as Uint32Array;
      (numbered[s] as Uint32Array).forEach((n, t) => {
        starts[n + 1] = (starts[n + 1] as number) + (from[t + 1] as number) - (from[t] as number);
      });
    });
    for (let n = 0; n < terms.length; n++) starts[n + 1] = (starts[n + 1] as number) + (starts[n] as number);
    const next = starts.slice(0, terms.length);
    const docs = new Uint32Array(starts[terms.length] as number);
    const counts = countsFor(
      docs.length,
      Math.max(...segments.map((segment) => largest(segment.counts[field] as Counts))),
    );
    segments.forEach((segment, s) => {
      const from = segment.starts[field] as Uint32Array;
      (numbered[s] as Uint32Array).forEach((n, t) => {
        const [begin, end] = [from[t] as number, from[t + 1] as number];
        const at = next[n] as number;
        docs.set((segment.docs[field] as Uint32Array).subarray(begin, end), at);
        counts.set((segment.counts[field] as Counts).subarray(begin, end), at);
        next[n] = at + end - begin;
      });
    });
    merged.starts.push(starts);
    merged.docs.push(docs);
    merged.counts.push(counts);
  });
  data.segments = [merged];
}

/** Postings sorted by term (a counting sort: stable, so each term's documents stay ascending). */
function byTerm(termOf: Uint32Array, docOf: Uint32Array, countOf: Uint32Array, termCount: number) {
  const starts = new Uint32Array(termCount + 1);
  for (const term of termOf) (starts[term + 1] as number)++;
  for (let t = 0; t < termCount; t++) starts[t + 1] = (starts[t + 1] as number) + (starts[t] as number);
  const next = starts.slice(0, termCount);
  const docs = new Uint32Array(termOf.length);
  const counts = countsFor(termOf.length, largest(countOf));
  for (let i = 0; i < termOf.length; i++) {
    const at = (next[termOf[i] as number] as number)++;
    docs[at] = docOf[i] as number;
    counts[at] = countOf[i] as number;
  }
  return { starts, docs, counts };
}

/** An array for `length` counts none of which is above `largest`: exact, never clamped. */
function countsFor(length: number, largest: number): Counts {
  if (largest < 0x100) return new Uint8Array(length);
  return largest < 0x10000 ? new Uint16Array(length) : new Uint32Array(length);
}

function largest(values: ArrayLike<number>): number {
  let max = 0;
  for (let i = 0; i < values.length; i++) if ((values[i] as number) > max) max = values[i] as number;
  return max;
}

/**
 * Numbers in a Uint32Array that grows as it is pushed to: `values` up to `length` are the numbers; setting `length` to
 * 0 reuses the array (the ranking's per-query document lists), `view()` hands the numbers on (a segment's postings).
 */
class Growing {
  values = new Uint32Array(1024);
  length = 0;
  push(value: number): void {
    if (this.length === this.values.length) {
      const larger = new Uint32Array(this.values.length * 2);
      larger.set(this.values);
      this.values = larger;
    }
    this.values[this.length++] = value;
  }
  view(): Uint32Array {
    return this.values.subarray(0, this.length);
  }
}

/**
 * Removes documents by id (MiniSearch's `discard`): they stop matching, and the field averages forget them. Returns
 * the numbers of the documents removed.
 */
export function removeDocuments(data: PackedSearchData, ids: ReadonlySet<string>): number[] {
  const fieldCount = data.fields.length;
  const removed: number[] = [];
  data.ids.forEach((id, doc) => {
    if (!ids.has(id) || data.live[doc] === 0) return;
    for (let field = 0; field < fieldCount; field++) {
      const count = data.documentCount;
      const length = data.lengths[doc * fieldCount + field] ?? 0;
      data.averageLengths[field] = count === 1 ? 0 : ((data.averageLengths[field] ?? 0) * count - length) / (count - 1);
    }
    data.live[doc] = 0;
    data.documentCount--;
    removed.push(doc);
  });
  return removed;
}

/** The index over its data: term lookups per segment and the fuzzy vocabulary, made once when it is opened. */
export function packedSearch(data: PackedSearchData) {
  const fieldCount = data.fields.length;
  const lookups = data.segments.map((segment) => new Map(segment.terms.map((term, n) => [term, n])));
  // Every term once, for fuzzy matching: the same radix tree MiniSearch searches, so the same terms are found. Made
  // at the first fuzzy query: the page search never asks, and a restart should not wait for it.
  let tree: SearchableMap<true> | undefined;
  const vocabulary = () => {
    if (tree) return tree;
    tree = new SearchableMap<true>();
    for (const segment of data.segments) for (const term of segment.terms) tree.set(term, true);
    return tree;
  };
  /** How many documents a term is in, over all fields (a document counted once per field it is in): its commonness. */
  const frequency = (term: string) => {
    let count = 0;
    data.segments.forEach((segment, s) => {
      const n = lookups[s]?.get(term);
      if (n === undefined) return;
      for (const starts of segment.starts) count += (starts[n + 1] as number) - (starts[n] as number);
    });
    return count;
  };
  /** The longer terms that start with `term`, the most common first, at most `MAX_COMPLETIONS`. */
  const completions = (term: string): string[] => {
    if (term.length < MIN_PREFIX_CHARS) return [];
    const found: Array<{ term: string; count: number }> = [];
    for (const key of vocabulary().atPrefix(term).keys()) {
      if (key.length > term.length) found.push({ term: key, count: frequency(key) });
    }
    found.sort((a, b) => b.count - a.count || (a.term < b.term ? -1 : 1));
    return found.slice(0, MAX_COMPLETIONS).map((entry) => entry.term);
  };
  // Per query: the score so far of each document, and which query terms it matched (bit per term, 32 per word).
  // Per query: the score so far of each document, and which query terms it matched (bit per term, 32 per word).
  // Kept between queries and cleared after each (only the documents a query touched): a common word matches most
  // sections, and fresh arrays per query and term were a tenth of a question's time in garbage collection.
  let scores = new Float64Array(0);
  let termScores = new Float64Array(0);
  let seen = new Uint8Array(0);
  let inResults = new Uint8Array(0);
  let matched = new Uint32Array(0);
  const touched = new Growing();
  const order = new Growing();
  const kept = new Growing();
  let keptScores = new Float64Array(0);

  /** Adds one (query term, index term) pair's BM25+ scores into `termScores`, noting documents met the first time. */
  const scoreTerm = (term: string, weight: number, boosts: readonly number[]) => {
    const allLive = data.documentCount === data.ids.length;
    for (let field = 0; field < fieldCount; field++) {
      const boost = boosts[field] ?? 1;
      // Matching documents per field, live ones only, as MiniSearch counts them once its vacuum has run.
      let matching = 0;
      const runs: Array<{ segment: Segment; from: number; to: number }> = [];
      data.segments.forEach((segment, s) => {
        const n = lookups[s]?.get(term);
        if (n === undefined) return;
        const starts = segment.starts[field] as Uint32Array;
        const from = starts[n] as number;
        const to = starts[n + 1] as number;
        if (from === to) return;
        // With nothing removed every posting is live: no need to look each one up.
        if (allLive) matching += to - from;
        else {
          const docs = segment.docs[field] as Uint32Array;
          for (let i = from; i < to; i++) matching += data.live[docs[i] as number] as number;
        }
        runs.push({ segment, from, to });
      });
      if (matching === 0) continue;
      const average = data.averageLengths[field] ?? 0;
      const idf = Math.log(1 + (data.documentCount - matching + 0.5) / (matching + 0.5));
      for (const { segment, from, to } of runs) {
        const docs = segment.docs[field] as Uint32Array;
        const counts = segment.counts[field] as Counts;
        for (let i = from; i < to; i++) {
          const doc = docs[i] as number;
          if (data.live[doc] === 0) continue;
          const tf = counts[i] as number;
          const length = data.lengths[doc * fieldCount + field] as number;
          const raw = idf * (D + (tf * (K + 1)) / (tf + K * (1 - B + (B * length) / average)));
          const score = weight * boost * raw;
          if (seen[doc] === 0) {
            seen[doc] = 1;
            termScores[doc] = score;
            touched.push(doc);
          } else termScores[doc] = (termScores[doc] as number) + score;
        }
      }
    }
  };
  /**
   * Every matching document (kept by the filter) and its score, in the order first matched: `kept` and
   * `keptScores`, valid until the next query.
   */
  const scoreAll = (query: PackedQuery): number => {
    const size = data.ids.length;
    const words = Math.ceil(query.terms.length / 32) || 1;
    if (scores.length < size) {
      scores = new Float64Array(size);
      termScores = new Float64Array(size);
      seen = new Uint8Array(size);
      inResults = new Uint8Array(size);
      keptScores = new Float64Array(size);
    }
    if (matched.length < size * words) matched = new Uint32Array(size * words);
    order.length = 0;
    query.terms.forEach((term, t) => {
      if (!term) return;
      const termBoost = query.boostTerm(term);
      touched.length = 0;
      scoreTerm(term, termBoost, query.boosts);
      // As MiniSearch: a completion is scored as a prefix match only, never again as a fuzzy one.
      const completed = new Set(query.prefix?.(term) ? completions(term) : []);
      for (const found of completed) {
        const weight = (PREFIX_WEIGHT * found.length) / (found.length + 0.3 * (found.length - term.length));
        scoreTerm(found, termBoost * weight, query.boosts);
      }
      const fraction = query.fuzzy(term);
      if (fraction !== false) {
        const distance = fraction < 1 ? Math.min(MAX_FUZZY, Math.round(term.length * fraction)) : fraction;
        if (distance) {
          for (const [found, [, away]] of vocabulary().fuzzyGet(term, distance)) {
            if (!away || completed.has(found)) continue;
            scoreTerm(found, termBoost * ((FUZZY_WEIGHT * found.length) / (found.length + away)), query.boosts);
          }
        }
      }
      // MiniSearch sums each query term's results first, then adds them to the results so far (in that order).
      for (let i = 0; i < touched.length; i++) {
        const doc = touched.values[i] as number;
        seen[doc] = 0;
        if (inResults[doc] === 0) {
          inResults[doc] = 1;
          scores[doc] = termScores[doc] as number;
          order.push(doc);
        } else scores[doc] = (scores[doc] as number) + (termScores[doc] as number);
        const at = doc * words + (t >> 5);
        matched[at] = (matched[at] as number) | (1 << (t & 31));
      }
    });
    const termsOf = (doc: number) =>
      query.terms.filter((_, t) => ((matched[doc * words + (t >> 5)] as number) >>> (t & 31)) & 1);
    kept.length = 0;
    for (let i = 0; i < order.length; i++) {
      const doc = order.values[i] as number;
      let quality = 0;
      for (let w = 0; w < words; w++) quality += bitCount(matched[doc * words + w] as number);
      if (!query.filter || query.filter(data.ids[doc] as string, () => termsOf(doc))) {
        keptScores[kept.length] = (scores[doc] as number) * (quality || 1);
        kept.push(doc);
      }
    }
    // Cleared for the next query: only what this one touched.
    for (let i = 0; i < order.length; i++) {
      const doc = order.values[i] as number;
      inResults[doc] = 0;
      matched.fill(0, doc * words, doc * words + words);
    }
    return kept.length;
  };

  const search = (query: PackedQuery): PackedResult[] => {
    const count = scoreAll(query);
    // Only the best `limit` are sorted: a common word matches most sections, and sorting them all cost more than
    // scoring them. Everything at or above the limit-th best score is sorted, so ties come out as in a full sort.
    const limit = query.limit ?? count;
    const floor = count > limit ? kthSmallest(keptScores.slice(0, count), count - limit) : -Infinity;
    const picked: number[] = [];
    for (let i = 0; i < count; i++) if ((keptScores[i] as number) >= floor) picked.push(i);
    picked.sort((a, b) => (keptScores[b] as number) - (keptScores[a] as number) || a - b);
    return picked
      .slice(0, limit)
      .map((i) => ({ id: data.ids[kept.values[i] as number] as string, score: keptScores[i] as number }));
  };

  /**
   * Each matching document's score as a share of the best one's (0..1), by id: `search` without the order, for a
   * score wanted only for the documents some other ranking picks (the page of each of the best sections).
   */
  let numbers: Map<string, number> | undefined;
  const shares = (query: PackedQuery): ((id: string) => number | undefined) => {
    const count = scoreAll(query);
    let top = -Infinity;
    for (let i = 0; i < count; i++) if ((keptScores[i] as number) > top) top = keptScores[i] as number;
    const share = new Float64Array(data.ids.length).fill(NaN);
    for (let i = 0; i < count; i++) share[kept.values[i] as number] = (keptScores[i] as number) / top;
    numbers ??= new Map(data.ids.map((id, doc) => [id, doc]));
    return (id) => {
      const doc = numbers?.get(id);
      const value = doc === undefined ? NaN : (share[doc] as number);
      return Number.isNaN(value) ? undefined : value;
    };
  };

  return { search, shares };
}

/**
 * The k-th smallest value (0-based), as `values.sort()[k]` gives it, in linear time (quickselect; `values` is
 * reordered). Sorting every match's score to find the limit-th best was a tenth of a question's time at 10,000 pages.
 */
function kthSmallest(values: Float64Array, k: number): number {
  let low = 0;
  let high = values.length - 1;
  while (low < high) {
    const pivot = values[(low + high) >>> 1] as number;
    let i = low;
    let j = high;
    while (i <= j) {
      while ((values[i] as number) < pivot) i++;
      while ((values[j] as number) > pivot) j--;
      if (i <= j) {
        const swap = values[i] as number;
        values[i++] = values[j] as number;
        values[j--] = swap;
      }
    }
    if (k <= j) high = j;
    else if (k >= i) low = i;
    else return values[k] as number;
  }
  return values[k] as number;
}

function bitCount(word: number): number {
  let n = word - ((word >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
