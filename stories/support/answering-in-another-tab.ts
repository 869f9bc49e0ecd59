import { savedConversation } from '../../scripts/bench/stored-conversation';
import { answeringLockName } from '../../src/store/answering-lock';
import { storageKey } from '../../src/store/assistant-store';

/**
 * What another tab of the same docs leaves while it receives an answer: the conversation saved in `localStorage`
 * ending on its question, and the Web Lock that tab holds while it answers (store/answering-lock.ts). A story's
 * `beforeEach`: the cleanup lets the lock go and removes the conversation, so a revisit starts the same way.
 */
export function anotherTabAnswering(domain: string) {
  return () => {
    const key = storageKey(domain);
    localStorage.setItem(
      key,
      savedConversation(3, {
        question: (i) => (i === 0 ? 'How do I install the SDK?' : 'Which regions are there?'),
        answer: () => 'Install it with `npm install acme-sdk`.',
      }),
    );
    let release = () => {};
    // Web Locks exist in secure contexts only (https, localhost), as on the sites the widget runs on.
    void navigator.locks?.request(answeringLockName(key), () => new Promise<void>((resolve) => (release = resolve)));
    return () => {
      release();
      localStorage.removeItem(key);
    };
  };
}
