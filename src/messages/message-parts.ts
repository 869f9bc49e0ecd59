import type { AssistantMessage } from '../core/types';
import { safeUrl } from '../markdown/safe-url';

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

/** What a reasoning model thought before it answered: its `reasoning` parts, joined. */
export interface AnswerReasoning {
  text: string;
  /** The last reasoning part is still arriving. */
  streaming: boolean;
}

/** A `file` part the answer carries (an image a model drew, a file it attached). */
export interface AnswerFile {
  href: string;
  mediaType: string;
  /** The file's name where the service gives one: an image's text alternative, a link's words. */
  name: string | undefined;
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

/** The `reasoning` parts, in order, or undefined when the answer has none (most services send none). */
export function answerReasoning(message: AssistantMessage): AnswerReasoning | undefined {
  let text = '';
  let streaming = false;
  let any = false;
  for (const part of message.parts) {
    if (part.type !== 'reasoning') continue;
    any = true;
    text += (text ? '\n\n' : '') + part.text;
    streaming = part.state === 'streaming';
  }
  return any ? { text, streaming } : undefined;
}

/** `file` parts whose address a link may use (the same rule as an answer's links: no `javascript:`, no `data:`). */
export function answerFiles(message: AssistantMessage): AnswerFile[] {
  const files: AnswerFile[] = [];
  for (const part of message.parts) {
    if (part.type !== 'file' || !safeUrl(part.url)) continue;
    files.push({ href: part.url, mediaType: part.mediaType, name: text(part.filename) });
  }
  return files;
}

/** A step has begun and shows nothing yet: the last part is its `step-start`. */
export function startingStep(message: AssistantMessage): boolean {
  return message.parts.at(-1)?.type === 'step-start';
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
