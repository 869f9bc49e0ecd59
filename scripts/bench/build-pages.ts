import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build, type BuildOptions } from 'esbuild';

export const variants = ['ours', 'naive', 'streamdown', 'conversation'] as const;
export type Variant = (typeof variants)[number];

/** How a host ships a page: production React, minified ESM. Every bench page is built with these. */
export const hostBuildOptions = {
  bundle: true,
  minify: true,
  format: 'esm',
  target: 'es2022',
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'error',
} as const satisfies BuildOptions;

/** Bundles `pages/<name>.tsx` for each name, one file per page, each with a `<name>.html` that loads it. */
export async function buildPageFiles(outDir: string, names: readonly string[]): Promise<void> {
  await mkdir(outDir, { recursive: true });
  await build({
    ...hostBuildOptions,
    entryPoints: names.map((name) => fileURLToPath(new URL(`./pages/${name}.tsx`, import.meta.url))),
    outdir: outDir,
  });
  for (const name of names) {
    const html = `<!doctype html><html><head><meta charset="utf-8"><title>${name}</title></head>
<body><div id="root"></div><script type="module" src="./${name}.js"></script></body></html>`;
    await writeFile(`${outDir}/${name}.html`, html);
  }
}

/** The streaming bench's renderers, one page each. */
export const buildPages = (outDir: string) => buildPageFiles(outDir, variants);
