// Anchors as a VitePress site makes them where its config sets its own slugify and attribute delimiters (Vue
// Router's and Pinia's keep a heading's case, `#storeId`, and write ids as `%{#Properties}%`).
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

/** Every section's cited URL, and the warnings, of a VitePress site whose config is `config`. */
async function citedWith(config: Record<string, string>) {
  const root = await mkdtemp(join(tmpdir(), 'docs-assistant-vitepress-anchors-'));
  made.push(root);
  await writeFiles(root, {
    ...config,
    'api/store.md': [
      '# Store',
      '',
      '## storeId',
      '',
      'The id of the store.',
      '',
      '## $patch()',
      '',
      'Applies a patch. See [the id](./store.md#storeId) and [options](./options.md#Options-Shared).',
      '',
    ].join('\n'),
    'api/options.md': '# Options\n\n## Shared options %{#Options-Shared}%\n\nUsed by every store.\n',
  });
  const warnings: string[] = [];
  const index = await loadDocsIndex(root, { workers: false, warn: (line) => warnings.push(line) });
  const urls = index.sections.map((section) => sectionUrl(section));
  const text = index.sections.map((section) => section.markdown).join('\n');
  return { urls, text, warnings, headings: index.sections.map((section) => section.heading) };
}

const SHARED = `
const rControl = /[\\u0000-\\u001f]/g
const rSpecial = /[\\s~\`!@#$%^&*()\\-_+=[\\]{}|\\\\;:"'“”‘’<>,.?/]+/g
const rCombining = /[\\u0300-\\u036F]/g

/**
 * Default slugification function
 */
export const slugify = (str: string): string =>
  str
    .normalize('NFKD')
    // Remove accents
    .replace(rCombining, '')
    // Remove control characters
    .replace(rControl, '')
    // Replace special characters
    .replace(rSpecial, '-')
    // ensure it doesn't start with a number
    .replace(/^(\\d)/, '_$1')

export const sharedConfig = defineConfig({
  cleanUrls: true,
  markdown: {
    attrs: { leftDelimiter: '%{', rightDelimiter: '}%' },
    anchor: {
      slugify,
    },
  },
})
`;

describe("a VitePress config's own slugify and attribute delimiters", () => {
  it('give the anchors the site gives: case kept, its own ids, links into them as written', async () => {
    const { urls, text, warnings, headings } = await citedWith({
      '.vitepress/config/index.ts': "import { sharedConfig } from './shared'\nexport default { ...sharedConfig }\n",
      '.vitepress/config/shared.ts': SHARED,
    });
    expect(warnings).toEqual([]);
    expect(urls).toContain('/api/store#storeId');
    // `$patch()`: the special characters make one hyphen each run, the trailing one kept, as the site's rule does.
    expect(urls).toContain('/api/store#-patch-');
    expect(urls).toContain('/api/options#Options-Shared');
    expect(headings).toContain('Shared options');
    expect(text).toContain('[the id](/api/store#storeId)');
    expect(text).toContain('[options](/api/options#Options-Shared)');
  });

  it("VitePress's default where the config names it, and a warning where it is code the service does not run", async () => {
    const named = await citedWith({
      '.vitepress/config.ts':
        "import { slugify } from '@mdit-vue/shared'\nexport default { cleanUrls: true, markdown: { anchor: { slugify } } }\n",
    });
    expect(named.warnings).toEqual([]);
    expect(named.urls).toContain('/api/store#storeid');

    const custom = await citedWith({
      '.vitepress/config.ts':
        "import { mySlug } from './slug'\nexport default { cleanUrls: true, markdown: { anchor: { slugify: mySlug } } }\n",
    });
    expect(custom.warnings).toEqual([
      "docs: the VitePress config's markdown.anchor.slugify (mySlug) is code the service does not run: anchors are made as VitePress's default makes them, which may not be the site's",
    ]);
    expect(custom.urls).toContain('/api/store#storeid');

    // A name with `$` in it, as JavaScript allows, is read like any other.
    const dollar = await citedWith({
      '.vitepress/config.ts':
        "const $slug = (s) => s.normalize('NFKD').replace(/\\s+/g, '_')\nexport default { cleanUrls: true, markdown: { anchor: { slugify: $slug } } }\n",
    });
    expect(dollar.warnings).toEqual([]);
    expect(dollar.urls).toContain('/api/store#storeId');
  });
});
