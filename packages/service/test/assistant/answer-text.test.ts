import { describe, expect, it } from 'vitest';
import { excerptSection } from '../../src/assistant/excerpt';
import { composeExtractiveAnswer } from '../../src/assistant/extractive-answer';
import { RELATED_THRESHOLD } from '../../src/retrieval/confidence';
import { buildDocsIndex } from '../../src/retrieval/docs-index';
import { cutAtSentence } from '../../src/assistant/sentences';
import { splitMarkdown } from '../../src/retrieval/markdown-sections';

const sectionOf = (markdown: string) => {
  const sections = splitMarkdown('/page', markdown).sections;
  const section = sections.find((s) => s.anchor !== '') ?? sections[0];
  if (!section) throw new Error('no section');
  return section;
};

describe('cutting passages to fit', () => {
  it('cuts at a sentence end, never inside a word or an inline code span', () => {
    const text =
      'Set `a.b = 1` first. Then call `app.listen()` to start. A third sentence runs on well past the limit.';
    expect(cutAtSentence(text, 60)).toBe('Set `a.b = 1` first. Then call `app.listen()` to start.');
    expect(cutAtSentence('e.g. this is one sentence that goes on. And another.', 45)).toBe(
      'e.g. this is one sentence that goes on.',
    );
    // No sentence end fits: whole words, marked as cut.
    const words = cutAtSentence('one two three four five six seven eight nine ten', 20);
    expect(words).toBe('one two three four…');
  });

  it('leaves a code block out rather than cutting it, and drops MDX imports and bare headings', () => {
    const huge = Array.from({ length: 200 }, (_, i) => `const line${i} = ${i};`).join('\n');
    const section = sectionOf(
      `# Page\n\n## Setup\n\nimport Tabs from '@theme/Tabs';\n\n##### Note\n\nInstall it first. It takes a minute.\n\n\`\`\`js\n${huge}\n\`\`\`\n\nThen run it.`,
    );
    const excerpt = excerptSection(section, 'how do I install it');
    expect(excerpt.startsWith('Install it first.')).toBe(true);
    expect(excerpt).not.toContain('import Tabs');
    expect(excerpt).not.toContain('Note');
    expect(excerpt).not.toContain('line0');
    expect((excerpt.match(/```/g) ?? []).length % 2).toBe(0);
  });
});

describe('not covered', () => {
  const index = buildDocsIndex([
    {
      path: '/cache',
      source: '# Cache\n\n## Clearing the cache\n\nRun `tool cache clean` to empty the cache folder.\n',
    },
    { path: '/deploy', source: '# Deploy\n\n## Docker\n\nUse the official image and mount a volume.\n' },
  ]);
  const hits = index.search('clear the cache', { limit: 5 });

  it('offers the closest sections as maybe-related questions only when they come near the bar', () => {
    const near = composeExtractiveAnswer('how do I wipe the cache with a cron job', {
      hits,
      confidence: RELATED_THRESHOLD,
      coverage: 'not-covered',
      covered: false,
    });
    expect(near.used).toEqual([]);
    expect(near.text).toMatch(/docs don't cover this/i);
    expect(near.text).toContain('Maybe related:');
    expect(near.text).toMatch(/```suggestions\n\(How do I clear the cache\?\)\[\/cache#clearing-the-cache\]/);

    const far = composeExtractiveAnswer('how do I wipe the cache with a cron job', {
      hits,
      confidence: RELATED_THRESHOLD / 2,
      coverage: 'not-covered',
      covered: false,
    });
    expect(far.used).toEqual([]);
    expect(far.text).not.toContain('suggestions');
    expect(far.text).not.toContain('Maybe related');
  });
});
