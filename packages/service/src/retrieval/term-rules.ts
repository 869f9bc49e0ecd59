import { processTerm, processTermPlain, tokenize } from './terms';

/** How text in one language becomes terms: the indexing side and the query side use the same rules for it. */
export interface TermRules {
  tokenize: (text: string) => string[];
  processTerm: (token: string) => string[] | null;
  /** Whether the English word lists (stop words, stems, synonyms, everyday words) apply. */
  english: boolean;
}

export const ENGLISH_RULES: TermRules = { tokenize, processTerm, english: true };
export const PLAIN_RULES: TermRules = { tokenize, processTerm: processTermPlain, english: false };

/**
 * English's rules for English and for text of no stated language (a folder of one language, as every folder was
 * before languages were read, is ranked exactly as it was); every other language gets words without the English
 * lists. Words are split per script either way (Intl.Segmenter for Chinese, Japanese and Thai: terms.ts).
 */
export function termRules(language: string | undefined): TermRules {
  return !language || /^en(-|$)/i.test(language) ? ENGLISH_RULES : PLAIN_RULES;
}
