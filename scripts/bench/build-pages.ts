import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export const variants = ['ours', 'naive', 'streamdown', 'conversation'] as const;
export type Variant = (typeof variants)[number];

/** Bundles each bench page as a host would ship it: production React, minified, one file per page. */
export async function buildPages(outDir: string): Promise<void> {
  await mkdir(outDir, { recursive: true });
  await build({
    entryPoints: variants.map((v) => fileURLToPath(new URL(`./pages/${v}.tsx`, import.meta.url))),
    outdir: outDir,
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  for (const variant of variants) {
    const html = `<!doctype html><html><head><meta charset="utf-8"><title>${variant}</title></head>
<body><div id="root"></div><script type="module" src="./${variant}.js"></script></body></html>`;
    await writeFile(`${outDir}/${variant}.html`, html);
  }
}
