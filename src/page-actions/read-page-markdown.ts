import { findMainContent, type MainContentOption } from './main-content';
import { fetchPageMarkdown, markdownSourceUrl } from './page-markdown-source';
import { pageTitle } from './open-in';

export interface PageMarkdownOptions {
  /**
   * Where the site publishes each page's Markdown, as a pattern: `{path}.md` (the page's path without a trailing
   * slash or `.html`), `{url}.md`, or any address with those. Default: the page's `<link rel="alternate"
   * type="text/markdown">`, else the page's content converted in the browser.
   */
  markdownUrl?: string;
  /** The element holding the page's content (a selector, an element or a function). Default: found per theme. */
  content?: MainContentOption;
  /** The `fetch` used for the published Markdown. Default the global one. */
  fetch?: typeof fetch;
}

export interface PageMarkdown {
  markdown: string;
  /** `published`: the site's own file (its address in `url`); `converted`: the content, converted here. */
  source: 'published' | 'converted';
  url?: string;
}

/** Loads the converter (turndown) on first use only: a page view without a click never fetches it. */
export const loadConverter = () => import('./convert-page');

/** The page as Markdown: the site's own where it publishes it, else its content converted in the browser. */
export async function readPageMarkdown(doc: Document, options: PageMarkdownOptions = {}): Promise<PageMarkdown> {
  const url = markdownSourceUrl(doc, options.markdownUrl);
  if (url) {
    const markdown = await fetchPageMarkdown(url, options.fetch);
    if (markdown !== undefined) return { markdown, source: 'published', url };
  }
  const content = findMainContent(doc, options.content);
  const { contentToMarkdown } = await loadConverter();
  return { markdown: contentToMarkdown(content, pageTitle(doc, content)), source: 'converted' };
}
