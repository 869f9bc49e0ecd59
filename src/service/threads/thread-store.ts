import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { join } from 'node:path';
import { createJsonFileStore } from '../storage/json-file';

export interface ThreadMessage {
  id: string;
  role: 'user' | 'assistant';
  text: string;
  /** Source paths the answer cited (assistant messages). */
  sources?: string[];
  createdAt: string;
}

export interface Thread {
  id: string;
  domain: string;
  fp: string;
  /** SHA-256 of the thread key: the key itself is returned once and never stored. */
  keyHash: string;
  createdAt: string;
  updatedAt: string;
  messages: ThreadMessage[];
}

interface ThreadFile {
  version: 1;
  threads: Record<string, Thread>;
}

const hash = (key: string) => createHash('sha256').update(key).digest('hex');

/** Threads in `<dataDir>/threads.json`, so a conversation outlives a server restart as it does on the service. */
export function createThreadStore(dataDir: string) {
  const store = createJsonFileStore<ThreadFile>(join(dataDir, 'threads.json'), () => ({ version: 1, threads: {} }));

  return {
    async create(domain: string, fp: string): Promise<{ thread: Thread; key: string }> {
      const key = `tk_${randomBytes(18).toString('base64url')}`;
      const now = new Date().toISOString();
      const thread: Thread = {
        id: `th_${randomBytes(10).toString('hex')}`,
        domain,
        fp,
        keyHash: hash(key),
        createdAt: now,
        updatedAt: now,
        messages: [],
      };
      await store.update((data) => {
        data.threads[thread.id] = thread;
      });
      return { thread, key };
    },

    /** The thread, when `key` is its key and it belongs to `domain`; undefined otherwise (the route says 404). */
    async open(domain: string, id: string, key: string): Promise<Thread | undefined> {
      const thread = (await store.read()).threads[id];
      if (!thread || thread.domain !== domain) return undefined;
      const given = Buffer.from(hash(key), 'hex');
      const expected = Buffer.from(thread.keyHash, 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected) ? thread : undefined;
    },

    async append(id: string, messages: ThreadMessage[]): Promise<void> {
      await store.update((data) => {
        const thread = data.threads[id];
        if (!thread) return;
        thread.messages.push(...messages);
        thread.updatedAt = new Date().toISOString();
      });
    },

    flush: () => store.flush(),
  };
}

export type ThreadStore = ReturnType<typeof createThreadStore>;
