import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeFiles } from './write-files';

/**
 * A build tool's docs, small but written as docs are: options under their names, guides in prose that use the
 * everyday words readers use too ("run", "make", "instead", "another"). The coverage suites ask it questions the
 * docs answer, come near, and know nothing about, each short and long.
 */
export const COVERAGE_PAGES: Record<string, string> = {
  'config/server.md': `# Server options

## server.port

Specify the dev server port. If the port is already being used, the next available port is tried automatically,
so the server may not start on the port you asked for.

## server.strictPort

Set to \`true\` to exit if the port is already in use, instead of automatically trying the next available port.

## server.proxy

Configure custom proxy rules for the dev server, to forward API requests to another backend while you develop.
`,
  'guide/cache.md': `# Caching

## Clearing the cache

Run \`tool cache clean\` to empty the cache folder. The cache lives in \`node_modules/.tool\`, so a fresh install
also starts without one.
`,
  'guide/deploy.md': `# Deploying

Build the site with \`tool build\`, then serve the \`dist\` folder.

## Docker

Use the official image and mount your build folder as a volume. The container runs the static server on port 8080.

## Static hosts

Upload the \`dist\` folder to any static host. Make sure the host serves \`index.html\` for unknown paths.
`,
  'guide/env.md': `# Environment variables

## Modes

Variables in \`.env.production\` are loaded in production mode, and \`.env.development\` in development.

## Exposing variables to client code

Only variables prefixed with \`APP_\` reach client code, so secrets such as API keys stay on the server. Change the
prefix with \`envPrefix\`.
`,
  'guide/plugins.md': `# Plugins

## Writing a plugin

A plugin is an object with a \`name\` and hooks such as \`transform\` and \`resolveId\`. Each hook runs for every
module, so return early for files the plugin does not handle.
`,
  'guide/troubleshooting.md': `# Troubleshooting

## The dev server does not start

Another process may hold the port. Stop it, or pick another port. Run with \`--debug\` to see what the server does
at start-up and where it fails.

## Slow start

A large dependency tree makes the first start slow; later starts read the cache instead.

## Out of memory

A build that stops with \`ERR_WORKER_OUT_OF_MEMORY\` ran out of heap. Raise the limit with
\`NODE_OPTIONS=--max-old-space-size=4096\`.
`,
};

/** The pages above in a fresh temporary folder, as a docs folder a service serves. */
export async function writeCoverageDocs(): Promise<{ folder: string; remove(): Promise<void> }> {
  const folder = await mkdtemp(join(tmpdir(), 'docs-assistant-coverage-'));
  await writeFiles(folder, COVERAGE_PAGES);
  return { folder, remove: () => rm(folder, { recursive: true, force: true }) };
}

/** The same pages as the index reads them. */
export const coveragePages = () =>
  Object.entries(COVERAGE_PAGES).map(([file, source]) => ({ path: `/${file.replace(/\.md$/, '')}`, source }));
