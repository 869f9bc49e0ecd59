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
