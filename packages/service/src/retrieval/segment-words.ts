/**
 * Scripts written without spaces between words: Han (Chinese, Japanese kanji), Hiragana, Katakana, Thai, Lao,
 * Khmer, Myanmar. A run of these is one "word" to a split on spaces and punctuation. (Korean is written with
 * spaces; ICU's breaker leaves its words with their particles, `포트를`, as the split on spaces does.)
 */
const UNSPACED =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

/** Only hiragana: in Japanese a particle or an ending (`を`, `で`, `する`) when it stands alone. */
const HIRAGANA_ONLY = /^\p{Script=Hiragana}+$/u;

// ICU's word breaker finds words by dictionary for Chinese, Japanese, Thai, Lao, Khmer and Burmese whatever locale
// it is made for (checked: `ja`, `zh`, `th` and `und` split the same), so one is enough; made on first use.
let segmenter: Intl.Segmenter | undefined;

/** Every unspaced script lies at or above U+0E00 (Thai): a cheap test first, as nearly every word is below it. */
const ABOVE_THAI = /[\u0e00-\uffff]/;

export function hasUnspacedScript(text: string): boolean {
  return ABOVE_THAI.test(text) && UNSPACED.test(text);
}

/**
 * A run of letters that may hold words of an unspaced script → its words, by `Intl.Segmenter`:
 * `設定ファイルでポート番号を変更する` → `設定`, `ファイル`, `ポート`, `番号`, `変更`. Japanese particles and endings
 * written in hiragana alone are left out: they are grammar, in every sentence, as English stop words are. A run
 * with none of these scripts is returned whole, so English text is split exactly as before.
 */
export function segmentWords(run: string): string[] {
  if (!UNSPACED.test(run)) return [run];
  segmenter ??= new Intl.Segmenter('und', { granularity: 'word' });
  const words: string[] = [];
  for (const { segment, isWordLike } of segmenter.segment(run)) {
    if (!isWordLike) continue;
    if (HIRAGANA_ONLY.test(segment) && segment.length <= 2) continue;
    words.push(segment);
  }
  return words;
}
