// docs-assistant: the browser entry. Nothing here touches `window` at import time. Only what a page needs up front
// is reachable from here: the launcher, the store and the page-context listeners. The panel and the chat engine
// (`ai`, `@ai-sdk/react`, markdown) are chunks loaded on intent. Headless parts live at `docs-assistant/headless`,
// the transport at `docs-assistant/transport`, so importing them never weighs on a page that only uses the preset.

// The preset
export { DocsAssistant, type DocsAssistantProps, type DocsAssistantHandle } from './ui/docs-assistant';
export type { AssistantTheme } from './ui/theme';
export type { AssistantLabels, AssistantLabelOverrides } from './ui/labels';
// The languages the preset speaks (BCP 47): a plain array, so a host can offer a language picker with them.
export { supportedLocales, type SupportedLocale } from './core/supported-locales';
export type { ContextChipLabels } from './ui/context-chip-labels';
export type { AssistantEvent, AssistantFeedback } from './react/events';
export type { AssistantSlot, AssistantClassNames } from './react/slots';
export type { AssistantVariant } from './react/widget-context';
export type { PageContextOptions, PageContextLabels } from './react/use-page-context';
export type { AssistantSupport, SupportRequest } from './core/support';
export type {
  SearchOption,
  SearchSource,
  SearchSourceOptions,
  PagefindSearchOption,
  SearchResult,
} from './search/types';

// Page actions ("Copy page" beside a page's title) are `docs-assistant/page-actions`, not here: their menu is a lazy
// chunk that imports them, and a host's bundler then fetched them up front for a page with the widget alone.

// Types only: values a host may need beyond the preset (the store, errors, readers) are in `docs-assistant/headless`,
// so that nothing here but the preset reaches a page's first chunk.
export type { AssistantStore, AssistantState } from './store/assistant-store';
export type { AssistantRequestError, AssistantErrorKind, AssistantErrorInfo } from './core/errors';
export type { DocsAssistantKeyError } from './core/api-key';
export type {
  AssistantMessage,
  AssistantMessageMetadata,
  AnswerCoverage,
  AssistantRequestBody,
  AssistantFilter,
  ContextItem,
} from './core/types';
