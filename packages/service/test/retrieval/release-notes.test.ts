import { describe, expect, it } from 'vitest';
import { buildDocsIndex } from '../../src/retrieval/docs-index';

/**
 * A changelog mentions every option in a line of its own, release after release: it must not outrank the guide
 * that explains the option, unless the reader asks about a version or a change.
 */
const releases = Array.from(
  { length: 12 },
  (_, i) =>
    `## 4.${12 - i}.0\n\n- The dev server port option \`server.port\` now also accepts strictPort when the port is taken.\n- Fixed the port fallback.\n`,
).join('\n');

const index = buildDocsIndex([
  {
    path: '/guide/server',
    source:
      '# Dev server\n\n## Server port\n\nSet `server.port` to choose the port the dev server listens on. Set `server.strictPort` to exit instead of trying the next free port.\n',
  },
  { path: '/changelog', source: `# Changelog\n\n${releases}` },
]);
const firstPath = (question: string) => index.search(question, { limit: 5 })[0]?.section.path;

describe('release notes', () => {
  it('rank below the guide for a question about how to do something', () => {
    expect(firstPath('How do I change the dev server port and fail when the port is taken?')).toBe('/guide/server');
  });

  it('may lead for a question about a version or a change', () => {
    expect(firstPath('What changed about the dev server port option in 4.12.0?')).toBe('/changelog');
  });
});
