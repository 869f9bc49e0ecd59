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
