// A Jupyter Book 2 site (the MyST Document Engine, `myst.yml`) cited where mystmd publishes it: pages by myst-cli's
// slugs, under their folders only with `folders: true`, headings by myst-common's ids, a `(label)=` target as the
// heading's own id.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sectionUrl } from '../../src/assistant/section-url';
import { loadDocsIndex } from '../../src/retrieval/load-docs';
import { writeFiles } from '../support/write-files';

const made: string[] = [];
afterAll(async () => {
  for (const root of made) await rm(root, { recursive: true, force: true });
});

const PAGES = {
  'index.md': '# Jupyter Book\n\nWelcome.\n',
  'get-started/01_init.md': [
    '# Initialize a book',
    '',
    '## Generating a starting `myst.yml`',
    '',
    'Run `jupyter book init`.',
    '',
    '(section:legacy-book)=',
    '',
    '## What you need to know',
    '',
    'Legacy books are upgraded.',
    '',
    '## Conclusion 🎉',
    '',
    'Done.',
    '',
    '## Links & cross-references',
    '',
    'Link anything.',
    '',
    '## Links & cross-references',
    '',
    'Again.',
    '',
  ].join('\n'),
};

async function siteWith(config: string) {
  const root = await mkdtemp(join(tmpdir(), 'docs-assistant-mystmd-'));
  made.push(root);
  await writeFiles(root, { 'myst.yml': config, ...PAGES });
  const index = await loadDocsIndex(root, { workers: false, warn: () => undefined });
  return { index, urls: index.sections.map((section) => sectionUrl(section)) };
}

describe('a Jupyter Book 2 (mystmd) site', () => {
  it('is recognised from myst.yml, and its pages and headings cited where mystmd publishes them', async () => {
    const { index, urls } = await siteWith(
      'version: 1\nproject:\n  # title:\n  toc:\n    - file: index.md\nsite:\n  options:\n    folders: true\n',
    );
    expect(index.generator).toBe('mystmd');
    expect([...index.pages.keys()].sort()).toEqual(['/', '/get-started/init']);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/get-started/init#generating-a-starting-myst-yml',
        '/get-started/init#section-legacy-book',
        '/get-started/init#conclusion',
        '/get-started/init#links-cross-references',
        '/get-started/init#links-cross-references-1',
      ]),
    );
  });

  it('serves every page at the root by its own name without folders: true', async () => {
    const { index } = await siteWith('version: 1\nproject:\n  title: Book\n');
    expect([...index.pages.keys()].sort()).toEqual(['/', '/init']);
  });
});
