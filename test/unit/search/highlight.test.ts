// Snippets with the query's words marked: plain-text parts only (the view renders them as text and <mark>), so a
// result's markup is never markup on the page.
import { describe, expect, it } from 'vitest';
import { markWords, queryWords, snippet } from '../../../src/search/highlight';
import { htmlText, markdownText } from '../../../src/search/plain-text';

describe('queryWords', () => {
  it('lowercases, dedupes and drops one-letter words unless the query is one letter', () => {
    expect(queryWords('Rotate a TOKEN token')).toEqual(['rotate', 'token']);
    expect(queryWords('a')).toEqual(['a']);
  });
});

describe('markWords', () => {
  it('marks where the words begin words of the text, the last one as a prefix', () => {
    expect(markWords('Authentication and tokens; reauth', queryWords('authent token'))).toEqual([
      { text: 'Authent', mark: true },
      { text: 'ication and ', mark: false },
      { text: 'token', mark: true },
      { text: 's; reauth', mark: false },
    ]);
  });

  it('keeps markup in a result as text, and a query of punctuation is no expression', () => {
    const parts = markWords('<img src=x onerror=alert(1)> c++ is (fine)', queryWords('.*( c++ (fine'));
    expect(parts.map((part) => part.text).join('')).toBe('<img src=x onerror=alert(1)> c++ is (fine)');
    expect(parts.filter((part) => part.mark).map((part) => part.text)).toEqual(['fine']);
  });
});

describe('snippet', () => {
  it('cuts around the first match at word boundaries', () => {
    const text = `${'word '.repeat(60)}the rotate token step ${'tail '.repeat(60)}`;
    const cut = snippet(text, ['rotate'], 80);
    expect(cut).toMatch(/^….*rotate token.*…$/);
    expect(cut.length).toBeLessThanOrEqual(82);
  });
});

describe('plain text', () => {
  it('drops HTML tags and decodes entities, as Pagefind excerpts carry them', () => {
    expect(htmlText('A <mark>static</mark> site &lt;script&gt; &amp; &#x27;quotes&#39; &#xD800;')).toBe(
      "A static site <script> & 'quotes' &#xD800;",
    );
  });

  it('keeps angle brackets in Markdown, where they are code far more often than markup', () => {
    expect(markdownText('## Types\n\nReturns `Promise<void>`; see <Tabs> and **[the guide](/g)**.')).toBe(
      'Types Returns Promise<void>; see <Tabs> and the guide.',
    );
    expect(markdownText('Set `max_retries` or `__dirname`.')).toBe('Set max_retries or __dirname.');
    expect(markdownText('| Option | Default |\n| --- | --- |\n| `retries` | `3` |')).toBe('Option Default retries 3');
  });
});
