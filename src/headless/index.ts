// `docs-assistant/headless`: the parts and hooks `<DocsAssistant>` is made of, for hosts that compose their own
// layout. `AssistantRoot` holds the state; `Launcher` and `Panel` are the preset's two halves; the panel's parts
// read resolved labels, so render them inside `Panel` or `AssistantLabelsProvider`.
export { AssistantRoot, type AssistantRootProps } from '../react/assistant-root';
export { Launcher, type LauncherProps } from '../ui/launcher';
export { Panel, type PanelProps } from '../ui/panel';
export { PanelShell } from '../ui/panel-shell';
export { PanelHeader } from '../ui/panel-header';
export { Composer } from '../ui/composer';
export { ContextChips, defaultContextChipLabels, type ContextChipLabels } from '../ui/context-chips';
export { EmptyState } from '../ui/empty-state';
export { ErrorNotice } from '../ui/error-notice';
export { ConversationSlot } from '../ui/conversation-slot';
export { Announcer } from '../ui/announcer';
export { AssistantLabelsProvider } from '../ui/labels-provider';
export { defaultLabels, resolveLabels, type AssistantLabels, type AssistantLabelOverrides } from '../ui/labels';
export { useAssistantStore, useAssistantStoreApi } from '../react/store-context';
export {
  useAssistantWidget,
  useAssistantWidgetBase,
  useSlot,
  type AssistantWidget,
  type AssistantWidgetBase,
  type AssistantVariant,
} from '../react/widget-context';
export { splitSuggestions, type Suggestion } from '../core/suggestions';

// Page context readers, for hosts that attach context from their own buttons (`ref.current.addContext(...)`)
export {
  readSelectionContext,
  codeContextFrom,
  nearestElementId,
  clampContext,
  subscribeToPath,
  MAX_CONTEXT_CHARS,
  MAX_CONTEXT_ITEMS,
  IGNORE_ATTRIBUTE,
} from '../page-context';

// React-free core: the store, errors and key rules
export { createAssistantStore, storageKey, type AssistantStore, type AssistantState } from '../store/assistant-store';
export { hydrateStore } from '../store/hydrate';
export { AssistantRequestError, type AssistantErrorKind, type AssistantErrorInfo } from '../core/errors';
export { DocsAssistantKeyError, assertBrowserSafeKey } from '../core/api-key';
export { isAssistantKey, isServerOnlyKey } from '../core/key-kind';
export { trimCurrentPath } from '../core/current-path';
