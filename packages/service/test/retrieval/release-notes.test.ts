import { describe, expect, it } from 'vitest';
import { buildDocsIndex } from '../../src/retrieval/docs-index';

/**
 * A changelog mentions every option in a line of its own, release after release: it must not outrank the guide
 * that explains the option, unless the reader asks about a version or a change.
 */
const releases = Array.from(
  { length: 12 },
  (_, i) =>
    `## 4.${12 - i}.0: dev server port\n\n- The dev server now fails when its port is taken, if \`server.strictPort\` is set.\n- The dev server port fallback tries the next port.\n`,
).join('\n');

const index = buildDocsIndex([
  {
    path: '/guide/server',
    source:
      '# Server options\n\n## Listening\n\nSet `server.port` to choose where the dev server listens. With `server.strictPort` it exits instead of trying the next free port when the port is taken.\n',
  },
  { path: '/changelog', source: `# Changelog\n\n${releases}` },
]);
const firstPath = (question: string) => index.search(question, { limit: 5 })[0]?.section.path;

describe('release notes', () => {
  it('rank below the guide for a question about how to do something', () => {
    expect(firstPath('How do I change the dev server port and fail when the port is taken?')).toBe('/guide/server');
  });

  it('may lead for a question about a version or a change', () => {
    expect(firstPath('Which version made the dev server fail when the port is taken?')).toBe('/changelog');
  });
});

/**
 * A release announced as a blog post lists the release's features a paragraph each, as a changelog does; the guide
 * that explains a feature comes first unless the question is about the release.
 */
describe('a release announced as a post', () => {
  const posts = buildDocsIndex([
    {
      path: '/guide/screens',
      source:
        '# Screens\n\n## Screen opacity\n\nA screen with a translucent background shows the screen below it dimmed. Set the background of a modal screen with an alpha value.\n',
    },
    {
      path: '/blog/2023/03/29/widgets-0170-adds-translucent-screens',
      source:
        '---\ntitle: "Widgets 0.17.0 adds translucent screens"\n---\n\n# Widgets 0.17.0 adds translucent screens\n\n## Translucent screens\n\nScreens may now be translucent: a modal screen with a translucent background shows the screen below, dimmed. Give the screen background an alpha value.\n',
    },
    {
      path: '/blog/2023/04/02/how-we-test-widgets',
      source:
        '# How we test translucent screens\n\nA post about testing, with no version in its title: an article, not release notes. Translucent screens are tested with snapshots.\n',
    },
  ]);
  const first = (question: string) => posts.search(question, { limit: 5 })[0]?.section.path;

  it('ranks below the guide for a question about how to do something', () => {
    expect(first('How do I make a modal screen translucent so the one below shows dimmed?')).toBe('/guide/screens');
  });

  it('may lead for a question about the release', () => {
    expect(first('Which release made screens translucent, what was new in 0.17.0?')).toBe(
      '/blog/2023/03/29/widgets-0170-adds-translucent-screens',
    );
  });
});
