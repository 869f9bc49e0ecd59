// The answer opens with the passage that answers: a sentence rather than a table or a list, and the one table row
// a question points at rather than the whole table.
import { describe, expect, it } from 'vitest';
import { excerptSection } from '../../src/assistant/excerpt';
import { splitMarkdown } from '../../src/retrieval/markdown-sections';

const sectionOf = (markdown: string, anchor: string) => {
  const section = splitMarkdown('/theming', markdown).sections.find((s) => s.anchor === anchor);
  if (!section) throw new Error(`no section ${anchor}`);
  return section;
};

const THEMING = `# Theming

## Dark mode

The panel follows the page: it reads your docs theme's dark marker, so there is nothing to enable.
The markers it knows need no configuration at all:

| docs site | the theme's dark marker |
|---|---|
| Docusaurus | \`html[data-theme="dark"]\` |
| VitePress | \`html.dark\` |
| MkDocs Material | \`body[data-md-color-scheme="slate"]\` |

## Custom properties

Each theme key sets one or more \`--da-*\` properties on the widget's root. Commonly used properties:

| property | used for |
|---|---|
| \`--da-accent\` | primary colour: launcher, send button, focus |
| \`--da-bg\` | panel background |
| \`--da-radius\` | corner radius |
| \`--da-font-family\` | text font |
`;

describe('what an answer leads with', () => {
  it('a sentence, not the table under it, when a question matches the table best', () => {
    const excerpt = excerptSection(
      sectionOf(THEMING, 'dark-mode'),
      'How do I enable dark mode on VitePress and MkDocs?',
    );
    expect(excerpt.startsWith('The panel follows the page')).toBe(true);
    expect(excerpt).toContain('| VitePress |');
  });

  it('the opening paragraph of the section the question names, though it says none of the question’s words', () => {
    const section = sectionOf(
      `# Theming

## Dark mode

With \`colorScheme: 'auto'\` (the default) the panel shows what the page shows, live: the theme's marker, else its
painted background.

So a site with no dark styles stays light under a dark OS, and a dark-only site gets a dark panel.
`,
      'dark-mode',
    );
    expect(excerptSection(section, 'How do I enable dark mode?')).toMatch(/^With `colorScheme: 'auto'`/);
  });

  it('the one table row a question names, under the header, not the whole table', () => {
    const excerpt = excerptSection(sectionOf(THEMING, 'custom-properties'), 'What does radius do?');
    expect(excerpt).toContain('| `--da-radius` | corner radius |');
    expect(excerpt).toContain('| property | used for |');
    expect(excerpt).not.toContain('--da-accent` | primary');
    expect(excerpt).not.toContain('panel background');
  });

  it('the row the question names, though a word of the question is in most rows, or in another row too', () => {
    // `dark` is in every marker; `mode` is in GitHub's, but Docusaurus is what that row is about.
    const excerpt = excerptSection(
      sectionOf(
        THEMING.replace('| MkDocs Material |', '| GitHub Primer | `[data-color-mode="dark"]` |\n| MkDocs Material |'),
        'dark-mode',
      ),
      'Our Docusaurus site is in dark mode but the panel stays white: which marker does it read?',
    );
    expect(excerpt).toContain('| Docusaurus | `html[data-theme="dark"]` |');
    expect(excerpt).not.toContain('VitePress');
    expect(excerpt).not.toContain('GitHub Primer');
    // The corner radius row, not every row about the panel.
    const radius = excerptSection(
      sectionOf(THEMING, 'custom-properties'),
      'How do I change the corner radius of the panel?',
    );
    expect(radius).toContain('| `--da-radius` | corner radius |');
    expect(radius).not.toContain('panel background');
  });

  it('a paragraph that refers back comes after what it refers to, and never alone', () => {
    const section = sectionOf(
      `# Errors

## Alerts

The widget shows an alert.

| status | what the reader sees |
|---|---|
| 429 | too many questions, with a countdown |
| 5xx | the service had a problem |

These messages come with a Try again button while the service is down, and the question typed stays in the box.
`,
      'alerts',
    );
    const excerpt = excerptSection(section, 'Is there a Try again button when the service is down?');
    expect(excerpt).toMatch(/^\| status \| what the reader sees \|\n\|---\|---\|\n\| 5xx \|/);
    expect(excerpt).toContain('These messages come with a Try again button');
    expect(excerpt).not.toContain('429');
  });

  it('a paragraph that refers back to a long passage does not lead when the opening says what the section is about', () => {
    const section = sectionOf(
      `# Logging

## Nested key

Objects you log can be put under one property with \`nestedKey\`, so their own \`level\` or \`time\` never clash.

${'A long aside about serializers that runs on and on. '.repeat(12)}

This way, searching Kibana for values under the nested key finds them.
`,
      'nested-key',
    );
    expect(excerptSection(section, 'Can I search Kibana for the values I log under a nested key?')).toMatch(
      /^Objects you log can be put under one property/,
    );
  });

  it('the whole table when the question points at no single row', () => {
    const excerpt = excerptSection(sectionOf(THEMING, 'custom-properties'), 'Which custom properties are there?');
    expect(excerpt).toContain('corner radius');
    expect(excerpt).toContain('panel background');
  });

  it('never ends on a paragraph that introduces an example it leaves out, with a colon or "e.g."', () => {
    const longExample = `\`\`\`yaml\n${'references:\n  guide: https://mystmd.org/guide\n'.repeat(60)}\`\`\``;
    const markdown = `# Cross-references

## Declaring external websites

To cross-reference another site, add it to the \`project.references\` mapping of your config.

\`\`\`yaml
project:
  references:
    guide: https://mystmd.org/guide
\`\`\`

During your build, the CLI will report that it has read these remote references, e.g.

${longExample}
`;
    const excerpt = excerptSection(
      sectionOf(markdown, 'declaring-external-websites'),
      'How do I declare an external website for cross-references and see it was read?',
    );
    expect(excerpt.startsWith('To cross-reference another site')).toBe(true);
    expect(excerpt).not.toMatch(/e\.g\.\s*$/);
  });
});
