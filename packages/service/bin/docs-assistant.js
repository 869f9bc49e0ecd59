#!/usr/bin/env node
// The CLI's entry. Checked here, before anything loads: the Node version (node:sqlite and the AI SDK need 22.13),
// and where the code is — dist/ in a published package or after `npm run build`, else the TypeScript sources
// through tsx (a devDependency) in a fresh clone after `npm ci`.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 13)) {
  // In a clone, `npm ci` installed Node 22 as a devDependency: `npx docs-assistant` and `npm run …` use it.
  const inClone = existsSync(fileURLToPath(new URL('../src/cli/index.ts', import.meta.url)));
  console.error(
    `docs-assistant: needs Node 22.13 or newer; this is Node ${process.versions.node}. ` +
      (inClone
        ? 'In this clone, run it as `npx docs-assistant …` (or through `npm run`): both use the Node 22 that `npm ci` installed.'
        : 'Install Node 22.13+ (e.g. "nvm install 22") and run it again.'),
  );
  process.exit(1);
}

// node:sqlite prints "ExperimentalWarning: SQLite is an experimental feature" on first use: noise for a CLI user,
// and the API it warns about is pinned by the declared Node range. Every other warning is still printed.
const emitWarning = process.emitWarning;
process.emitWarning = function (warning, ...rest) {
  const type = typeof rest[0] === 'string' ? rest[0] : rest[0]?.type;
  if (type === 'ExperimentalWarning' && String(warning).includes('SQLite')) return;
  return emitWarning.call(process, warning, ...rest);
};

const built = new URL('../dist/index.js', import.meta.url);
const source = new URL('../src/cli/index.ts', import.meta.url);

async function load() {
  if (existsSync(fileURLToPath(built))) return import(built.href);
  if (existsSync(fileURLToPath(source))) {
    try {
      const { register } = await import('tsx/esm/api');
      register();
    } catch {
      console.error(
        `docs-assistant: the CLI is not built. Run \`npm run build\` in ${fileURLToPath(new URL('..', import.meta.url))} (or \`npm ci\` to install tsx), then try again.`,
      );
      process.exit(1);
    }
    return import(source.href);
  }
  console.error('docs-assistant: this install has no dist/ folder; reinstall the package.');
  process.exit(1);
}

const { main } = await load();
main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    console.error(`docs-assistant: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  },
);
