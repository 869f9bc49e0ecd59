import { AbstractChat, type ChatOnFinishCallback, type ChatTransport } from 'ai';
import { toAssistantError, type AssistantRequestError } from '../core/errors';
import type { AssistantFilter, AssistantMessage } from '../core/types';
import { holdWhileAnswering } from '../store/answering-lock';
import { adoptOtherTab } from '../store/cross-tab';
import { followHistory, historyKey } from '../store/history';
import { hydrateStore } from '../store/hydrate';
import { createSafeStorage } from '../store/safe-storage';
import type { AssistantStore, EngineControls, OutboxQuestion } from '../store/assistant-store';
import { sessionFromStore } from '../store/session';
import { DocsAssistantTransport, type DocsAssistantTransportOptions } from '../transport/docs-assistant-transport';
import { withThreadCapture } from '../transport/thread-capture';
import { answerPreview } from './answer-preview';
import { explainRefusedKey } from './explain-refused-key';
import { StoreChatState } from './store-chat-state';

/** What the engine reads from the widget's props, through a getter, on every request. */
export interface ChatEngineConfig {
  domain: string;
  baseUrl?: string | undefined;
  api?: string | undefined;
  apiKey?: string | undefined;
  retrievalPageSize?: number | undefined;
  filter?: AssistantFilter | null | undefined;
  headers?: Record<string, string> | undefined;
  fetch?: typeof fetch | undefined;
  idleTimeoutMs?: number | undefined;
  onBeforeSend?: DocsAssistantTransportOptions['onBeforeSend'];
  /** A host-supplied transport replaces the HTTP one (tests, stories, custom backends). */
  transport?: ChatTransport<AssistantMessage> | undefined;
  getCurrentPath: () => string | undefined;
  onAnswer?: (message: AssistantMessage) => void;
  /** Every failure of a request, once, for the host's `onEvent`/`onError`. */
  onError?: (error: AssistantRequestError) => void;
  /** The `localStorage` key to follow other tabs on; unset when the host brought its own storage. */
  crossTabKey?: string | undefined;
}

/** The AI SDK's chat with its state in the widget's store (engine/store-chat-state.ts). */
class StoreBackedChat extends AbstractChat<AssistantMessage> {}

export interface AssistantChat extends EngineControls {
  /** Stops what is in flight and lets go of the store and the page. */
  dispose: () => void;
}

/**
 * The chat engine of one widget: an AI SDK chat whose messages, status and error live in the store, a transport that
 * reads the props as they are when each request is built, and the store's outbox sent one question at a time.
 */
export function createAssistantChat(store: AssistantStore, getConfig: () => ChatEngineConfig): AssistantChat {
  // The saved conversation and thread first: a question queued before it was read continues that thread.
  const justRestored = hydrateStore(store);
  const { crossTabKey } = getConfig();
  // Another tab may have moved the conversation on since it was restored: start from where it is now.
  if (crossTabKey && !justRestored) adoptOtherTab(store, crossTabKey, createSafeStorage().getItem(crossTabKey));

  const transport = liveTransport(store, getConfig);

  const onFinish: ChatOnFinishCallback<AssistantMessage> = ({ message, messages, isAbort, isDisconnect, isError }) => {
    if (isAbort || isDisconnect || isError) {
      // Keep what arrived, marked: the reader sees the answer is partial and can continue or regenerate it. An abort
      // is the reader's own Stop (the chat is stopped for nothing else while it lives); the rest are failures.
      if (message.role === 'assistant' && message.parts.length > 0) {
        const mark = isAbort ? { stopped: true } : { interrupted: true };
        const partial = { ...message, metadata: { ...message.metadata, ...mark } };
        chat.messages = messages.map((m) => (m.id === message.id ? partial : m));
      }
      return;
    }
    store.getState().announce(answerPreview(message));
    getConfig().onAnswer?.(message);
  };

  let explainedKey = false;
  const chat = new StoreBackedChat({
    state: new StoreChatState(store),
    transport,
    onFinish,
    onError: (error) => {
      const failure = toAssistantError(error);
      const advice = explainedKey ? undefined : explainRefusedKey(failure, getConfig());
      if (advice) {
        // Once per widget: retrying cannot help, and the developer needs the reason only once.
        explainedKey = true;
        console.error(advice);
      }
      getConfig().onError?.(failure);
    },
  });

  // The order of work, one step at a time:
  //   1. a request (a question from the outbox, a regenerate, a retry) runs until it settles: answered, failed or
  //      stopped, its last writes done;
  //   2. then the conversation switches asked for meanwhile (new, or one opened from the history) apply;
  //   3. then the oldest question still in the outbox goes out, in the conversation open now.
  // Why it must be explicit: the chat writes its answer into whatever conversation the store holds, so a switch
  // applied while a stopped request settles would receive that answer's last pieces; and the chat's status cannot
  // mark a request as ours, since `sendMessage` awaits before it sets 'submitted' (a question taken in that gap
  // went out alongside, the answers crossing). `running` counts our requests from the moment they start.
  let running = 0;
  const switches: Array<() => void> = [];
  let disposed = false;

  const track = (request: Promise<unknown>) => {
    running++;
    // Another tab restoring this conversation meanwhile waits for this answer rather than call it stopped.
    if (crossTabKey) holdWhileAnswering(crossTabKey, request);
    const settled = () => {
      running--;
      next();
    };
    request.then(settled, settled);
  };

  const send = ({ text, context }: OutboxQuestion) => {
    const metadata: AssistantMessage['metadata'] = { createdAt: Date.now() };
    if (context.length > 0) metadata.context = context;
    const currentPath = getConfig().getCurrentPath();
    if (currentPath) metadata.currentPath = currentPath;
    track(chat.sendMessage({ text, metadata }));
  };

  function next() {
    if (disposed || running > 0) return;
    for (const apply of switches.splice(0)) apply();
    const { status, outbox } = store.getState();
    const [question] = outbox;
    if (!question || status === 'submitted' || status === 'streaming') return;
    // Started before it leaves the outbox: the store calls its subscribers synchronously inside `takeQuestion`, and
    // that call of `next` must find the request running.
    send(question);
    store.getState().takeQuestion();
  }

  const unsubscribe = store.subscribe((state, previous) => {
    if (state.outbox !== previous.outbox || state.status !== previous.status) next();
  });
  const historyOfTabs = crossTabKey && historyKey(crossTabKey);
  const onStorage = (event: StorageEvent) => {
    if (event.key === crossTabKey) adoptOtherTab(store, crossTabKey, event.newValue);
    else if (event.key === historyOfTabs) followHistory(store);
  };
  if (crossTabKey) window.addEventListener('storage', onStorage);

  const engine: AssistantChat = {
    stop: () => void chat.stop(),
    regenerate(messageId) {
      chat.clearError();
      track(chat.regenerate(messageId ? { messageId } : {}));
    },
    switchConversation(apply) {
      if (running === 0) {
        apply();
        return;
      }
      // Stopping ends the request in flight; its settling runs `next`, which applies the switch before any question.
      switches.push(apply);
      void chat.stop();
    },
    dispose() {
      disposed = true;
      unsubscribe();
      if (crossTabKey) window.removeEventListener('storage', onStorage);
      store.getState().attachEngine(null);
      void chat.stop();
    },
  };
  store.getState().attachEngine(engine);
  next();
  return engine;
}

/**
 * The transport of the moment: the host's (`transport` prop), with the widget's thread capture, or the HTTP one,
 * chosen per request like every other prop. The HTTP transport is made when first needed, so a host transport never
 * meets its key checks.
 */
function liveTransport(store: AssistantStore, getConfig: () => ChatEngineConfig): ChatTransport<AssistantMessage> {
  const session = sessionFromStore(store);
  const onThreadId = (threadId: string) => store.getState().setThread({ threadId });
  let http: DocsAssistantTransport | undefined;
  const captured = new WeakMap<ChatTransport<AssistantMessage>, ChatTransport<AssistantMessage>>();
  const current = (): ChatTransport<AssistantMessage> => {
    const host = getConfig().transport;
    if (!host) return (http ??= new DocsAssistantTransport(() => ({ ...transportOptions(getConfig()), session })));
    let wrapped = captured.get(host);
    if (!wrapped) captured.set(host, (wrapped = withThreadCapture(host, onThreadId)));
    return wrapped;
  };
  return {
    sendMessages: (options) => current().sendMessages(options),
    reconnectToStream: (options) => current().reconnectToStream(options),
  };
}

/** The transport's share of the config, field by field: a prop that is not listed here never reaches a request. */
function transportOptions(config: ChatEngineConfig): Omit<DocsAssistantTransportOptions, 'session'> {
  return {
    domain: config.domain,
    baseUrl: config.baseUrl,
    api: config.api,
    apiKey: config.apiKey,
    retrievalPageSize: config.retrievalPageSize,
    filter: config.filter,
    headers: config.headers,
    fetch: config.fetch,
    idleTimeoutMs: config.idleTimeoutMs,
    onBeforeSend: config.onBeforeSend,
    getCurrentPath: config.getCurrentPath,
  };
}
