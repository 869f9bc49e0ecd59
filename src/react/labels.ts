import type { AssistantErrorKind } from '../core/errors';

// The labels' shapes, which the root carries to every part; their English defaults load with the panel
// (ui/labels.ts), the few shown before it from ui/eager-labels.ts.

/** Every visible string and accessible name in the preset. Override any subset through the `labels` prop. */
export interface AssistantLabels {
  launcher: string;
  title: string;
  close: string;
  newConversation: string;
  inputLabel: string;
  inputPlaceholder: string;
  send: string;
  stop: string;
  emptyTitle: string;
  emptyDescription: string;
  starterQuestions: string;
  messages: string;
  /** Above a long conversation's first rendered message; `{count}` is how many earlier ones there are. */
  showEarlier: string;
  you: string;
  assistant: string;
  thinking: string;
  /** Under the last question while another tab of the same docs receives its answer (shown here once it is saved). */
  answeringElsewhere: string;
  /** A reasoning model's thoughts, folded under the answer once they are complete ("Thinking…" while they stream). */
  reasoning: string;
  /** The list of files an answer carries. */
  files: string;
  /** An image in an answer without a name of its own. */
  image: string;
  /** A file in an answer without a name of its own. */
  file: string;
  /** `{query}` is replaced with the search query. */
  searching: string;
  sources: string;
  followUps: string;
  copyAnswer: string;
  copied: string;
  copyCode: string;
  copiedCode: string;
  /** A code block's scrollable region; ", <language>" follows when the fence names one. */
  codeRegion: string;
  /** A table's scrollable region. */
  table: string;
  /** Expands a long code block; `{count}` is its number of lines. */
  showAllLines: string;
  /** Expands a very long block of one or few lines; `{count}` is its length. */
  showAllCharacters: string;
  regenerate: string;
  helpful: string;
  notHelpful: string;
  feedbackThanks: string;
  retry: string;
  /** Under an answer cut off by a failure, once its error notice is gone (the notice says it while it shows). */
  interrupted: string;
  /** Above an answer the service marks partial: the docs may not answer exactly what was asked. */
  partialAnswer: string;
  /** Under an answer the reader stopped. */
  stopped: string;
  /** Button under a stopped answer: asks the assistant to go on (sends `continuePrompt` as a follow-up question). */
  continue: string;
  /** The follow-up question "Continue" sends. */
  continuePrompt: string;
  /** Button shown while the conversation goes on below what the reader sees; it scrolls to the end. */
  jumpToLatest: string;
  answerReady: string;
  loading: string;
  /** Shown under the input when a question was cut to the limit; `{length}` and `{max}` are replaced. */
  questionTrimmed: string;
  /** Shown under the input; `{shortcut}` is replaced with the keyboard shortcut. */
  shortcutHint: string;
  errors: Record<AssistantErrorKind, string>;
  /**
   * Appended to the rate-limit message while the wait the service asked for (`Retry-After`) runs; `{seconds}` counts
   * down, and at zero the sentence goes and "Try again" is enabled.
   */
  retryAfter: string;
  /** The attached-context chips above the input. */
  contextChips: ContextChipLabels;
  /** The header's title on a site that names itself (`og:site_name`) and no `title` prop; `{site}` is replaced. */
  titleForSite: string;
  /** Accessible name of a citation chip in an answer; `{number}` and `{title}` are replaced. */
  citation: string;
  /** Accessible name of the copy/regenerate/feedback group under an answer. */
  answerActions: string;
  /** The header's button that copies the whole conversation as Markdown, and its state once copied. */
  copyConversation: string;
  copiedConversation: string;
  /** Before the `support` link, under an answer marked unhelpful, and under one the docs do not cover. */
  supportNotHelpful: string;
  supportNotCovered: string;
  /** The `support` link or button itself. */
  supportLink: string;
  /** The header's button that shows the history, and the heading of the history's view. */
  history: string;
  /** The history's view when it holds no conversation. */
  historyEmpty: string;
  /** Accessible name of a delete button in the history; `{title}` is replaced with the conversation's question. */
  deleteConversation: string;
  /** Deletes every conversation of the history, after a confirmation. */
  clearHistory: string;
  /** The confirmation's question, and its button; `{count}` is replaced with how many there are. */
  clearHistoryConfirm: string;
  clearHistoryConfirmed: string;
  cancel: string;
  /** What a conversation in the history says of itself; `{when}` (e.g. "2 hours ago") and `{path}` are replaced. */
  conversationMeta: string;
  /** Shown once when the browser's storage refuses the history (full, or blocked). */
  historyUnsaved: string;
  dismiss: string;
  /** The panel header's button that opens the search view, and the search view's accessible name. */
  search: string;
  /** The search field's accessible name, and its placeholder. */
  searchInputLabel: string;
  searchPlaceholder: string;
  /** The first option of the search view: asks the typed query as a question; `{query}` is replaced. */
  searchAsk: string;
  /** The search view's list of options. */
  searchResults: string;
  /** While the first results of a query load. */
  searchLoading: string;
  /** Announced when results arrive; `{count}` is replaced. */
  searchResultCount: string;
  /** A query that found nothing; `{query}` is replaced. */
  searchNoResults: string;
  /** The search failed (the "Try again" button follows, with the `retry` label). */
  searchError: string;
  /** The empty search view with no recent searches. */
  searchEmpty: string;
  /** Heading of the recent searches and questions in the empty search view. */
  searchRecent: string;
  /** A recent search's remove button; `{text}` is replaced. */
  searchRemoveRecent: string;
  /** The search view's close button. */
  searchClose: string;
  /** In the panel after "Ask AI" from search: reopens the search view with the query kept. */
  backToSearch: string;
}

/** Any subset of the labels, nested error messages and chip strings included. */
export type AssistantLabelOverrides = Partial<Omit<AssistantLabels, 'errors' | 'contextChips'>> & {
  errors?: Partial<AssistantLabels['errors']>;
  contextChips?: Partial<ContextChipLabels>;
  /** @deprecated The history's label is `history` (0.1's name, still read when `history` is not given). */
  recentConversations?: string;
  /** @deprecated The history's label is `historyEmpty` (0.1's name, still read when `historyEmpty` is not given). */
  noRecentConversations?: string;
};

export interface ContextChipLabels {
  /** Accessible name of the chip list. */
  group: string;
  /** Kind shown before a chip's preview. */
  code: string;
  textSelection: string;
  /** Remove button's accessible name; `{kind}` and `{preview}` are replaced. */
  remove: string;
  /** Shown on a chip whose text was cut to the limit. */
  trimmedBadge: string;
  /** `{max}` and `{count}` are replaced. */
  tooMany: string;
  trimmed: string;
  duplicate: string;
}
