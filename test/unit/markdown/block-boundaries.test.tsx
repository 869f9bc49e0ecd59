import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StreamingMarkdown, splitBlocks } from '../../../src/markdown';
import { IncrementalDocument } from '../../../src/markdown/incremental-document';
import { normaliseHtml, renderOneShot } from './render-helpers';

// Small documents where a naive cut at a blank line changes the output. Every prefix of each is checked.
const tricky: Record<string, string> = {
  'loose list across blank lines': '- a\n\n- b\n\n- c\n\nafter\n',
  'ordered list continued after a blank line': '1. one\n\n2. two\n\n3. three\n',
  'list item continued by an indented paragraph': '- item\n\n  more of the item\n\nnot the item\n',
  'fence with blank lines and a shorter inner fence': '````md\n```\n\ninside\n```\n\n````\n\nafter\n',
  'fence inside a list item, then a paragraph': '- step\n  ```sh\n  run\n\n  ```\n\nafter\n',
  'unclosed fence swallows the rest': 'x\n\n```\na\n\nb\n\n# not a heading\n',
  'html comment with blank lines': '<!-- a\n\nb -->\n\npara\n',
  'html block until blank line hides a fence': '<div>\n```\n</div>\n\n```\ncode\n\nstill code\n```\n',
  'reference defined after use': 'See [the docs][d] and [D].\n\nMiddle.\n\n[d]: https://example.com/d "Docs"\n',
  'reference defined before use': '[x]: /x\n\nUse [x].\n\nAnd [X] again.\n',
  'duplicate definitions: first wins': 'Use [a].\n\n[a]: /first\n\n[a]: /second\n',
  'definition inside a quote': '> [q]: /quoted\n\nUse [q].\n',
  'setext heading and table': 'Title\n===\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\ntext\n',
  'blockquote with lazy line then another': '> quoted\nlazy\n\n> second\n',
  'indented code after paragraph': 'para\n\n    code\n\n    more code\n\nend\n',
  'raw html shown as text between blocks': '<div>\nA\n</div>\n\n<p>B</p>\n\ntext <b>c</b>\n',
  footnotes: 'Note[^1] here.\n\nMore.\n\n[^1]: The note.\n',
};

describe('block boundaries', () => {
  it.each(Object.entries(tricky))(
    '%s: every prefix renders like the whole',
    (_name, doc) => {
      const document = new IncrementalDocument();
      for (let end = 1; end <= doc.length; end++) {
        const prefix = doc.slice(0, end);
        document.update(prefix, true);
        const html = renderToStaticMarkup(<StreamingMarkdown text={prefix} />);
        expect(normaliseHtml(html), JSON.stringify(prefix)).toBe(normaliseHtml(renderOneShot(prefix)));
      }
    },
    30_000,
  );

  it('cuts between independent blocks and keeps lists, fences and indented continuations whole', () => {
    expect(splitBlocks('# T\n\npara\n\n- a\n\n- b\n\n```\nx\n\ny\n```\n\n- c\n\n  d\n\nend\n')).toEqual([
      '# T',
      'para',
      '- a\n\n- b',
      '```\nx\n\ny\n```',
      '- c\n\n  d',
      'end\n',
    ]);
  });

  it('cuts before a line still being written only once its start decides', () => {
    // "2" may become "2. two", which would continue the list: the cut waits for the end of the line.
    expect(splitBlocks('1. one\n\n2')).toEqual(['1. one\n\n2']);
    expect(splitBlocks('1. one\n\nTwo')).toEqual(['1. one', 'Two']);
    expect(splitBlocks('Para\n\n  ')).toEqual(['Para\n\n  ']);
  });
});
