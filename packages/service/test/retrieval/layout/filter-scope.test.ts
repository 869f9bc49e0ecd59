// A folder of one language and one version (no layout): a filter's language keeps its earlier meaning, and the
// question's words are made as the pages' were, so a widget sending its page's `<html lang>` changes no ranking.
import { expect, it } from 'vitest';
import { buildDocsIndex } from '../../../src/retrieval/docs-index';

const FRENCH = {
  path: '/guide/installation',
  source: '# Installer Lumen\n\nLes installations de Lumen se font avec npm, sans autre étape.\n',
};

it('untagged French pages asked with language fr: found by the same words as without a filter', () => {
  const index = buildDocsIndex([FRENCH, { path: '/other', source: '# Autre\n\nRien à voir.\n' }]);
  const unfiltered = index.search('installation', { limit: 3 }).map((hit) => hit.section.path);
  expect(unfiltered[0]).toBe('/guide/installation');
  expect(index.search('installation', { limit: 3, filter: { language: 'fr' } }).map((hit) => hit.section.path)).toEqual(
    unfiltered,
  );
});

it('a page whose front matter names another language is still left out by the filter', () => {
  const index = buildDocsIndex([
    FRENCH,
    { path: '/de/guide', source: '---\nlanguage: de\n---\n# Installation\n\nDie Installationen von Lumen.\n' },
  ]);
  const paths = index.search('installation', { limit: 5, filter: { language: 'fr' } }).map((hit) => hit.section.path);
  expect(paths).toContain('/guide/installation');
  expect(paths).not.toContain('/de/guide');
  // Asked in German, the German page is matched by German's rules, as it was indexed.
  const german = index.search('Installationen', { limit: 5, filter: { language: 'de' } });
  expect(german[0]?.section.path).toBe('/de/guide');
});
