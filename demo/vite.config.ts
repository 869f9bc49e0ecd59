import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The demo's client: one entry (`index.html` → `main.tsx`) that mounts `<DocsAssistant>` from the package source, so
 * `npm start` needs no library build. The start script turns the built `index.html` into one page per docs file.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  plugins: [react()],
  logLevel: 'warn',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    assetsDir: 'assets',
  },
});
