// The embed's sizes for `npm run size` (scripts/size.ts), read from dist/embed as a browser fetches it: the files
// `embed.js` imports statically load with the page ("up front"); the engine, the panel and the page affordances load
// on the reader's first intent and are all there after one answer. Also: what React and ReactDOM would add in their
// place, for the comparison in ARCHITECTURE.md (a framework-free launcher with React loaded on intent).
import { readdir, readFile, writeFile, mkdir, rm, symlink } from 'node:fs/promises';
import { join, resolve, dirname } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const EMBED_DIR = resolve('dist/embed');
/** The lazy chunks one answer loads: everything on intent but the refused key's explanation. */
const AFTER_ONE_ANSWER = [/^chunks\/engine-/, /^chunks\/panel-/, /^chunks\/affordances-/];

export interface EmbedSize {
  upFrontGzip: number;
  afterAnswerGzip: number;
  allGzip: number;
  cssGzip: number;
  files: Array<{ file: string; gzip: number; upFront: boolean }>;
}

const gzip = (code: Uint8Array | string) => gzipSync(code, { level: 9 }).length;

/** `file` and what it imports statically, transitively (paths relative to dist/embed). */
async function staticClosure(file: string, seen = new Set<string>()): Promise<Set<string>> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = await readFile(join(EMBED_DIR, file), 'utf8');
  for (const match of code.matchAll(
    /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]+from\s*)?["'](\.\.?\/[^"']+)["']/g,
  )) {
    await staticClosure(join(dirname(file), match[1]!).replace(/^\.\//, ''), seen);
  }
  return seen;
}

export async function measureEmbed(): Promise<EmbedSize> {
  const all = (await readdir(EMBED_DIR, { recursive: true })).filter((f) => f.endsWith('.js')).sort();
  const upFront = await staticClosure('embed.js');
  const afterAnswer = new Set(upFront);
  for (const file of all.filter((f) => AFTER_ONE_ANSWER.some((pattern) => pattern.test(f))))
    await staticClosure(file, afterAnswer);
  const files = await Promise.all(
    all.map(async (file) => ({
      file,
      gzip: gzip(await readFile(join(EMBED_DIR, file))),
      upFront: upFront.has(file),
    })),
  );
  const sum = (set: Set<string> | string[]) =>
    files.filter((f) => (Array.isArray(set) ? set.includes(f.file) : set.has(f.file))).reduce((t, f) => t + f.gzip, 0);
  return {
    upFrontGzip: sum(upFront),
    afterAnswerGzip: sum(afterAnswer),
    allGzip: sum(all),
    cssGzip: gzip(await readFile(join(EMBED_DIR, 'embed.css'))),
    files,
  };
}

/** React and ReactDOM's client as a page would load them (esbuild, minified, production): min+gzip bytes. */
export async function measureReactRuntime(workDir: string): Promise<number> {
  const dir = join(workDir, 'react-runtime');
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  await symlink(resolve('node_modules'), join(dir, 'node_modules'), 'dir');
  await writeFile(
    join(dir, 'entry.js'),
    `import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\ncreateRoot(document.body).render(createElement('p'));\n`,
  );
  const result = await build({
    entryPoints: [join(dir, 'entry.js')],
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  return gzip(result.outputFiles[0]!.contents);
}
