import { Chat } from '@ai-sdk/react';
import type { ChatTransport } from 'ai';
import { toAssistantError, type AssistantRequestError } from '../core/errors';
import { adoptOtherTab } from '../store/cross-tab';
import { hydrateStore } from '../store/hydrate';
import { createSafeStorage } from '../store/safe-storage';
import { clampContext } from '../page-context/limits';
import { answerPreview } from './answer-preview';
import type { AssistantMessage } from '../core/types';
import type { AssistantStore, OutboxQuestion } from '../store/assistant-store';
import { sessionFromStore } from '../store/session';
import { DocsAssistantTransport, type DocsAssistantTransportOptions } from '../transport/docs-assistant-transport';
import { withThreadCapture } from '../transport/thread-capture';

/** What the engine reads from the widget's props: the transport's connection options, read fresh per request. */
export type ChatEngineConfig = Pick<
  DocsAssistantTransportOptions,
  'domain' | 'baseUrl' | 'api' | 'apiKey' | 'retrievalPageSize' | 'filter' | 'headers' | 'fetch' | 'idleTimeoutMs' | 'onBeforeSend'
> & {
  /** A host-supplied transport replaces the HTTP one (tests, stories, custom backends). */
  transport?: ChatTransport<AssistantMessage>;
  getCurrentPath(): string | undefined;
  onAnswer?(message: AssistantMessage): void;
  /** Every failure of a request, for the host's `onEvent`/`onError`. */
  onError?(error: AssistantRequestError): void;
  /** The `localStorage` key to follow other tabs on; unset when the host brought its own storage. */
  crossTabKey?: string;
};

export interface AssistantChat {
  chat: Chat<AssistantMessage>;
  dispose(): void;
}

const isSettled = (status: Chat<AssistantMessage>['status']) => status === 'ready' || status === 'error';

/**
 * Binds an AI SDK `Chat` to a widget store: sends what the composer queued, mirrors status for the eager UI, keeps
 * the settled conversation in the store (and so in storage), and marks answers that stopped early.
 */
export function createAssistantChat(store: AssistantStore, getConfig: () => ChatEngineConfig): AssistantChat {
  // The saved conversation and thread first: a question queued before it was read continues that thread.
  const justRestored = hydrateStore(store);
  const config = getConfig();
  const transport = config.transport
    ? withThreadCapture(config.transport, (threadId) => store.getState().setThread({ threadId }))
    : new DocsAssistantTransport({
      ...config,
      session: sessionFromStore(store),
      getCurrentPath: () => getConfig().getCurrentPath(),
      onBeforeSend: (body) => getConfig().onBeforeSend?.(body) ?? body,
    });

  // Another tab may have moved the conversation on since it was restored: start from where it is now. (Restored
  // just now, it is where it is now.)
  const { crossTabKey } = config;
  if (crossTabKey && !justRestored) adoptOtherTab(store, createSafeStorage().getItem(crossTabKey));

  const chat: Chat<AssistantMessage> = new Chat<AssistantMessage>({
    messages: store.getState().messages,
    transport,
    onFinish: ({ message, messages, isAbort, isDisconnect, isError }) => {
      const stoppedEarly = isAbort || isDisconnect || isError;
      if (stoppedEarly && message.role === 'assistant' && message.parts.length > 0) {
        message.metadata = { ...message.metadata, interrupted: true };
        chat.messages = messages.map((m) => (m.id === message.id ? { ...message } : m));
      }
      saveMessages();
      if (stoppedEarly) return;
      store.setState({ announcement: answerPreview(message) });
      getConfig().onAnswer?.(message);
    },
  });

  // Our own saves, told apart from a conversation adopted from another tab (which the chat must then show).
  let saving = false;
  function saveMessages() {
    saving = true;
    try {
      store.getState().setMessages(chat.messages);
    } finally {
      saving = false;
    }
  }

  // True from taking a question until its request is over. `chat.status` alone cannot tell: `sendMessage` awaits
  // before it sets 'submitted', and a question queued in that gap was sent alongside, answers crossing.
  let sending = false;
  // Set by `dispose`: stopping the chat settles its request, which must not hand a queued question to a dead chat.
  let disposed = false;
  const send = ({ text, context }: OutboxQuestion) => {
    const metadata: AssistantMessage['metadata'] = { createdAt: Date.now() };
    // The limits hold however context arrived (chips, host `addContext`, `ask(q, { context })`), panel open or not.
    const attached = clampContext(context).items;
    if (attached.length > 0) metadata.context = attached;
    const currentPath = getConfig().getCurrentPath();
    if (currentPath) metadata.currentPath = currentPath;
    const done = () => {
      sending = false;
      drainOutbox();
    };
    chat.sendMessage({ text, metadata }).then(done, done);
  };

  /** Sends the oldest queued question once nothing is in flight; the rest wait for its answer. */
  const drainOutbox = () => {
    if (disposed || sending || !isSettled(chat.status)) return;
    const [next, ...rest] = store.getState().outbox;
    if (!next) return;
    sending = true;
    store.setState({ outbox: rest });
    send(next);
  };

  // Status and error arrive through separate callbacks, in either order: mirror both whenever either changes.
  let reported: unknown = null;
  const mirrorStatus = () => {
    const error = chat.error ? toAssistantError(chat.error) : null;
    store.getState().setStatus(chat.status, error);
    if (chat.status === 'error') {
      saveMessages();
      // Both callbacks fire for one failure: report it once.
      if (error && chat.error !== reported) {
        reported = chat.error;
        getConfig().onError?.(error);
      }
    }
    drainOutbox();
  };
  const unsubscribeStatus = chat['~registerStatusCallback'](mirrorStatus);
  const onStorage = (event: StorageEvent) => {
    if (event.key === crossTabKey) adoptOtherTab(store, event.newValue);
  };
  if (crossTabKey) window.addEventListener('storage', onStorage);
  const unsubscribeError = chat['~registerErrorCallback'](mirrorStatus);

  const unsubscribeStore = store.subscribe((state, previous) => {
    if (state.conversation !== previous.conversation) {
      void chat.stop();
      chat.messages = [];
      chat.clearError();
    }
    if (state.outbox !== previous.outbox && state.outbox.length > 0) drainOutbox();
    if (state.messages !== previous.messages && !saving && isSettled(chat.status) && state.messages !== chat.messages) {
      chat.messages = state.messages;
    }
  });

  drainOutbox();

  return {
    chat,
    dispose() {
      disposed = true;
      unsubscribeStatus();
      unsubscribeError();
      if (crossTabKey) window.removeEventListener('storage', onStorage);
      unsubscribeStore();
      void chat.stop();
    },
  };
}
