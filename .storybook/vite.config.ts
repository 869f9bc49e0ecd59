import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Storybook's own Vite config: a plain React app build, unlike the library build in the root vite.config.ts. */
export default defineConfig({
  plugins: [react()],
});
