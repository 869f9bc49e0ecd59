import type { AssistantLabelOverrides, AssistantLabels } from '../react/labels';
import { defaultContextChipLabels } from './context-chip-labels';
import { eagerLabels } from './eager-labels';

export type { AssistantLabelOverrides, AssistantLabels } from '../react/labels';
export { format } from '../core/format';

export const defaultLabels: AssistantLabels = {
  launcher: eagerLabels.launcher,
  title: eagerLabels.title,
  close: 'Close assistant',
  newConversation: 'New conversation',
  inputLabel: eagerLabels.inputLabel,
  inputPlaceholder: eagerLabels.inputPlaceholder,
  send: 'Send',
  stop: 'Stop answering',
  emptyTitle: 'How can I help?',
  emptyDescription: 'Answers come from this documentation, with links to the pages they use.',
  starterQuestions: 'Suggested questions',
  messages: 'Conversation',
  showEarlier: 'Show {count, plural, one {# earlier message} other {# earlier messages}}',
  you: 'You',
  assistant: 'Assistant',
  thinking: 'Thinking…',
  reasoning: 'Reasoning',
  files: 'Files',
  image: 'Image from the answer',
  file: 'Attached file',
  searching: 'Searching for “{query}”…',
  sources: 'Sources',
  followUps: 'Related questions',
  copyAnswer: 'Copy answer',
  copied: 'Copied',
  copyCode: 'Copy code',
  copiedCode: 'Copied',
  codeRegion: 'Code',
  table: 'Table',
  showAllLines: 'Show all {count, plural, one {# line} other {# lines}}',
  showAllCharacters: 'Show all {count, plural, one {# character} other {# characters}}',
  regenerate: 'Regenerate answer',
  helpful: 'Helpful',
  notHelpful: 'Not helpful',
  feedbackThanks: 'Thanks for the feedback',
  retry: 'Try again',
  interrupted: 'This answer was interrupted.',
  partialAnswer: 'The docs may not answer exactly this. These are the closest passages.',
  stopped: 'Stopped',
  continue: 'Continue',
  continuePrompt: 'Continue',
  jumpToLatest: 'Jump to latest',
  answerReady: 'Answer ready: {preview}',
  loading: 'Loading the assistant…',
  questionTrimmed: 'Your question was {length} characters long: only its first {max} are sent.',
  shortcutHint: '{shortcut} to open · Esc to close',
  errors: {
    'bad-request': 'The assistant could not read that request. Try rephrasing, or start a new conversation.',
    unauthorized: 'The assistant is not available: this site’s key was not accepted. The site owner needs to fix this.',
    forbidden:
      'The assistant is not available: this site’s key is not accepted here. The site owner needs to fix this.',
    'not-found': 'This conversation could not be found on the server. Start a new conversation to keep asking.',
    'rate-limited': 'The assistant has had too many questions just now.',
    server: 'The assistant service had a problem answering. Please try again.',
    network: 'Could not reach the assistant. Check your connection and try again.',
    'invalid-response': 'The assistant sent a response it could not read. Please try again.',
    interrupted: 'The answer stopped before it finished.',
    key: 'The assistant is misconfigured: it was given a secret key that must never be used in a browser.',
    'not-set-up': 'This assistant is not set up yet.',
    cancelled: 'This question was not sent: the site stopped it before it left the page.',
  },
  retryAfter: 'You can try again in {seconds} s.',
  contextChips: defaultContextChipLabels,
  titleForSite: 'Ask {site}',
  citation: 'Source {number}: {title}',
  answerActions: 'Answer actions',
  copyConversation: 'Copy conversation',
  copiedConversation: 'Conversation copied',
  supportNotHelpful: 'Need more help?',
  supportNotCovered: 'Not in the docs?',
  supportLink: 'Contact support',
  history: 'Conversation history',
  historyEmpty: 'No conversations yet. The ones you have are kept here, in this browser.',
  deleteConversation: 'Delete “{title}”',
  clearHistory: 'Clear all',
  clearHistoryConfirm: '{count, plural, one {Delete the only conversation?} other {Delete all # conversations?}}',
  clearHistoryConfirmed: 'Delete all',
  cancel: 'Cancel',
  conversationMeta: '{when} · {path}',
  historyUnsaved:
    'This browser’s storage is full or blocked: your conversation history is kept only until you leave this page.',
  dismiss: 'Dismiss',
};

/**
 * Merges host overrides onto a locale's labels (English by default), including the nested error messages: the
 * host's strings win one by one.
 */
export function resolveLabels(
  overrides: AssistantLabelOverrides | undefined,
  base: AssistantLabels = defaultLabels,
): AssistantLabels {
  if (!overrides) return base;
  const { recentConversations, noRecentConversations, ...current } = overrides;
  return {
    ...base,
    history: recentConversations ?? base.history,
    historyEmpty: noRecentConversations ?? base.historyEmpty,
    ...current,
    errors: { ...base.errors, ...overrides.errors },
    contextChips: { ...base.contextChips, ...overrides.contextChips },
  };
}
