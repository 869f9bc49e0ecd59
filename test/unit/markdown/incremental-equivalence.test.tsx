import { render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { StreamingMarkdown } from '../../../src/markdown';
import { IncrementalDocument } from '../../../src/markdown/incremental-document';
import { loadHighlighter } from '../../../src/markdown/use-highlighter';
import { allAnswers } from './fixtures';
import { seededRandom } from '../../support/seeded-random';
import { OneShot, normaliseHtml, randomChunks, renderOneShot } from './render-helpers';

const answers = Object.entries(allAnswers);
const longAnswer = Object.values(allAnswers)
  .filter((a) => !a.includes('[^'))
  .join('\n\n');

// Highlighting comes in when its chunk has loaded: load it first, so both renders are highlighted alike.
beforeAll(() => loadHighlighter());

describe('incremental rendering equals a one-shot render', () => {
  it.each(answers)(
    '%s: every prefix, block by block',
    (_name, answer) => {
      const random = seededRandom(answer.length);
      const document = new IncrementalDocument();
      let prefix = '';
      for (const chunk of randomChunks(answer, random, 24)) {
        prefix += chunk;
        const blocks = document.update(prefix, true);
        // Checking every prefix is slow; a random sixth still covers each construct's partial states.
        if (random() < 0.16 || prefix === answer) {
          const done = document.update(prefix, false);
          const html = renderToStaticMarkup(<StreamingMarkdown text={prefix} />);
          expect(normaliseHtml(html), `prefix ${JSON.stringify(prefix)}`).toBe(normaliseHtml(renderOneShot(prefix)));
          expect(done.length).toBeGreaterThanOrEqual(blocks.length > 0 ? 1 : 0);
        }
      }
    },
    30_000,
  );

  it.each([1, 2, 3])(
    'a long answer streamed into the DOM in random chunks (seed %i)',
    (seed) => {
      const random = seededRandom(seed);
      let text = '';
      const { container, rerender } = render(<StreamingMarkdown text="" streaming />);
      for (const chunk of randomChunks(longAnswer, random)) {
        text += chunk;
        rerender(<StreamingMarkdown text={text} streaming />);
      }
      rerender(<StreamingMarkdown text={text} streaming={false} />);
      const oneShot = render(<OneShot text={longAnswer} />).container;
      expect(normaliseHtml(container.innerHTML)).toBe(normaliseHtml(oneShot.innerHTML));
    },
    30_000,
  );

  it('splits realistic answers into many blocks (or the test above proves nothing)', () => {
    const blocks = new IncrementalDocument().update(longAnswer, false);
    expect(blocks.length).toBeGreaterThan(25);
  });
});
