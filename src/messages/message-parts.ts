import type { AssistantMessage } from '../core/types';

export interface AnswerSource {
  /** The page's title (the service's `metadata.pageTitle`, else its `metadata.title`), or the address. */
  title: string;
  /** The section of the page the answer drew on (`metadata.heading`), when it is not the page itself. */
  section?: string;
  href: string;
}

export interface SearchActivity {
  query: string;
  done: boolean;
}

interface SearchToolPart {
  type: 'tool-search';
  state: string;
  input?: { query?: unknown };
  output?: {
    results?: Array<{
      path?: unknown;
      url?: unknown;
      metadata?: { title?: unknown; pageTitle?: unknown; heading?: unknown };
    }>;
  };
}

/** The answer's markdown: every text part, in order. */
export function answerText(message: AssistantMessage): string {
  let text = '';
  for (const part of message.parts) if (part.type === 'text') text += part.text;
  return text;
}

/** `tool-search` parts as the reader sees them: what was searched, and whether results came back. */
export function searchActivity(message: AssistantMessage): SearchActivity[] {
  const activity: SearchActivity[] = [];
  for (const part of message.parts) {
    if (part.type !== 'tool-search') continue;
    const search = part as unknown as SearchToolPart;
    const query = typeof search.input?.query === 'string' ? search.input.query : '';
    activity.push({ query, done: search.state === 'output-available' || search.state === 'output-error' });
  }
  return activity;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/** Sources from `tool-search` results and `source-url` parts, deduplicated by address, in order of appearance. */
export function answerSources(message: AssistantMessage): AnswerSource[] {
  const seen = new Set<string>();
  const sources: AnswerSource[] = [];
  const add = (href: unknown, title: unknown, heading?: unknown) => {
    if (typeof href !== 'string' || href === '' || seen.has(href)) return;
    seen.add(href);
    const name = text(title) ?? href;
    const section = text(heading);
    sources.push(section && section !== name ? { href, title: name, section } : { href, title: name });
  };
  for (const part of message.parts) {
    if (part.type === 'tool-search') {
      const search = part as unknown as SearchToolPart;
      for (const result of search.output?.results ?? []) {
        const { title, pageTitle, heading } = result.metadata ?? {};
        // The local service sends the page and the section apart (`title` is "Page › Section"); the hosted one
        // sends a title alone.
        if (text(pageTitle)) add(result.path ?? result.url, pageTitle, heading);
        else add(result.path ?? result.url, title);
      }
    } else if (part.type === 'source-url') {
      add(part.url, part.title);
    }
  }
  return sources;
}
