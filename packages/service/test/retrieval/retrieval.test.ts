import { beforeAll, describe, expect, it } from 'vitest';
import { loadDocsIndex, type DocsIndex } from '../../src';
import { FIXTURE_DOCS } from '../../../../test/support/local-service';
import { buildDocsIndex } from '../../src/retrieval/docs-index';
import { queryTerms } from '../../src/retrieval/query-terms';

let index: DocsIndex;
beforeAll(async () => {
  index = await loadDocsIndex(FIXTURE_DOCS);
});

const first = (query: string, options: Parameters<DocsIndex['search']>[1] = { limit: 5 }) =>
  index.search(query, options)[0]?.section.id;

describe('section retrieval', () => {
  it('brings the section a question is about first, in the reader’s words', () => {
    expect(first('my login token expired, how do I get a new one?')).toBe('/guides/authentication#rotating-tokens');
    expect(first('how do I turn polling off')).toBe('/reference/configuration#refreshinterval');
    expect(first('where are downloaded datasets stored')).toBe('/reference/configuration#cachedirectory');
    expect(first('run it in a container')).toBe('/reference/deployment#docker');
    expect(first('SAML')).toBe('/guides/authentication#single-sign-on');
  });

  it('matches identifiers in code and their camelCase parts', () => {
    expect(first('refreshToken')).toBe('/guides/authentication#rotating-tokens');
    expect(first('refresh token')).toBe('/guides/authentication#rotating-tokens');
    expect(first('ACME_API_URL')).toBe('/reference/deployment#environment-variables');
  });

  it('honours the version filter, keeping pages that carry no version', () => {
    expect(first('poll for new data seconds', { limit: 5, filter: { version: 'v1' } })).toBe(
      '/reference/configuration-v1#pollseconds',
    );
    const v2 = index.search('poll for new data seconds', { limit: 10, filter: { version: 'v2' } });
    expect(v2.map((h) => h.section.path)).not.toContain('/reference/configuration-v1');
    expect(index.search('docker', { limit: 5, filter: { version: 'v1' } })[0]?.section.path).toBe(
      '/reference/deployment',
    );
  });

  it('honours the groups filter', () => {
    const hits = index.search('token', { limit: 10, filter: { groups: ['guides'] } });
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((h) => !h.section.meta.groups || h.section.meta.groups.includes('guides'))).toBe(true);
  });

  it('ranks the current page’s sections higher', () => {
    const query = 'default value';
    const elsewhere = index.search(query, { limit: 5 });
    const onPage = index.search(query, { limit: 5, currentPath: '/reference/configuration-v1/' });
    expect(onPage[0]?.section.path).toBe('/reference/configuration-v1');
    expect(elsewhere[0]?.section.path).not.toBe('/reference/configuration-v1');
  });
});

describe('the current page, as a browser names it', () => {
  // Two pages nearly alike: the tea page matches the question better, unless the café page is the current one.
  const twins = buildDocsIndex([
    { path: '/guides/tea', source: '# Tea settings\n\nThe default value of the brew timer is five minutes, brewed.\n' },
    { path: '/guides/café', source: '# Café settings\n\nThe default value of the brew timer is three minutes.\n' },
  ]);
  const top = (currentPath: string) => twins.search('default brew timer', { limit: 2, currentPath })[0]?.section.path;

  it('matches a page whose name is not ASCII though location.pathname percent-encodes it', () => {
    expect(top('/')).toBe('/guides/tea');
    expect(top('/guides/café')).toBe('/guides/café');
    expect(top('/guides/caf%C3%A9')).toBe('/guides/café');
    expect(top('https://docs.example/guides/caf%C3%A9/?tab=1#brew')).toBe('/guides/café');
  });
});

describe('words a name joins with a prefix', () => {
  // A package manager's docs: the command that reverses publishing, and the lifecycle script run before it.
  const docs = buildDocsIndex([
    {
      path: '/commands/publish',
      source:
        '# publish\n\n## Description\n\nUploads the package to the registry.\n\n## Tags\n\nA publish sets the latest tag.\n',
    },
    {
      path: '/commands/unpublish',
      source: '# unpublish\n\n## Description\n\nRemoves a package version from the registry.\n',
    },
    {
      path: '/guides/scripts',
      source:
        '# Scripts\n\n## prepublishOnly\n\nRuns on `npm publish`, before the package is packed.\n\n' +
        '## postinstall\n\nRuns once the package is installed.\n',
    },
    {
      path: '/guides/testing',
      source: '# Testing\n\n## Tests in CI\n\nRun the tests automatically on every push, and before you publish.\n',
    },
  ]);
  const top = (question: string) => docs.search(question, { limit: 3 })[0]?.section.id;

  it('reads "undo" and a verb as the un- command', () => {
    expect(top('undo a publish I just made')).toBe('/commands/unpublish#description');
  });

  it('searches "before" and "after" and a verb as its pre- and post- names too, when the docs use them', () => {
    const vocabulary = { has: (term: string) => ['prepublish', 'postinstall'].includes(term), specificity: () => 1 };
    expect(queryTerms('run my tests before every publish', [], vocabulary).weights.has('prepublish')).toBe(true);
    expect(queryTerms('what runs after install', [], vocabulary).weights.has('postinstall')).toBe(true);
    // Only a name the docs use: "after publish" has no `postpublish` here.
    expect(queryTerms('what runs after publish', [], vocabulary).weights.has('postpublish')).toBe(false);
  });

  it('finds the joined name as finding the reader’s words, for the confidence that the docs answer', () => {
    expect(docs.retrieve('undo a publish I just made', { limit: 3 }).coverage).toBe('answered');
  });
});
