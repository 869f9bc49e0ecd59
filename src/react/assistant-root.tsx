import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ChatTransport } from 'ai';
import { useStore } from 'zustand';
import type { ChatEngineConfig } from '../engine/assistant-chat';
import { isServerOnlyKey } from '../core/key-kind';
import { ANONYMOUS_FP } from '../core/limits';
import type { AssistantSupport } from '../core/support';
import type { AssistantFilter, AssistantMessage, ContextItem } from '../core/types';
import { createAssistantStore, storageKey } from '../store/assistant-store';
import type { DocsAssistantTransportOptions } from '../transport/docs-assistant-transport';
import type { AssistantLabelOverrides } from './labels';
import type { AssistantEvent, AssistantFeedback } from './events';
import type { AssistantClassNames } from './slots';
import { loadKeyExplanation } from './lazy-chunks';
import { useLatest } from './use-latest';
import { AssistantStoreContext } from './store-context';
import { useChatEngine } from './use-chat-engine';
import { useControllableState } from './use-controllable-state';
import { usePageContext, type PageContextOptions } from './use-page-context';
import { DEFAULT_SHORTCUT, useShortcut } from './use-shortcut';
import { useReopenAfterNavigation } from './use-reopen-after-navigation';
import { useUrlQuestion } from './use-url-question';
import { AssistantWidgetContext, type AssistantVariant, type AssistantWidgetBase } from './widget-context';

export interface AssistantRootProps {
  /** The docs site's identifier on the service (last segment of the dashboard URL). Required. */
  domain: string;
  /** Service base address. Default `https://api.mintlify.com`. */
  baseUrl?: string;
  /** Full endpoint URL, e.g. your proxy at `/api/assistant`. Replaces `baseUrl` and the path. */
  api?: string;
  /** Assistant key (`mint_dsc_…`), sent as `Authorization: Bearer`. Admin keys are refused. Default none. */
  apiKey?: string;
  /** Reader fingerprint: `anonymous` or a unique user id. Default `'anonymous'`. */
  fp?: string;
  /** How many doc search results the service answers from. Default 5. */
  retrievalPageSize?: number;
  /** Retrieval filter (`version`, `language`, `groups`). Default none. */
  filter?: AssistantFilter | null;
  /** Extra request headers. Default none. */
  headers?: Record<string, string>;
  /** Custom `fetch` (tests, instrumentation). Default the global one. */
  fetch?: typeof fetch;
  /** Longest wait for the next bytes of a streamed answer before it ends as interrupted, with retry. Default 30000 ms. */
  idleTimeoutMs?: number;
  /** Replaces the HTTP transport entirely (custom backends, stories, tests). Default none. */
  transport?: ChatTransport<AssistantMessage>;
  /** Questions offered on an empty conversation. Default none. */
  starterQuestions?: string[];
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. Default false. */
  defaultOpen?: boolean;
  /** Called whenever the assistant opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Layout: floating `popover` (default), `sidebar`, `modal`, or `inline` in the page flow. */
  variant?: AssistantVariant;
  /** Keyboard shortcut that toggles the assistant; `mod` is Cmd on macOS, Ctrl elsewhere. Default `'mod+i'`. */
  shortcut?: string | false;
  /** Open and ask the question in the `?assistant=` URL parameter. Default true. */
  urlQuestion?: boolean;
  /** Page context sources (current path, selections, code), or `false` for none. Default all on. */
  pageContext?: PageContextOptions | false;
  /** Last look at each request body: redact it, or return `false` to cancel. */
  onBeforeSend?: DocsAssistantTransportOptions['onBeforeSend'];
  /** Every visible string and accessible name. Default English. */
  labels?: AssistantLabelOverrides;
  /** A class per slot, for hosts that style with their own CSS or utility classes. */
  classNames?: AssistantClassNames;
  /** Drop the preset's styles (it still sets `data-*` attributes). Default false. */
  unstyled?: boolean;
  /** Everything that happens, for analytics. */
  onEvent?: (event: AssistantEvent) => void;
  /** Request and configuration errors. */
  onError?: (error: Error) => void;
  /** Thumbs up or down on an answer. */
  onFeedback?: (feedback: AssistantFeedback) => void;
  /**
   * Called on the reader's signs of intent (the launcher reached, the shortcut's modifier, a selection): load your own
   * lazy parts here. The preset loads its panel. Default none.
   */
  onIntent?: () => void;
  /** The panel's title. Default the site's name (`og:site_name`) as "Ask {site}", else the `title` label ("Ask AI"). */
  title?: string;
  /**
   * A way to reach people, offered under an answer marked unhelpful and under a question the docs do not cover: a URL
   * or `mailto:` template with `{threadId}`, `{question}` and `{path}` (filled in URL-encoded), or a function called
   * with the same details. Default none.
   */
  support?: AssistantSupport;
  /**
   * Reopen the assistant, at the answer the reader was on, when they follow a link from it and the next page (a full
   * load, same tab, within 10 minutes) mounts the widget; not if they closed it first. Needs a persisted
   * conversation (`storage` not `null`). Default true.
   */
  reopenAfterNavigation?: boolean;
  /** Where to persist the conversation. Default `localStorage` per domain; `null` keeps it in memory. */
  storage?: Parameters<typeof createAssistantStore>[0]['storage'];
  /**
   * Keep recent conversations, each with its thread, in a "Recent conversations" view (in `storage`, beside the open
   * conversation; at most 30 and 500,000 characters, oldest dropped first). `false` stores no list. Read once, at
   * mount. Default true.
   */
  history?: boolean;
  children?: ReactNode;
}

/** Headless root: one store per instance, open state, the lazily loaded engine, and the shared configuration. */
export function AssistantRoot(props: AssistantRootProps) {
  // One widget per docs site: a changed `domain` starts that site's own conversation, with its own store and engine.
  return <DomainRoot key={props.domain} {...props} />;
}

function DomainRoot(props: AssistantRootProps) {
  const { domain, fp = ANONYMOUS_FP, storage, history, children } = props;
  const [store] = useState(() => createAssistantStore({ domain, fp, storage, history }));
  useEffect(() => store.getState().setFp(fp), [store, fp]);

  const latest = useLatest(props);
  const emit = useCallback((event: AssistantEvent) => latest().onEvent?.(event), [latest]);
  // A server-only key is refused before anything is loaded or sent. The explanation (long, and only ever needed by
  // a misconfigured site) is a small chunk of its own, never the engine, to tell the developer why and what to use
  // instead.
  const keyRefused = props.apiKey !== undefined && isServerOnlyKey(props.apiKey);
  useEffect(() => {
    if (!keyRefused) return;
    void loadKeyExplanation().then(
      ({ assertBrowserSafeKey }) => {
        try {
          assertBrowserSafeKey(latest().apiKey);
        } catch (error) {
          console.error((error as Error).message);
          latest().onError?.(error as Error);
        }
      },
      () => console.error('docs-assistant: the apiKey is a server-only key; it is not used.'),
    );
  }, [keyRefused, latest]);

  const widgetRef = useRef<HTMLElement | null>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  // Where the previous page's reader was, from the note it left, for the conversation to open on (once).
  const placeRef = useRef<string | null>(null);
  const isInline = (props.variant ?? 'popover') === 'inline';
  // Inline is always open: reopening it changes nothing.
  const reopens = (props.reopenAfterNavigation ?? true) && storage !== null;
  const [open, setOpenState] = useControllableState(props.open, props.defaultOpen ?? false, props.onOpenChange);
  const openRef = useRef(open);
  // eslint-disable-next-line react-hooks/refs -- read by the panel's unmount cleanups in this same commit, which run before any effect of ours could set it
  openRef.current = open || isInline;
  const setOpen = useCallback(
    (next: boolean) => {
      // Remember where the reader was (the launcher, a page link, a selection's "Ask AI") to give focus back there.
      const active = typeof document === 'undefined' ? null : document.activeElement;
      if (next && active instanceof HTMLElement && !active.closest('[data-da-slot="panel"]'))
        returnFocusRef.current = active;
      setOpenState(next);
      emit({ type: next ? 'open' : 'close' });
    },
    [setOpenState, emit],
  );

  const ask = useCallback(
    (question: string, options?: { context?: ContextItem[] }) => {
      const text = question.trim();
      if (!text) return;
      // Nothing can be sent with a refused key: keep the question in the composer (never lost) and show why.
      if (keyRefused) {
        store.getState().setDraft(text);
        setOpen(true);
        return;
      }
      store.getState().ask(text, options);
      const { outbox } = store.getState();
      setOpen(true);
      emit({ type: 'ask', question: text, context: outbox[outbox.length - 1]?.context ?? [] });
    },
    [store, setOpen, emit, keyRefused],
  );

  const attach = useCallback(
    (item: ContextItem) => {
      store.getState().addContext(item);
      setOpen(true);
    },
    [store, setOpen],
  );
  const { getCurrentPath, loadAffordances } = usePageContext(props.pageContext, {
    widgetRef,
    attach,
    // Declared below; called only once the page is mounted.
    onIntent: () => preload(),
  });

  // The engine reads the props as they are when it builds each request: a changed filter, key or header reaches
  // the next question without a remount.
  const getConfig = useCallback((): ChatEngineConfig => {
    const current = latest();
    return {
      domain: current.domain,
      baseUrl: current.baseUrl,
      api: current.api,
      apiKey: current.apiKey,
      retrievalPageSize: current.retrievalPageSize,
      filter: current.filter,
      headers: current.headers,
      fetch: current.fetch,
      idleTimeoutMs: current.idleTimeoutMs,
      onBeforeSend: current.onBeforeSend,
      transport: current.transport,
      getCurrentPath,
      onAnswer: (message) => emit({ type: 'answer', messageId: message.id, threadId: store.getState().threadId }),
      onError: (error) => {
        emit({ type: 'error', error });
        latest().onError?.(error);
      },
      crossTabKey: current.storage === undefined ? storageKey(current.domain) : undefined,
    };
  }, [latest, getCurrentPath, emit, store]);

  // A question queued while closed (the host's `ask` with `open` held false) still needs the engine.
  const hasQueuedQuestion = useStore(store, (state) => state.outbox.length > 0);
  const { preload: preloadEngine } = useChatEngine(store, getConfig, open || isInline || hasQueuedQuestion, keyRefused);
  // On any sign of intent (the launcher reached, the shortcut's modifier, a selection): everything the reader may
  // reach for next. Nothing loads on a page view without one.
  const preload = useCallback(() => {
    loadAffordances();
    preloadEngine();
    latest().onIntent?.();
  }, [loadAffordances, preloadEngine, latest]);

  const toggle = useCallback(() => setOpen(!open), [open, setOpen]);
  useShortcut(isInline ? false : (props.shortcut ?? DEFAULT_SHORTCUT), toggle, preload);
  useUrlQuestion(props.urlQuestion ?? true, ask);
  useReopenAfterNavigation(reopens && storageKey(domain), (note) => {
    placeRef.current = note;
    setOpen(true);
  });

  const inputRef = useRef<HTMLTextAreaElement | null>(null);
  const widget = useMemo<AssistantWidgetBase>(
    () => ({
      open: open || isInline,
      setOpen,
      ask,
      preload,
      keyRefused,
      labelOverrides: props.labels,
      classNames: props.classNames ?? {},
      unstyled: props.unstyled ?? false,
      variant: props.variant ?? 'popover',
      starterQuestions: props.starterQuestions ?? [],
      shortcut: props.shortcut === false || isInline ? null : (props.shortcut ?? DEFAULT_SHORTCUT),
      inputRef,
      emit,
      feedback: (feedback: AssistantFeedback) => {
        latest().onFeedback?.(feedback);
        emit({ type: 'feedback', feedback });
      },
      widgetRef,
      returnFocusRef,
      openRef,
      title: props.title,
      support: props.support,
      readingPlace: reopens ? placeRef : null,
    }),
    [
      open,
      isInline,
      setOpen,
      ask,
      preload,
      keyRefused,
      props.labels,
      props.classNames,
      props.unstyled,
      props.variant,
      props.starterQuestions,
      props.shortcut,
      emit,
      latest,
      props.title,
      props.support,
      reopens,
    ],
  );

  return (
    <AssistantStoreContext.Provider value={store}>
      <AssistantWidgetContext.Provider value={widget}>{children}</AssistantWidgetContext.Provider>
    </AssistantStoreContext.Provider>
  );
}
