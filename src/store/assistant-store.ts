import { createStore, type StoreApi } from 'zustand/vanilla';
import type { AttachedContext, ClampedContext } from '../core/context-limits';
import { ANONYMOUS_FP } from '../core/anonymous-fp';
import type { AssistantErrorInfo } from '../core/errors';
import type { AssistantMessage, ContextItem, ThreadState } from '../core/types';
import type { SavedConversation } from './saved-conversation';
import type { StoreLimits } from './limits';
import type { ConversationStorage } from './persistence';

/** A question waiting for the chat engine (it loads on intent, so the reader may ask before it is there). */
export interface OutboxQuestion {
  id: string;
  text: string;
  context: AttachedContext[];
}

/** What the limits changed in the last context attached, so the chips can say it rather than drop it silently. */
export interface ContextNotice {
  dropped: number;
  trimmed: number;
  duplicates: number;
}

/** What the store asks of the chat engine once it has loaded (see engine/assistant-chat.ts). */
export interface EngineControls {
  /** Ends the answer in flight, keeping what arrived. */
  stop: () => void;
  /**
   * Replaces the conversation by `apply`: at once when nothing is in flight, else after stopping the answer in flight
   * and letting its request settle, so its last writes land in the conversation it belongs to (see
   * engine/assistant-chat.ts for the order of work).
   */
  switchConversation: (apply: () => void) => void;
  /** Asks again for the answer to `messageId`, or for the last question when undefined. */
  regenerate: (messageId?: string) => void;
}

export type AssistantStatus = 'ready' | 'submitted' | 'streaming' | 'error';

export interface AssistantState extends ThreadState {
  fp: string;
  /** The conversation. The engine's chat state lives here, so it changes with every streamed token. */
  messages: AssistantMessage[];
  /** The engine's request status; 'ready' until the engine exists. */
  status: AssistantStatus;
  /** The last failure: of a request, or of loading the engine's code. */
  error: AssistantErrorInfo | null;
  /**
   * What the reader is typing; persisted so a reload never loses a question. Within the question's limit once the store
   * is restored (`hydrateStore`), as queued questions are: nothing saves or sends them before.
   */
  draft: string;
  /**
   * Context attached to the next question, shown as chips in the composer: within the limits once the store is
   * restored (`hydrateStore`, which brings their code). Attached before, it waits as given; nothing shows, saves or
   * sends it until then.
   */
  context: AttachedContext[];
  /** What the limits changed the last time context was attached; null once the reader has seen it go. */
  contextNotice: ContextNotice | null;
  outbox: OutboxQuestion[];
  /** Bumped by "New conversation": what was restored or typed before it belongs to the old one. */
  conversation: number;
  /** Plain-text preview of the latest completed answer, for the polite live region (not persisted). */
  announcement: string;
  /**
   * Another tab of the same docs is receiving the answer to the conversation's last question (store/answering-lock.ts):
   * this one shows it once that tab saves it (not persisted; absent until a tab restores or adopts such a question).
   */
  answeringElsewhere?: boolean;
  /**
   * Length of the last question or draft before it was cut to `MAX_QUESTION_CHARS`, so the composer can say so;
   * 0 when nothing was cut (not persisted).
   */
  questionTrimmedFrom: number;
  /** The loaded chat engine, or null while its code is not here. */
  engine: EngineControls | null;
  /** The engine was wanted (the assistant opened, or a question waits): from then on it loads and stays. */
  engineWanted: boolean;
  /** Bumped by a retry while there is no engine (its code failed to load): the root loads it again. */
  engineAttempt: number;
  /** Where the conversation is saved; null keeps it in memory. */
  persistence: StorePersistence | null;
  /** The saved conversation has been read (`hydrateStore`); from then on every change is saved. */
  restored: boolean;
  /** The limits on questions and attached context (./limits.ts), set by `hydrateStore`. */
  limits?: StoreLimits;
  /** Keep the history (the `history` prop); false stores no list. Read once, when the store is made. */
  keepsHistory: boolean;
  /**
   * The history: the conversations kept, newest first, the open one included once it has a question; read with the
   * saved conversation, kept in step with other tabs. Its rules (order, caps, open, delete, clear) are in
   * ./history.ts.
   */
  history?: SavedConversation[];
  /** The panel shows the history instead of the open conversation. */
  historyOpen?: boolean;
  /**
   * Storage refused the history (full or denied): true while the notice shows, false once dismissed
   * (it never shows again in this page), undefined before any refusal.
   */
  historyNotice?: boolean;
  /** The last write of the list was refused: memory holds the newer list. */
  historyUnsaved?: boolean;
  /** Ids deleted in this page, so an answer settling after its conversation's deletion does not re-add it. */
  historyDeleted?: string[];
  /** The search view is open (Ctrl/⌘+K, the header's Search, `openSearch()`). Its rules: search/ and ui/search/. */
  searchOpen?: boolean;
  /** The search field's text, kept while the view is closed: "Back to search" reopens it where it was. */
  searchQuery?: string;
  /** The question "Ask AI" sent from the search view: the panel offers "Back to search" while it is set. */
  searchAsked?: string;
  /** Recent searches and questions asked from search, newest first (search/recents.ts), once read. */
  searchRecents?: Array<{ kind: 'search' | 'ask'; text: string }>;
}

export interface AssistantActions {
  /** The only writer of `threadId` and `threadKey`. A new thread id without its key drops the old key. */
  setThread: (update: Partial<ThreadState>) => void;
  /** Drops the thread (the service no longer knows it): the next question starts a new one. */
  forgetThread: () => void;
  setDraft: (draft: string) => void;
  /** Attaches context within the limits, and says in `contextNotice` what the limits changed. */
  addContext: (item: ContextItem | ContextItem[]) => void;
  removeContext: (index: number) => void;
  clearContext: () => void;
  /** Queues a question for the chat engine, taking the attached context with it (or the context given). */
  ask: (text: string, options?: { context?: ContextItem[] }) => void;
  /** Takes the oldest queued question, for the engine to send. */
  takeQuestion: () => OutboxQuestion | undefined;
  stop: () => void;
  regenerate: (messageId?: string) => void;
  /** Tries the last failed request again (in a fresh thread when the service lost ours), or loads the engine again. */
  retry: () => void;
  newConversation: () => void;
  /**
   * Replaces the conversation and thread with saved ones: this tab's storage, or another tab's newer conversation
   * (which also ends this tab's failed state: the other tab's conversation has none).
   */
  restore: (
    saved: { messages: AssistantMessage[]; threadId: string | null; threadKey: string | null },
    options?: { clearError?: boolean },
  ) => void;
  announce: (text: string) => void;
  attachEngine: (engine: EngineControls | null) => void;
  /** Asks for the engine: it loads, and then lives as long as the widget, so closing never cuts an answer off. */
  wantEngine: () => void;
  /** The engine's code failed to load (offline, a deploy replaced it): a network error the reader can retry. */
  engineFailed: (reason: string) => void;
  setFp: (fp: string) => void;
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
  /** Keep the history: past conversations beside the open one (./history.ts). Default true. */
  history?: boolean;
}

/** Where a store's saved conversation lives, until `hydrateStore` restores it and starts saving. */
export interface StorePersistence {
  key: string;
  /** Undefined: the default, a `localStorage` that never throws. */
  storage: ConversationStorage | undefined;
}

/** One key per domain: widgets for the same docs share a conversation, others never do. */
export function storageKey(domain: string): string {
  return `docs-assistant:${domain}`;
}

/** The thread after an update: a key belongs to one thread, so a new thread id without its key drops the old key. */
function threadAfter(state: ThreadState, update: Partial<ThreadState>): ThreadState {
  const threadId = update.threadId === undefined ? state.threadId : update.threadId;
  return { threadId, threadKey: update.threadKey ?? (threadId === state.threadId ? state.threadKey : null) };
}

const noticeOf = ({ dropped, trimmed, duplicates, changed }: ClampedContext): ContextNotice | null =>
  changed ? { dropped, trimmed, duplicates } : null;

/**
 * A vanilla store per widget instance (no React), seeded from props. It owns the conversation's rules: the limits on
 * questions and context, thread continuity, the outbox, and what retry, stop and "New conversation" mean. The chat
 * engine keeps its state here (engine/store-chat-state.ts), so there is one copy of messages, status and error.
 *
 * It starts in memory: reading `localStorage` (the first read in a page is a synchronous trip to the browser's
 * storage, milliseconds) waits for `hydrateStore`, which runs when the reader reaches for the assistant.
 */
export function createAssistantStore({
  domain,
  fp = ANONYMOUS_FP,
  storage,
  history = true,
}: AssistantStoreOptions): AssistantStore {
  let asked = 0;
  const store = createStore<AssistantState & AssistantActions>()((set, get) => ({
    threadId: null,
    threadKey: null,
    fp,
    messages: [],
    status: 'ready',
    error: null,
    draft: '',
    context: [],
    contextNotice: null,
    outbox: [],
    conversation: 0,
    announcement: '',
    questionTrimmedFrom: 0,
    engine: null,
    engineWanted: false,
    engineAttempt: 0,
    persistence: storage === null ? null : { key: storageKey(domain), storage },
    restored: false,
    keepsHistory: history,

    setThread: (update) => set((state) => threadAfter(state, update)),
    forgetThread: () => get().setThread({ threadId: null }),
    setDraft(draft) {
      const clamped = get().limits?.clampQuestion(draft);
      // Clearing the draft after a send keeps the note: it tells what was sent.
      if (clamped?.trimmedFrom) set({ draft: clamped.text, questionTrimmedFrom: clamped.trimmedFrom });
      else if (draft) set({ draft, questionTrimmedFrom: 0 });
      else set({ draft });
    },
    addContext(item) {
      const { context, limits } = get();
      const attached = [...context, ...(Array.isArray(item) ? item : [item])];
      const clamped = limits?.clampContext(attached);
      set(clamped ? { context: clamped.items, contextNotice: noticeOf(clamped) } : { context: attached });
    },
    removeContext: (index) =>
      set((state) => ({ context: state.context.filter((_, i) => i !== index), contextNotice: null })),
    clearContext: () => set({ context: [], contextNotice: null }),
    ask(question, options) {
      const { limits } = get();
      // Before the store is restored, `hydrateStore` applies the limits to the queued question.
      const { text, trimmedFrom } = limits?.clampQuestion(question.trim()) ?? { text: question.trim() };
      if (!text) return;
      const own = options?.context;
      const context = own ? (limits?.clampContext(own).items ?? own) : get().context;
      set((state) => ({
        ...(trimmedFrom ? { questionTrimmedFrom: trimmedFrom } : {}),
        outbox: [...state.outbox, { id: `q${++asked}`, text, context }],
        // The attached chips go with the question; context given with it leaves them for the next one.
        ...(own ? {} : { context: [], contextNotice: null }),
      }));
    },
    takeQuestion() {
      const [next, ...rest] = get().outbox;
      if (next) set({ outbox: rest });
      return next;
    },
    stop: () => get().engine?.stop(),
    regenerate: (messageId) => get().engine?.regenerate(messageId),
    retry() {
      const { engine, error } = get();
      if (!engine) {
        set((state) => ({ status: 'ready', error: null, engineAttempt: state.engineAttempt + 1 }));
        return;
      }
      // The service no longer knows the thread: ask again in a fresh one rather than fail the same way.
      if (error?.kind === 'not-found') get().forgetThread();
      engine.regenerate();
    },
    newConversation() {
      // At once: nothing queued or attached for the old conversation goes to the new one.
      set({ outbox: [], context: [], contextNotice: null });
      const apply = () => {
        // One change: the conversation and its thread never show apart (the history records what it sees).
        set((state) => ({
          ...threadAfter(state, { threadId: null }),
          messages: [],
          conversation: state.conversation + 1,
          status: 'ready',
          error: null,
          questionTrimmedFrom: 0,
        }));
      };
      const { engine } = get();
      if (engine) engine.switchConversation(apply);
      else apply();
    },
    restore({ messages, threadId, threadKey }, options) {
      set((state) => ({
        ...threadAfter(state, { threadId, threadKey }),
        ...(options?.clearError ? { messages, status: 'ready', error: null } : { messages }),
      }));
    },
    announce: (announcement) => set({ announcement }),
    attachEngine: (engine) => set({ engine }),
    wantEngine: () => {
      if (!get().engineWanted) set({ engineWanted: true });
    },
    engineFailed: (reason) =>
      set({ status: 'error', error: { kind: 'network', message: `Could not load the assistant: ${reason}` } }),
    setFp: (next) => set({ fp: next }),
  }));
  return store;
}
