// docs-assistant: the browser entry. Nothing here touches `window` at import time. Only what a page needs up front
// is reachable from here: the launcher, the store and the page-context listeners. The panel and the chat engine
// (`ai`, `@ai-sdk/react`, markdown) are chunks loaded on intent. Headless parts live at `docs-assistant/headless`,
// the transport at `docs-assistant/transport`, so importing them never weighs on a page that only uses the preset.

// The preset
export { DocsAssistant, type DocsAssistantProps, type DocsAssistantHandle } from './ui/docs-assistant';
export type { AssistantTheme } from './ui/theme';
export type { AssistantLabels, AssistantLabelOverrides } from './ui/labels';
export type { ContextChipLabels } from './ui/context-chips';
export type { AssistantEvent, AssistantFeedback } from './react/events';
export type { AssistantSlot, AssistantClassNames } from './react/slots';
export type { AssistantVariant } from './react/widget-context';
export type { PageContextOptions } from './react/use-page-context';

// Page context readers, for hosts that attach context from their own buttons (`ref.current.addContext(...)`)
export {
  readSelectionContext,
  codeContextFrom,
  nearestElementId,
  clampContext,
  MAX_CONTEXT_CHARS,
  MAX_CONTEXT_ITEMS,
  IGNORE_ATTRIBUTE,
} from './page-context';

// React-free core: store and errors
export { createAssistantStore, storageKey, type AssistantStore, type AssistantState } from './store/assistant-store';
export { AssistantRequestError, type AssistantErrorKind } from './core/errors';
export { DocsAssistantKeyError, assertBrowserSafeKey } from './core/api-key';
export { trimCurrentPath } from './core/current-path';
export type {
  AssistantMessage,
  AssistantMessageMetadata,
  AssistantRequestBody,
  AssistantFilter,
  ContextItem,
} from './core/types';
