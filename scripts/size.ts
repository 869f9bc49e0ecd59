// `npm run size` (after `npm run build`): what a host pays for the widget, measured the way a host builds it — a
// consumer app bundled with esbuild (bundle, minify, code splitting, ESM, React external) — as min+gzip of the
// chunks loaded up front and of all chunks. The widget is bundled again with webpack (production mode, default
// splitChunks, React external), as Next.js hosts do: its engine chunk must not be more than 5 % over esbuild's. A
// third build, webpack tree-shaking per module (`innerGraph` off), stands in for Turbopack, which keeps every module
// an import reaches: no module of `NEVER_IN_ENGINE` may appear in it. Exits non-zero when a budget is exceeded;
// writes .bench/size.json.
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Metafile } from 'esbuild';
import webpack from 'webpack';
import { measureEmbed, measureReactRuntime } from './embed-size';

/**
 * Budgets in KiB of min+gzip, React excluded (a readable root is worth a kilobyte up front; the whole grows to 135 for
 * syntax highlighting, a chunk of its own loaded after the engine's, never up front). Up front went from 6.90 to 7.04
 * with the root-level pieces of the embed and of code blocks, each already trimmed to what must run at mount: the note
 * that reopens the assistant after a link is followed, the host's `title` and `support` handed to the lazy panel, and
 * the shortcut reading its newest handler (Preact runs effects a frame late). The embed's up front includes the runtime
 * that renders it. 7.5 up front and 150 in all came with a root split into named hooks, one question box in the shell
 * and the panel, focus return and the prop checks' loader up front (the prop rules, page actions and history lazily);
 * the split had cost 0.8 of it (7.83), trimmed back to 7.48 by building the engine's configuration and reporting a
 * refused key in their lazy chunks, reading the reading-place note without the lazy chunks' safe storage, the
 * panel-only half of the widget context in a file of its own, and one hook per job where two did one
 * (architecture/performance.md, "The up-front chunk trimmed back under its budget").
 */
// `<PageActions>` alone (`docs-assistant/page-actions`): 3.60 KiB up front today, 0.35 of it esbuild's CJS helpers
// for the converter's dependencies (about 2 was the aim: the buttons' stylesheet and the menu's state are
// up front so that the buttons look right and a click before the menu's chunk is not lost).
// The page fit (the painted background read before the first paint, +0.36) took the widget to 7.79 and the embed to
// 20.13; back under 7.5 and 20 since (architecture/performance.md, "The up-front chunk trimmed back under its budget"):
// the embed's static imports are one chunk (18.39); our classes compile to constructor assignments, so esbuild's
// runtime chunk (imported bare by every entry) lost `__publicField` (7.72); the painted background is read after the
// first paint, in ui/page-fit.ts, the widget kept unpainted until then (7.48). That after-paint chunk is 1.2 KiB more
// once the page has painted (the embed's likewise).
// Search (its Ctrl/⌘+K listener with the check for a page search that owns the keys, the view's lazy render,
// `openSearch()`), the loading frame's cover and the locale prop took up front to 7.73. Back to 7.47: react-markdown
// and unified are bundled into our dist (bundled-packages.json), so unified's CommonJS `extend` is converted by our
// build, in our lazy chunk, and a host's esbuild no longer puts its CommonJS helpers in the runtime chunk every entry
// imports (0.38 → 0.12 KiB; what is left is `__export`, for the lazy chunks' namespace objects: zod's, ours).
// Up front now: the entry (the preset's layout, theme, colour scheme, the lazy panel and search slots, 1.39), the
// shared first chunk (the root's hooks and store, the shortcuts, launcher, loading frame and question box, 5.96) and
// that runtime chunk (0.12).
// The search view (ui/search/, its own chunk) loads on the reader's first Ctrl/⌘+K or press of the panel's Search
// button, with the panel (which "Ask AI" opens): its own code, beyond the up front and the panel's, is budgeted. The
// view's chunk exports the panel with it (ui/search-chunk.ts): imported alone it split the up-front code into more
// chunks (8.07). All chunks were 144.41 before search and locales; now 157.5: the search view's own 7.4, the largest
// locale table (counted once: a reader fetches one) 3.0, the coverage note, the loading frame's cover and the
// right-to-left rules about 2.5. The budget is 160 for that sum, no longer the 150 set before either feature. A locale
// table's budget is 3.5: Greek and Cyrillic letters take two bytes each in UTF-8 (el 3.04 with the search view's keys).
// The loading frame's message and retry when the panel's chunk does not come took up front to 7.78 (a refused chunk
// had taken a React host's whole page down); back under 7.5 since (architecture/performance.md, "A chunk that does
// not come"): the limits on questions and context load with the saved conversation's code (store/hydrate.ts applies
// them to what the reader did before), so their modules left the first chunk, and so did a context limit the store
// reached through the fingerprint's default.
// Up front now: the entry (the preset's layout, theme, colour scheme, the lazy panel and search slots with their
// failure frame, 1.64), the shared first chunk (the root's hooks and store, the shortcuts, launcher, loading frame
// and question box, 5.73) and esbuild's runtime chunk (0.12).
// The `launcher` prop (false for a site that opens the assistant from its own navbar button) took it from 7.495 to
// 7.505: the budget is 7.55 since, rather than a trick saving ten bytes at the cost of reading the layout.
const BUDGETS = {
  upFrontKiB: 7.55,
  wholeKiB: 160,
  embedUpFrontKiB: 20,
  pageActionsUpFrontKiB: 4,
  searchOwnKiB: 12,
  localeKiB: 3.5,
};
/** The dist files that start the search view's chunk and the panel's. */
const SEARCH_MODULE = /dist\/chunks\/search-chunk\.js\b/;
const PANEL_MODULE = /dist\/chunks\/panel\.js\b/;
/**
 * A built-in locale's table (ui/locales/<tag>.ts): a chunk of its own, fetched on intent for the one locale a page
 * speaks. "All chunks" counts the largest of them, not their sum: no reader fetches two.
 */
const LOCALE_TABLE = /^ui\/locales\/(?!load-locale$)([\w-]+)$/;
/** webpack's engine chunk may exceed esbuild's by this fraction (so it is no larger in a Next.js host). */
const WEBPACK_ENGINE_TOLERANCE = 0.05;
/**
 * Packages the engine never runs but that `ai`'s root module imports: a per-module bundler (Turbopack) kept them for
 * any import of `ai`, a third of the engine chunk, until the build bundled `ai` (bundled-packages.json).
 */
const NEVER_IN_ENGINE = ['@ai-sdk/gateway', '@vercel/oidc'];
/** The dist file that starts the engine chunk: the chunk loaded by its dynamic import is "the engine". */
const ENGINE_MODULE = /dist\/chunks\/engine\.js\b/;

interface Subject {
  name: string;
  /** The consumer app's entry. */
  source: string;
  /** Budgets apply to the widget only; the others are context. */
  budgeted: boolean;
  /** The dist file whose chunk loads on the reader's first intent: measured as "on click", beside up front. */
  onIntent?: RegExp;
}

/**
 * `<PageActions>` on a page without the widget: its up front (the two buttons) and what its first intent
 * adds (the menu, its keyboard and the Markdown reading; the converter is a further chunk, on a click that needs it).
 */
const PAGE_ACTIONS = 'PageActions alone';
const PAGE_ACTIONS_MENU = /dist\/chunks\/page-actions-menu-items\.js\b/;
/** Modules of the widget's root: none may reach the first chunk of a page that renders only `<PageActions>`. */
const WIDGET_ROOT = /^(ui\/docs-assistant|react\/assistant-root|react\/lazy-chunks|ui\/launcher)$/;

const subjects: Subject[] = [
  {
    name: 'docs-assistant (widget)',
    budgeted: true,
    source: `import { createRoot } from 'react-dom/client';
import { DocsAssistant } from 'docs-assistant';
createRoot(document.getElementById('root')).render(<DocsAssistant domain="acme" />);`,
  },
  {
    name: PAGE_ACTIONS,
    budgeted: false,
    onIntent: PAGE_ACTIONS_MENU,
    source: `import { createRoot } from 'react-dom/client';
import { PageActions } from 'docs-assistant/page-actions';
createRoot(document.getElementById('root')).render(<PageActions />);`,
  },
  {
    name: 'StreamingMarkdown alone',
    budgeted: false,
    source: `import { createRoot } from 'react-dom/client';
import { StreamingMarkdown } from '${resolve('src/markdown/index.ts')}';
createRoot(document.getElementById('root')).render(<StreamingMarkdown text="# hi" />);`,
  },
  {
    name: 'react-markdown + remark-gfm',
    budgeted: false,
    source: `import { createRoot } from 'react-dom/client';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
createRoot(document.getElementById('root')).render(<Markdown remarkPlugins={[remarkGfm]}>{'# hi'}</Markdown>);`,
  },
  {
    name: 'streamdown',
    budgeted: false,
    source: `import { createRoot } from 'react-dom/client';
import { Streamdown } from 'streamdown';
createRoot(document.getElementById('root')).render(<Streamdown>{'# hi'}</Streamdown>);`,
  },
];

interface ChunkReport {
  file: string;
  upFront: boolean;
  minBytes: number;
  gzipBytes: number;
  /** Largest contributors: package name (or our dist file) → minified bytes in this chunk. */
  modules: Array<{ module: string; bytes: number }>;
  /** Our dist files in this chunk → the source modules each was built from (from its sourcemap). */
  sources: Record<string, string[]>;
}

const workDir = resolve('.bench/size');
const kib = (bytes: number) => bytes / 1024;

/** `node_modules/a/b.js` → `a`, `node_modules/@s/p/x.js` → `@s/p`, repo files stay as paths. */
function moduleName(input: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
  return match?.[1] ?? input.replace(/^(\.\.\/)+/, '');
}

/** The `src/` modules a dist file was built from, read from its sourcemap (dist files are chunks of several). */
async function sourcesOf(distFile: string): Promise<string[]> {
  try {
    const map = JSON.parse(await readFile(`${distFile}.map`, 'utf8')) as { sources: string[] };
    return map.sources.map((source) => source.replace(/^(\.\.\/)+src\//, '').replace(/\.tsx?$/, ''));
  } catch {
    return [];
  }
}

/** Outputs reachable from the entry through static imports: what the browser fetches before the app runs. */
function upFrontOutputs(metafile: Metafile, entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of metafile.outputs[file]?.imports ?? []) {
      if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
    }
  };
  visit(entry);
  return seen;
}

async function measure(subject: Subject, index: number) {
  const dir = join(workDir, String(index));
  await rm(dir, { recursive: true, force: true });
  await mkdir(join(dir, 'node_modules'), { recursive: true });
  // The package resolves through node_modules like an installed dependency, exports map included.
  await symlink(resolve('.'), join(dir, 'node_modules', 'docs-assistant'), 'dir');
  await writeFile(join(dir, 'entry.jsx'), subject.source);
  const result = await build({
    entryPoints: [join(dir, 'entry.jsx')],
    outdir: join(dir, 'out'),
    bundle: true,
    minify: true,
    splitting: true,
    format: 'esm',
    target: 'es2020',
    jsx: 'automatic',
    external: ['react', 'react-dom', 'react/*', 'react-dom/*'],
    define: { 'process.env.NODE_ENV': '"production"' },
    loader: { '.css': 'empty' },
    metafile: true,
    write: true,
    logLevel: 'error',
    absWorkingDir: dir,
  });
  const metafile = result.metafile;
  // The app's own entry: esbuild marks each dynamic import's chunk as an entry point too.
  const entryOutput = Object.keys(metafile.outputs).find((f) => metafile.outputs[f]?.entryPoint?.endsWith('entry.jsx'));
  const upFront = entryOutput ? upFrontOutputs(metafile, entryOutput) : new Set<string>();
  const chunks: ChunkReport[] = [];
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (!file.endsWith('.js')) continue;
    const code = await readFile(join(dir, file));
    const byModule = new Map<string, number>();
    const sources: Record<string, string[]> = {};
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const name = moduleName(relative(dir, join(dir, input)));
      byModule.set(name, (byModule.get(name) ?? 0) + bytesInOutput);
      if (name.startsWith('dist/') && bytesInOutput > 0) sources[name] = await sourcesOf(resolve(name));
    }
    chunks.push({
      file: relative(join(dir, 'out'), join(dir, file)),
      upFront: upFront.has(file),
      minBytes: code.length,
      gzipBytes: gzipSync(code, { level: 9 }).length,
      modules: [...byModule].map(([module, bytes]) => ({ module, bytes })).sort((a, b) => b.bytes - a.bytes),
      sources,
    });
  }
  chunks.sort((a, b) => Number(b.upFront) - Number(a.upFront) || b.gzipBytes - a.gzipBytes);
  const sum = (list: ChunkReport[]) => list.reduce((total, c) => total + c.gzipBytes, 0);
  const localeOf = (chunk: ChunkReport) =>
    Object.values(chunk.sources)
      .flat()
      .map((source) => LOCALE_TABLE.exec(source)?.[1])
      .find(Boolean);
  const locales = chunks
    .flatMap((chunk) => {
      const locale = localeOf(chunk);
      return locale && !chunk.upFront ? [{ locale, gzipBytes: chunk.gzipBytes, minBytes: chunk.minBytes }] : [];
    })
    .sort((a, b) => a.locale.localeCompare(b.locale));
  const notLocale = chunks.filter((chunk) => !localeOf(chunk) || chunk.upFront);
  const largestLocale = Math.max(0, ...locales.map((l) => l.gzipBytes));
  // The engine: the chunk holding dist/chunks/engine.js plus what it imports statically beyond the up-front chunks.
  const engineOutput = Object.keys(metafile.outputs).find((file) =>
    Object.keys(metafile.outputs[file]?.inputs ?? {}).some((input) => ENGINE_MODULE.test(input)),
  );
  const engineFiles = engineOutput ? [...upFrontOutputs(metafile, engineOutput)].filter((f) => !upFront.has(f)) : [];
  const engineGzip = sum(
    chunks.filter((c) => engineFiles.some((f) => relative(join(dir, 'out'), join(dir, f)) === c.file)),
  );
  // On intent: the chunk holding the subject's lazy module and what it imports statically beyond the up-front chunks.
  const intentOutput = subject.onIntent
    ? Object.keys(metafile.outputs).find((file) =>
        Object.keys(metafile.outputs[file]?.inputs ?? {}).some((input) => subject.onIntent!.test(input)),
      )
    : undefined;
  const intentFiles = intentOutput
    ? [...upFrontOutputs(metafile, intentOutput)].map((f) => relative(join(dir, 'out'), join(dir, f)))
    : [];
  const onIntentGzip = sum(chunks.filter((c) => !c.upFront && intentFiles.includes(c.file)));
  // The search view's own code: what its import fetches beyond the up-front chunks and the panel's.
  const closureOf = (module: RegExp) => {
    const output = Object.keys(metafile.outputs).find((file) =>
      Object.keys(metafile.outputs[file]?.inputs ?? {}).some((input) => module.test(input)),
    );
    return output ? [...upFrontOutputs(metafile, output)].map((f) => relative(join(dir, 'out'), join(dir, f))) : [];
  };
  const searchFiles = closureOf(SEARCH_MODULE);
  const panelFiles = closureOf(PANEL_MODULE);
  const searchOwnGzip = sum(
    chunks.filter((c) => !c.upFront && searchFiles.includes(c.file) && !panelFiles.includes(c.file)),
  );
  // Which of our source modules the up-front chunks keep (bytes in the output, not just a dist file reached).
  const upFrontSources = chunks
    .filter((c) => c.upFront)
    .flatMap((c) => c.modules.filter((m) => m.bytes > 0).flatMap((m) => c.sources[m.module] ?? []));
  return {
    ...subject,
    upFrontGzip: sum(chunks.filter((c) => c.upFront)),
    wholeGzip: sum(notLocale) + largestLocale,
    locales,
    engineGzip,
    onIntentGzip,
    searchOwnGzip,
    searchFound: searchFiles.length > 0,
    upFrontSources,
    chunks,
  };
}

/**
 * The widget bundled by webpack 5 as a production app does: the engine's async chunk group, the whole output and
 * the packages in it. `perModule` turns off webpack's inner-graph analysis (which declarations use which import).
 */
async function measureWithWebpack(source: string, { perModule }: { perModule: boolean }) {
  const dir = join(workDir, perModule ? 'webpack-per-module' : 'webpack');
  await rm(dir, { recursive: true, force: true });
  await mkdir(join(dir, 'node_modules'), { recursive: true });
  await symlink(resolve('.'), join(dir, 'node_modules', 'docs-assistant'), 'dir');
  await writeFile(join(dir, 'entry.js'), source);
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './entry.js',
    output: { path: join(dir, 'out'), module: true, chunkFormat: 'module', chunkLoading: 'import', clean: true },
    experiments: { outputModule: true },
    externalsType: 'module',
    externals: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'],
    // The symlinked package resolves its own dependencies from this repository's node_modules.
    resolve: { modules: [join(dir, 'node_modules'), resolve('node_modules')] },
    devtool: false,
    optimization: { innerGraph: !perModule },
    performance: { hints: false },
    infrastructureLogging: { level: 'error' },
  });
  const stats = await new Promise<webpack.Stats>((done, fail) =>
    compiler.run((error, result) => (error || !result ? fail(error ?? new Error('webpack: no stats')) : done(result))),
  );
  await new Promise((done) => compiler.close(done));
  const json = stats.toJson({
    all: false,
    chunks: true,
    chunkModules: true,
    chunkRelations: true,
    modules: true,
    nestedModules: true,
    errors: true,
    ids: true,
  });
  if (stats.hasErrors()) throw new Error(`webpack: ${json.errors?.map((e) => e.message).join('\n')}`);
  const gzipOf = async (files: Iterable<string>) => {
    let total = 0;
    for (const file of files)
      if (/\.m?js$/.test(file)) total += gzipSync(await readFile(join(dir, 'out', file)), { level: 9 }).length;
    return total;
  };
  const chunks = json.chunks ?? [];
  const holdsEngine = (chunk: (typeof chunks)[number]) =>
    (chunk.modules ?? []).some(
      (m) => ENGINE_MODULE.test(m.name ?? '') || (m.modules ?? []).some((n) => ENGINE_MODULE.test(n.name ?? '')),
    );
  const engine = chunks.find(holdsEngine);
  // splitChunks moves the engine's node_modules into a sibling chunk of the same async group: both load together.
  const group = engine
    ? chunks.filter((c) => !c.initial && (c.id === engine.id || engine.siblings?.includes(c.id!)))
    : [];
  const packages = new Set<string>();
  const collect = (modules: webpack.StatsModule[] | undefined) => {
    for (const m of modules ?? []) {
      const name = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(m.name ?? '')?.[1];
      if (name) packages.add(name);
      collect(m.modules);
    }
  };
  collect(json.modules);
  return {
    engineGzip: await gzipOf(group.flatMap((c) => c.files ?? [])),
    engineChunks: group.length,
    wholeGzip: await gzipOf(chunks.flatMap((c) => c.files ?? [])),
    packages: [...packages].sort(),
  };
}

if (!existsSync('dist/index.js')) {
  console.error('dist/index.js is missing: run `npm run build` first.');
  process.exit(1);
}
const reports = [];
for (const [i, subject] of subjects.entries()) reports.push(await measure(subject, i));
// Same app as the widget subject, without JSX (webpack has no loader for it here).
const webpackApp = `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { DocsAssistant } from 'docs-assistant';
createRoot(document.getElementById('root')).render(createElement(DocsAssistant, { domain: 'acme' }));`;
const webpackReport = await measureWithWebpack(webpackApp, { perModule: false });
const perModuleReport = await measureWithWebpack(webpackApp, { perModule: true });
const neverThere = perModuleReport.packages.filter((name) => NEVER_IN_ENGINE.includes(name));

console.log('| bundle (React external) | up front, KiB min+gzip | all chunks, KiB min+gzip | chunks |');
console.log('| --- | --- | --- | --- |');
for (const r of reports) {
  console.log(`| ${r.name} | ${kib(r.upFrontGzip).toFixed(2)} | ${kib(r.wholeGzip).toFixed(2)} | ${r.chunks.length} |`);
}
const widget = reports[0];
if (widget) {
  console.log(`\nChunks of ${widget.name}:`);
  for (const chunk of widget.chunks) {
    const top = chunk.modules
      .slice(0, 8)
      .map((m) => `${m.module} ${kib(m.bytes).toFixed(1)}`)
      .join(', ');
    console.log(
      `  ${chunk.upFront ? 'up front' : 'lazy    '} ${chunk.file}: ${kib(chunk.gzipBytes).toFixed(2)} KiB gz — ${top}`,
    );
    for (const [file, modules] of Object.entries(chunk.sources)) console.log(`      ${file} ← ${modules.join(', ')}`);
  }
}

// Each built-in locale's table, as the host's bundler emits it: the one file a page in that language fetches on intent.
if (widget) {
  console.log(`\nLocale tables of ${widget.name} (one fetched on intent, for the page's language), KiB min+gzip:`);
  console.log(widget.locales.map((l) => `${l.locale} ${kib(l.gzipBytes).toFixed(2)}`).join(' · '));
  console.log(
    `\nSearch view's own code (beyond up front and the panel): ${kib(widget.searchOwnGzip).toFixed(2)} KiB min+gzip (budget ≤ ${BUDGETS.searchOwnKiB})`,
  );
}

const engineLimit = widget ? widget.engineGzip * (1 + WEBPACK_ENGINE_TOLERANCE) : 0;
if (widget) {
  const cell = (r: typeof webpackReport) =>
    `${kib(r.engineGzip).toFixed(2)} (${r.engineChunks} chunks; all ${kib(r.wholeGzip).toFixed(2)})`;
  console.log('\n| engine chunk, KiB min+gzip | esbuild | webpack | webpack, per module (Turbopack stand-in) |');
  console.log('| --- | --- | --- | --- |');
  console.log(
    `| ${widget.name} | ${kib(widget.engineGzip).toFixed(2)} | ${cell(webpackReport)} | ${cell(perModuleReport)} |`,
  );
}

// The embed (dist/embed): its runtime (Preact) included, since the page has none (≤ 20 KiB up front).
const embed = await measureEmbed();
const reactRuntime = await measureReactRuntime(workDir);
const lazyReact = widget ? widget.wholeGzip - widget.upFrontGzip : 0;
console.log('\n| page without React (runtime included), KiB min+gzip | up front | after one answer | all JS | CSS |');
console.log('| --- | --- | --- | --- | --- |');
console.log(
  `| docs-assistant/embed (Preact compat) | ${kib(embed.upFrontGzip).toFixed(2)} | ${kib(embed.afterAnswerGzip).toFixed(2)} | ${kib(embed.allGzip).toFixed(2)} | ${kib(embed.cssGzip).toFixed(2)} |`,
);
if (widget) {
  console.log(
    `| docs-assistant + React ${kib(reactRuntime).toFixed(2)} up front | ${kib(widget.upFrontGzip + reactRuntime).toFixed(2)} | ${kib(widget.wholeGzip + reactRuntime).toFixed(2)} | ${kib(widget.wholeGzip + reactRuntime).toFixed(2)} | |`,
  );
  console.log(
    `| framework-free launcher, React on intent (estimate: React ${kib(reactRuntime).toFixed(2)} + the widget's lazy chunks ${kib(lazyReact).toFixed(2)}) | — | — | on intent ${kib(reactRuntime + lazyReact).toFixed(2)} | |`,
  );
}
for (const file of embed.files)
  console.log(
    `  ${file.upFront ? 'up front' : 'lazy    '} dist/embed/${file.file}: ${kib(file.gzip).toFixed(2)} KiB gz`,
  );

// `<PageActions>` alone: up front, then what the first intent fetches (the menu chunk); no widget root up front.
const pageActions = reports.find((r) => r.name === PAGE_ACTIONS);
if (pageActions) {
  console.log('\n| PageActions alone (React external), KiB min+gzip | up front | on click (menu) | budget up front |');
  console.log('| --- | --- | --- | --- |');
  console.log(
    `| PageActions alone | ${kib(pageActions.upFrontGzip).toFixed(2)} | +${kib(pageActions.onIntentGzip).toFixed(2)} | ≤ ${BUDGETS.pageActionsUpFrontKiB} |`,
  );
  for (const chunk of pageActions.chunks)
    console.log(
      `  ${chunk.upFront ? 'up front' : 'lazy    '} ${chunk.file}: ${kib(chunk.gzipBytes).toFixed(2)} KiB gz — ${Object.keys(chunk.sources).join(', ')}`,
    );
}
const widgetRootInPageActions = [...new Set(pageActions?.upFrontSources.filter((s) => WIDGET_ROOT.test(s)))];
if (widgetRootInPageActions.length)
  console.log(
    `  the widget's root in PageActions' first chunk (shared dist chunk): ${widgetRootInPageActions.join(', ')}`,
  );

const over = widget
  ? [
      !pageActions && 'no PageActions bundle',
      pageActions &&
        kib(pageActions.upFrontGzip) > BUDGETS.pageActionsUpFrontKiB &&
        `PageActions up front ${kib(pageActions.upFrontGzip).toFixed(2)} KiB > ${BUDGETS.pageActionsUpFrontKiB} KiB`,
      pageActions && pageActions.onIntentGzip === 0 && 'no PageActions menu chunk found in the esbuild bundle',
      kib(embed.upFrontGzip) > BUDGETS.embedUpFrontKiB &&
        `embed up front ${kib(embed.upFrontGzip).toFixed(2)} KiB > ${BUDGETS.embedUpFrontKiB} KiB`,
      kib(widget.upFrontGzip) > BUDGETS.upFrontKiB &&
        `up front ${kib(widget.upFrontGzip).toFixed(2)} KiB > ${BUDGETS.upFrontKiB} KiB`,
      kib(widget.wholeGzip) > BUDGETS.wholeKiB &&
        `whole ${kib(widget.wholeGzip).toFixed(2)} KiB > ${BUDGETS.wholeKiB} KiB`,
      widget.locales.length < 30 && `${widget.locales.length} locale tables found in the esbuild bundle (30 or more)`,
      ...widget.locales
        .filter((l) => kib(l.gzipBytes) > BUDGETS.localeKiB)
        .map((l) => `locale ${l.locale} ${kib(l.gzipBytes).toFixed(2)} KiB > ${BUDGETS.localeKiB} KiB`),
      widget.engineGzip === 0 && 'no engine chunk found in the esbuild bundle',
      !widget.searchFound && 'no search chunk found in the esbuild bundle',
      kib(widget.searchOwnGzip) > BUDGETS.searchOwnKiB &&
        `search view ${kib(widget.searchOwnGzip).toFixed(2)} KiB > ${BUDGETS.searchOwnKiB} KiB`,
      webpackReport.engineGzip === 0 && 'no engine chunk found in the webpack bundle',
      webpackReport.engineGzip > engineLimit &&
        `webpack's engine chunk ${kib(webpackReport.engineGzip).toFixed(2)} KiB > esbuild's ${kib(widget.engineGzip).toFixed(2)} KiB + ${WEBPACK_ENGINE_TOLERANCE * 100} %`,
      neverThere.length > 0 && `webpack per module keeps ${neverThere.join(', ')} (code the engine never runs)`,
    ].filter(Boolean)
  : ['no widget bundle'];
await writeFile(
  '.bench/size.json',
  `${JSON.stringify({ date: new Date().toISOString(), budgets: BUDGETS, reports, webpack: webpackReport, webpackPerModule: perModuleReport, embed, reactRuntime }, null, 2)}\n`,
);
console.log(over.length ? `\nOver budget: ${over.join('; ')}` : '\nWithin budget.');
console.log('Wrote .bench/size.json (module sizes are minified bytes before gzip).');
if (over.length) process.exitCode = 1;
