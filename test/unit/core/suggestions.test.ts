import { describe, expect, it } from 'vitest';
import { splitSuggestions } from '../../../src/core/suggestions';

describe('splitSuggestions', () => {
  it('takes the trailing block apart into a body and follow-ups', () => {
    const { body, suggestions } = splitSuggestions(
      'Answer.\n\n```suggestions\n(How do I upgrade?)[/upgrade]\n[Logs](/logs)\n```\n',
    );
    expect(body).toBe('Answer.');
    expect(suggestions).toEqual([
      { label: 'How do I upgrade?', path: '/upgrade' },
      { label: 'Logs', path: '/logs' },
    ]);
  });

  it('hides the block while it streams, before its closing fence', () => {
    expect(splitSuggestions('Answer.\n\n```suggestions\n(How do I up').body).toBe('Answer.');
  });

  it.each(['```', '```s', '```sugg', '```suggestion'])('holds back an opening fence still arriving: %s', (tail) => {
    expect(splitSuggestions(`Answer.\n\n${tail}`)).toEqual({ body: 'Answer.', suggestions: [] });
  });

  it('leaves other code blocks alone, arriving or whole', () => {
    expect(splitSuggestions('Run:\n\n```bash').body).toBe('Run:\n\n```bash');
    expect(splitSuggestions('Run:\n\n```bash\nnpm i\n```').body).toBe('Run:\n\n```bash\nnpm i\n```');
  });

  it('only takes a block that ends the answer', () => {
    const text = '```suggestions\n(A)[/a]\n```\n\nMore text after.';
    expect(splitSuggestions(text)).toEqual({ body: text, suggestions: [] });
  });
});
