import type { OpenInTarget } from '../open-in';
import type { PageMarkdownOptions } from '../read-page-markdown';

export interface PageActionsOptions extends PageMarkdownOptions {
  /** The "Open in" items, in order. Default ChatGPT and Claude; `[]` for none. */
  openIn?: readonly OpenInTarget[];
  /** The prompt the "Open in" items send, with `{url}` and `{title}`. Default "Read {url} so I can ask questions about it." */
  prompt?: string;
  /**
   * "Ask AI about this page": a question to ask at once (with `{title}` and `{url}`), or undefined to open the
   * assistant for the reader to ask. The page is sent with every question as its current path either way.
   */
  askQuestion?: string;
  /** Called when a page action runs (analytics). */
  onAction?: (action: PageAction) => void;
}

export type PageAction =
  | { type: 'copy'; source: 'published' | 'converted' }
  | { type: 'view'; source: 'published' | 'converted' }
  | { type: 'open-in'; target: string; href: string }
  | { type: 'ask-ai'; reached: boolean };

/** What the reader sees of the last action: the copy button's words and the live region say it. */
export type PageActionStatus = 'idle' | 'preparing' | 'copied' | 'failed' | 'no-assistant';

/** What an action needs: the host's newest options (read when it runs) and a way to show its outcome. */
export interface PageActionContext {
  options: () => PageActionsOptions;
  show: (status: PageActionStatus, briefly?: boolean) => void;
}
