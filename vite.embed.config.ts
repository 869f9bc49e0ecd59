// The embed (dist/embed/): `<docs-assistant>` for pages without React or a bundler. The same widget source as the
// library build, with everything bundled (the page has no node_modules) and React's API served by Preact's compat
// layer: react, react-dom and their subpaths resolve to preact/compat. Chunks import each other by relative paths,
// so the folder works from any URL (a CDN, a site's /assets/); `embed.css` is written beside `embed.js`, and the
// build prints each file's SRI hash (sha384) for sites that pin them. Why Preact: ARCHITECTURE.md, architecture/embed.md.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Logger, type Plugin } from 'vite';

/**
 * The embed bundles its own zod (inside `ai`'s stream parsing). zod's object parser probes `new Function` to decide
 * on a compiled fast path, and a strict CSP reports that probe as a violation even though zod catches it. Its switch,
 * `z.config({ jitless: true })`, writes `globalThis.__zod_globalConfig`, which every copy of zod on the page shares —
 * it would turn off a host's own fast path too. So this copy is built without the fast path instead; the build fails
 * if a zod upgrade moves the line, rather than shipping the probe again.
 */
function zodWithoutEvalProbe(): Plugin {
  const line = 'const fastEnabled = jit && allowsEval.value;';
  return {
    name: 'docs-assistant:zod-without-eval-probe',
    transform(code, id) {
      if (!/[\\/]zod[\\/]v4[\\/]core[\\/]schemas\.js$/.test(id)) return null;
      if (!code.includes(line))
        this.error(`zod's object JIT switch moved (no "${line}" in ${id}): update this plugin.`);
      return { code: code.replace(line, 'const fastEnabled = false;'), map: null };
    },
  };
}

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The preset stylesheet plus the element's own rule, as `embed.css`. */
function emitStylesheet(): Plugin {
  return {
    name: 'docs-assistant:embed-stylesheet',
    generateBundle() {
      const css = readFileSync(here('./src/styles/docs-assistant.css'), 'utf8');
      // The element draws no box of its own: the widget inside is positioned (or, inline, in the flow) as in React.
      const element =
        '\n/* The <docs-assistant> element itself: no box of its own. */\ndocs-assistant {\n  display: contents;\n}\n';
      this.emitFile({ type: 'asset', fileName: 'embed.css', source: css + element });
    },
  };
}

/**
 * Prints `sha384-…` for every file written, for `<script integrity>` and `<link integrity>`, and keeps them in
 * `dist/embed/integrity.json` (file → hash) for a site's build to read.
 */
function printIntegrity(): Plugin {
  let logger: Logger | undefined;
  return {
    name: 'docs-assistant:embed-integrity',
    // Vite's logger, not the console: a build at `logLevel: 'warn'` (the demo's, in `npm start`) stays quiet.
    configResolved(config) {
      logger = config.logger;
    },
    writeBundle(options, bundle) {
      const hashes: Record<string, string> = {};
      for (const file of Object.keys(bundle).sort()) {
        const output = bundle[file]!;
        if (file.endsWith('.map')) continue;
        const source = output.type === 'chunk' ? output.code : output.source;
        hashes[file] = `sha384-${createHash('sha384').update(source).digest('base64')}`;
      }
      writeFileSync(
        join(options.dir ?? here('./dist/embed'), 'integrity.json'),
        `${JSON.stringify(hashes, null, 2)}\n`,
      );
      const lines = Object.entries(hashes).map(([file, hash]) => `  dist/embed/${file}  ${hash}`);
      logger?.info(`\nSubresource Integrity (dist/embed, also in dist/embed/integrity.json):\n${lines.join('\n')}\n`);
    },
  };
}

export default defineConfig({
  // Chunks are found relative to the script that imports them, wherever the folder is served from.
  base: './',
  plugins: [zodWithoutEvalProbe(), emitStylesheet(), printIntegrity()],
  define: { 'process.env.NODE_ENV': '"production"' },
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react(-dom)?$/, replacement: 'preact/compat' },
    ],
  },
  build: {
    outDir: 'dist/embed',
    // The library build (vite.config.ts) empties dist/ and runs first.
    emptyOutDir: true,
    minify: true,
    sourcemap: true,
    target: 'es2022',
    // Not library mode: Vite keeps a library's whitespace (for its pure annotations); this is what a browser runs.
    modulePreload: false,
    rollupOptions: {
      input: { embed: 'src/embed/index.ts' },
      preserveEntrySignatures: 'exports-only',
      output: {
        format: 'es',
        entryFileNames: '[name].js',
        // Hashed: a CDN or a site may cache them for ever, and a new release's chunks never mix with an old entry.
        chunkFileNames: 'chunks/[name]-[hash].js',
        sourcemapExcludeSources: true,
        // Everything `embed.js` imports statically in one chunk (`$initial`: reached from the entry through static
        // imports), which lazy chunks import from in turn: left to automatic chunking it was six files, and the
        // imports and exports between them and the lost gzip context cost 1.7 KiB min+gzip up front (20.13 → 18.39,
        // `npm run size`; architecture/embed.md). The lazy chunks are as before. The entry module itself stays in
        // `embed.js`: it finds `embed.css` next to itself (`import.meta.url`).
        codeSplitting: {
          groups: [{ name: 'up-front', tags: ['$initial'], test: (id) => !/src[\\/]embed[\\/]index\.ts$/.test(id) }],
        },
      },
    },
  },
});
