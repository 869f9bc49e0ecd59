import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StreamingMarkdown } from '../../../src/markdown';

const links = (container: HTMLElement) =>
  [...container.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);

describe('answer syntax', () => {
  it('links bare http(s) URLs, leaving sentence punctuation outside the link', () => {
    const { container } = render(
      <StreamingMarkdown text="See https://example.org/guide. Or http://x.dev/a_(b)?q=1!" />,
    );
    expect(links(container)).toEqual([
      ['https://example.org/guide', 'https://example.org/guide'],
      ['http://x.dev/a_(b)?q=1', 'http://x.dev/a_(b)?q=1'],
    ]);
  });

  it('leaves URLs in code and existing links alone, and never links a script URL', () => {
    const { container } = render(
      <StreamingMarkdown text={'`https://in.code` [named](https://named.dev) javascript:alert(1) https://ok.dev'} />,
    );
    expect(links(container)).toEqual([
      ['named', 'https://named.dev'],
      ['https://ok.dev', 'https://ok.dev'],
    ]);
    expect(container.querySelector('code')?.textContent).toBe('https://in.code');
  });

  it('renders GFM tables, strikethrough and task lists', () => {
    const { container } = render(
      <StreamingMarkdown text={'| a | b |\n|---|--:|\n| 1 | 2 |\n\n~~old~~\n\n- [x] done\n- [ ] todo'} />,
    );
    expect(container.querySelectorAll('table td')).toHaveLength(2);
    expect(container.querySelector('del')?.textContent).toBe('old');
    expect(
      [...container.querySelectorAll('input[type="checkbox"]')].map((c) => (c as HTMLInputElement).checked),
    ).toEqual([true, false]);
  });

  it('keeps footnote markers as text (answers cite through their sources)', () => {
    const { container } = render(<StreamingMarkdown text={'A claim.[^1]\n\n[^1]: The note.'} />);
    expect(container.textContent).toContain('[^1]');
    expect(container.querySelector('sup, section')).toBeNull();
  });
});

describe('addresses in a right-to-left answer', () => {
  it('a written-out address reads left to right, bare or linked; a link’s words keep the answer’s direction', () => {
    const { container } = render(
      <div dir="rtl">
        <StreamingMarkdown text="راجع https://example.org/guide/install: و [الدليل](https://example.org/guide) و <https://x.dev/a/b>" />
      </div>,
    );
    const direction = [...container.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('dir')]);
    expect(direction).toEqual([
      ['https://example.org/guide/install', 'ltr'],
      ['الدليل', null],
      ['https://x.dev/a/b', 'ltr'],
    ]);
  });
});
