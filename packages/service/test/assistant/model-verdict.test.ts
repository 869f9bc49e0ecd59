// The model's coverage verdict as read off its streamed reply (assistant/model-verdict.ts): the outcome the finish
// chunk carries, and the text the reader sees without the verdict line. Replies are fed in pieces that split the
// line, as a model's tokens do.
import { describe, expect, it } from 'vitest';
import { afterVerdict } from '../../src/assistant/model-verdict';
import type { Coverage } from '../../src/retrieval/coverage';

async function read(reply: string, pieceLength = 5) {
  async function* deltas() {
    for (let at = 0; at < reply.length; at += pieceLength) yield reply.slice(at, at + pieceLength);
  }
  const verdicts: Array<Coverage | undefined> = [];
  let text = '';
  for await (const delta of afterVerdict(deltas(), (verdict) => void verdicts.push(verdict))) text += delta;
  return { verdicts, text };
}

describe('the verdict line is read and never shown', () => {
  it('as the instruction writes it', async () => {
    expect(await read('Coverage: partial\n\nThe docs name the option but not the range.')).toEqual({
      verdicts: ['partial'],
      text: 'The docs name the option but not the range.',
    });
  });

  // The instruction shows the line in backticks; models copy them, or make the line bold.
  it.each([
    ['`Coverage: not-covered`', 'not-covered'],
    ['**Coverage: answered**', 'answered'],
    ['**Coverage:** partial', 'partial'],
    ['Coverage: Not covered.', 'not-covered'],
  ])('written as %s', async (line, verdict) => {
    const { verdicts, text } = await read(`${line}\n\nThe docs do not say.`);
    expect(verdicts).toEqual([verdict]);
    expect(text).toBe('The docs do not say.');
  });

  // However the tokens fall: the blank line after the verdict may come in a later piece than the verdict itself.
  it.each([1, 2, 3, 4, 6, 7, 11, 17, 18, 19])('in pieces of %i characters', async (pieceLength) => {
    expect(await read('Coverage: answered\n\nSet `server.port`.\n', pieceLength)).toEqual({
      verdicts: ['answered'],
      text: 'Set `server.port`.\n',
    });
  });

  it('a reply that is only the line', async () => {
    expect(await read('Coverage: answered')).toEqual({ verdicts: ['answered'], text: '' });
  });
});

describe('a reply without a verdict keeps every word, and retrieval keeps its outcome', () => {
  it('an answer from its first word', async () => {
    expect(await read('Set `server.port` in the config.\n\nThat is all.')).toEqual({
      verdicts: [undefined],
      text: 'Set `server.port` in the config.\n\nThat is all.',
    });
  });

  it('a first line that only starts like a verdict', async () => {
    const reply = 'Coverage: the docs cover this in the server options, see below.\nMore.';
    expect(await read(reply)).toEqual({ verdicts: [undefined], text: reply });
  });

  it('an outcome the contract does not know', async () => {
    expect(await read('Coverage: maybe\n\nPerhaps.')).toEqual({
      verdicts: [undefined],
      text: 'Coverage: maybe\n\nPerhaps.',
    });
  });
});
