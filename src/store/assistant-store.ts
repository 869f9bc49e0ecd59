import { createStore, type StoreApi } from 'zustand/vanilla';
import { ANONYMOUS_FP } from '../core/limits';
import { clampQuestion } from '../core/question-limit';
import type { AssistantErrorInfo } from '../core/errors';
import type { AssistantMessage, ContextItem, ThreadState } from '../core/types';
import type { ConversationStorage } from './persistence';

/** A question waiting for the chat engine (it loads on intent, so the reader may ask before it is there). */
export interface OutboxQuestion {
  id: string;
  text: string;
  context: ContextItem[];
}

export interface AssistantState extends ThreadState {
  fp: string;
  /** The conversation as last settled (not updated per streamed token). */
  messages: AssistantMessage[];
  /** What the reader is typing; persisted so a reload never loses a question. */
  draft: string;
  /** Context attached to the next question, shown as chips in the composer. */
  context: ContextItem[];
  outbox: OutboxQuestion[];
  /** Bumped by "New conversation" so the chat engine can drop its in-flight state. */
  conversation: number;
  /** Mirrors the chat engine (not persisted): the eager parts read it before the engine's code has loaded. */
  status: AssistantStatus;
  error: AssistantErrorInfo | null;
  /** Plain-text preview of the latest completed answer, for the polite live region (not persisted). */
  announcement: string;
  /**
   * Length of the last question or draft before it was cut to `MAX_QUESTION_CHARS`, so the composer can say so;
   * 0 when nothing was cut (not persisted).
   */
  questionTrimmedFrom: number;
}

export type AssistantStatus = 'ready' | 'submitted' | 'streaming' | 'error';

export interface AssistantActions {
  setThread(update: Partial<ThreadState>): void;
  setMessages(messages: AssistantMessage[]): void;
  setDraft(draft: string): void;
  addContext(item: ContextItem): void;
  removeContext(index: number): void;
  clearContext(): void;
  /** Queues a question for the chat engine, taking the attached context with it. */
  ask(text: string, options?: { context?: ContextItem[] }): void;
  newConversation(): void;
  setStatus(status: AssistantStatus, error?: AssistantErrorInfo | null): void;
}

export type AssistantStore = StoreApi<AssistantState & AssistantActions>;

export interface AssistantStoreOptions {
  domain: string;
  fp?: string;
  /**
   * Where the conversation is saved; defaults to a `localStorage` that never throws. `null` keeps it in memory.
   * The saved conversation is restored by `hydrateStore(store)` (see ./hydrate.ts), not here.
   */
  storage?: ConversationStorage | null;
}

/** Where a store's saved conversation lives, until `hydrateStore` restores it and starts saving. */
export interface PendingPersistence {
  key: string;
  /** Undefined: the default, a `localStorage` that never throws. */
  storage: ConversationStorage | undefined;
}

const pendingPersistence = new WeakMap<AssistantStore, PendingPersistence>();

/** Hands the store's persistence over to whoever restores it, once: later calls get undefined. */
export function takePendingPersistence(store: AssistantStore): PendingPersistence | undefined {
  const pending = pendingPersistence.get(store);
  pendingPersistence.delete(store);
  return pending;
}

/** One key per domain: widgets for the same docs share a conversation, others never do. */
export function storageKey(domain: string): string {
  return `docs-assistant:${domain}`;
}

let nextOutboxId = 0;

const emptyConversation = (): Pick<AssistantState, 'threadId' | 'threadKey' | 'messages' | 'context' | 'outbox'> => ({
  threadId: null,
  threadKey: null,
  messages: [],
  context: [],
  outbox: [],
});

/**
 * A vanilla store per widget instance (no React), seeded from props. It starts in memory: reading `localStorage`
 * (the first read in a page is a synchronous trip to the browser's storage, milliseconds) and checking what it holds
 * wait for `hydrateStore`, which runs when the page is idle or the reader reaches for the assistant, whichever
 * comes first. Only the panel and the engine show or send the conversation, and both hydrate before they do.
 */
export function createAssistantStore({ domain, fp = ANONYMOUS_FP, storage }: AssistantStoreOptions): AssistantStore {
  const store = createStore<AssistantState & AssistantActions>()((set, get) => ({
    ...emptyConversation(),
    fp,
    draft: '',
    conversation: 0,
    status: 'ready',
    error: null,
    announcement: '',
    questionTrimmedFrom: 0,
    setStatus: (status, error = null) => set({ status, error }),
    setThread(update) {
      set((state) => {
        const threadId = update.threadId ?? state.threadId;
        // A key belongs to one thread: a new thread id without its key invalidates the old key.
        const threadKey =
          update.threadKey ?? (threadId === state.threadId ? state.threadKey : null);
        return { threadId, threadKey };
      });
    },
    setMessages: (messages) => set({ messages }),
    setDraft(draft) {
      const clamped = clampQuestion(draft);
      // Clearing the draft after a send keeps the note: it tells what was sent.
      if (clamped.trimmedFrom) set({ draft: clamped.text, questionTrimmedFrom: clamped.trimmedFrom });
      else if (draft) set({ draft, questionTrimmedFrom: 0 });
      else set({ draft });
    },
    addContext: (item) => set((state) => ({ context: [...state.context, item] })),
    removeContext: (index) => set((state) => ({ context: state.context.filter((_, i) => i !== index) })),
    clearContext: () => set({ context: [] }),
    ask(question, options) {
      const context = options?.context ?? get().context;
      const { text, trimmedFrom } = clampQuestion(question);
      set((state) => ({
        ...(trimmedFrom ? { questionTrimmedFrom: trimmedFrom } : {}),
        outbox: [...state.outbox, { id: `q${++nextOutboxId}`, text, context }],
        context: options?.context ? state.context : [],
      }));
    },
    newConversation: () =>
      set((state) => ({
        ...emptyConversation(),
        conversation: state.conversation + 1,
        status: 'ready',
        error: null,
        questionTrimmedFrom: 0,
      })),
  }));
  if (storage !== null) pendingPersistence.set(store, { key: storageKey(domain), storage });
  return store;
}
