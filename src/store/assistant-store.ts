import { createStore, type StoreApi } from 'zustand/vanilla';
import { ANONYMOUS_FP } from '../core/limits';
import { clampQuestion } from '../core/question-limit';
import type { AssistantErrorInfo } from '../core/errors';
import type { AssistantMessage, ContextItem, ThreadState } from '../core/types';
import { persistStore, type ConversationStorage } from './persistence';
import { createSafeStorage } from './safe-storage';

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
  takeOutbox(): OutboxQuestion[];
  newConversation(): void;
  setStatus(status: AssistantStatus, error?: AssistantErrorInfo | null): void;
}

export type AssistantStore = StoreApi<AssistantState & AssistantActions>;

export interface AssistantStoreOptions {
  domain: string;
  fp?: string;
  /** Where to persist; defaults to a `localStorage` that never throws. `null` disables persistence. */
  storage?: ConversationStorage | null;
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

/** A vanilla store per widget instance (no React), seeded from props and persisted per domain. */
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
    takeOutbox() {
      const { outbox } = get();
      if (outbox.length > 0) set({ outbox: [] });
      return outbox;
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
  if (storage !== null) {
    persistStore(store, {
      key: storageKey(domain),
      storage: storage ?? createSafeStorage(),
      fields: ['threadId', 'threadKey', 'messages', 'draft', 'context'],
      // Corrupt or foreign data in storage must not break the widget: keep only well-formed fields.
      sanitise: sanitisePersisted,
    });
  }
  return store;
}

/** Keeps only the well-formed fields of a persisted conversation (storage may hold corrupt or foreign data). */
export function sanitisePersisted(value: unknown): Partial<AssistantState> {
  if (!value || typeof value !== 'object') return {};
  const v = value as Record<string, unknown>;
  const out: Partial<AssistantState> = {};
  if (typeof v.threadId === 'string') out.threadId = v.threadId;
  if (typeof v.threadKey === 'string') out.threadKey = v.threadKey;
  if (typeof v.draft === 'string') out.draft = clampQuestion(v.draft).text;
  if (Array.isArray(v.messages)) out.messages = v.messages.filter(isMessage);
  if (Array.isArray(v.context)) out.context = v.context.filter(isContextItem);
  return out;
}

function isMessage(value: unknown): value is AssistantMessage {
  if (!value || typeof value !== 'object') return false;
  const m = value as Record<string, unknown>;
  return typeof m.id === 'string' && (m.role === 'user' || m.role === 'assistant') && Array.isArray(m.parts) && m.parts.every(isPart);
}

/** Every part is rendered by its `type`, and text parts by their `text`: a null or untyped part would throw there. */
function isPart(value: unknown): boolean {
  if (!value || typeof value !== 'object') return false;
  const p = value as Record<string, unknown>;
  return typeof p.type === 'string' && (p.type !== 'text' || typeof p.text === 'string');
}

function isContextItem(value: unknown): value is ContextItem {
  if (!value || typeof value !== 'object') return false;
  const c = value as Record<string, unknown>;
  return (c.type === 'code' || c.type === 'textSelection') && typeof c.value === 'string';
}
