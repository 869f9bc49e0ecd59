import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { packagesImportedBy } from '../../support/built-imports';
import { staticImportGraph } from './static-import-graph';
import { describe, expect, it } from 'vitest';

const root = new URL('../../../', import.meta.url);
const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as {
  exports: Record<string, string | { types: string; import: string }>;
  sideEffects: string[];
  dependencies: Record<string, string>;
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

  it('carries the same version as the local service: the two packages are released together', () => {
    const service = JSON.parse(readFileSync(new URL('packages/service/package.json', root), 'utf8')) as {
      version: string;
    };
    const widget = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { version: string };
    expect(service.version).toBe(widget.version);
  });

  it('marks only CSS and the embed (which defines its element) as having side effects, and keeps React a peer', () => {
    expect(pkg.sideEffects).toEqual(['**/*.css', './dist/embed/embed.js']);
    expect(Object.keys(pkg.peerDependencies).sort()).toEqual(['react', 'react-dom']);
  });

  it('ships the embed self-contained: no package import, its stylesheet beside it', () => {
    const graph = staticImportGraph(new URL('dist/embed/embed.js', root));
    expect([...graph.packages]).toEqual([]);
    expect(existsSync(new URL('dist/embed/embed.css', root))).toBe(true);
  });

  it("records each embed file's SRI hash, as a browser computes it from the file", () => {
    const hashes = JSON.parse(readFileSync(new URL('dist/embed/integrity.json', root), 'utf8')) as Record<
      string,
      string
    >;
    expect(Object.keys(hashes)).toEqual(expect.arrayContaining(['embed.js', 'embed.css']));
    for (const [file, hash] of Object.entries(hashes)) {
      const digest = createHash('sha384')
        .update(readFileSync(new URL(`dist/embed/${file}`, root)))
        .digest('base64');
      expect(hash, file).toBe(`sha384-${digest}`);
    }
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

  it('imports only its dependencies and peers, so a host installs everything it runs and nothing more', () => {
    const declared = new Set([...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)]);
    const imported = packagesImportedBy(new URL('dist/', root));
    expect([...imported].filter((name) => !declared.has(name))).toEqual([]);
  });

  it('lists as dependencies only what the built widget and server helpers import, or bundle and keep for types', () => {
    // A package only the local service uses belongs in its own package (packages/service), not here.
    const bundled = JSON.parse(readFileSync(new URL('bundled-packages.json', root), 'utf8')) as Record<string, string>;
    const imported = packagesImportedBy(new URL('dist/', root));
    expect(Object.keys(pkg.dependencies).filter((name) => !imported.has(name) && !(name in bundled))).toEqual([]);
  });

  it('packs a LICENSE and nothing of the local service, which is a package of its own', () => {
    const [packed] = JSON.parse(
      execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
        cwd: fileURLToPath(root),
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }),
    ) as [{ files: { path: string }[] }];
    const paths = packed.files.map((file) => file.path);
    expect(paths).toContain('LICENSE');
    expect(paths.filter((path) => /^(bin\/|dist\/(cli|service)\/|packages\/)/.test(path))).toEqual([]);
  });

  it('imports under Node without a window', async () => {
    const mod = (await import(new URL('dist/index.js', root).href)) as Record<string, unknown>;
    expect(typeof mod.DocsAssistant).toBe('object');
  });
});
