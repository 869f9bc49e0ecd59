import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { ChatTransport } from 'ai';
import { ANONYMOUS_FP } from '../core/limits';
import type { AssistantSupport } from '../core/support';
import type { AssistantFilter, AssistantMessage } from '../core/types';
import { createAssistantStore } from '../store/assistant-store';
import type { DocsAssistantTransportOptions } from '../transport/docs-assistant-transport';
import type { AssistantLabelOverrides } from './labels';
import type { AssistantEvent, AssistantFeedback } from './events';
import type { AssistantClassNames } from './slots';
import { useLatest } from './use-latest';
import { AssistantStoreContext } from './store-context';
import { useAsk } from './use-ask';
import { useEngine } from './use-engine';
import { useKeyRefusal } from './use-key-refusal';
import { useOpenState } from './use-open-state';
import { usePageContext, type PageContextOptions } from './use-page-context';
import { useReadingPlace } from './use-reading-place';
import { DEFAULT_SHORTCUT, useShortcut } from './use-shortcut';
import { useUrlQuestion } from './use-url-question';
import { useWidgetValue } from './use-widget-value';
import { AssistantWidgetContext, type AssistantVariant } from './widget-context';

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

const PANEL = '[data-da-slot="panel"]';

/** Headless root: one store per instance, open state, the lazily loaded engine, and the shared configuration. */
export function AssistantRoot(props: AssistantRootProps) {
  // One widget per docs site: a changed `domain` starts that site's own conversation, with its own store and engine.
  return <DomainRoot key={props.domain} {...props} />;
}

/**
 * The root of one site's widget: named hooks, in the order their results are needed (react/use-*.ts, each says what
 * it owns). Every callback handed to a part is stable or changes with what it stands for; the newest props are read
 * through `latest` where a part must not re-render for them.
 */
function DomainRoot(props: AssistantRootProps) {
  const { domain, fp = ANONYMOUS_FP, storage, history, children } = props;
  const [store] = useState(() => createAssistantStore({ domain, fp, storage, history }));
  useEffect(() => store.getState().setFp(fp), [store, fp]);

  const latest = useLatest(props);
  const emit = useCallback((event: AssistantEvent) => latest().onEvent?.(event), [latest]);
  const keyRefused = useKeyRefusal(props.apiKey, latest);

  const widgetRef = useRef<HTMLElement | null>(null);
  const inline = (props.variant ?? 'popover') === 'inline';
  const { open, setOpen, focusReturn } = useOpenState(props, inline, widgetRef, emit);
  const { ask, attach } = useAsk(store, setOpen, emit, keyRefused);
  const { preloadEngine } = useEngine(store, latest, emit, open, keyRefused);

  // A selection or a reach for code is a sign of intent too: the engine and whatever the host loads on intent.
  const onPageIntent = useCallback(() => {
    preloadEngine();
    latest().onIntent?.();
  }, [preloadEngine, latest]);
  const { loadAffordances } = usePageContext(props.pageContext, { widgetRef, attach, onIntent: onPageIntent });
  // On any other sign of intent (the launcher reached, the shortcut's modifier): everything the reader may reach for
  // next. Nothing loads on a page view without one.
  const preload = useCallback(() => {
    loadAffordances();
    onPageIntent();
  }, [loadAffordances, onPageIntent]);

  // The shortcut opens and closes; with the assistant open and focus elsewhere on the page, it takes the reader to
  // the question box instead (pressed again from there, it closes). Read at the press: the frame may have changed.
  const inputRef = useRef<HTMLTextAreaElement | null>(null);
  const onShortcut = useCallback(() => {
    const input = inputRef.current;
    if (open && input?.isConnected && !input.closest(PANEL)?.contains(document.activeElement)) input.focus();
    else setOpen(!open);
  }, [open, setOpen]);
  useShortcut(inline ? false : (props.shortcut ?? DEFAULT_SHORTCUT), onShortcut, preload);
  useUrlQuestion(props.urlQuestion ?? true, ask);
  // Inline is always open: reopening it changes nothing.
  const reopens = (props.reopenAfterNavigation ?? true) && storage !== null;
  const readingPlace = useReadingPlace(reopens, domain, setOpen);

  const widget = useWidgetValue(
    props,
    inline,
    { open, setOpen, ask, preload, keyRefused, emit, inputRef, widgetRef, focusReturn, readingPlace },
    latest,
  );
  return (
    <AssistantStoreContext.Provider value={store}>
      <AssistantWidgetContext.Provider value={widget}>{children}</AssistantWidgetContext.Provider>
    </AssistantStoreContext.Provider>
  );
}
