/**
 * Proves the browser entries carry none of the server code: bundles each the way a host's bundler would (esbuild,
 * platform browser, every dependency bundled except React) and fails on any server-only module or marker.
 *
 *   npm run build && npm run check:bundle            # the built dist/ entries
 *   tsx scripts/check-browser-bundle.ts src/agent-jobs/ui/index.ts   # any entry, source or built
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Message } from 'esbuild';
import { SERVER_ONLY_MARKER } from '../src/proxy/server-runtime';

export interface BundleReport {
  entry: string;
  bytes: number;
  problems: string[];
}

// Functions only server code defines. Matched as definitions: the core's key error mentions them in its advice.
const SERVER_NAMES = ['createAgentClient', 'createAssistantProxy', 'createAgentProxy', 'toNodeHandler'];
const NODE_IMPORT = /(?:from\s*|import\s*\(\s*|require\s*\(\s*)["'](node:[\w/]+)["']/g;
const SERVER_MODULE = /(?:^|\/)(?:src|dist)\/(?:proxy\/|agent-jobs\/(?!ui\/))/;

/** React stays external, as every host provides it; anything else the entry pulls in is inspected. */
const EXTERNAL = ['react', 'react/*', 'react-dom', 'react-dom/*'];

export async function checkBrowserEntry(entry: string): Promise<BundleReport> {
  const problems: string[] = [];
  try {
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      write: false,
      platform: 'browser',
      format: 'esm',
      external: EXTERNAL,
      metafile: true,
      logLevel: 'silent',
      outdir: 'out',
      // Entries outside the repository (a copied dist/) still resolve dependencies from ours.
      nodePaths: [fileURLToPath(new URL('../node_modules', import.meta.url))],
    });
    const code = result.outputFiles
      .filter((f) => f.path.endsWith('.js'))
      .map((f) => f.text)
      .join('\n');
    for (const input of Object.keys(result.metafile.inputs)) {
      if (SERVER_MODULE.test(input)) problems.push(`server module bundled: ${input}`);
    }
    if (code.includes(SERVER_ONLY_MARKER)) problems.push(`server-only marker found: "${SERVER_ONLY_MARKER}"`);
    for (const name of SERVER_NAMES) {
      if (new RegExp(`\\bfunction\\s+${name}\\b|\\b(?:const|let|var)\\s+${name}\\s*=`).test(code))
        problems.push(`server code found: ${name}`);
    }
    for (const match of code.matchAll(NODE_IMPORT)) problems.push(`Node built-in imported: ${match[1]}`);
    return { entry, bytes: Buffer.byteLength(code), problems: [...new Set(problems)] };
  } catch (error) {
    // esbuild refuses `node:*` and other server-only imports on platform browser: that is a finding, not a crash.
    const errors = (error as { errors?: Message[] }).errors;
    const messages = errors?.length ? errors.map((e) => `${e.location?.file ?? ''} ${e.text}`.trim()) : [String(error)];
    return { entry, bytes: 0, problems: messages.map((m) => `does not bundle for the browser: ${m}`) };
  }
}

const DEFAULT_ENTRIES = ['dist/index.js', 'dist/agent-jobs/ui/index.js'];
const OPTIONAL_ENTRIES = ['dist/transport/index.js', 'dist/embed/embed.js'];

async function main(args: string[]): Promise<number> {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const entries = args.length
    ? args
    : [...DEFAULT_ENTRIES, ...OPTIONAL_ENTRIES.filter((e) => existsSync(resolve(root, e)))];
  let failed = false;
  for (const entry of entries) {
    const path = resolve(root, entry);
    if (!existsSync(path)) {
      console.error(`✗ ${entry}: missing. Run \`npm run build\` first.`);
      failed = true;
      continue;
    }
    const report = await checkBrowserEntry(path);
    if (report.problems.length === 0) {
      console.log(`✓ ${entry}: no server code (${(report.bytes / 1024).toFixed(1)} KiB bundled, React external)`);
    } else {
      failed = true;
      console.error(`✗ ${entry}:\n${report.problems.map((p) => `    ${p}`).join('\n')}`);
    }
  }
  return failed ? 1 : 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2));
}
