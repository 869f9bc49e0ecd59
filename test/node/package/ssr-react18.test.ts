// Server rendering on React 18, the other supported peer: the widget's source bundled for Node against React 18
// (test/react18's own install; esbuild's alias reaches every dependency that imports React), then rendered.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
let dir: string | undefined;

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function renderOnReact18(): Promise<{ version: string; popover: string; inline: string }> {
  dir = await mkdtemp(join(tmpdir(), 'da-ssr18-'));
  const outfile = join(dir, 'ssr.mjs');
  await build({
    entryPoints: [here('./fixtures/ssr-entry.tsx')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    jsx: 'automatic',
    alias: {
      react: here('../../react18/node_modules/react'),
      'react-dom': here('../../react18/node_modules/react-dom'),
    },
    // React 18's CommonJS files call `require`; give the ESM bundle one.
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const { render } = (await import(pathToFileURL(outfile).href)) as {
    render: () => { version: string; popover: string; inline: string };
  };
  return render();
}

describe('server rendering on React 18', () => {
  it('renders the launcher and an inline panel to a string, without touching window', async () => {
    expect(typeof window).toBe('undefined');
    const { version, popover, inline } = await renderOnReact18();
    expect(version).toMatch(/^18\./);
    expect(popover).toContain('data-docs-assistant');
    expect(popover).toContain('aria-haspopup="dialog"');
    expect(popover).toContain('Ask AI');
    expect(inline).toContain('data-da-slot="panel"');
    expect(inline).toContain('aria-label="Ask a question about the docs"');
  });
});
