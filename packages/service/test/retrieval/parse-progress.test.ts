// What an operator sees while a large folder is parsed before the service listens, and that a small one is quiet.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocsLoader } from '../../src/retrieval/load-docs';
import { PROGRESS_FROM_FILES } from '../../src/retrieval/parse-progress';

describe('a first load of a large folder', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'docs-progress-'));
    await Promise.all(
      Array.from({ length: PROGRESS_FROM_FILES }, (_, i) =>
        writeFile(join(folder, `page-${i}.md`), `# Page ${i}\n\nHarbour ${i} opens at dawn.\n`),
      ),
    );
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('says how many files it parses and how far it is at each tenth; a reload that parses one edited file says nothing', async () => {
    const lines: string[] = [];
    const loader = createDocsLoader(folder, { workers: false, warn: (line) => lines.push(line) });
    const index = await loader.load();
    expect(index.pages.size).toBe(PROGRESS_FROM_FILES);
    expect(lines).toEqual([
      'docs: parsing 1,000 files',
      ...[100, 200, 300, 400, 500, 600, 700, 800, 900].map((n) => `docs: parsed ${n} of 1,000 files`),
    ]);

    lines.length = 0;
    await writeFile(join(folder, 'page-7.md'), '# Page 7\n\nHarbour 7 opens at noon.\n');
    await loader.load();
    expect(lines).toEqual([]);
  });
});

describe('a first load of a folder below the threshold', () => {
  it('parses without a progress line', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'docs-progress-small-'));
    try {
      await Promise.all(
        Array.from({ length: 40 }, (_, i) => writeFile(join(folder, `page-${i}.md`), `# Page ${i}\n\nQuay ${i}.\n`)),
      );
      const lines: string[] = [];
      await createDocsLoader(folder, { workers: false, warn: (line) => lines.push(line) }).load();
      expect(lines).toEqual([]);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
