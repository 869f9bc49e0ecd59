import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { IndexData } from './index-data';
import type { FileStamp } from './file-stamps';
import type { PackedSearchData } from './packed-search';
import { decodeSnapshot, writeSnapshot } from './snapshot-file';
import { PARSER_VERSION } from './page-cache';
import { TermSets } from './term-sets';
import { termNumbering } from './term-numbering';

/** Beside the page cache: the index built from it, so a restart with unchanged files reads it instead of building it. */
export const INDEX_SNAPSHOT_FILE = 'docs-index.snapshot';

/** Bumped whenever what the index computes changes (docs-index.ts's IndexData), so an old snapshot is rebuilt. */
const SNAPSHOT_VERSION = 9;

/** A docs file as the saved index was built from it: what the page cache trusts a file by. */
export type SavedFile = FileStamp & { name: string };

/** The saved index and the files it was built from, each as it was then. */
export interface SavedIndexData {
  data: IndexData;
  files: SavedFile[];
}

export interface IndexSnapshot {
  /** The index saved for this scope, or undefined (none, another scope or version, damaged). */
  read(fingerprint: string): SavedIndexData | undefined;
  write(fingerprint: string, saved: SavedIndexData): void;
}

/**
 * What the index was built by, in one hash: the folder and generator, the parser and this file's layout. The files
 * it was built from are saved beside it, so a restart can tell which of them changed since.
 */
export function snapshotFingerprint(scope: string): string {
  return createHash('sha256').update(`${SNAPSHOT_VERSION}\n${PARSER_VERSION}\n${scope}\n`).digest('hex');
}

/**
 * The built index in one file: building the search index and term counts from cached pages takes a restart at
 * 10,000 pages 38 s. The pages themselves are read from the page cache, not kept here a second time. Its typed
 * arrays (the search indexes, packed-search.ts; the term sets) are read back as views into the file's bytes, the
 * rest through `node:v8`'s serializer (snapshot-file.ts); a JSON index takes seconds and ~1 GiB to read back at
 * that size.
 * A cache like the page cache: a file that cannot be read is deleted with one warning and the index is rebuilt.
 */
export function openIndexSnapshot(dataDir: string, warn: (line: string) => void): IndexSnapshot {
  const file = join(dataDir, INDEX_SNAPSHOT_FILE);
  return {
    read(fingerprint) {
      let bytes: Buffer;
      try {
        bytes = readFileSync(file);
      } catch {
        return undefined;
      }
      try {
        const saved = decodeSnapshot(bytes) as Saved | undefined;
        if (!saved || saved.version !== SNAPSHOT_VERSION || saved.fingerprint !== fingerprint) return undefined;
        return { data: fromSaved(saved.data), files: filesFrom(saved.files) };
      } catch (error) {
        warn(`docs: the saved index ${file} could not be read (${(error as Error).message}); rebuilding it`);
        // Written again once the index is built; if it cannot be removed now, that write says why.
        try {
          rmSync(file, { force: true });
        } catch {
          // Nothing lost: the index is built from the page cache either way.
        }
        return undefined;
      }
    },
    write(fingerprint, { data, files }) {
      const saved: Saved = {
        version: SNAPSHOT_VERSION,
        fingerprint,
        data: toSaved(data),
        files: files.map(({ name, size, mtimeMs }) => [name, size, mtimeMs]),
      };
      const partial = `${file}.partial`;
      try {
        mkdirSync(dataDir, { recursive: true });
        // Whole or not at all: a stop mid-write leaves the previous snapshot (or none), never half of one.
        writeSnapshot(partial, saved);
        renameSync(partial, file);
      } catch (error) {
        try {
          rmSync(partial, { force: true });
        } catch {
          // Left behind, it is only overwritten by the next save.
        }
        warn(`docs: could not save the index to ${file} (${(error as Error).message}); the next start builds it again`);
      }
    },
  };
}

/**
 * A section id or page path kept as its number in the search index's `ids` where it has one: each string is then
 * read back once and shared, not once per structure keyed by it (six copies of every section id at 10,000 pages).
 */
type Key = string | number;

interface PackedSets {
  keys: Key[];
  starts: Uint32Array;
  terms: Int32Array;
}

type SavedData = Omit<IndexData, 'terms' | 'headedBy' | 'repetition'> & {
  terms: Omit<IndexData['terms'], 'headingOf' | 'sectionOf' | 'pageOf'> & {
    headingOf: PackedSets;
    sectionOf: PackedSets;
    pageOf: PackedSets;
  };
  headedBy: SavedNames;
  repetition: SavedNumbers;
};

/**
 * A map keyed by section id, as columns: the sections by number and their values (a number each, or a name each
 * as its place in a list of the names, each once); the pairs of ids with no number (none, in an index written whole)
 * in `other`. As 140,000 pairs of small arrays each, the two maps were most of the header's reading at 10,000 pages.
 */
interface SavedNumbers {
  docs: Uint32Array;
  values: Float64Array;
  other: Array<[string, number]>;
}
interface SavedNames {
  docs: Uint32Array;
  names: Array<string | undefined>;
  at: Uint32Array;
  other: Array<[string, string | undefined]>;
}

interface Saved {
  version: number;
  fingerprint: string;
  data: SavedData;
  files: Array<[string, number, number]>;
}

function filesFrom(files: Saved['files']): SavedFile[] {
  const shaped =
    Array.isArray(files) &&
    files.every(
      (file) =>
        Array.isArray(file) &&
        typeof file[0] === 'string' &&
        typeof file[1] === 'number' &&
        typeof file[2] === 'number',
    );
  if (!shaped) throw new Error('not an index this version wrote');
  return files.map(([name, size, mtimeMs]) => ({ name, size, mtimeMs }));
}

function keyer(search: PackedSearchData) {
  const numbers = new Map<string, number>();
  search.ids.forEach((id, doc) => {
    if (search.live[doc] === 1) numbers.set(id, doc);
  });
  return (id: string): Key => numbers.get(id) ?? id;
}

function unkeyer(search: PackedSearchData) {
  return (key: Key): string => {
    if (typeof key === 'string') return key;
    const id = search.ids[key];
    if (id === undefined) throw new Error('not an index this version wrote');
    return id;
  };
}

/** Sets as the snapshot holds them: in one array (140,000 typed arrays took ~1 s to deserialize), keyed by number. */
function packSets(sets: TermSets, key: (id: string) => Key): PackedSets {
  return sets.pack(key);
}

/** The sets read back in place: their array is a view into the file's bytes, as the search index's are. */
function unpackSets(packed: PackedSets, unkey: (key: Key) => string): TermSets {
  const { keys, starts, terms } = packed;
  const shaped =
    Array.isArray(keys) &&
    starts instanceof Uint32Array &&
    terms instanceof Int32Array &&
    starts.length === keys.length + 1 &&
    starts[keys.length] === terms.length;
  if (!shaped) throw new Error('not an index this version wrote');
  return new TermSets({ keys: keys.map(unkey), starts, terms });
}

function savedNumbers(map: Map<string, number>, key: (id: string) => Key): SavedNumbers {
  const { docs, other, order } = columns(map, key);
  return { docs, other, values: Float64Array.from(order, (id) => map.get(id) as number) };
}

function savedNames(map: Map<string, string | undefined>, key: (id: string) => Key): SavedNames {
  const { docs, other, order } = columns(map, key);
  const names: Array<string | undefined> = [];
  const placeOf = termNumbering(names);
  const at = Uint32Array.from(order, (id) => placeOf(map.get(id)));
  return { docs, names, at, other };
}

/** The ids that have a number, in order, and the pairs of those that have none. */
function columns<T>(map: Map<string, T>, key: (id: string) => Key) {
  const numbered: number[] = [];
  const order: string[] = [];
  const other: Array<[string, T]> = [];
  for (const [id, value] of map) {
    const doc = key(id);
    if (typeof doc === 'number') {
      numbered.push(doc);
      order.push(id);
    } else other.push([id, value]);
  }
  return { docs: Uint32Array.from(numbered), order, other };
}

const isSaved = (saved: { docs: unknown; other: unknown } | undefined) =>
  saved !== undefined && saved.docs instanceof Uint32Array && Array.isArray(saved.other);

function mapFrom<T>(
  saved: { docs: Uint32Array; other: Array<[string, T]> },
  unkey: (key: Key) => string,
  value: (i: number) => T,
): Map<string, T> {
  const map = new Map<string, T>(saved.other);
  saved.docs.forEach((doc, i) => map.set(unkey(doc), value(i)));
  return map;
}

function toSaved(data: IndexData): SavedData {
  const { terms } = data;
  const section = keyer(data.sectionSearch);
  return {
    ...data,
    terms: {
      ...terms,
      headingOf: packSets(terms.headingOf, section),
      sectionOf: packSets(terms.sectionOf, section),
      pageOf: packSets(terms.pageOf, keyer(data.pageSearch)),
    },
    headedBy: savedNames(data.headedBy, section),
    repetition: savedNumbers(data.repetition, section),
  };
}

function isPacked(search: PackedSearchData | undefined): boolean {
  return (
    search !== undefined &&
    Array.isArray(search.fields) &&
    Array.isArray(search.ids) &&
    search.live instanceof Uint8Array &&
    search.lengths instanceof Uint32Array &&
    Array.isArray(search.segments) &&
    search.live.length === search.ids.length &&
    search.lengths.length === search.ids.length * search.fields.length &&
    search.segments.every(
      (segment) =>
        Array.isArray(segment.terms) &&
        [segment.starts, segment.docs].every(
          (arrays) =>
            Array.isArray(arrays) &&
            arrays.length === search.fields.length &&
            arrays.every((array) => array instanceof Uint32Array),
        ) &&
        Array.isArray(segment.counts) &&
        segment.counts.length === search.fields.length &&
        segment.counts.every(
          (array) => array instanceof Uint8Array || array instanceof Uint16Array || array instanceof Uint32Array,
        ) &&
        segment.starts.every((starts, field) => {
          const size = segment.docs[field]?.length ?? -1;
          return (
            starts.length === segment.terms.length + 1 &&
            (starts[segment.terms.length] ?? -1) === size &&
            (segment.counts[field]?.length ?? -1) === size
          );
        }),
    )
  );
}

function fromSaved(saved: SavedData): IndexData {
  const { terms, repetition, headedBy, titleTerms } = saved;
  const shaped =
    terms?.df instanceof Map &&
    Array.isArray(terms.names) &&
    isSaved(repetition) &&
    repetition.values instanceof Float64Array &&
    repetition.values.length === repetition.docs.length &&
    isSaved(headedBy) &&
    Array.isArray(headedBy.names) &&
    headedBy.at instanceof Uint32Array &&
    headedBy.at.length === headedBy.docs.length &&
    titleTerms instanceof Map &&
    isPacked(saved.sectionSearch) &&
    isPacked(saved.pageSearch);
  if (!shaped) throw new Error('not an index this version wrote');
  const section = unkeyer(saved.sectionSearch);
  return {
    ...saved,
    terms: {
      ...terms,
      headingOf: unpackSets(terms.headingOf, section),
      sectionOf: unpackSets(terms.sectionOf, section),
      pageOf: unpackSets(terms.pageOf, unkeyer(saved.pageSearch)),
    },
    headedBy: mapFrom(headedBy, section, (i) => headedBy.names[headedBy.at[i] as number]),
    repetition: mapFrom(repetition, section, (i) => repetition.values[i] as number),
  };
}
