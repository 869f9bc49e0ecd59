// `docs-assistant/headless`: the parts and hooks `<DocsAssistant>` is made of, for hosts that compose their own
// layout. `AssistantRoot` holds the state; `Launcher` and `Panel` are the preset's two halves; every part below
// forwards its ref, spreads the host's props and lets the host cancel our handlers (`event.preventDefault()`). Parts
// inside the panel read resolved labels: render them inside `Panel` or `AssistantLabelsProvider`.
export { AssistantRoot, type AssistantRootProps } from '../react/assistant-root';
export { Launcher, type LauncherProps } from '../ui/launcher';
export { Panel, type PanelProps } from '../ui/panel';
export { PanelShell, type PanelShellProps } from '../ui/panel-shell';
export { PanelHeader, type PanelHeaderProps } from '../ui/panel-header';
export { Composer, type ComposerProps } from '../ui/composer';
export { QuestionBox, type QuestionBoxProps } from '../ui/question-box';
export { ContextChips, type ContextChipsProps } from '../ui/context-chips';
export { defaultContextChipLabels, type ContextChipLabels } from '../ui/context-chip-labels';
export { EmptyState, type EmptyStateProps } from '../ui/empty-state';
export { ErrorNotice, type ErrorNoticeProps } from '../ui/error-notice';
export { ConversationSlot, type ConversationSlotProps } from '../ui/conversation-slot';
export { Announcer, type AnnouncerProps } from '../ui/announcer';
// The history: the view the panel shows in place of the conversation, its list and entries, and the notice when
// storage refuses it.
export { HistoryView, type HistoryViewProps } from '../ui/history/history-view';
export { HistoryList, type HistoryListProps } from '../ui/history/history-list';
export { HistoryEntry, type HistoryEntryProps } from '../ui/history/history-entry';
export { HistoryNotice, type HistoryNoticeProps } from '../ui/history/history-notice';
// The search view (Ctrl/⌘+K): the preset renders it from its own chunk; a host composing parts renders it itself
// while the store's `searchOpen` is true.
export { SearchDialog } from '../ui/search/search-dialog';
export { SearchButton } from '../ui/search/search-button';
export { BackToSearch } from '../ui/search/back-to-search';
// The history's rules, for a view of the host's own (they take the store: `useAssistantStoreApi()`).
export {
  openConversation,
  deleteConversation,
  clearHistory,
  showHistory,
  HISTORY_LIMITS,
  type SavedConversation,
} from '../store/history';
export { AssistantLabelsProvider } from '../ui/labels-provider';
export { defaultLabels, resolveLabels, type AssistantLabels, type AssistantLabelOverrides } from '../ui/labels';

// The conversation's parts: the message list, one message of each role, and the markdown renderer, for a panel of
// the host's own.
export { Conversation, type ConversationProps } from '../messages/conversation';
export { AssistantMessageView, type AssistantMessageProps } from '../messages/assistant-message';
export { UserMessageView, type UserMessageProps } from '../messages/user-message';
export { answerSources, answerText, type AnswerSource } from '../messages/message-parts';

// An answer's parts (the Radix way): `Answer` is the root and holds the answer's state (`useAnswer`); every part
// inside reads it, so a host arranges them as it likes and gives its arrangement to `Conversation` as `answer`.
export { Answer, type AnswerProps } from '../messages/answer';
export { useAnswer, type AnswerState, type AnswerStatus, type AnswerRating } from '../messages/answer-context';
export { AnswerText, type AnswerTextProps } from '../messages/answer-text';
export { AnswerStatusNote, type AnswerStatusNoteProps } from '../messages/answer-status-note';
export { AnswerCoverageNote, type AnswerCoverageNoteProps } from '../messages/answer-coverage-note';
export { AnswerSearchStatus, type AnswerSearchStatusProps } from '../messages/search-status';
export { AnswerReasoning, type AnswerReasoningProps } from '../messages/answer-reasoning';
export { AnswerFiles, type AnswerFilesProps } from '../messages/answer-files';
export {
  AnswerSources,
  AnswerSourceItem,
  type AnswerSourcesProps,
  type AnswerSourceItemProps,
} from '../messages/sources-list';
export { AnswerFollowUps, type AnswerFollowUpsProps } from '../messages/follow-ups';
export {
  AnswerActions,
  AnswerCopyButton,
  AnswerRegenerateButton,
  AnswerRateButton,
  AnswerFeedbackThanks,
  type AnswerActionsProps,
  type AnswerCopyButtonProps,
  type AnswerRegenerateButtonProps,
  type AnswerRateButtonProps,
  type AnswerFeedbackThanksProps,
} from '../messages/message-actions';
export { AnswerSupport, type AnswerSupportProps } from '../messages/support-prompt';
// The history's view by its name in 0.1, before the feature had one name.
export {
  HistoryView as RecentConversations,
  type HistoryViewProps as RecentConversationsProps,
} from '../ui/history/history-view';
// The names these parts had before they were parts: `SourcesList` takes `sources` outside an answer.
export { AnswerSources as SourcesList, type AnswerSourcesProps as SourcesListProps } from '../messages/sources-list';
export {
  AnswerActions as MessageActions,
  type AnswerActionsProps as MessageActionsProps,
} from '../messages/message-actions';
export {
  AnswerSupport as SupportPrompt,
  type AnswerSupportProps as SupportPromptProps,
} from '../messages/support-prompt';
export { conversationMarkdown, type ConversationMarkdownLabels } from '../messages/conversation-markdown';
export {
  StreamingMarkdown,
  type StreamingMarkdownProps,
  type StreamingMarkdownLabels,
  type LinkClickHandler,
} from '../markdown';

export { useAssistantStore, useAssistantStoreApi } from '../react/store-context';
export {
  useAssistant,
  useAssistantWidget,
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
  WIDGET_MAX_CONTEXT_CHARS,
  WIDGET_MAX_CONTEXT_ITEMS,
  IGNORE_ATTRIBUTE,
} from '../page-context';

// React-free core: the store, errors and key rules
export {
  createAssistantStore,
  type AssistantStore,
  type AssistantState,
  type AssistantActions,
} from '../store/assistant-store';
export { AssistantRequestError, type AssistantErrorKind, type AssistantErrorInfo } from '../core/errors';
export { DocsAssistantKeyError, assertBrowserSafeKey } from '../core/api-key';
export { isAssistantKey, isServerOnlyKey } from '../core/key-kind';
export { trimCurrentPath } from '../core/current-path';

// Page actions, for a menu of the host's own: the behaviour (`usePageActions`), the menu button's parts (the WAI-ARIA
// menu button pattern), and the page-as-Markdown reader (published Markdown, else the content converted on demand).
export {
  PageActions,
  usePageActions,
  PageActionsMenu,
  PageActionsMenuTrigger,
  PageActionsMenuContent,
  PageActionsMenuItem,
  defaultPageActionsLabels,
  DEFAULT_OPEN_IN_TARGETS,
  DEFAULT_OPEN_IN_PROMPT,
  openInHref,
  readPageMarkdown,
  findMainContent,
  ASK_ABOUT_PAGE_EVENT,
  reachAssistant,
  type PageActionsProps,
  type PageActionsApi,
  type PageActionsOptions,
  type PageAction,
  type PageActionStatus,
  type PageActionsMenuProps,
  type PageActionsMenuTriggerProps,
  type PageActionsMenuContentProps,
  type PageActionsMenuItemProps,
  type PageActionsLabels,
  type OpenInTarget,
  type PageMarkdown,
  type PageMarkdownOptions,
  type MainContentOption,
  type AskAboutPageDetail,
} from '../page-actions/headless';
