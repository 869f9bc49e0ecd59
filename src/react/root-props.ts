import type { ReactNode } from 'react';
import type { ChatTransport } from 'ai';
import type { AssistantSupport } from '../core/support';
import type { AssistantFilter, AssistantMessage } from '../core/types';
import type { createAssistantStore } from '../store/assistant-store';
import type { SearchOption } from '../search/types';
import type { DocsAssistantTransportOptions } from '../transport/docs-assistant-transport';
import type { AssistantLabelOverrides } from './labels';
import type { AssistantEvent, AssistantFeedback } from './events';
import type { AssistantClassNames } from './slots';
import type { PageContextOptions } from './use-page-context';
import type { AssistantVariant } from '../core/variants';

/** The headless root's props (and, with the preset's own, `<DocsAssistant>`'s): one documented place for each. */
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
  /**
   * Search beside the assistant (Ctrl/⌘+K, the panel's Search button, `openSearch()`): `true` the service's search
   * (through `baseUrl` + `apiKey`, or your proxy at `api`), `{ source: 'pagefind' }` the site's Pagefind index,
   * `{ source: (query, { signal, filter }) => Promise<results> }` any engine, `false` none. Default true.
   */
  search?: SearchOption;
  /** Keyboard shortcut that opens the search view; `false` for none (its Search button stays). Default `'mod+k'`. */
  searchShortcut?: string | false;
  /** Follows a search result's link (`path#anchor`, same origin): your router's `push`. Default a plain navigation. */
  onNavigate?: (href: string) => void;
  /** Open and ask the question in the `?assistant=` URL parameter. Default true. */
  urlQuestion?: boolean;
  /** Page context sources (current path, selections, code), or `false` for none. Default all on. */
  pageContext?: PageContextOptions | false;
  /** Last look at each request body: redact it, or return `false` to cancel. */
  onBeforeSend?: DocsAssistantTransportOptions['onBeforeSend'];
  /**
   * The language of the preset's strings (BCP 47, best match among `supportedLocales`: `fr-CA` speaks `fr`). Default
   * the page's `<html lang>`, else English.
   */
  locale?: string;
  /** Any visible string or accessible name, over the locale's. Default the locale's strings. */
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
