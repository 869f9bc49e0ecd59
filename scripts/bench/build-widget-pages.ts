import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { hostBuildOptions } from './build-pages';
import { devtoolsHookScript } from './pages/probes';

export const hostPages = ['host', 'widget'] as const;
export type HostPage = (typeof hostPages)[number];

/**
 * Bundles the host page with and without the widget as a host app would: production React, minified, ESM with code
 * splitting (the widget's panel and engine become chunks loaded on intent), the widget's stylesheet linked.
 * `widget-hooked.html` is the widget page with a DevTools hook installed before React, for counting re-renders.
 */
export async function buildWidgetPages(outDir: string): Promise<void> {
  await mkdir(outDir, { recursive: true });
  await build({
    entryPoints: hostPages.map((p) => fileURLToPath(new URL(`./pages/${p}.tsx`, import.meta.url))),
    ...hostBuildOptions,
    outdir: outDir,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
  });
  const files = await readdir(outDir);
  const html = (
    page: HostPage,
    head = '',
  ) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${page}</title>
${files.includes(`${page}.css`) ? `<link rel="stylesheet" href="./${page}.css">` : ''}${head}</head>
<body><div id="page"></div><div id="widget"></div><script type="module" src="./${page}.js"></script></body></html>`;
  for (const page of hostPages) await writeFile(`${outDir}/${page}.html`, html(page));
  await writeFile(`${outDir}/widget-hooked.html`, html('widget', `<script>${devtoolsHookScript}</script>`));
}
