import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { IndexData } from './index-data';
import type { FileStamp } from './file-stamps';
import type { Dependency } from './page-dependencies';
import type { PackedSearchData } from './packed-search';
import { decodeSnapshot, writeSnapshot } from './snapshot-file';
import { PARSER_VERSION } from './page-cache';
import { TermSets, type PackedTermSets } from './term-sets';
import { termNumbering } from './term-numbering';

/** Beside the page cache: the index built from it, so a restart with unchanged files reads it instead of building it. */
export const INDEX_SNAPSHOT_FILE = 'docs-index.snapshot';

/** Bumped whenever what the index computes changes (docs-index.ts's IndexData), so an old snapshot is rebuilt. */
const SNAPSHOT_VERSION = 11;

/**
 * A docs file as the saved index was built from it: what the page cache trusts a file by, and the files its page
 * included as they were then (page-dependencies.ts), so a restart after a snippet's edit changes the pages using it.
 */
export type SavedFile = FileStamp & { name: string; dependsOn?: Dependency[] };

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
        files: files.map(({ name, size, mtimeMs, dependsOn }) =>
          dependsOn
            ? [
                name,
                size,
                mtimeMs,
                dependsOn.map(({ file, size: bytes, mtimeMs: time, hash }) =>
                  hash ? [file, bytes, time, hash] : [file, bytes, time],
                ),
              ]
            : [name, size, mtimeMs],
        ),
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

/** A section's heading name by its number: each name once in `names`, each section's place in it in `at`. */
interface SavedNames {
  names: Array<string | undefined>;
  at: Uint32Array;
}

type SavedData = Omit<IndexData, 'terms' | 'headedBy'> & {
  terms: Omit<IndexData['terms'], 'headingOf' | 'sectionOf' | 'pageOf'> & {
    headingOf: PackedTermSets;
    sectionOf: PackedTermSets;
    pageOf: PackedTermSets;
  };
  headedBy: SavedNames;
};

interface Saved {
  version: number;
  fingerprint: string;
  data: SavedData;
  files: Array<
    | [string, number, number]
    | [string, number, number, Array<[string, number, number] | [string, number, number, string]>]
  >;
}

function filesFrom(files: Saved['files']): SavedFile[] {
  const shaped =
    Array.isArray(files) &&
    files.every(
      (file) =>
        Array.isArray(file) &&
        typeof file[0] === 'string' &&
        typeof file[1] === 'number' &&
        typeof file[2] === 'number' &&
        (file[3] === undefined || (Array.isArray(file[3]) && file[3].every(isStampTuple))),
    );
  if (!shaped) throw new Error('not an index this version wrote');
  return files.map(([name, size, mtimeMs, dependsOn]) =>
    dependsOn
      ? {
          name,
          size,
          mtimeMs,
          dependsOn: dependsOn.map(([file, bytes, time, hash]) => ({
            file,
            size: bytes,
            mtimeMs: time,
            ...(hash ? { hash } : {}),
          })),
        }
      : { name, size, mtimeMs },
  );
}

function isStampTuple(entry: unknown): boolean {
  return (
    Array.isArray(entry) &&
    typeof entry[0] === 'string' &&
    typeof entry[1] === 'number' &&
    typeof entry[2] === 'number' &&
    (entry[3] === undefined || typeof entry[3] === 'string')
  );
}

/** The sets read back in place: their arrays are views into the file's bytes, as the search index's are. */
function unpackSets(packed: PackedTermSets, documents: number): TermSets {
  const { keys, starts, terms } = packed;
  const shaped =
    keys instanceof Uint32Array &&
    starts instanceof Uint32Array &&
    terms instanceof Int32Array &&
    starts.length === keys.length + 1 &&
    starts[keys.length] === terms.length &&
    keys.every((key) => key < documents);
  if (!shaped) throw new Error('not an index this version wrote');
  return new TermSets(packed);
}

function savedNames(headedBy: IndexData['headedBy'], documents: number): SavedNames {
  const names: Array<string | undefined> = [];
  const placeOf = termNumbering(names);
  const at = new Uint32Array(documents);
  for (let doc = 0; doc < documents; doc++) at[doc] = placeOf(headedBy[doc]);
  return { names, at };
}

function namesFrom({ names, at }: SavedNames): IndexData['headedBy'] {
  return Array.from(at, (place) => names[place]);
}

function toSaved(data: IndexData): SavedData {
  const { terms } = data;
  return {
    ...data,
    terms: {
      ...terms,
      headingOf: terms.headingOf.pack(),
      sectionOf: terms.sectionOf.pack(),
      pageOf: terms.pageOf.pack(),
    },
    headedBy: savedNames(data.headedBy, data.sectionSearch.ids.length),
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
    titleTerms instanceof Map &&
    isPacked(saved.sectionSearch) &&
    isPacked(saved.pageSearch);
  if (!shaped) throw new Error('not an index this version wrote');
  const sections = saved.sectionSearch.ids.length;
  const perSection =
    repetition instanceof Float64Array &&
    repetition.length === sections &&
    Array.isArray(headedBy?.names) &&
    headedBy.at instanceof Uint32Array &&
    headedBy.at.length === sections &&
    headedBy.at.every((place) => place < headedBy.names.length);
  if (!perSection) throw new Error('not an index this version wrote');
  return {
    ...saved,
    terms: {
      ...terms,
      headingOf: unpackSets(terms.headingOf, sections),
      sectionOf: unpackSets(terms.sectionOf, sections),
      pageOf: unpackSets(terms.pageOf, saved.pageSearch.ids.length),
    },
    headedBy: namesFrom(headedBy),
  };
}
