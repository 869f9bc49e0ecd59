import type { Section } from './markdown-sections';
import { ENGLISH_RULES, termRules, type TermRules } from './term-rules';
import { tokenize } from './terms';
import { scanTokens } from './token-scanner';
import { PageTokenTable } from './page-token-table';
import { termNumbering } from './term-numbering';

/** The fields of a section's search document, in order (docs-index.ts gives their boosts in the same order). */
export const SECTION_FIELDS = ['heading', 'trailText', 'pageTitle', 'prose', 'code'];
/** The fields of a page's search document: its title, its headings, and the text of all its sections. */
export const PAGE_FIELDS = ['title', 'headings', 'body'];

/**
 * A page's words as the index counts them: for each of its sections' search fields, and then each of the page's
 * own, how many distinct tokens the field holds (its length, as MiniSearch measures it) and how often each term
 * occurs in it. Counted once where the page is parsed — in a parse worker at a first start — so building the index
 * reads no text: the text was tokenized three times over on the main thread (sections, pages, term statistics),
 * half of a first start at 10,000 pages.
 *
 * Typed arrays and one list of strings, so a worker hands it over cheaply. Slot `s × 5 + f` is section s's field f
 * (`SECTION_FIELDS`), the last three slots the page's (`PAGE_FIELDS`).
 */
export interface PageTerms {
  /** The page's terms, each once, in the order first met (section by section, field by field). */
  terms: string[];
  /** Per slot: the field's distinct tokens. */
  lengths: Uint32Array;
  /** Per slot: where its pairs start in `pairs` (one more entry at the end). */
  starts: Uint32Array;
  /** `[term, occurrences]` pairs (the term as its number in `terms`), each slot's in the order its terms are first met. */
  pairs: Uint32Array;
}

/**
 * Counts one page's sections (all of one page, in order, with their text). The same tokens as the index made from
 * the text itself — a section's fields joined with spaces are the text the term statistics read, a page's
 * headings and body its sections' — so an index built from these counts is the same, score for score.
 *
 * One pass over each field's characters (token-scanner.ts): each occurrence of a token is found in the page's own
 * table by its characters (page-token-table.ts), and its terms' numbers are worked out once per page; counts are
 * kept in arrays by number in the order first met. Counting by the tokens as strings in maps and sets was a fifth
 * of a first start.
 */
export function countPageTerms(sections: readonly Section[]): PageTerms {
  const terms: string[] = [];
  const numberOf = termNumbering(terms);
  const table = new PageTokenTable();
  // By token number: its terms' numbers and the rules they were made by (a page may hold two languages).
  const tokenTerms: Array<readonly number[]> = [];
  const tokenRules: TermRules[] = [];
  // Which tokens a field, the page's headings and its body hold: the field's serial, or a flag, by token number.
  const tokenInField: number[] = [];
  const tokenInHeadings: boolean[] = [];
  const tokenInBody: boolean[] = [];
  const lengths: number[] = [];
  const starts: number[] = [];
  const pairs: number[] = [];
  const field = new Tally();
  const headings = new Tally();
  const body = new Tally();
  let serial = 0;
  let length = 0;
  let rules = ENGLISH_RULES;
  let seen: boolean[] | undefined;
  let into: Tally | undefined;

  const count = (token: number) => {
    if (token === tokenTerms.length) {
      const text = table.tokens[token] as string;
      tokenTerms.push((rules.processTerm(text) ?? []).map(numberOf));
      tokenRules.push(rules);
      tokenInField.push(-1);
      tokenInHeadings.push(false);
      tokenInBody.push(false);
    }
    if (tokenInField[token] !== serial) {
      tokenInField[token] = serial;
      length++;
      if (seen && into && !seen[token]) {
        seen[token] = true;
        into.length++;
      }
    }
    // A token met first under another language's rules is processed again under these.
    const numbers =
      tokenRules[token] === rules
        ? (tokenTerms[token] as readonly number[])
        : (rules.processTerm(table.tokens[token] as string) ?? []).map(numberOf);
    for (const n of numbers) field.add(n, 1);
  };
  const close = (tally: Tally, fieldLength: number) => {
    starts.push(pairs.length);
    lengths.push(fieldLength);
    tally.pairsInto(pairs);
  };

  for (const section of sections) {
    rules = termRules(section.meta.language);
    const values = [section.heading, section.trail.join(' '), pageLabel(section), section.prose, section.code];
    values.forEach((value, f) => {
      serial++;
      field.clear();
      length = 0;
      // The page's fields are its sections' (docs-index.ts's page documents): headings, then prose and code.
      into = f === 0 ? headings : f >= 3 ? body : undefined;
      seen = f === 0 ? tokenInHeadings : f >= 3 ? tokenInBody : undefined;
      if (rules.tokenize === tokenize)
        scanTokens(
          value,
          (start, end) => count(table.numberOfRange(value, start, end)),
          (token) => count(table.numberOf(token)),
        );
      else for (const token of rules.tokenize(value)) count(table.numberOf(token));
      close(field, length);
      if (into) field.addInto(into);
    });
  }
  // The page's title is its first section's label (its title and description): that section's third field.
  starts.push(pairs.length);
  lengths.push(sections.length > 0 ? (lengths[2] as number) : 0);
  for (let i = starts[2] ?? 0; i < (starts[3] ?? 0); i++) pairs.push(pairs[i] as number);
  close(headings, headings.length);
  close(body, body.length);
  starts.push(pairs.length);
  return {
    terms,
    lengths: Uint32Array.from(lengths),
    starts: Uint32Array.from(starts),
    pairs: Uint32Array.from(pairs),
  };
}

/** Occurrences per term number, and the terms in the order first met (the order their pairs are written in). */
class Tally {
  private readonly counts: number[] = [];
  private readonly order: number[] = [];
  /** Distinct tokens, where the caller counts them (a page's headings and body). */
  length = 0;

  add(n: number, occurrences: number) {
    const count = this.counts[n];
    if (count === undefined || count === 0) {
      // Holes filled so the array stays packed: term numbers come in order, so it grows by one at a time.
      while (this.counts.length < n) this.counts.push(0);
      this.counts[n] = occurrences;
      this.order.push(n);
    } else this.counts[n] = count + occurrences;
  }

  /** Adds this tally's counts to another's, in this one's order. */
  addInto(other: Tally) {
    for (const n of this.order) other.add(n, this.counts[n] as number);
  }

  pairsInto(pairs: number[]) {
    for (const n of this.order) pairs.push(n, this.counts[n] as number);
  }

  clear() {
    for (const n of this.order) this.counts[n] = 0;
    this.order.length = 0;
  }
}

// A page's front-matter description ("Remove a package") is its one-line summary, often the reader's own words:
// it counts with the title for every section of the page.
export const pageLabel = (section: Section) =>
  section.meta.description ? `${section.pageTitle} ${section.meta.description}` : section.pageTitle;

/** The slot of a section's field, or of the page's field `f` (`PAGE_FIELDS`) in a page of `sections` sections. */
export const sectionSlot = (section: number, field: number) => section * SECTION_FIELDS.length + field;
export const pageSlot = (sections: number, field: number) => sections * SECTION_FIELDS.length + field;
