import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { basename, join } from 'node:path';
import { build, type Metafile, type OutputFile } from 'esbuild';
import { docSnippetPlugin } from '../../support/doc-snippet-plugin';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Answers one POST to the assistant endpoint; it may stream, hold the response open, or fail. */
export type AssistantHandler = (
  request: IncomingMessage,
  response: ServerResponse,
  body: unknown,
) => void | Promise<void>;

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
const REACT_18 = {
  react: here('../../react18/node_modules/react'),
  'react-dom': here('../../react18/node_modules/react-dom'),
};

/** A page bundled with code splitting: each `import()` target a file of its own, fetched only when imported. */
export interface SplitApp {
  /** The entry, served as `/app.js`. */
  appJs: string;
  /** Every other file by name (`chunk-….js`), served from the root: what the entry's imports ask for. */
  chunks: Record<string, string>;
  /** The files a page view loads: `app.js` and the chunks it imports statically, transitively. */
  upFront: string[];
  /**
   * For each `import()` target (its source path from the repository root, e.g. `src/engine/index.ts`), the files its
   * import fetches beyond the up-front ones: its own chunk first, then the chunks that chunk imports.
   */
  lazy: Record<string, string[]>;
}

/**
 * The embed's runtime (vite.embed.config.ts): React's API from preact/compat. `DOCS_ASSISTANT_RUNTIME=preact` bundles
 * every page the React suites build this way, to run them against the embed's runtime (architecture/embed.md).
 */
const PREACT = {
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
  'react-dom': 'preact/compat',
  react: 'preact/compat',
};

interface BundleOptions {
  react?: 18;
  /** `preact`: this page on the embed's runtime, whatever `DOCS_ASSISTANT_RUNTIME` says. */
  runtime?: 'preact';
  /** Code splitting (ESM), as a host's bundler ships the widget: lazy chunks are requests of their own. */
  splitting?: boolean;
}

/**
 * Bundles a React entry (default: the shared docs page with the widget) for the browser. `react: 18` bundles it, and
 * every dependency that imports React (`@ai-sdk/react`, `react-markdown`, zustand), against React 18. One file, or
 * with `splitting: true`, the entry and its chunks (SplitApp; serve them with `startWidgetServer`'s `chunks`).
 */
export async function bundleApp(entry?: string, options?: BundleOptions & { splitting?: false }): Promise<string>;
export async function bundleApp(
  entry: string | undefined,
  options: BundleOptions & { splitting: true },
): Promise<SplitApp>;
export async function bundleApp(
  entry = here('./widget-app.tsx'),
  { react, runtime, splitting = false }: BundleOptions = {},
): Promise<string | SplitApp> {
  const bundle = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'esm',
    jsx: 'automatic',
    alias: react === 18 ? REACT_18 : (runtime ?? process.env.DOCS_ASSISTANT_RUNTIME) === 'preact' ? PREACT : undefined,
    define: { 'process.env.NODE_ENV': '"production"' },
    // Minified as a host's production build is: a page carries every lazy chunk inline (unless split), and Chromium
    // parsed the 2.2 MB unminified for every page a test opens (about a third of the page's load at 1 MB minified).
    minify: true,
    // `doc-snippet:` imports: a page mounting a docs block as written.
    plugins: [docSnippetPlugin],
    logLevel: 'silent',
    ...(splitting
      ? {
          splitting: true,
          outdir: OUTDIR,
          entryNames: 'app',
          chunkNames: 'chunk-[hash]',
          metafile: true,
          absWorkingDir: ROOT,
        }
      : {}),
  });
  if (!splitting) return bundle.outputFiles[0]!.text;
  return splitApp(bundle.outputFiles, bundle.metafile!);
}

const ROOT = here('../../..');
// Never written (`write: false`): esbuild needs an output directory to name a split bundle's files.
const OUTDIR = join(ROOT, '.split-app');

function splitApp(files: OutputFile[], metafile: Metafile): SplitApp {
  // The metafile names outputs relative to the working directory; the server serves them by file name.
  const name = (output: string) => basename(output);
  const outputs = new Map(Object.entries(metafile.outputs).map(([path, output]) => [name(path), output]));
  const staticClosure = (start: string, seen = new Set<string>()) => {
    if (seen.has(start)) return seen;
    seen.add(start);
    for (const imported of outputs.get(start)?.imports ?? []) {
      if (imported.kind === 'import-statement') staticClosure(name(imported.path), seen);
    }
    return seen;
  };
  const upFront = staticClosure('app.js');
  const lazy: Record<string, string[]> = {};
  for (const [file, output] of outputs) {
    if (file === 'app.js' || !output.entryPoint) continue;
    lazy[output.entryPoint] = [...staticClosure(file)].filter((chunk) => !upFront.has(chunk));
  }
  const chunks: Record<string, string> = {};
  let appJs = '';
  for (const file of files) {
    if (name(file.path) === 'app.js') appJs = file.text;
    else chunks[name(file.path)] = file.text;
  }
  return { appJs, chunks, upFront: [...upFront], lazy };
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
export async function startWidgetServer(options: {
  appJs: string;
  /** More scripts by file name, served from the root (a split bundle's chunks). */
  chunks?: Record<string, string>;
  /** Other files by path (`/pagefind/pagefind.js`): a site's own scripts a page loads at run time. */
  files?: Record<string, { type: string; body: string }>;
  fallback: AssistantHandler;
}): Promise<WidgetServer> {
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
    const file = options.files && Object.hasOwn(options.files, url.pathname) ? options.files[url.pathname] : undefined;
    if (file) {
      response.writeHead(200, { 'content-type': file.type }).end(file.body);
      return;
    }
    const chunkName = url.pathname.slice(1);
    if (options.chunks && Object.hasOwn(options.chunks, chunkName)) {
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(options.chunks[chunkName]);
      return;
    }
    // Other pages of the same docs site (`/docs/…`), each a full page load with the widget, for links from answers.
    if (url.pathname === '/' || url.pathname.startsWith('/docs/')) {
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
