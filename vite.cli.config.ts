import { defineConfig } from 'vite';

/**
 * The CLI and the local service it starts, bundled for Node into dist/cli with everything they import except Node's
 * built-ins: the service's search index, model client and HTTP stack are devDependencies, so a host that installs the
 * widget never downloads them (ARCHITECTURE.md, "What a host installs"). Runs after the library build (vite.config.ts).
 */
export default defineConfig({
  build: {
    ssr: true,
    outDir: 'dist/cli',
    // The library build has just filled dist/; only this folder is ours.
    emptyOutDir: false,
    minify: false,
    // Most of this bundle is third-party code; a 2.5 MB map would triple what every host downloads for the CLI.
    sourcemap: false,
    target: 'node22',
    rollupOptions: {
      // The docs parse worker is an entry of its own: a worker thread is started from a file (parse-pool.ts).
      input: { index: 'src/cli/index.ts', 'parse-worker': 'src/service/retrieval/parse-worker.ts' },
      output: {
        format: 'es',
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name].js',
      },
    },
  },
  // Bundle every package (`ssr.noExternal: true`); only `node:` built-ins stay imports.
  ssr: { target: 'node', noExternal: true },
});
