import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Answers one POST to the assistant endpoint; it may stream, hold the response open, or fail. */
export type AssistantHandler = (request: IncomingMessage, response: ServerResponse, body: unknown) => void | Promise<void>;

export interface WidgetServer {
  /** `http://127.0.0.1:<port>`; the page is at `/`, the widget posts to `/api/assistant`. */
  origin: string;
  /** Page address with these widget props (JSON in the `props` parameter). */
  pageUrl(props?: Record<string, unknown>): string;
  /** Queues handlers for the next assistant requests, in order; with none queued, `fallback` answers. */
  respond(...handlers: AssistantHandler[]): void;
  /** Drops handlers a previous test queued but never used, so one failure cannot shift the next test's answers. */
  reset(): void;
  /** Request bodies the assistant endpoint received, in order. */
  requests: unknown[];
  close(): Promise<void>;
}

// React 18 from its own install (scripts/ensure-react18.sh), for the suite that runs the widget on it.
const REACT_18 = { react: here('../../react18/node_modules/react'), 'react-dom': here('../../react18/node_modules/react-dom') };

/**
 * Bundles a React entry (default: the shared docs page with the widget) for the browser. `react: 18` bundles it, and
 * every dependency that imports React (`@ai-sdk/react`, `react-markdown`, zustand), against React 18.
 */
export async function bundleApp(entry = here('./widget-app.tsx'), { react }: { react?: 18 } = {}): Promise<string> {
  const bundle = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'esm',
    jsx: 'automatic',
    alias: react === 18 ? REACT_18 : undefined,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  return bundle.outputFiles[0]!.text;
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of request) text += chunk;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * A real HTTP origin on 127.0.0.1 serving the page, its script and the widget's stylesheet, and an assistant
 * endpoint the test scripts. A real server (rather than `page.route`) lets a response stream in pieces or stay
 * open, which is what "streaming" means to the widget.
 */
export async function startWidgetServer(options: { appJs: string; fallback: AssistantHandler }): Promise<WidgetServer> {
  const css = await readFile(here('../../../src/styles/docs-assistant.css'), 'utf8');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Docs</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{margin:0;padding:16px;color-scheme:light dark;background:Canvas;color:CanvasText;font:16px/1.5 system-ui}</style>
<style>${css}</style></head>
<body><div id="app"></div><script type="module" src="/app.js"></script></body></html>`;
  const queue: AssistantHandler[] = [];
  const requests: unknown[] = [];

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/api/assistant' && request.method === 'POST') {
      const body = await readJson(request);
      requests.push(body);
      await (queue.shift() ?? options.fallback)(request, response, body);
      return;
    }
    if (url.pathname === '/app.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(options.appJs);
      return;
    }
    if (url.pathname === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    pageUrl: (props = {}) => `${origin}/?props=${encodeURIComponent(JSON.stringify(props))}`,
    respond: (...handlers) => queue.push(...handlers),
    reset: () => queue.splice(0),
    requests,
    async close() {
      // Held-open answers would keep close() waiting forever.
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
