// The docs' own name is on most of their sections and in many questions asked of them: it says which docs the
// question is asked of, not what it is about, so finding it is no evidence that they answer the question.
import { expect, it } from 'vitest';
import { buildDocsIndex } from '../../src/retrieval/docs-index';

const index = buildDocsIndex([
  {
    path: '/cli/publish',
    source: `# zorbo publish

Publishes a package to the registry. zorbo packs the package first, then uploads the tarball.

## Options

\`--tag\` sets the dist-tag zorbo publishes under.
`,
  },
  {
    path: '/cli/install',
    source: `# zorbo install

Installs every dependency of the project. zorbo reads the lockfile first.

## Frozen lockfile

In CI zorbo refuses to change the lockfile; pass \`--no-frozen-lockfile\` to let it.
`,
  },
  {
    path: '/workspaces',
    source: `# Workspaces

zorbo supports several packages in one repository.

## Filtering

Run a zorbo command in some packages only with \`--filter\`.
`,
  },
  {
    path: '/config',
    source: `# Settings

zorbo reads its settings from \`.zorborc\`.

## Registry

The registry zorbo publishes to and installs from.
`,
  },
]);
const ask = (question: string) => index.retrieve(question, { limit: 5 });

it('a question about something the docs never mention is not answered by their name', () => {
  expect(ask('Can zorbo publish my Java library to Maven Central?').coverage).toBe('not-covered');
});

it('a question about what the docs cover is still answered, named with them or not', () => {
  expect(ask('How do I let zorbo update the frozen lockfile in CI?').coverage).toBe('answered');
  expect(ask('update the frozen lockfile in CI').coverage).toBe('answered');
});

it('a question of the name alone is judged by rarity, not refused for weighing nothing', () => {
  expect(ask('zorbo').covered).toBe(true);
});
