import { render } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it } from 'vitest';
import { StreamingMarkdown } from '../../../src/markdown';

/** Counts renders of every paragraph, keyed by its text, through the public `components` prop. */
function paragraphCounter() {
  const renders = new Map<string, number>();
  const P = ({ node: _node, children, ...rest }: ComponentProps<'p'> & { node?: unknown }) => {
    const key = Array.isArray(children) ? children.join('') : (children as string);
    renders.set(key, (renders.get(key) ?? 0) + 1);
    return <p {...rest}>{children}</p>;
  };
  return { renders, P };
}

describe('memoisation', () => {
  it('a new chunk re-renders only the unfinished last block', () => {
    const { renders, P } = paragraphCounter();
    let first = 'First paragraph.\n\nSecond paragraph.\n\nThird';
    // Inline `components` objects on each render, as a host would write them: still stable.
    const { rerender } = render(<StreamingMarkdown text={first} streaming components={{ p: P }} />);
    for (const more of [' is', ' still', ' growing.']) {
      rerender(<StreamingMarkdown text={(first += more)} streaming components={{ p: P }} />);
    }
    expect(renders.get('First paragraph.')).toBe(1);
    expect(renders.get('Second paragraph.')).toBe(1);
    expect(renders.get('Third is still growing.')).toBe(1);
  });

  it('in a long conversation, finished messages never re-render while a new one streams', () => {
    const { renders, P } = paragraphCounter();
    const finished = Array.from(
      { length: 200 },
      (_, i) => `Answer ${i}.\n\n- a [link][d]\n- b\n\n\`\`\`sh\nrun\n\`\`\`\n\n[d]: /d\n`,
    );
    const Conversation = ({ streamingText }: { streamingText: string }) => (
      <>
        {finished.map((text, i) => (
          <StreamingMarkdown key={i} text={text} components={{ p: P }} />
        ))}
        <StreamingMarkdown text={streamingText} streaming components={{ p: P }} />
      </>
    );
    let streamingText = 'Streaming answer.\n\nGrowing';
    const { rerender } = render(<Conversation streamingText={streamingText} />);
    const afterMount = renders.get('Answer 7.');
    for (let i = 0; i < 20; i++) rerender(<Conversation streamingText={(streamingText += ' word')} />);
    expect(afterMount).toBe(1);
    expect(renders.get('Answer 7.')).toBe(1);
    expect(renders.get('Answer 199.')).toBe(1);
    expect(renders.get('Streaming answer.')).toBe(1);
  }, 30_000);
});
