import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Section } from './markdown-sections';
import { REPETITION_KEY, repetitionKey } from './section-statistics';
import type { ParsedPage } from './split-pages';

/** Beside the service's database: parsed pages, one row per docs file. A cache — deleting it loses nothing. */
export const PAGE_CACHE_FILE = 'docs-index.db';

/**
 * Bumped whenever parsing changes what a page becomes (sections, anchors, cleaned markdown), so a restart after an
 * upgrade parses again rather than serving pages split by the old rules.
 */
export const PARSER_VERSION = '24.2';

/** What a file was split into, or why it was skipped: both are remembered, so a restart warns the same way. */
export type CachedPage = { page: ParsedPage } | { skipped: string };

export interface PageCache {
  /**
   * The file's parse, if it was made from the file as it is now (same size and modification time) by this parser.
   * Its sections' text (markdown, prose, code) is read from the cache when first asked for, not with the page.
   */
  get(file: string, size: number, mtimeMs: number): CachedPage | undefined;
  put(file: string, size: number, mtimeMs: number, result: CachedPage): void;
  /** Forgets files no longer in the folder. */
  keepOnly(files: ReadonlySet<string>): void;
  close(): void;
}

/** Pages whose sections' text was read lately (an answer quotes a few sections; a --watch change reads them all once). */
const TEXT_PAGES_KEPT = 64;

/** A section as the cache outlines it: everything but its text, which stays on disk until asked for. */
type Outline = Omit<Section, 'markdown' | 'prose' | 'code' | 'meta'> & { repeated: string };
type PageOutline = { page: Omit<ParsedPage, 'sections'> & { sections: Outline[] } } | { skipped: string };

/**
 * The per-file cache of parsed pages (issue 24): a restart with unchanged files reads each page's sections back
 * instead of parsing its markdown, and a changed file is parsed again on its own. Keyed by the docs folder and the
 * generator as well as the file, so two services sharing a data dir, or a `--generator` change, never mix pages.
 * A cache file that cannot be opened or read is deleted and started afresh: it must never stop start-up.
 */
export function openPageCache(dataDir: string, scope: string, warn: (line: string) => void): PageCache | undefined {
  const file = join(dataDir, PAGE_CACHE_FILE);
  const open = () => {
    mkdirSync(dataDir, { recursive: true });
    const db = new DatabaseSync(file);
    // Outlines apart from texts: a restart reads every outline (small rows, one scan) and no text. `pages` (24.1)
    // kept both in one: a cache of that shape is dropped, its pages parsed again.
    db.exec(`PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;
      DROP TABLE IF EXISTS pages;
      CREATE TABLE IF NOT EXISTS page_outlines (
        scope TEXT NOT NULL, file TEXT NOT NULL, size INTEGER NOT NULL, mtime REAL NOT NULL, outline TEXT NOT NULL,
        PRIMARY KEY (scope, file)
      ) WITHOUT ROWID;
      CREATE TABLE IF NOT EXISTS page_texts (
        scope TEXT NOT NULL, file TEXT NOT NULL, size INTEGER NOT NULL, mtime REAL NOT NULL, result TEXT NOT NULL,
        PRIMARY KEY (scope, file)
      ) WITHOUT ROWID;`);
    return db;
  };
  let db: DatabaseSync;
  try {
    db = open();
  } catch (error) {
    warn(`docs: the page cache ${file} could not be read (${(error as Error).message}); starting it afresh`);
    try {
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
      db = open();
    } catch {
      return undefined;
    }
  }
  const key_ = `${PARSER_VERSION}\n${scope}`;
  const select = db.prepare('SELECT size, mtime, outline FROM page_outlines WHERE scope = ? AND file = ?');
  const selectText = db.prepare('SELECT size, mtime, result FROM page_texts WHERE scope = ? AND file = ?');
  const upsert = (table: string, column: string) =>
    db.prepare(
      `INSERT INTO ${table} (scope, file, size, mtime, ${column}) VALUES (?, ?, ?, ?, ?) ` +
        `ON CONFLICT (scope, file) DO UPDATE SET size = excluded.size, mtime = excluded.mtime, ${column} = excluded.${column}`,
    );
  const upsertOutline = upsert('page_outlines', 'outline');
  const upsertText = upsert('page_texts', 'result');
  type Row = { size: number; mtime: number; outline: string };
  /** Every outline of this scope, read in one statement at the first `get` (10,000 lookups cost seconds). */
  let preloaded: Map<string, Row> | undefined;
  const row = (name: string): Row | undefined => {
    preloaded ??= new Map(
      (
        db.prepare('SELECT file, size, mtime, outline FROM page_outlines WHERE scope = ?').all(key_) as Array<
          Row & { file: string }
        >
      ).map(({ file: name, ...rest }) => [name, rest]),
    );
    const found = preloaded.get(name);
    if (found) {
      preloaded.delete(name);
      return found;
    }
    return select.get(key_, name) as Row | undefined;
  };
  const texts = new Map<string, Section[]>();
  /** The file's sections with their text, as parsed from the file at this size and time; none if it changed since. */
  const textOf = (name: string, size: number, mtimeMs: number): Section[] => {
    const key = `${name}\0${size}\0${mtimeMs}`;
    const known = texts.get(key);
    if (known) return known;
    let sections: Section[] = [];
    try {
      const row = selectText.get(key_, name) as { size: number; mtime: number; result: string } | undefined;
      if (row && row.size === size && row.mtime === mtimeMs) {
        const result = JSON.parse(row.result) as CachedPage;
        if ('page' in result) sections = result.page.sections;
      }
    } catch {
      // Closed or damaged: the section reads as empty rather than stopping an answer.
    }
    texts.set(key, sections);
    if (texts.size > TEXT_PAGES_KEPT) texts.delete(texts.keys().next().value as string);
    return sections;
  };
  let writes = 0;
  const flush = () => {
    if (writes > 0 && db.isTransaction) db.exec('COMMIT');
    writes = 0;
  };
  return {
    get(name, size, mtimeMs) {
      try {
        const found = row(name);
        if (!found || found.size !== size || found.mtime !== mtimeMs) return undefined;
        const outline = JSON.parse(found.outline) as PageOutline;
        if ('skipped' in outline) return outline;
        const { meta } = outline.page;
        const text = () => textOf(name, size, mtimeMs);
        // One string per page for what every section of it repeats (JSON.parse makes a copy per section).
        const { path, title } = outline.page;
        const sections = outline.page.sections.map((section, i) => {
          if (section.path === path) section.path = path;
          if (section.pageTitle === title) section.pageTitle = title;
          return new StoredSection(section, meta, text, i);
        });
        return { page: { ...outline.page, sections } };
      } catch {
        return undefined;
      }
    },
    put(name, size, mtimeMs, result) {
      try {
        // Many pages in one transaction: one fsync per batch, not per file.
        if (!db.isTransaction) db.exec('BEGIN');
        upsertOutline.run(key_, name, size, mtimeMs, JSON.stringify(outlineOf(result)));
        upsertText.run(key_, name, size, mtimeMs, JSON.stringify(result));
        if (++writes >= 500) flush();
      } catch {
        // A cache that cannot be written only costs the next start its speed.
      }
    },
    keepOnly(files) {
      preloaded = undefined;
      try {
        flush();
        const rows = db.prepare('SELECT file FROM page_outlines WHERE scope = ?').all(key_) as Array<{ file: string }>;
        db.exec('BEGIN');
        for (const table of ['page_outlines', 'page_texts']) {
          const remove = db.prepare(`DELETE FROM ${table} WHERE scope = ? AND file = ?`);
          for (const row of rows) if (!files.has(row.file)) remove.run(key_, row.file);
          // Pages of older parser versions are of no use to anyone.
          db.prepare(`DELETE FROM ${table} WHERE scope NOT LIKE ?`).run(`${PARSER_VERSION}\n%`);
        }
        db.exec('COMMIT');
      } catch {
        if (db.isTransaction) db.exec('ROLLBACK');
      }
    },
    close() {
      try {
        flush();
        db.close();
      } catch {
        // Closing a cache has nothing to lose.
      }
    },
  };
}

function outlineOf(result: CachedPage): PageOutline {
  if ('skipped' in result) return result;
  const sections = result.page.sections.map(
    ({ markdown: _markdown, prose: _prose, code: _code, meta: _meta, ...outline }, i): Outline => ({
      ...outline,
      repeated: repetitionKey(result.page.sections[i] as Section),
    }),
  );
  return { page: { ...result.page, sections } };
}

/**
 * Sections with their text in hand, for building an index from them: the index reads every section's text several
 * times over, and sections read back from the cache would each time read their page again (only the last 64 are
 * kept). One read per page, and the copies are let go once the index is built.
 */
export function withText(sections: Section[]): Section[] {
  return sections.map((section) => (section instanceof StoredSection ? section.toJSON() : section));
}

/**
 * A section read back from the cache: its text is read when first asked for (an answer quoting it, a --watch change
 * counting repetitions), so a restart at 10,000 pages holds outlines, not 100 MB of markdown three times over.
 * A class, not getters per object: 140,000 sections × three closures would cost tens of MB themselves.
 */
class StoredSection implements Section {
  declare id: string;
  declare path: string;
  declare anchor: string;
  declare pageTitle: string;
  declare heading: string;
  declare trail: string[];
  readonly [REPETITION_KEY]: string;

  constructor(
    outline: Outline,
    readonly meta: Section['meta'],
    private readonly text: () => Section[],
    private readonly index: number,
  ) {
    const { repeated, ...fields } = outline;
    Object.assign(this, fields);
    this[REPETITION_KEY] = repeated;
  }

  get markdown() {
    return this.text()[this.index]?.markdown ?? '';
  }
  get prose() {
    return this.text()[this.index]?.prose ?? '';
  }
  get code() {
    return this.text()[this.index]?.code ?? '';
  }

  /** As a plain section: JSON and spreads see the text like any other section's. */
  toJSON(): Section {
    const { id, path, anchor, pageTitle, heading, trail, meta, markdown, prose, code } = this;
    return { id, path, anchor, pageTitle, heading, trail, meta, markdown, prose, code };
  }
}
