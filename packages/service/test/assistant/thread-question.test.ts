import { describe, expect, it } from 'vitest';
import { searchTextFor, type ThreadMessage } from '../../src/assistant/thread-question';

const thread = (...questions: string[]): ThreadMessage[] =>
  questions.flatMap((text, i) =>
    i < questions.length - 1
      ? [
          { role: 'user' as const, text },
          { role: 'assistant' as const, text: 'An answer about something else entirely.' },
        ]
      : [{ role: 'user' as const, text }],
  );

describe('a follow-up is searched with the subject of the question it follows', () => {
  it('adds the earlier question when the follow-up refers back, its own words first', () => {
    const history = thread('How do I configure the base path?', 'Can you show an example config for that?');
    const text = searchTextFor('Can you show an example config for that?', history, false);
    expect(text.startsWith('Can you show an example config for that?')).toBe(true);
    expect(text).toContain('How do I configure the base path?');
    // Never the assistant's words: they are the docs quoted back, not the reader's subject.
    expect(text).not.toContain('something else');
  });

  it('follows a chain of follow-ups back to the question that names the subject, and no further', () => {
    const history = thread(
      'How do I rotate tokens?',
      'How do I set a custom theme?',
      'And for dark mode?',
      'Show me an example of it',
    );
    const text = searchTextFor('Show me an example of it', history, false);
    expect(text).toContain('And for dark mode?');
    expect(text).toContain('How do I set a custom theme?');
    expect(text).not.toContain('rotate tokens');
  });

  it('leaves a standalone question, a long one, and one with a selection or code as they are', () => {
    const earlier = 'How do I change the accent colour?';
    for (const question of ['What happens when the service returns 429?', `${'word '.repeat(20)}about it`]) {
      expect(searchTextFor(question, thread(earlier, question), false)).toBe(question);
    }
    expect(searchTextFor('What does that mean?', thread(earlier, 'What does that mean?'), true)).toBe(
      'What does that mean?',
    );
    expect(searchTextFor('Can you show an example?', thread('Can you show an example?'), false)).toBe(
      'Can you show an example?',
    );
  });

  it('stays bounded however long the thread and its questions are', () => {
    const long = `How do I ${'configure '.repeat(10_000)}the base path?`;
    const history = [
      ...thread(...Array.from({ length: 10_000 }, () => long)),
      { role: 'user' as const, text: 'And that?' },
    ];
    const text = searchTextFor('And that?', history, false);
    expect(text.length).toBeLessThan(2_000);
    expect(text.startsWith('And that?')).toBe(true);
  });
});
