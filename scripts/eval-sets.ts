/**
 * The evaluation's question sets (eval/*.json), as `npm run eval` and the tuning scripts read them. A set is `tuned`
 * (its questions may choose parameters) or `held-out` (written before any code ran on its corpus, never tuned on).
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** An uncovered question; later batches carry their batch number (`{ q, batch }`), the first are plain strings. */
export type UncoveredQuestion = string | { q: string; batch: number };

export interface QuestionSet {
  corpus: string;
  package: string;
  half: 'tuned' | 'held-out';
  questions: Array<{ q: string; pages: string[]; batch?: number }>;
  /** Questions these docs do not answer, phrased as a reader of them might still ask. */
  uncovered: UncoveredQuestion[];
}

export const uncoveredText = (question: UncoveredQuestion) => (typeof question === 'string' ? question : question.q);
export const uncoveredBatch = (question: UncoveredQuestion) => (typeof question === 'string' ? 1 : question.batch);

/** Every set in eval/ (or a folder under it), sorted by file name; only one half's when `half` is given. */
export async function readQuestionSets(
  root: string,
  half?: QuestionSet['half'],
  /** Another folder under eval/ (`held-out`: questions kept apart from the nine sets). */
  folder = '',
): Promise<QuestionSet[]> {
  const dir = join(root, 'eval', folder);
  const files = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();
  const sets = await Promise.all(
    files.map(async (file) => JSON.parse(await readFile(join(dir, file), 'utf8')) as QuestionSet),
  );
  return half ? sets.filter((set) => set.half === half) : sets;
}
