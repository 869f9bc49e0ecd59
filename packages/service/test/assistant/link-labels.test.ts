import { describe, expect, it } from 'vitest';
import { composeExtractiveAnswer } from '../../src/assistant/extractive-answer';
import { splitMarkdown } from '../../src/retrieval/markdown-sections';

/** The links an answer cites read as the page's headings do: code as code, never a raw tag. */
const { sections } = splitMarkdown(
  '/guides/images',
  '---\ntitle: Images\n---\n\nHarbor optimises pictures at build time.\n\n' +
    '## `<Image />`\n\nThe `<Image />` component resizes a picture and writes its width and height.\n\n' +
    '## Sizes [and] &lt;picture&gt; formats\n\nThe picture element serves avif and webp sizes of the same picture.\n',
);
/** The answer when retrieval found `anchor`'s section first, sure of it. */
const answerFrom = (anchor: string) => {
  const first = sections.find((section) => section.anchor === anchor);
  if (!first) throw new Error(`no section #${anchor}`);
  const hits = [first, ...sections.filter((section) => section !== first)].map((section, i) => ({
    section,
    score: 10 - i,
  }));
  return composeExtractiveAnswer('How does it work?', { hits, confidence: 1, coverage: 'answered', covered: true })
    .text;
};

describe('answer link labels', () => {
  it("keep a heading's inline code as code", () => {
    expect(answerFrom('image-')).toContain('From [Images › `<Image />`](/guides/images#image-).');
  });

  it('escape what Markdown would read as a tag or as the end of the link text', () => {
    expect(answerFrom('sizes-and-picture-formats')).toContain(
      'From [Images › Sizes \\[and\\] \\<picture\\> formats](/guides/images#sizes-and-picture-formats).',
    );
  });
});
