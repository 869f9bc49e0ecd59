/** An "Open in …" entry of the page-actions menu: a chat app that takes a prompt in its address. */
export interface OpenInTarget {
  /** Stable id (`data-action="open-in-<id>"`, events). */
  id: string;
  /** The menu item's words, e.g. "Open in ChatGPT". */
  label: string;
  /** Its second line, e.g. "Ask questions about this page". Optional. */
  description?: string;
  /** The address to open, with `{prompt}` (the prompt, URL-encoded) and `{url}` (the page's address, URL-encoded). */
  href: string;
  /** The prompt, with `{url}` and `{title}` (not encoded). Default the menu's `prompt`. */
  prompt?: string;
}

/** The prompt every "Open in" item sends unless it has its own: it names the page's address, never its text. */
export const DEFAULT_OPEN_IN_PROMPT = 'Read {url} so I can ask questions about it.';

/** ChatGPT and Claude, as their own "new chat" addresses take a prompt (`?q=`). */
export const DEFAULT_OPEN_IN_TARGETS: readonly OpenInTarget[] = [
  {
    id: 'chatgpt',
    label: 'Open in ChatGPT',
    description: 'Ask questions about this page',
    href: 'https://chatgpt.com/?hints=search&q={prompt}',
  },
  {
    id: 'claude',
    label: 'Open in Claude',
    description: 'Ask questions about this page',
    href: 'https://claude.ai/new?q={prompt}',
  },
];

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** The item's address for this page: an http(s) URL, or undefined for a template that makes anything else. */
export function openInHref(
  target: OpenInTarget,
  page: { url: string; title: string },
  defaultPrompt: string = DEFAULT_OPEN_IN_PROMPT,
): string | undefined {
  const prompt = fill(target.prompt ?? defaultPrompt, { url: page.url, title: page.title });
  const href = fill(target.href, { prompt: encodeURIComponent(prompt), url: encodeURIComponent(page.url) });
  try {
    const url = new URL(href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The page's address as it is shared: without its hash (a heading the reader scrolled to is not the page). */
export function pageUrl(doc: Document): string {
  const url = new URL(doc.URL);
  url.hash = '';
  return url.href;
}

/** The page's title: its first `h1`, else the document's title. */
export function pageTitle(doc: Document, content?: Element): string {
  const heading = (content ?? doc)
    .querySelector('h1')
    ?.textContent?.replace(/[¶#\u200b]/g, '')
    .trim();
  return heading || doc.title.trim();
}
