import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SplitApp } from '../support/widget-server';
import { pageHtml } from './generator-pages';
import { PAGE_ACTIONS_PAGES, pageActionsHtml } from './page-actions-pages';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const EMBED_DIR = here('../../../dist/embed');
const STATIC: Record<string, string> = {
  '/theme.js': here('./theme.js'),
  '/theme.css': here('./theme.css'),
  '/listener-census.js': here('../page-context/listener-census.js'),
};
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.map': 'application/json' };

/** The Markdown the site publishes for its pages (`/published.md`, and `{path}.md` for the pattern). */
export const PUBLISHED_MARKDOWN = '# Serve (published)\n\nThe site’s own Markdown for this page.\n';

export interface PageActionsSite {
  origin: string;
  /**
   * A generator page's address. `actions`: `<docs-assistant-page-actions>` attributes; `assistant`: a
   * `<docs-assistant>` with these attributes; `published`: the page advertises its Markdown with a `<link>`;
   * `react`: the React build's `<PageActions>` (the site's `reactApp`) in place of the element and the embed.
   */
  url(
    path: string,
    options?: {
      actions?: Record<string, string>;
      assistant?: Record<string, string>;
      published?: boolean;
      react?: boolean;
    },
  ): string;
  close(): Promise<void>;
}

/**
 * Serves the built embed (dist/embed) and the generator pages with page actions, and their published Markdown.
 * `reactApp`: a split bundle of page-actions-react-app.tsx, served as `/app.js` and its chunks for `react` pages.
 */
export async function startPageActionsSite({ reactApp }: { reactApp?: SplitApp } = {}): Promise<PageActionsSite> {
  // The React pages need no build: the app is bundled from source.
  if (!reactApp && !existsSync(join(EMBED_DIR, 'embed.js')))
    throw new Error('dist/embed/embed.js is missing: run `npm run build` first.');
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const send = (status: number, type: string, body: string | Buffer) =>
      response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' }).end(body);
    try {
      if (url.pathname.startsWith('/embed/')) {
        const file = normalize(join(EMBED_DIR, url.pathname.slice('/embed/'.length)));
        if (!file.startsWith(EMBED_DIR)) return send(404, 'text/plain', '');
        return send(200, TYPES[extname(file)] ?? 'application/octet-stream', await readFile(file));
      }
      const chunk = url.pathname.slice(1);
      if (reactApp && url.pathname === '/app.js') return send(200, 'text/javascript', reactApp.appJs);
      if (reactApp && Object.hasOwn(reactApp.chunks, chunk))
        return send(200, 'text/javascript', reactApp.chunks[chunk]!);
      const staticFile = STATIC[url.pathname];
      if (staticFile) return send(200, TYPES[extname(staticFile)]!, await readFile(staticFile));
      if (url.pathname === '/published.md' || url.pathname === '/mkdocs.md')
        return send(200, 'text/markdown; charset=utf-8', PUBLISHED_MARKDOWN);
      const page = PAGE_ACTIONS_PAGES.find((p) => p.path === url.pathname);
      if (!page) return send(404, 'text/html', '<!doctype html><title>Not found</title><h1>Not found</h1>');
      const json = (name: string) => {
        const value = url.searchParams.get(name);
        return value ? (JSON.parse(value) as Record<string, string>) : undefined;
      };
      let html = pageActionsHtml(
        page,
        {
          actions: json('actions'),
          assistant: json('widget'),
          head: url.searchParams.has('published')
            ? '<link rel="alternate" type="text/markdown" href="/published.md">'
            : undefined,
        },
        pageHtml,
      );
      if (url.searchParams.has('react')) html = reactPage(html);
      send(200, 'text/html; charset=utf-8', html);
    } catch {
      send(404, 'text/plain', 'not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    url(path, { actions, assistant, published, react } = {}) {
      const params = new URLSearchParams();
      if (actions) params.set('actions', JSON.stringify(actions));
      if (assistant)
        // Not `assistant`: the widget asks the question in `?assistant=` on load.
        params.set('widget', JSON.stringify(assistant));
      if (published) params.set('published', '');
      if (react) params.set('react', '');
      const query = params.toString();
      return `${origin}${path}${query ? `?${query}` : ''}`;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The page as a React host ships it: a place for `<PageActions>` after the title, and the app instead of the embed. */
function reactPage(html: string): string {
  const element = /<docs-assistant-page-actions[^>]*><\/docs-assistant-page-actions>/;
  if (!element.test(html)) throw new Error('The page has no <docs-assistant-page-actions> to put the React part in.');
  return html
    .replace(element, '<span data-page-actions-host></span>')
    .replace('<script type="module" src="/embed/embed.js"></script>', '<script type="module" src="/app.js"></script>');
}
