import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { embedHtmlPage } from './doc-embeds';
import { FIT_PAGES, GENERATOR_PAGES, pageHtml } from './generator-pages';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const EMBED_DIR = here('../../../dist/embed');
const STATIC: Record<string, string> = {
  '/theme.js': here('./theme.js'),
  '/theme.css': here('./theme.css'),
  '/csp-watch.js': here('./csp-watch.js'),
  '/fit.css': here('./fit.css'),
  '/fit.js': here('./fit.js'),
  '/styles.css': here('../../../src/styles/docs-assistant.css'),
  '/listener-census.js': here('../page-context/listener-census.js'),
};
/** The page with the React build of the widget in place of the embed (its props come from the URL). */
const reactPageHtml = (page: Parameters<typeof pageHtml>[0]) =>
  pageHtml(page, { mount: '<script type="module" src="/react-app.js"></script>' }).replace(
    '<link rel="stylesheet" href="/theme.css">',
    '<link rel="stylesheet" href="/theme.css">\n<link rel="stylesheet" href="/styles.css">',
  );

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.map': 'application/json',
};

export interface EmbedSite {
  origin: string;
  /**
   * A generator page's address; `element`: the `<docs-assistant>` attributes in its markup (none: no element).
   * `/embed-html/` is docs/embed-html.md's page itself.
   */
  url(path: string, element?: Record<string, string>): string;
  close(): Promise<void>;
}

/**
 * Serves the built embed (dist/embed, as a site or a CDN would) and the generator pages. `/strict/` is the MkDocs
 * page under a strict Content-Security-Policy header: scripts and styles from this origin only, no inline ones, no
 * eval, requests to the origin and the service only.
 */
export async function startEmbedSite({
  serviceUrl,
  reactAppJs,
}: {
  serviceUrl: string;
  /** A bundle of fit-react-app.tsx: `?props=…` pages get the React build instead of the embed. */
  reactAppJs?: string;
}): Promise<EmbedSite> {
  if (!existsSync(join(EMBED_DIR, 'embed.js')))
    throw new Error('dist/embed/embed.js is missing: run `npm run build` first.');
  const csp = [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    `connect-src 'self' ${serviceUrl}`,
    "img-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const send = (status: number, type: string, body: string | Buffer, headers: Record<string, string> = {}) =>
      response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', ...headers }).end(body);
    try {
      if (url.pathname.startsWith('/embed/')) {
        const file = normalize(join(EMBED_DIR, url.pathname.slice('/embed/'.length)));
        if (!file.startsWith(EMBED_DIR)) return send(404, 'text/plain', '');
        return send(200, TYPES[extname(file)] ?? 'application/octet-stream', await readFile(file));
      }
      if (url.pathname === '/react-app.js' && reactAppJs) return send(200, 'text/javascript', reactAppJs);
      const staticFile = STATIC[url.pathname];
      if (staticFile) return send(200, TYPES[extname(staticFile)]!, await readFile(staticFile));
      const element = url.searchParams.get('element');
      const attributes = element ? (JSON.parse(element) as Record<string, string>) : undefined;
      if (url.pathname === '/strict/') {
        const html = pageHtml(GENERATOR_PAGES[0]!, { element: attributes }).replace(
          '<head>',
          '<head><script src="/csp-watch.js"></script>',
        );
        return send(200, 'text/html; charset=utf-8', html, { 'content-security-policy': csp });
      }
      if (url.pathname === '/embed-html/' && attributes)
        return send(200, 'text/html; charset=utf-8', embedHtmlPage(attributes));
      const page = [...GENERATOR_PAGES, ...FIT_PAGES].find((p) => p.path === url.pathname);
      if (page && url.searchParams.has('props')) return send(200, 'text/html; charset=utf-8', reactPageHtml(page));
      if (page) return send(200, 'text/html; charset=utf-8', pageHtml(page, { element: attributes }));
      send(404, 'text/plain', 'not found');
    } catch {
      send(404, 'text/plain', 'not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    url: (path, element) =>
      `${origin}${path}${element ? `?element=${encodeURIComponent(JSON.stringify(element))}` : ''}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
