import { describe, expect, it } from 'vitest';
import { cutText } from '../../../src/core/cut-text';
import { shorten } from '../../../src/core/shorten';
import { describeValue } from '../../../src/core/prop-rules';
import type { AssistantMessage } from '../../../src/core/types';
import { answerPreview } from '../../../src/engine/answer-preview';
import { previewOf as codePreviewOf } from '../../../src/markdown/long-content';
import { previewOf as chipPreviewOf } from '../../../src/ui/context-chips';

// "🙂" is two UTF-16 code units: cutting between them leaves a lone surrogate, which the service rejects as invalid
// UTF-16 and a screen shows as "�".
const EMOJI = '🙂';
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isWhole = (text: string) => !LONE_SURROGATE.test(text);

/** Every way a cut at `max` can fall: before the emoji, between its halves, after it. */
const around = (max: number) =>
  [max - 2, max - 1, max].map((before) => ['emoji after ' + before, 'a'.repeat(before) + EMOJI + 'b'.repeat(50)]);

describe('cutText and shorten', () => {
  it('leave text that fits as it is', () => {
    expect(cutText('short', 10)).toBe('short');
    expect(shorten('short', 5)).toBe('short');
  });

  it('shorten ends a longer text with "…" within the length it was given', () => {
    expect(shorten('abcdefghij', 5)).toBe('abcd…');
  });

  it.each(around(20))('never cut through a surrogate pair: %s', (_, text) => {
    expect(isWhole(cutText(text, 20))).toBe(true);
    expect(cutText(text, 20).length).toBeGreaterThanOrEqual(19);
    expect(isWhole(shorten(text, 20))).toBe(true);
    expect(shorten(text, 20).length).toBeLessThanOrEqual(20);
  });
});

describe('every preview the widget shows is whole characters', () => {
  const answer = (text: string): AssistantMessage => ({ id: 'a', role: 'assistant', parts: [{ type: 'text', text }] });

  it.each(around(160))('the answer announced to screen readers: %s', (_, text) => {
    const preview = answerPreview(answer(text));
    expect(preview.endsWith('…')).toBe(true);
    expect(isWhole(preview)).toBe(true);
  });

  it.each(around(48))('a context chip: %s', (_, text) => {
    expect(isWhole(chipPreviewOf(text))).toBe(true);
  });

  it.each(around(4_000))('a long block before "Show all": %s', (_, text) => {
    expect(isWhole(codePreviewOf(text))).toBe(true);
  });

  // JSON.stringify writes half a pair as the escape `\ud83d`: well-formed, but not what the host passed.
  it.each(around(60))('a prop named in a console error: %s', (_, text) => {
    expect(describeValue(text)).toMatch(/^the string "a+(🙂)?…"$/);
  });
});
