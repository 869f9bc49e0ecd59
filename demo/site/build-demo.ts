import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { readDocsPages } from './docs-pages';
import { renderSite, type SiteData } from './render-site';

export const demoDir = fileURLToPath(new URL('..', import.meta.url));
export const demoOutDir = fileURLToPath(new URL('../dist', import.meta.url));

/**
 * Builds the widget client with Vite, then writes one static HTML page per markdown file of `docsDir`; and the embed
 * (`<docs-assistant>`, as `npm run build` makes it in dist/embed) into `embed/` beside them, so the demo's origin
 * serves it to a page of the reader's own without a library build.
 */
export async function buildDemo(
  docsDir: string,
  data: Omit<SiteData, 'starterQuestions'>,
  /** Where to write it: `demo/dist` for `npm start`, a folder of its own for a test (its pages hold its key). */
  outDir = demoOutDir,
): Promise<{ pages: number }> {
  await build({ configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)), build: { outDir } });
  await build({
    configFile: fileURLToPath(new URL('../../vite.embed.config.ts', import.meta.url)),
    root: fileURLToPath(new URL('../..', import.meta.url)),
    logLevel: 'warn',
    build: { outDir: join(outDir, 'embed') },
  });
  const pages = await readDocsPages(docsDir);
  if (pages.length === 0) throw new Error(`No markdown files in ${docsDir}: the demo has nothing to show.`);
  await renderSite(outDir, pages, {
    ...data,
    // Questions phrased as readers ask them, not as the headings say: they show off retrieval, not string matching.
    starterQuestions: [
      'How do I install it and add the widget?',
      'Can I make it match my dark theme?',
      'How do I keep my API key out of the browser?',
    ],
  });
  return { pages: pages.length };
}
