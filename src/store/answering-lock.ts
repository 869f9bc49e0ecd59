/**
 * Which tab of the same docs is answering, through a Web Lock named after the saved conversation's key: the tab whose
 * chat is answering holds it for as long as the request runs (engine/assistant-chat.ts), and the browser lets it go
 * however the tab goes — closed, reloaded, crashed. A saved conversation that ends on a question (its answer is
 * saved only once it settles) is then told apart: an answer another tab is still receiving, which that tab saves
 * and this one adopts (./cross-tab.ts), or one that stopped when its page was left.
 *
 * Browsers without Web Locks (and jsdom) read every such conversation as stopped, as before.
 */
const lockName = (key: string) => `${key}:answering`;

const webLocks = (): LockManager | undefined => globalThis.navigator?.locks;

/** Holds the key's lock until `request` settles (nothing without Web Locks). */
export function holdWhileAnswering(key: string, request: Promise<unknown>): void {
  void webLocks()?.request(lockName(key), () => request.then(ignore, ignore));
}

/**
 * Runs `then` once no tab holds the key's lock: at once where none is answering, or when the answering one finishes
 * (its answer saved by then, or about to arrive: adopting it clears what `then` showed). Without Web Locks, now.
 */
export function onceNoTabAnswers(key: string | undefined, then: () => void): void {
  const locks = key === undefined ? undefined : webLocks();
  if (!locks || key === undefined) {
    then();
    return;
  }
  void locks.request(lockName(key), () => then()).catch(then);
}

const ignore = () => undefined;
