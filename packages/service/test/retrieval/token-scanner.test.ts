// The scanner that counts a page's words gives `tokenize`'s tokens, in its order: on every page of the eval corpora
// and on random text made of the characters where the two could part (flags, separators, surrogate pairs, marks,
// unspaced scripts, words past the length cut).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { tokenize } from '../../src/retrieval/terms';
import { scanTokens } from '../../src/retrieval/token-scanner';

const scanned = (text: string) => {
  const tokens: string[] = [];
  scanTokens(
    text,
    (start, end) => tokens.push(text.slice(start, end)),
    (token) => tokens.push(token),
  );
  return tokens;
};

const markdownFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? markdownFiles(join(dir, entry.name))
      : /\.(md|mdx|markdown)$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );

it('the eval corpora: the same tokens, page by page', () => {
  const files = markdownFiles('eval/corpora');
  expect(files.length).toBeGreaterThan(300);
  const differing = files.filter((file) => {
    const text = readFileSync(file, 'utf8');
    return scanned(text).join('\n') !== tokenize(text).join('\n');
  });
  expect(differing).toEqual([]);
});

it('random text of the characters where a token starts, ends or splits: the same tokens', () => {
  const pieces = [
    'a', 'Z', '7', '_', '$', '-', '--', '.', ':', ' ', '\n', '/', '`', 'é', 'ß', '٣', '\u0301', '中文', 'ポート',
    'ไทย', '𝐀', '😀', '\ud800', '\udc00', 'save-exact', 'reply.send', 'x'.repeat(70), 'a.'.repeat(40),
  ];
  // A fixed sequence (mulberry32), so a failure names the same text on every run.
  let seed = 42;
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const differing: string[] = [];
  for (let n = 0; n < 5000; n++) {
    let text = '';
    const length = 1 + Math.floor(random() * 12);
    for (let i = 0; i < length; i++) text += pieces[Math.floor(random() * pieces.length)];
    if (scanned(text).join('\n') !== tokenize(text).join('\n')) differing.push(text);
  }
  expect(differing).toEqual([]);
});

it('a flag, an identifier and a word cut at the length limit', () => {
  expect(scanned('run --save-exact then reply.send() a-b--c')).toEqual(tokenize('run --save-exact then reply.send() a-b--c'));
  expect(scanned('--save-exact')).toEqual(['--save-exact', 'save-exact', 'save', 'exact']);
  expect(scanned(`${'a.'.repeat(40)}`)).toHaveLength(33);
});
