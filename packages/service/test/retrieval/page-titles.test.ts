import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeExtractiveAnswer } from '../../src/assistant/extractive-answer';
import { mkdocsNavTitles } from '../../src/retrieval/layout/mkdocs-nav';
import { loadDocsIndex } from '../../src/retrieval/load-docs';
import { writeFiles } from '../support/write-files';

/** Pages named as their site names them: an MkDocs page by its nav entry, then its first heading, then its file. */
let site: string;

beforeAll(async () => {
  site = await mkdtemp(join(tmpdir(), 'page-titles-'));
  await writeFiles(site, {
    'mkdocs.yml': [
      'site_name: Harbor',
      'theme:',
      '  name: material',
      'nav:',
      '  - "index.md"',
      '  - Features:',
      '      - Test Client: testclient.md',
      "      - 'Install: the short way': guide/install.md  # quoted, with a colon",
      '      - "README.md"',
      '      - GitHub: https://github.com/example/harbor',
      'markdown_extensions:',
      '  - admonition',
      '',
    ].join('\n'),
    // A second config in the folder (one a site builds with `-f`) titling the same page: the site's own config wins.
    'mkdocs-other.yml': 'INHERIT: mkdocs.yml\nnav:\n  - Something Else: testclient.md\n  - Plain Page: plain.md\n',
    'docs/index.md': '# Harbor\n\nHarbor moves containers between docks.\n',
    'docs/testclient.md': 'The test client drives the app without a network, for tests that press on every route.\n',
    'docs/guide/install.md': '# Installing\n\nInstall Harbor with pip on Linux or macOS.\n',
    'docs/plain.md': 'A page with no heading of its own, titled by the nav of the second config.\n',
    'docs/rate_limits.md': 'Requests over the limit wait for the bucket to refill before they are sent.\n',
  });
});

afterAll(async () => {
  await rm(site, { recursive: true, force: true });
});

describe('mkdocsNavTitles', () => {
  it('reads every titled page entry of the nav, and no section, bare file or link', () => {
    expect(mkdocsNavTitles(join(site, 'mkdocs.yml'))).toEqual({
      'testclient.md': 'Test Client',
      'guide/install.md': 'Install: the short way',
      'plain.md': 'Plain Page',
    });
  });

  it('is empty for a folder with no MkDocs config or none that can be read', () => {
    expect(mkdocsNavTitles(join(site, 'docs', 'mkdocs.yml'))).toEqual({});
    expect(mkdocsNavTitles(join(site, 'missing', 'mkdocs.yml'))).toEqual({});
  });
});

describe('page titles as an MkDocs site shows them', () => {
  const titles = async (folder: string) => {
    const index = await loadDocsIndex(folder, { workers: false, warn: () => undefined });
    return new Map(index.sections.map((section) => [section.path, section.pageTitle]));
  };

  it('the nav entry first, then the first heading, then the file name capitalised as MkDocs does', async () => {
    const byPath = await titles(join(site, 'docs'));
    expect(byPath.get('/testclient')).toBe('Test Client');
    // The nav names the page before its own heading does ("Installing").
    expect(byPath.get('/guide/install')).toBe('Install: the short way');
    expect(byPath.get('/plain')).toBe('Plain Page');
    expect(byPath.get('/')).toBe('Harbor');
    expect(byPath.get('/rate_limits')).toBe('Rate limits');
  });

  it('the same titles when the project folder around the docs is served', async () => {
    const byTitle = new Set((await titles(site)).values());
    expect(byTitle).toContain('Test Client');
    expect(byTitle).toContain('Install: the short way');
  });

  it('an answer cites the page by that title', async () => {
    const index = await loadDocsIndex(join(site, 'docs'), { workers: false, warn: () => undefined });
    const question = 'How do I test my app without a network with the test client?';
    const answer = composeExtractiveAnswer(question, index.retrieve(question, { limit: 5 }));
    expect(answer.text).toContain('From [Test Client](/testclient');
  });
});
