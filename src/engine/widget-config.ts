import type { AssistantRequestError } from '../core/errors';
import { currentPathFrom } from '../page-context/current-path-option';
import { filterFrom } from '../page-context/page-filter';
import type { PageContextOptions } from '../page-context/options';
import { storageKey, type AssistantStore } from '../store/assistant-store';
import type { ChatEngineConfig } from './assistant-chat';

/** The widget's props the engine reads: the connection props, and these. */
export type WidgetEngineProps = Omit<ChatEngineConfig, 'getCurrentPath' | 'onAnswer' | 'onError' | 'crossTabKey'> & {
  pageContext?: PageContextOptions | false | undefined;
  storage?: unknown;
  onError?: ((error: Error) => void) | undefined;
};

/** What the engine reports to the widget's `onEvent`. */
export type EngineEvent =
  { type: 'answer'; messageId: string; threadId: string | null } | { type: 'error'; error: AssistantRequestError };

/**
 * The engine's configuration as one widget gives it, read from the widget's newest props as each request is built:
 * a changed filter, key or header reaches the next question without a remount. In the engine's chunk, not the root's:
 * none of it runs before the engine does.
 */
export function widgetChatConfig(
  store: AssistantStore,
  latest: () => WidgetEngineProps,
  emit: (event: EngineEvent) => void,
): () => ChatEngineConfig {
  return () => {
    const current = latest();
    return {
      // The connection props as given (domain, baseUrl, api, apiKey, retrievalPageSize, filter, headers, fetch,
      // idleTimeoutMs, onBeforeSend, transport); the engine reads those it knows.
      ...current,
      // The host's `filter`, else the page's version and language, read for each request like the current path: a
      // client-side move to another version's page is followed (page-context/page-filter.ts).
      filter: filterFrom(current.filter),
      // Read when a question is sent, so client-side navigation is always followed (react/use-page-context.ts).
      getCurrentPath: () => currentPathFrom(latest().pageContext),
      onAnswer: (message) => emit({ type: 'answer', messageId: message.id, threadId: store.getState().threadId }),
      onError: (error) => {
        emit({ type: 'error', error });
        latest().onError?.(error);
      },
      crossTabKey: current.storage === undefined ? storageKey(current.domain) : undefined,
    };
  };
}
