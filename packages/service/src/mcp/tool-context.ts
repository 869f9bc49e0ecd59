import type { LanguageModel } from 'ai';
import type { DocsIndex } from '../retrieval/docs-index';
import type { DocsPages } from '../llms/docs-pages';

export interface DocsToolsDeps {
  index: DocsIndex;
  pages: DocsPages;
  model?: LanguageModel;
  /** What the docs are called, for the tools' descriptions ("Search the Acme Widgets docs…"). */
  siteTitle: string;
  /** The docs site's URL: result URLs become absolute. Root-relative paths otherwise. */
  siteUrl?: string;
}

/** What each tool is registered with: the docs it reads, how its descriptions name them, how it makes URLs. */
export interface ToolContext {
  deps: DocsToolsDeps;
  /** "the Acme Widgets documentation", or just "the documentation" when the docs have no name of their own. */
  docs: string;
  url: (path: string) => string;
}

export function toolContext(deps: DocsToolsDeps): ToolContext {
  const docs = deps.siteTitle === 'Documentation' ? 'the documentation' : `the ${deps.siteTitle} documentation`;
  // Encoded, so a page whose file name has spaces or a `%` still makes a URL that leads to it.
  const url = (path: string) => `${deps.siteUrl?.replace(/\/+$/, '') ?? ''}${encodeURI(path)}`;
  return { deps, docs, url };
}

/** Every tool only reads the docs loaded at start. */
export const READ_ONLY = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };

export function toolError(text: string) {
  return { content: [{ type: 'text' as const, text }], isError: true };
}
