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

  it('the whole table when the question points at no single row', () => {
    const excerpt = excerptSection(sectionOf(THEMING, 'custom-properties'), 'Which custom properties are there?');
    expect(excerpt).toContain('corner radius');
    expect(excerpt).toContain('panel background');
  });
});
