// Words in scripts written without spaces: Japanese, Chinese and Thai text is split into its words (Intl.Segmenter),
// on both sides of the index, so a question finds a page by the words they share; English is split as it always was.
import { expect, it } from 'vitest';
import { termsOf } from '../../src/retrieval/query-terms';
import { segmentWords } from '../../src/retrieval/segment-words';
import { PLAIN_RULES } from '../../src/retrieval/term-rules';
import { tokenize } from '../../src/retrieval/terms';

it('Japanese: kanji and katakana words apart, particles and endings in hiragana left out', () => {
  expect(segmentWords('設定ファイルでポート番号を変更する')).toEqual(['設定', 'ファイル', 'ポート', '番号', '変更']);
});

it('Chinese: a sentence into its words', () => {
  const words = segmentWords('如何更改配置文件');
  expect(words).toEqual(['如何', '更改', '配置', '文件']);
});

it('Thai: a sentence into its words', () => {
  expect(segmentWords('วิธีเปลี่ยนหมายเลขพอร์ต')).toEqual(['วิธี', 'เปลี่ยน', 'หมายเลข', 'พอร์ต']);
});

it('mixed text: identifiers and Latin words kept whole beside the Japanese words', () => {
  expect(tokenize('`accentColor` に CSS の色を設定します')).toEqual(['accentColor', 'CSS', '色', '設定']);
});

it('a Japanese question and a Japanese page share terms (one run of letters each before)', () => {
  const question = new Set(termsOf('ポート番号を変更するには？', PLAIN_RULES));
  const page = termsOf('`port` オプションは、開発サーバーのポート番号を設定します。', PLAIN_RULES);
  expect(page.filter((term) => question.has(term))).toEqual(['ポート', '番号']);
});

it('English text is split exactly as before: no segmenter involved', () => {
  expect(tokenize('How do I set --port in reply.send?')).toEqual([
    'How',
    'do',
    'I',
    'set',
    '--port',
    'port',
    'in',
    'reply.send',
    'reply',
    'send',
  ]);
});
