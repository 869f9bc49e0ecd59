import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { defineConfig } from 'vite';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
};
const dependencies = Object.keys(pkg.dependencies);

/**
 * The CLI and the local service it starts, for Node, into dist/. The package's `dependencies` stay imports (npm
 * installs them, and `npm audit` sees them); the wire contract and the agent client come from the widget package's
 * source (src/from-widget-package.ts) and are bundled.
 */
export default defineConfig({
  root: import.meta.dirname,
  build: {
    ssr: true,
    outDir: 'dist',
    emptyOutDir: true,
    minify: false,
    sourcemap: true,
    target: 'node22',
    rollupOptions: {
      // The docs parse worker is an entry of its own: a worker thread is started from a file (parse-pool.ts).
      input: { index: 'src/cli/index.ts', 'parse-worker': 'src/retrieval/parse-worker.ts' },
      external: (id) =>
        id.startsWith('node:') ||
        builtinModules.includes(id) ||
        dependencies.some((name) => id === name || id.startsWith(`${name}/`)),
      output: {
        format: 'es',
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name].js',
        // Stack traces point at src/…/file.ts:line without shipping the sources' text.
        sourcemapExcludeSources: true,
      },
    },
  },
  ssr: { target: 'node' },
});
