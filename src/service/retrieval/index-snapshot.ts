import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import MiniSearch from 'minisearch';
import { PAGE_SEARCH_OPTIONS, SECTION_SEARCH_OPTIONS, type IndexData } from './docs-index';
import { PARSER_VERSION } from './page-cache';

/** Beside the page cache: the index built from it, so a restart with unchanged files reads it instead of building it. */
export const INDEX_SNAPSHOT_FILE = 'docs-index.snapshot';

/** Bumped whenever what the index computes changes (docs-index.ts's IndexData), so an old snapshot is rebuilt. */
const SNAPSHOT_VERSION = 2;

export interface IndexSnapshot {
  /** The index saved for exactly these files as they are now, or undefined (none, another set, damaged). */
  read(fingerprint: string): IndexData | undefined;
  write(fingerprint: string, data: IndexData): void;
}

/**
 * What the index was built from, in one hash: the folder and generator, the parser, and every file's name, size and
 * modification time (what the page cache trusts a file by). Any file added, removed or changed makes another.
 */
export function snapshotFingerprint(
  scope: string,
  files: ReadonlyArray<{ name: string; size: number; mtimeMs: number }>,
): string {
  const hash = createHash('sha256').update(`${SNAPSHOT_VERSION}\n${PARSER_VERSION}\n${scope}\n`);
  for (const file of [...files].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)))
    hash.update(`${file.name}\0${file.size}\0${file.mtimeMs}\n`);
  return hash.digest('hex');
}

/**
 * The built index in one file (issue 24: a restart at 10,000 pages spent 38 s building MiniSearch and term counts
 * from cached pages). The pages themselves are read from the page cache as before, not kept here a second time: a
 * copy here made the file 2.5× larger, and reading it whole cost ~1 GiB of RSS at 10,000 pages. Written with `node:v8`'s serializer, which keeps Maps and typed arrays as they are and reads
 * them back fast; MiniSearch goes in as its own JSON text, because `v8.deserialize` rebuilds its objects keyed by
 * numbers 3–4× slower than `JSON.parse` (1,000 pages: 1.0 s against 0.25 s).
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
        const saved = deserialize(bytes) as Saved;
        if (saved.version !== SNAPSHOT_VERSION || saved.fingerprint !== fingerprint) return undefined;
        return fromSaved(saved.data);
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
    write(fingerprint, data) {
      const saved: Saved = { version: SNAPSHOT_VERSION, fingerprint, data: toSaved(data) };
      const partial = `${file}.partial`;
      try {
        mkdirSync(dataDir, { recursive: true });
        // Whole or not at all: a stop mid-write leaves the previous snapshot (or none), never half of one.
        writeFileSync(partial, serialize(saved));
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

type SavedData = Omit<IndexData, 'sectionSearch' | 'pageSearch'> & {
  sectionSearch: string;
  pageSearch: string;
};

interface Saved {
  version: number;
  fingerprint: string;
  data: SavedData;
}

function toSaved(data: IndexData): SavedData {
  return {
    ...data,
    sectionSearch: JSON.stringify(data.sectionSearch),
    pageSearch: JSON.stringify(data.pageSearch),
  };
}

function fromSaved(saved: SavedData): IndexData {
  const { terms, repetition, headedBy, titleTerms } = saved;
  const shaped =
    terms?.df instanceof Map &&
    Array.isArray(terms.names) &&
    terms.sectionOf instanceof Map &&
    repetition instanceof Map &&
    headedBy instanceof Map &&
    titleTerms instanceof Map;
  if (!shaped) throw new Error('not an index this version wrote');
  return {
    ...saved,
    sectionSearch: MiniSearch.loadJSON(saved.sectionSearch, SECTION_SEARCH_OPTIONS),
    pageSearch: MiniSearch.loadJSON(saved.pageSearch, PAGE_SEARCH_OPTIONS),
  };
}
