import { describe, expect, it } from 'vitest';
import { buildDocsIndex, namedAfter } from '../../src/retrieval/docs-index';

/** A CLI's docs: one page per command, titled after it, plus guides that mention publishing in their headings. */
const command = (name: string, summary: string, body: string) => ({
  path: `/commands/tool-${name}`,
  source: `---\ntitle: tool-${name}\ndescription: ${summary}\n---\n\n### Synopsis\n\n\`\`\`bash\ntool ${name} [options]\n\`\`\`\n\n### Description\n\n${body}\n\n### Configuration\n\n#### \`dry-run\`\n\nReport what would change without changing anything.\n`,
});

const pages = [
  command(
    'publish',
    'Upload a package',
    'Uploads the package in the current folder so that others can install it by name.',
  ),
  command(
    'install',
    'Install a package',
    'Installs a package and the packages it depends on from the registry into node_modules.',
  ),
  command('version', 'Bump a package version', 'Changes the version in package.json and writes a tag.'),
  command('search', 'Search for packages', 'Searches the registry for packages matching the terms.'),
  {
    path: '/guides/registry',
    source:
      '# The registry\n\nThe public registry is a database of packages.\n\n' +
      '## Keeping a package from being published to the public registry\n\nSet private in package.json so publish refuses it.\n\n' +
      '## Where to find published packages\n\nSearch the registry website for packages.\n',
  },
  {
    path: '/guides/scopes',
    source:
      '# Scopes\n\nA scope groups related packages under one name.\n\n' +
      '## Publishing scoped packages to the registry\n\nScoped packages are private by default; publish them as public with the access option.\n\n' +
      '## Publishing private scoped packages to the registry\n\nPrivate packages need a paid account on the registry.\n\n' +
      '## Installing scoped packages\n\nScoped packages install into a folder named after their scope.\n',
  },
];

describe('pages named after what the question asks about', () => {
  it('reads a page name from titles once the words most titles share are set aside', () => {
    const titles = new Map<string, Set<string>>([
      ['/commands/tool-publish', new Set(['tool-publish', 'tool', 'publish'])],
      ['/commands/tool-install', new Set(['tool-install', 'tool', 'install'])],
      ['/commands/tool-version', new Set(['tool-version', 'tool', 'version'])],
      ['/guides/getting-started', new Set(['get', 'start'])],
      ['/guides/hooks', new Set(['hook'])],
    ]);
    const names = namedAfter(titles);
    expect(names.get('/commands/tool-publish')).toBe('publish');
    expect(names.get('/guides/hooks')).toBe('hook');
    expect(names.has('/guides/getting-started')).toBe(false);
  });

  it("ranks the command's own page above guides that mention it in their headings", () => {
    const index = buildDocsIndex(pages);
    const found = index
      .search('how do I publish my package to the registry', { limit: 5 })
      .map((hit) => hit.section.path);
    // The registry guide is named after a word of the question too; the scopes guide only mentions publishing.
    expect(found.slice(0, 3)).toContain('/commands/tool-publish');
    expect(found.indexOf('/commands/tool-publish')).toBeLessThan(found.indexOf('/guides/scopes'));
  });
});

describe('a page named after an everyday word of the question', () => {
  // "versions" in "which packages have newer versions" names the `version` command, which is not what is asked.
  const page = (name: string, sections: string) => ({
    path: `/commands/tool-${name}`,
    source: `---\ntitle: tool-${name}\n---\n\n${sections}`,
  });
  const cli = [
    page(
      'version',
      '### Description\n\nSets the version of the package.\n\n### Tags\n\nEach version gets a git tag.\n',
    ),
    page('outdated', '### Description\n\nLists packages whose registry has a newer version than the one installed.\n'),
    page('search', '### Description\n\nSearches the registry.\n'),
    page('install', '### Description\n\nInstalls a package version.\n'),
  ];

  it('lifts its best section only, so its other sections do not crowd out the page that answers', () => {
    const found = buildDocsIndex(cli)
      .search('which packages have newer versions', { limit: 5 })
      .map((hit) => hit.section.id);
    expect(found.indexOf('/commands/tool-outdated#description')).toBeLessThan(
      found.indexOf('/commands/tool-version#tags'),
    );
  });
});

describe("a page named after the docs' word for what the reader calls otherwise", () => {
  // A CLI's docs call several packages in one repository "workspaces", and every command page has a `workspace`
  // option, so the word weighs nothing; the reader says "monorepo", which the docs use once, in passing.
  const commandPage = (name: string, description: string) => ({
    path: `/commands/tool-${name}`,
    source:
      `---\ntitle: tool-${name}\n---\n\n### Description\n\n${description}\n\n### Configuration\n\n` +
      '#### `workspace`\n\nRun the command in the context of the named workspace.\n',
  });
  const docs = [
    commandPage('install', 'Installs a package and the packages it depends on.'),
    commandPage('repo', 'Opens the repository page of a package in the browser.'),
    commandPage('run', 'Runs a script of the package.'),
    commandPage('test', 'Runs the test script of the package.'),
    commandPage('pack', 'Makes a tarball of a package.'),
    {
      path: '/guides/workspaces',
      source:
        '---\ntitle: Workspaces\n---\n\n### Description\n\nWorkspaces manage multiple packages of your local file ' +
        'system from within one top-level root package.\n\n### Defining workspaces\n\nList the folders of the ' +
        'packages in the root package.\n',
    },
    {
      path: '/guides/package-json',
      source:
        '---\ntitle: package.json\n---\n\n### repository\n\nWhere the code lives. If the package is part of a ' +
        'monorepo, give the directory it lives in.\n\n### files\n\nThe files a package includes.\n',
    },
  ];

  it('comes first through a synonym of the question word, ahead of the pages it shares everyday words with', () => {
    const found = buildDocsIndex(docs)
      .search('set up a monorepo with several packages in one repo', { limit: 5 })
      .map((hit) => hit.section.path);
    expect(found[0]).toBe('/guides/workspaces');
  });
});
