import { useCallback, useEffect, useRef, useState } from 'react';
import {
  DEFAULT_OPEN_IN_PROMPT,
  DEFAULT_OPEN_IN_TARGETS,
  openInHref,
  pageTitle,
  pageUrl,
  type OpenInTarget,
} from '../../page-actions/open-in';
import { markdownSourceUrl } from '../../page-actions/page-markdown-source';
import { reachAssistant } from '../../page-actions/reach-assistant';
import { readPageMarkdown, type PageMarkdownOptions } from '../../page-actions/read-page-markdown';
import { writeClipboard } from './write-clipboard';

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

// Long enough to read "Copied", short enough that the button is usable again right away (as the answer's copy).
const FEEDBACK_MS = 2000;

export interface PageActionsApi {
  status: PageActionStatus;
  copy: () => Promise<void>;
  view: () => Promise<void>;
  askAI: () => void;
  /** The "Open in" items with their address for this page (read when called: the page may have changed). */
  openInLinks: () => Array<{ target: OpenInTarget; href: string }>;
}

/** The page actions' behaviour, for a menu of the host's own (`docs-assistant/headless`). */
export function usePageActions(options: PageActionsOptions = {}): PageActionsApi {
  const [status, setStatus] = useState<PageActionStatus>('idle');
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback((next: PageActionStatus, briefly = false) => {
    clearTimeout(timer.current);
    setStatus(next);
    if (briefly) timer.current = setTimeout(() => setStatus('idle'), FEEDBACK_MS);
  }, []);

  const copy = useCallback(async () => {
    show('preparing');
    const read = readPageMarkdown(document, latest.current);
    try {
      await writeClipboard(read.then((page) => page.markdown));
      show('copied', true);
      latest.current.onAction?.({ type: 'copy', source: (await read).source });
    } catch (error) {
      show('failed', true);
      console.error('docs-assistant: could not copy the page as Markdown.', error);
    }
  }, [show]);

  const view = useCallback(async () => {
    const published = markdownSourceUrl(document, latest.current.markdownUrl);
    if (published) {
      window.open(published, '_blank', 'noopener');
      latest.current.onAction?.({ type: 'view', source: 'published' });
      return;
    }
    // Opened now, within the click (a popup blocker allows that), and pointed at the Markdown once it is made.
    const tab = window.open('about:blank', '_blank');
    try {
      const page = await readPageMarkdown(document, { ...latest.current, markdownUrl: undefined });
      const url = URL.createObjectURL(new Blob([page.markdown], { type: 'text/plain;charset=utf-8' }));
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      }
      // The tab has loaded it by then; the URL only keeps the text in memory.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      latest.current.onAction?.({ type: 'view', source: page.source });
    } catch (error) {
      tab?.close();
      show('failed', true);
      console.error('docs-assistant: could not make the page’s Markdown.', error);
    }
  }, [show]);

  const askAI = useCallback(() => {
    const url = pageUrl(document);
    const title = pageTitle(document);
    const template = latest.current.askQuestion;
    const question = template?.replaceAll('{title}', title).replaceAll('{url}', url);
    const reached = reachAssistant(document, { url, title, question });
    if (!reached) show('no-assistant', true);
    latest.current.onAction?.({ type: 'ask-ai', reached });
  }, [show]);

  const openInLinks = useCallback(() => {
    const { openIn = DEFAULT_OPEN_IN_TARGETS, prompt = DEFAULT_OPEN_IN_PROMPT } = latest.current;
    const page = { url: pageUrl(document), title: pageTitle(document) };
    return openIn.flatMap((target) => {
      const href = openInHref(target, page, prompt);
      return href ? [{ target, href }] : [];
    });
  }, []);

  return { status, copy, view, askAI, openInLinks };
}
