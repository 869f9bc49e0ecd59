import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { LanguageModel } from 'ai';
import { z } from 'zod';
import { MAX_QUESTION_CHARS } from '../from-widget-package';
import { sectionLabel, sectionUrl } from '../assistant/extractive-answer';
import type { DocsIndex } from '../retrieval/docs-index';
import type { Section } from '../retrieval/markdown-sections';
import { markdownPath, pageKey, type DocsPages } from '../llms/docs-pages';
import { askDocs } from './ask';
import { clip, MCP_BOUNDS, withoutHalfPair } from './bounds';
import { packageVersion } from '../package-version';
import { searchDocs } from '../search/search-docs';

export interface DocsToolsDeps {
  index: DocsIndex;
  pages: DocsPages;
  model?: LanguageModel;
  /** What the docs are called, for the tools' descriptions ("Search the Acme Widgets docs…"). */
  siteTitle: string;
  /** The docs site's URL: result URLs become absolute. Root-relative paths otherwise. */
  siteUrl?: string;
}

const B = MCP_BOUNDS;

const searchResult = z.object({
  title: z.string(),
  url: z.string(),
  page: z.string(),
  excerpt: z.string(),
});

/**
 * An MCP server exposing the docs as three read-only tools. One is made per HTTP request (stateless Streamable
 * HTTP) or once per stdio process; all of them read the index and pages loaded at start.
 */
export function createDocsMcpServer(deps: DocsToolsDeps): McpServer {
  // "the Acme Widgets documentation", or just "the documentation" when the docs have no name of their own.
  const docs = deps.siteTitle === 'Documentation' ? 'the documentation' : `the ${deps.siteTitle} documentation`;
  const server = new McpServer(
    { name: 'docs-assistant', title: deps.siteTitle, version: packageVersion() },
    {
      instructions:
        `Tools for ${docs}. Use search_docs to find where something is documented, ` +
        'get_page to read a page whole, and ask for a short answer with sources. Everything comes from the docs; ' +
        'when they do not cover something the tools say so instead of guessing.',
    },
  );
  // Encoded, so a page whose file name has spaces or a `%` still makes a URL that leads to it.
  const url = (path: string) => `${deps.siteUrl?.replace(/\/+$/, '') ?? ''}${encodeURI(path)}`;
  const readOnly = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };

  server.registerTool(
    'search_docs',
    {
      title: 'Search the docs',
      description:
        `Search ${docs}. Returns the best-matching sections, best first: each with its ` +
        `title, URL, the page it is on (pass that to get_page for the whole page) and an excerpt of at most ` +
        `${B.excerptChars} characters ("…" marks a cut). Up to \`limit\` results (default ${B.defaultResults}, at ` +
        `most ${B.maxResults}). Use the words the docs would use: feature, option, command or API names. ` +
        '`covered: false` means no section clearly answers the query, so the results are only the nearest ones.',
      inputSchema: {
        query: z
          .string()
          .trim()
          .min(1)
          .max(MAX_QUESTION_CHARS)
          .describe('What to look for, in words or identifiers, e.g. "rotate log files" or "setErrorHandler".'),
        limit: z
          .number()
          .int()
          .min(1)
          .max(B.maxResults)
          .optional()
          .describe(`How many sections to return, 1–${B.maxResults} (default ${B.defaultResults}).`),
      },
      outputSchema: { covered: z.boolean(), results: z.array(searchResult) },
      annotations: readOnly,
    },
    ({ query, limit }) => {
      const retrieval = searchDocs(deps.index, query, { limit: limit ?? B.defaultResults });
      const results = retrieval.hits.map(({ section }) => ({
        title: clip(sectionLabel(section), B.titleChars).text,
        url: url(sectionUrl(section)),
        page: section.path,
        excerpt: excerpt(section),
      }));
      const lines = results.map(
        (r, i) => `${i + 1}. [${r.title}](${r.url}) (page: ${r.page})\n   ${r.excerpt.replace(/\n/g, '\n   ')}`,
      );
      const head = results.length
        ? retrieval.covered
          ? `${results.length} section${results.length === 1 ? '' : 's'} found:`
          : 'No section clearly answers this; the nearest ones:'
        : 'Nothing in the docs matches this query. Try other words: the feature, option or command name.';
      return {
        content: [{ type: 'text', text: [head, ...lines].join('\n') }],
        structuredContent: { covered: retrieval.covered, results },
      };
    },
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a docs page',
      description:
        `Read one page of ${docs} as Markdown, as its author wrote it (front matter ` +
        'left out). `path` is a page path such as "/guides/install" (search_docs gives it as `page`), a URL of ' +
        `the page, or its .md link from llms.txt. A long page comes in parts of at most ${B.pageChars} ` +
        'characters: when `nextOffset` is set, call again with `offset: nextOffset` for the rest.',
      inputSchema: {
        path: z
          .string()
          .min(1)
          .max(B.pathChars)
          .describe('The page, e.g. "/guides/install", "guides/install.md" or a URL with an #anchor.'),
        offset: z
          .number()
          .int()
          .min(0)
          .optional()
          .describe('Where to start reading, in characters (default 0); from a previous call\'s "nextOffset".'),
      },
      outputSchema: {
        page: z.string(),
        title: z.string(),
        url: z.string(),
        markdown: z.string(),
        offset: z.number(),
        totalChars: z.number(),
        nextOffset: z.number().optional(),
      },
      annotations: readOnly,
    },
    ({ path, offset = 0 }) => {
      // As given first (a page path from search_docs, `a%20b` for a file named so), then percent-decoded (a URL).
      const page = deps.pages.get(pageKey(path, { decode: false })) ?? deps.pages.get(pageKey(path));
      if (!page) {
        const shown = clip(path, 200).text;
        return toolError(
          `No page at "${shown}". Pages have paths like "${deps.pages.list[0]?.path ?? '/guides/install'}"; ` +
            "search_docs gives each result's page, and llms.txt lists them all.",
        );
      }
      const total = page.markdown.length;
      if (offset > 0 && offset >= total) {
        return toolError(`offset ${offset} is past the end of ${page.path}: it has ${total} characters.`);
      }
      const { text, next } = pagePart(page.markdown, offset);
      const note =
        next === undefined
          ? ''
          : `\n\n[Characters ${offset}–${next} of ${total}. Call get_page again with offset: ${next} for the rest.]`;
      return {
        content: [{ type: 'text', text: `${text}${note}` }],
        structuredContent: {
          page: page.path,
          title: page.title,
          url: url(markdownPath(page.path)),
          markdown: text,
          offset,
          totalChars: total,
          ...(next === undefined ? {} : { nextOffset: next }),
        },
      };
    },
  );

  server.registerTool(
    'ask',
    {
      title: 'Ask the docs',
      description:
        `Ask ${docs} a question in plain words. Returns the answer the site's own ` +
        'assistant gives readers, with the sections it comes from as sources and follow-up questions. The answer ' +
        'only says what the docs say; when they do not cover the question it says so, with `covered: false` and no ' +
        `sources — do not read that as an answer. At most ${B.answerChars} characters. For exact wording or code, ` +
        'read the sources with get_page.',
      inputSchema: {
        question: z
          .string()
          .trim()
          .min(1)
          .max(MAX_QUESTION_CHARS)
          .describe('The question, as a reader would ask it, e.g. "How do I deploy with Docker?"'),
      },
      outputSchema: {
        answer: z.string(),
        covered: z.boolean(),
        sources: z.array(z.object({ title: z.string(), url: z.string() })),
        followUps: z.array(z.string()),
      },
      annotations: { ...readOnly, idempotentHint: false },
    },
    async ({ question }, extra) => {
      const result = await askDocs({ index: deps.index, model: deps.model }, question, extra.signal);
      const answer = clip(result.answer, B.answerChars);
      const sources = result.sources.map((s) => ({ title: s.title, url: url(s.path) }));
      const followUps = result.followUps.map((f) => f.question);
      const text = [
        answer.text,
        answer.cut ? `\n[Answer cut at ${B.answerChars} characters.]` : '',
        sources.length ? `\nSources:\n${sources.map((s) => `- [${s.title}](${s.url})`).join('\n')}` : '',
        followUps.length ? `\nFollow-up questions:\n${followUps.map((q) => `- ${q}`).join('\n')}` : '',
      ]
        .filter(Boolean)
        .join('\n');
      return {
        content: [{ type: 'text', text }],
        structuredContent: { answer: answer.text, covered: result.covered, sources, followUps },
      };
    },
  );

  return server;
}

function toolError(text: string) {
  return { content: [{ type: 'text' as const, text }], isError: true };
}

/** The section's prose (code when it has none), on one line, cut to the excerpt bound. */
function excerpt(section: Section): string {
  const text = (section.prose || section.code).replace(/\s+/g, ' ').trim();
  return clip(text, B.excerptChars).text;
}

/** Up to `pageChars` from `offset`, ending at a line end when one is near, and where the next part starts. */
function pagePart(markdown: string, offset: number): { text: string; next?: number } {
  const end = offset + B.pageChars;
  if (end >= markdown.length) return { text: markdown.slice(offset) };
  const lineEnd = markdown.lastIndexOf('\n', end - 1);
  const cut = lineEnd > offset + B.pageChars / 2 ? lineEnd + 1 : end;
  const text = withoutHalfPair(markdown.slice(offset, cut));
  return { text, next: offset + text.length };
}
