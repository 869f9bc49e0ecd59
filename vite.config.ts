import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { defineConfig, type Plugin } from 'vite';
import bundled from './bundled-packages.json';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
};

// Runtime dependencies and peers stay external: the host's bundler dedupes them (one React, one zod). The packages in
// bundled-packages.json are bundled and tree-shaken here (each with its reason); so is anything else not listed as a
// dependency, which dependency-cruiser keeps out of shipped code. The local service and its CLI are another package
// (packages/service), built by its own config.
const externalPackages = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)].filter(
  (name) => !(name in bundled),
);
const isExternal = (id: string) =>
  id.startsWith('node:') ||
  builtinModules.includes(id) ||
  externalPackages.some((name) => id === name || id.startsWith(`${name}/`));

/** Ships the preset stylesheet as `dist/styles.css` without any JS module importing it. */
function emitStylesheet(): Plugin {
  const source = new URL('./src/styles/docs-assistant.css', import.meta.url);
  return {
    name: 'docs-assistant:emit-stylesheet',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'styles.css', source: readFileSync(source, 'utf8') });
    },
  };
}

/** Browser entries: Next.js must treat them as client modules. */
const clientEntries = new Set(['index', 'headless/index', 'agent-jobs/ui/index', 'page-actions/index']);

export default defineConfig({
  plugins: [emitStylesheet()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    minify: false,
    sourcemap: true,
    target: 'es2022',
    lib: {
      entry: {
        index: 'src/index.ts',
        'proxy/index': 'src/proxy/index.ts',
        'agent-jobs/ui/index': 'src/agent-jobs/ui/index.ts',
        'contract/index': 'src/contract/index.ts',
        'transport/index': 'src/transport/index.ts',
        'headless/index': 'src/headless/index.ts',
        // `<PageActions>`: an entry of its own, so its chunk is apart from the widget's root (ARCHITECTURE.md).
        'page-actions/index': 'src/page-actions/index.ts',
      },
      formats: ['es'],
    },
    rollupOptions: {
      external: isExternal,
      output: {
        banner: (chunk) => (chunk.isEntry && clientEntries.has(chunk.name) ? '"use client";' : ''),
        // Chunks, not one file per source module: a host's bundler keeps our lazy chunks lazy either way, but with one
        // file per module it repeats each `import … from 'react'` per module in its output (esbuild never merges
        // imports of an external), which cost the first chunk a docs page loads ~0.3 KiB. Sourcemaps keep stack
        // traces readable; `npm run size` lists the source modules of each chunk.
        preserveModules: false,
        // The maps carry mappings and source paths but not the sources' text: a stack trace or a debugger still
        // points at src/…/file.ts:line (and at `ai`'s own dist file, which the host has installed), and the tarball
        // loses 1.5 MB, most of it the text of the bundled `ai` (README, "Install").
        sourcemapExcludeSources: true,
        chunkFileNames: 'chunks/[name].js',
        entryFileNames: '[name].js',
      },
    },
  },
});
