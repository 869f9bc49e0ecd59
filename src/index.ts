// docs-assistant: the browser entry. Nothing here touches `window` at import time; the chat engine (`ai`,
// `@ai-sdk/react`, markdown) is a separate chunk loaded on intent.

// The preset
export { DocsAssistant, type DocsAssistantProps, type DocsAssistantHandle } from './ui/docs-assistant';
export type { AssistantTheme } from './ui/theme';
export { defaultLabels, type AssistantLabels, type AssistantLabelOverrides } from './ui/labels';

// Headless parts and hooks the preset is made of
export { AssistantRoot, type AssistantRootProps } from './react/assistant-root';
export { Launcher, type LauncherProps } from './ui/launcher';
export { Panel, type PanelProps } from './ui/panel';
export { PanelHeader } from './ui/panel-header';
export { Composer } from './ui/composer';
export { EmptyState } from './ui/empty-state';
export { ErrorNotice } from './ui/error-notice';
export { ConversationSlot } from './ui/conversation-slot';
export { useAssistantStore, useAssistantStoreApi } from './react/store-context';
export { useAssistantWidget, type AssistantWidget, type AssistantVariant } from './react/widget-context';
export type { AssistantEvent, AssistantFeedback } from './react/events';
export type { AssistantSlot, AssistantClassNames } from './react/slots';
export type { PageContextOptions } from './react/use-page-context';
export { ContextChips, defaultContextChipLabels, type ContextChipLabels } from './ui/context-chips';

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

// React-free core: store and errors. The transport is at `docs-assistant/transport` (it imports `ai`).
export { createAssistantStore, storageKey, type AssistantStore, type AssistantState } from './store/assistant-store';
export { AssistantRequestError, type AssistantErrorKind } from './core/errors';
export { DocsAssistantKeyError, assertBrowserSafeKey } from './core/api-key';
export { splitSuggestions, type Suggestion } from './core/suggestions';
export { trimCurrentPath } from './core/current-path';
export type {
  AssistantMessage,
  AssistantMessageMetadata,
  AssistantRequestBody,
  AssistantFilter,
  ContextItem,
} from './core/types';
