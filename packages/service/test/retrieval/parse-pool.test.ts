import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocsLoader } from '../../src/retrieval/load-docs';
import { createParsePool } from '../../src/retrieval/parse-pool';
import type { CachedPage } from '../../src/retrieval/cached-page';
import { takeOver } from '../../src/retrieval/parse-file';

/**
 * Parsing in worker threads (a first start at 10,000 pages parses for minutes on one thread): the
 * index is the same as parsed on the main thread, a worker that dies on one file costs that file alone (one
 * warning naming it), and workers that cannot start leave the parsing to the main thread, with one warning.
 */
const page = (n: number) =>
  `# Harbour note ${n}\n\nThe pilot boards ship ${n} at the outer buoy.\n\n## Tides ${n}\n\nHigh water ${n} comes at noon.\n`;
const files = Array.from({ length: 20 }, (_, n) => ({ name: `note-${String(n).padStart(2, '0')}.md`, text: page(n) }));

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'docs-assistant-pool-'));
  await mkdir(join(folder, 'guides'), { recursive: true });
  for (const file of files) await writeFile(join(folder, 'guides', file.name), file.text);
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

const sectionsOf = (result: CachedPage) => ('page' in result ? result.page.sections : []);

describe('parse workers', () => {
  it('index a folder exactly as the main thread does', async () => {
    const warnings: string[] = [];
    const inWorkers = await createDocsLoader(folder, { workers: true, warn: (line) => warnings.push(line) }).load();
    const here = await createDocsLoader(folder, { workers: false }).load();
    expect(warnings).toEqual([]);
    expect(inWorkers.sections).toHaveLength(40);
    expect(inWorkers.sections).toEqual(here.sections);
    const hit = inWorkers.retrieve('When does high water 7 come?', { limit: 3 }).hits[0];
    expect(hit?.section.id).toBe('/guides/note-07#tides-7');
  });

  it('skip the one file a worker died on, with its reason, and parse the rest in a new worker', async () => {
    const warnings: string[] = [];
    const pool = createParsePool('github', (line) => warnings.push(line), {
      size: 2,
      workerUrl: new URL('../support/crashing-parse-worker.ts', import.meta.url),
    });
    try {
      const names = ['a.md', 'crash.md', ...files.map((file) => file.name)];
      const results = (await Promise.all(names.map((name, n) => pool.parse(name, { source: page(n) })))).map(
        (handed) => takeOver(handed).result,
      );
      expect(results[1]).toEqual({
        skipped: expect.stringMatching(/^the parser stopped on it \(.*blew up/),
        cause: 'unparsable',
      });
      for (const [n, result] of results.entries()) if (n !== 1) expect(sectionsOf(result)).toHaveLength(2);
      expect(warnings).toEqual([]);
    } finally {
      await pool.close();
    }
  });

  it('that cannot start leave the parsing to the main thread, with one warning', async () => {
    const warnings: string[] = [];
    const pool = createParsePool('github', (line) => warnings.push(line), {
      size: 2,
      workerUrl: new URL('../support/unstartable-parse-worker.ts', import.meta.url),
    });
    try {
      const results = (await Promise.all(files.map((file) => pool.parse(file.name, { source: file.text })))).map(
        (handed) => takeOver(handed).result,
      );
      expect(results.map((result) => sectionsOf(result).length)).toEqual(files.map(() => 2));
      expect(warnings).toEqual([expect.stringMatching(/^docs: parse workers could not start \(.*cannot load/)]);
    } finally {
      await pool.close();
    }
  });
});
