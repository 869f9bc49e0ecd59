// The menu's actions other than "Copy page": loaded with the menu by `<PageActions>`, imported by the headless hook.
import {
  DEFAULT_OPEN_IN_PROMPT,
  DEFAULT_OPEN_IN_TARGETS,
  openInHref,
  pageTitle,
  pageUrl,
  type OpenInTarget,
} from '../open-in';
import { markdownSourceUrl } from '../page-markdown-source';
import { reachAssistant } from '../reach-assistant';
import { readPageMarkdown } from '../read-page-markdown';
import type { PageActionContext, PageActionsOptions } from './page-actions-options';

/** "View as Markdown": the published file, else the converted content in a new tab. Call it within the click. */
export async function viewPage({ options, show }: PageActionContext): Promise<void> {
  const published = markdownSourceUrl(document, options().markdownUrl);
  if (published) {
    window.open(published, '_blank', 'noopener');
    options().onAction?.({ type: 'view', source: 'published' });
    return;
  }
  // Opened now, within the click (a popup blocker allows that), and pointed at the Markdown once it is made.
  const tab = window.open('about:blank', '_blank');
  try {
    const page = await readPageMarkdown(document, { ...options(), markdownUrl: undefined });
    const url = URL.createObjectURL(new Blob([page.markdown], { type: 'text/plain;charset=utf-8' }));
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    }
    // The tab has loaded it by then; the URL only keeps the text in memory.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    options().onAction?.({ type: 'view', source: page.source });
  } catch (error) {
    tab?.close();
    show('failed', true);
    console.error('docs-assistant: could not make the page’s Markdown.', error);
  }
}

/** "Ask AI about this page": reaches the assistant on the page, or says it is not there. */
export function askAboutPage({ options, show }: PageActionContext): void {
  const url = pageUrl(document);
  const title = pageTitle(document);
  const question = options().askQuestion?.replaceAll('{title}', title).replaceAll('{url}', url);
  const reached = reachAssistant(document, { url, title, question });
  if (!reached) show('no-assistant', true);
  options().onAction?.({ type: 'ask-ai', reached });
}

/** The "Open in" items with their address for this page (read when called: the page may have changed). */
export function openInLinks(options: PageActionsOptions): Array<{ target: OpenInTarget; href: string }> {
  const { openIn = DEFAULT_OPEN_IN_TARGETS, prompt = DEFAULT_OPEN_IN_PROMPT } = options;
  const page = { url: pageUrl(document), title: pageTitle(document) };
  return openIn.flatMap((target) => {
    const href = openInHref(target, page, prompt);
    return href ? [{ target, href }] : [];
  });
}
