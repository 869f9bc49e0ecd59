// Results grouped by page for the search view: title then heading trail, links on the host page's origin whatever a
// result says, and untrusted shapes read as far as they go, never thrown on.
import { describe, expect, it } from 'vitest';
import { groupResults, resultHref } from '../../../src/search/group-results';

const ORIGIN = 'https://docs.example.com';

describe('groupResults', () => {
  it('groups sections under their page, in the order of each page best result', () => {
    const groups = groupResults(
      [
        {
          content: 'Rotate tokens.',
          path: '/auth#rotate',
          metadata: { title: 'Authentication', heading: 'Rotate', trail: ['Tokens'] },
        },
        { content: 'Install it.', path: '/install', metadata: { title: 'Install' } },
        { content: 'Scopes.', path: '/auth#scopes', metadata: { title: 'Authentication', heading: 'Scopes' } },
      ],
      ORIGIN,
    );
    expect(groups.map((group) => [group.title, group.hits.map((hit) => [hit.href, hit.trail])])).toEqual([
      [
        'Authentication',
        [
          ['/auth#rotate', ['Tokens', 'Rotate']],
          ['/auth#scopes', ['Scopes']],
        ],
      ],
      ['Install', [['/install', []]]],
    ]);
  });

  it('names a page without a title by its path, and reads Markdown as plain text', () => {
    const [group] = groupResults(
      [{ content: '## Run\n\nUse `npm start` and [the guide](/g).', path: '/run#x', metadata: {} }],
      ORIGIN,
    );
    expect(group!.title).toBe('/run');
    expect(group!.hits[0]!.text).toBe('Run Use npm start and the guide.');
  });

  it('drops results it cannot link and reads the rest of a malformed answer', () => {
    const groups = groupResults(
      [null, 'x', { path: 42 }, { path: 'javascript:alert(1)' }, { path: '/ok', metadata: 'nope', content: 7 }],
      ORIGIN,
    );
    expect(groups).toEqual([{ page: '/ok', title: '/ok', hits: [{ href: '/ok', trail: [], text: '' }] }]);
    expect(groupResults({ not: 'an array' }, ORIGIN)).toEqual([]);
  });
});

describe('resultHref', () => {
  it.each([
    ['/guides/auth#tokens', '/guides/auth#tokens'],
    ['guides/auth', '/guides/auth'],
    ['https://elsewhere.example/guides/auth#t', '/guides/auth#t'],
    ['//evil.example/x', '/x'],
    ['javascript:alert(1)', undefined],
    ['data:text/html,hi', undefined],
    ['   ', undefined],
  ])('%s links to %s on the host page origin', (path, href) => {
    expect(resultHref(path, ORIGIN)).toBe(href);
  });
});
