import { realpathSync, watch, type FSWatcher } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

/**
 * At most this many folders outside the docs folder are watched for the files its pages include (a repository's
 * `docs_src/`, `snippets/`): each is a watcher, and a docs folder nobody checked could name thousands.
 */
const MAX_OUTSIDE_FOLDERS = 32;

/**
 * --watch for the files a docs folder's pages include: one inside the docs folder is known by name when the folder's
 * watcher reports it (whatever its extension: `example.py`), and the folders of those outside it are watched too.
 * `changed` is called for an edit to any of them; `update` is called after each load with what the pages include now.
 */
export function watchDependencies(folder: string, changed: () => void, warn: (line: string) => void) {
  let root = folder;
  try {
    root = realpathSync(folder);
  } catch {
    // The docs folder's own load says what is wrong with it.
  }
  let inside = new Set<string>();
  let outside = new Map<string, { watcher: FSWatcher; files: Set<string> }>();
  let warned = false;
  return {
    /** Whether `name` (relative to the docs folder, as its watcher reports it) is a file some page includes. */
    includes(name: string): boolean {
      return inside.has(join(root, name));
    },
    update(files: ReadonlySet<string>): void {
      inside = new Set();
      const wanted = new Map<string, Set<string>>();
      for (const file of files) {
        const within = relative(root, file);
        if (within && !within.startsWith(`..${sep}`) && within !== '..') {
          inside.add(file);
          continue;
        }
        const dir = dirname(file);
        wanted.set(dir, (wanted.get(dir) ?? new Set()).add(file));
      }
      const next = new Map<string, { watcher: FSWatcher; files: Set<string> }>();
      for (const [dir, watched] of outside) {
        const names = wanted.get(dir);
        if (names) next.set(dir, { watcher: watched.watcher, files: names });
        else watched.watcher.close();
      }
      for (const [dir, names] of wanted) {
        if (next.has(dir)) continue;
        if (next.size >= MAX_OUTSIDE_FOLDERS) {
          if (!warned)
            warn(
              `docs: the pages include files from more than ${MAX_OUTSIDE_FOLDERS} folders outside ${folder}; edits in the others are read at the next start`,
            );
          warned = true;
          break;
        }
        try {
          const entry = { watcher: watch(dir), files: names };
          entry.watcher.on('change', (_event, name) => {
            if (typeof name === 'string' && entry.files.has(join(dir, name))) changed();
          });
          entry.watcher.on('error', () => entry.watcher.close());
          next.set(dir, entry);
        } catch {
          // A folder gone or unwatchable: its files are read again at the next load all the same.
        }
      }
      outside = next;
    },
    close(): void {
      for (const { watcher } of outside.values()) watcher.close();
      outside = new Map();
    },
  };
}
