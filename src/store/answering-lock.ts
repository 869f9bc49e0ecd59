import type { AssistantErrorInfo } from '../core/errors';
import type { AssistantStore } from './assistant-store';

/**
 * Which tab of the same docs is answering, through a Web Lock named after the saved conversation's key: the tab whose
 * chat is answering holds it for as long as the request runs (engine/assistant-chat.ts), and the browser lets it go
 * however the tab goes — closed, reloaded, crashed. A saved conversation that ends on a question (its answer is
 * saved only once it settles) is then told apart: an answer another tab is still receiving, which that tab saves
 * and this one adopts (./cross-tab.ts), or one that stopped when its page was left.
 *
 * Browsers without Web Locks (and jsdom) cannot tell: see `sayIfUnanswered`.
 */
/** The lock's name for the conversation saved under `key` (a story holds it as another tab would). */
export const answeringLockName = (key: string) => `${key}:answering`;

const webLocks = (): LockManager | undefined => globalThis.navigator?.locks;

/**
 * Holds the key's lock until `request` settles (nothing without Web Locks). A refused lock (a sandboxed frame's
 * `SecurityError`) leaves the answer as it is: other tabs then read its question as they would without Web Locks.
 */
export function holdWhileAnswering(key: string, request: Promise<unknown>): void {
  webLocks()
    ?.request(answeringLockName(key), () => request.then(ignore, ignore))
    .catch(ignore);
}

const UNANSWERED: AssistantErrorInfo = {
  kind: 'interrupted',
  message: 'The page was left before the answer to the last question finished.',
};

/**
 * For a conversation that now ends on a question (restored, or adopted from another tab): once no tab holds the
 * key's lock, the question is still the last message and nothing has happened since, its answer stopped — said as the
 * interrupted answer it is, with Try again. An answer that did come is saved by the tab that received it, and
 * adopting it clears the notice should the lock be granted first.
 *
 * Without Web Locks (or with a host's own storage, which other tabs do not share) nothing tells the two apart: a
 * restored conversation is said to have stopped at once, as a reload's; an adopted one is left as it is.
 */
export function sayIfUnanswered(
  store: AssistantStore,
  key: string | undefined,
  withoutLocks: 'say-stopped' | 'leave',
): void {
  const question = store.getState().messages.at(-1);
  if (question?.role !== 'user') return;
  const sayStopped = () => {
    const now = store.getState();
    if (now.messages.at(-1) === question && now.status === 'ready' && !now.error)
      store.setState({ status: 'error', error: UNANSWERED });
  };
  const asWithoutLocks = () => {
    if (withoutLocks === 'say-stopped') sayStopped();
  };
  const locks = webLocks();
  if (!locks || key === undefined) return asWithoutLocks();
  const name = answeringLockName(key);
  // Held: the answering tab is still receiving it. Until it lets go, say so rather than show a bare question.
  const elsewhere = (answeringElsewhere: boolean) => store.setState({ answeringElsewhere });
  locks
    .request(
      name,
      { ifAvailable: true },
      (free) => free ?? (elsewhere(true), locks.request(name, () => elsewhere(false))),
    )
    .then(sayStopped, () => {
      elsewhere(false);
      asWithoutLocks();
    });
}

const ignore = () => undefined;
