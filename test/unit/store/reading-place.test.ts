import { afterEach, describe, expect, it, vi } from 'vitest';
import { readingPlaceIn, rememberReadingPlace } from '../../../src/messages/reading-place-note';
import { readingPlaceKey, takeReadingPlace } from '../../../src/store/reading-place';

const KEY = 'docs-assistant:acme';

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('the note that reopens the assistant on the next page', () => {
  it('is taken once, with the place the reader was at', () => {
    rememberReadingPlace(KEY, { messageId: 'a7', offset: 120 });
    const note = takeReadingPlace(KEY);
    expect(readingPlaceIn(note)).toEqual({ messageId: 'a7', offset: 120 });
    // Taken: a reload later does not reopen.
    expect(takeReadingPlace(KEY)).toBeNull();
    expect(sessionStorage.getItem(readingPlaceKey(KEY))).toBeNull();
  });

  it('is dropped when it is older than ten minutes', () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T10:00:00Z') });
    rememberReadingPlace(KEY, { messageId: 'a7', offset: 0 });
    vi.setSystemTime(new Date('2026-01-01T10:10:01Z'));
    expect(takeReadingPlace(KEY)).toBeNull();
    expect(sessionStorage.getItem(readingPlaceKey(KEY))).toBeNull();
  });

  it('belongs to its docs site only', () => {
    rememberReadingPlace(KEY, { messageId: 'a7', offset: 0 });
    expect(takeReadingPlace('docs-assistant:other')).toBeNull();
    expect(takeReadingPlace(KEY)).not.toBeNull();
  });

  it.each([
    ['no time', '{"messageId":"a7","offset":0}'],
    ['not JSON', `${Date.now()} {nope`],
    ['a wrong shape', `${Date.now()} {"messageId":7,"offset":"x"}`],
  ])('opens on no place, and never throws, over %s in storage', (_, stored) => {
    sessionStorage.setItem(readingPlaceKey(KEY), stored);
    expect(readingPlaceIn(takeReadingPlace(KEY))).toBeNull();
  });
});
