import type { AssistantSession } from '../core/types';
import type { AssistantStore } from './assistant-store';

/** The transport's view of a widget store: fingerprint in, thread continuity both ways. */
export function sessionFromStore(store: AssistantStore): AssistantSession {
  return {
    getFp: () => store.getState().fp,
    getThread: () => {
      const { threadId, threadKey } = store.getState();
      return { threadId, threadKey };
    },
    setThread: (update) => store.getState().setThread(update),
  };
}
