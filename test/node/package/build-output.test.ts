import { existsSync, readFileSync } from 'node:fs';
import { staticImportGraph } from './static-import-graph';
import { describe, expect, it } from 'vitest';

const root = new URL('../../../', import.meta.url);
const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as {
  exports: Record<string, string | { types: string; import: string }>;
  sideEffects: string[];
  peerDependencies: Record<string, string>;
};

// `npm test` builds first; run `npm run build` before this file on its own.
const built = existsSync(new URL('dist/index.js', root));

describe('the built package', () => {
  it('exists (npm run build ran)', () => {
    expect(built, 'dist/ is missing: run `npm run build` first').toBe(true);
  });

  it('starts the browser entry with "use client" for Next.js', () => {
    const entry = readFileSync(new URL('dist/index.js', root), 'utf8');
    expect(entry.startsWith('"use client";')).toBe(true);
  });

  it('has every file its exports map points at', () => {
    for (const [subpath, target] of Object.entries(pkg.exports)) {
      const files = typeof target === 'string' ? [target] : [target.import, target.types];
      for (const file of files) expect(existsSync(new URL(file, root)), `${subpath} → ${file}`).toBe(true);
    }
  });

  it('marks only CSS as having side effects and keeps React a peer', () => {
    expect(pkg.sideEffects).toEqual(['**/*.css']);
    expect(Object.keys(pkg.peerDependencies).sort()).toEqual(['react', 'react-dom']);
  });

  it('imports React and its runtime dependencies instead of bundling copies', () => {
    const graph = staticImportGraph(new URL('dist/index.js', root));
    expect([...graph.packages]).toEqual(expect.arrayContaining(['react', 'zustand']));
    for (const file of graph.files) {
      expect(file).not.toMatch(/node_modules/);
      expect(readFileSync(new URL(file), 'utf8')).not.toMatch(/__CLIENT_INTERNALS|function useSyncExternalStore\(/);
    }
  });

  it('keeps `ai`, `@ai-sdk/react` and the markdown renderer out of the eager graph of the browser entry', () => {
    const eager = staticImportGraph(new URL('dist/index.js', root));
    const packages = [...eager.packages].sort();
    expect(packages).not.toContain('ai');
    expect(packages).not.toContain('@ai-sdk/react');
    expect(packages).not.toContain('react-markdown');
    expect(packages).toContain('zustand');
    // The engine is still reachable, through a dynamic import.
    expect(eager.dynamic.some((specifier) => /\bengine\.js$/.test(specifier))).toBe(true);
  });

  it('imports under Node without a window', async () => {
    const mod = (await import(new URL('dist/index.js', root).href)) as Record<string, unknown>;
    expect(typeof mod.DocsAssistant).toBe('object');
  });
});
