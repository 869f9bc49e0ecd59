import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { markdownPath } from '../llms/docs-pages';
import { findPage } from '../retrieval/page-key';
import { clip, MCP_BOUNDS, withoutHalfPair } from './bounds';
import { READ_ONLY, toolError, type ToolContext } from './tool-context';

const B = MCP_BOUNDS;

/** `get_page`: one page's Markdown as written, in parts of at most `pageChars`. */
export function registerGetPage(server: McpServer, { deps, docs, url }: ToolContext): void {
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
      annotations: READ_ONLY,
    },
    ({ path, offset = 0 }) => {
      const page = findPage(deps.pages, path);
      if (!page) {
        const shown = clip(path, 200).text;
        return toolError(
          `No page at "${shown}". Pages have paths like "${deps.pages.list[0]?.path ?? '/guides/install'}"; ` +
            "search_docs gives each result's page, and llms.txt lists them all.",
        );
      }
      // Read once: the file is read again each time `markdown` is asked for.
      const markdown = page.markdown;
      if (markdown === undefined) {
        // Why is the operator's to know (the service warned them); an agent learns only that it is not there now.
        return toolError(`The page ${page.path} cannot be read now; search_docs finds the pages that can.`);
      }
      const total = markdown.length;
      if (offset > 0 && offset >= total) {
        return toolError(`offset ${offset} is past the end of ${page.path}: it has ${total} characters.`);
      }
      const { text, next } = pagePart(markdown, offset);
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
