import { plural } from '../text/plural';

/**
 * A first start on a large folder parses for a minute or more before the service listens (10,000 pages: ~55 s on two
 * cores), and a silent minute reads as a hang. From this many files to parse, the operator is told how many, and
 * how far it has got at each tenth; a few files (a restart after edits, a --watch edit) pass without a word.
 */
export const PROGRESS_FROM_FILES = 1000;
const STEPS = 10;

/** Told the count parsed so far and the total, first with 0 and then as each file is parsed (parse-files.ts). */
export type ParseProgress = (parsed: number, total: number) => void;

/** `kept`: the parses go to a page cache, so the operator can be told this wait is once. */
export function parseProgress(say: (line: string) => void, kept: boolean): ParseProgress {
  let nextStep = 1;
  return (parsed, total) => {
    if (total < PROGRESS_FROM_FILES) return;
    if (parsed === 0) {
      say(`docs: parsing ${plural(total, 'file')}${kept ? '; the next start reuses these parses' : ''}`);
      return;
    }
    const step = Math.floor((parsed * STEPS) / total);
    // The last tenth is the service's own "indexed …" line.
    if (step < nextStep || parsed === total) return;
    nextStep = step + 1;
    say(`docs: parsed ${parsed.toLocaleString('en-US')} of ${plural(total, 'file')}`);
  };
}
