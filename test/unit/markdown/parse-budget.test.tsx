import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StreamingMarkdown } from '../../../src/markdown';
import { FRAME_PARSE_CHARS } from '../../../src/markdown/use-parse-budget';

const paragraphs = (count: number) =>
  Array.from({ length: count }, (_, i) => `Paragraph ${i + 1}: ${'word '.repeat(200)}`).join('\n\n');

describe('the parse budget', () => {
  it('renders one huge piece of many blocks over several frames, all of it in the end, in order', async () => {
    const text = paragraphs(300);
    expect(text.length).toBeGreaterThan(5 * FRAME_PARSE_CHARS);
    const { container, rerender } = render(<StreamingMarkdown text="Start." streaming />);
    rerender(<StreamingMarkdown text={text} streaming />);
    const first = container.querySelectorAll('p').length;
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(300);
    await waitFor(() => expect(container.querySelectorAll('p')).toHaveLength(300));
    const numbers = [...container.querySelectorAll('p')].map((p) => /Paragraph (\d+)/.exec(p.textContent ?? '')?.[1]);
    expect(numbers).toEqual(Array.from({ length: 300 }, (_, i) => String(i + 1)));
  });

  it('renders a short answer whole in one render', () => {
    const { container } = render(<StreamingMarkdown text={paragraphs(20)} />);
    expect(container.querySelectorAll('p')).toHaveLength(20);
  });
});
