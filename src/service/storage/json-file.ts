import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * A whole-file JSON store: read once, kept in memory, every change written to a temporary file and renamed over
 * the old one, so a crash mid-write leaves the previous version rather than half a file. Changes run one at a
 * time in call order; the data is small (threads, jobs), so rewriting it whole is simpler than a log.
 */
export interface JsonFileStore<T> {
  /** The current data. Treat it as read-only: change it through `update`. */
  read(): Promise<T>;
  /** Runs `change` on the data and persists the result before resolving with what `change` returned. */
  update<R>(change: (data: T) => R | Promise<R>): Promise<R>;
  /** Resolves once every queued change is on disk. */
  flush(): Promise<void>;
}

export function createJsonFileStore<T>(file: string, initial: () => T): JsonFileStore<T> {
  let loaded: Promise<T> | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  const load = (): Promise<T> =>
    (loaded ??= readFile(file, 'utf8').then(
      (text) => parseOrSetAside(file, text, initial),
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return initial();
        throw error;
      },
    ));

  const persist = async (data: T) => {
    await mkdir(dirname(file), { recursive: true });
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temporary, JSON.stringify(data, null, 2));
    await rename(temporary, file);
  };

  return {
    read: load,
    update<R>(change: (data: T) => R | Promise<R>): Promise<R> {
      const run = queue.then(async () => {
        const data = await load();
        const result = await change(data);
        await persist(data);
        return result;
      });
      // A failed change must not block the ones queued after it.
      queue = run.catch(() => undefined);
      return run;
    },
    flush: () => queue.then(() => undefined),
  };
}

/** A file that is not valid JSON (edited by hand, disk trouble) is kept beside the store, never silently lost. */
async function parseOrSetAside<T>(file: string, text: string, initial: () => T): Promise<T> {
  try {
    return JSON.parse(text) as T;
  } catch {
    await rename(file, `${file}.corrupt-${Date.now()}`).catch(() => undefined);
    return initial();
  }
}
