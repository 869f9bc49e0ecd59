import type { AssistantMessage } from '../core/types';

export interface AnswerSource {
  title: string;
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
  output?: { results?: Array<{ path?: unknown; url?: unknown; metadata?: { title?: unknown } }> };
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

/** Sources from `tool-search` results and `source-url` parts, deduplicated by address, in order of appearance. */
export function answerSources(message: AssistantMessage): AnswerSource[] {
  const seen = new Set<string>();
  const sources: AnswerSource[] = [];
  const add = (href: unknown, title: unknown) => {
    if (typeof href !== 'string' || href === '' || seen.has(href)) return;
    seen.add(href);
    sources.push({ href, title: typeof title === 'string' && title.trim() ? title.trim() : href });
  };
  for (const part of message.parts) {
    if (part.type === 'tool-search') {
      const search = part as unknown as SearchToolPart;
      for (const result of search.output?.results ?? []) add(result.path ?? result.url, result.metadata?.title);
    } else if (part.type === 'source-url') {
      add(part.url, part.title);
    }
  }
  return sources;
}
