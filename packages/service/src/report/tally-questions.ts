import { asAsked } from './as-asked';
import type { QuestionRow } from './question-rows';
import { dayOf } from './report-window';

/** The questions counted: per day, per topic, the not-covered ones grouped by wording, and the totals. */
export interface QuestionTally {
  perDay: Map<string, { questions: number; notCovered: number }>;
  topics: Map<string, { questions: number; threadIds: Set<string> }>;
  notCovered: Map<
    string,
    { question: string; asked: number; pages: Map<string | null, number>; threadIds: Set<string>; lastAsked: string }
  >;
  threads: Set<string>;
  questionTotal: number;
  notCoveredTotal: number;
  answeredTotal: number;
  /** Answered with the closest passages under "the docs may not answer exactly this". */
  partialTotal: number;
  /** When the first question in the window was asked; none when there was none. */
  firstAsked: string | undefined;
}

/** The wording that counts as "the same question": case, spacing and end punctuation aside. */
export const questionKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[\s?!.]+$/, '')
    .trim();
const pageOf = (source: string) => source.split('#')[0] || source;

/** A row written by an older or hand-edited store may not parse: it then cites nothing, rather than stopping the report. */
function parseSources(text: string): string[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((s): s is string => typeof s === 'string') : [];
  } catch {
    return [];
  }
}

/** Counts the questions in one pass, holding only the counts: rows are read as they come. */
export function tallyQuestions(questions: Iterable<QuestionRow>): QuestionTally {
  const perDay: QuestionTally['perDay'] = new Map();
  const topics: QuestionTally['topics'] = new Map();
  const notCovered: QuestionTally['notCovered'] = new Map();
  const threads = new Set<string>();
  let notCoveredTotal = 0;
  let partialTotal = 0;
  let answeredTotal = 0;
  let questionTotal = 0;
  let firstAsked: string | undefined;
  for (const row of questions) {
    questionTotal++;
    firstAsked ??= row.created_at;
    threads.add(row.thread_id);
    const day = perDay.get(dayOf(row.created_at)) ?? { questions: 0, notCovered: 0 };
    day.questions++;
    perDay.set(dayOf(row.created_at), day);
    if (row.covered === 1) answeredTotal++;
    if (row.covered === 2) partialTotal++;
    if (row.covered === 0) {
      day.notCovered++;
      notCoveredTotal++;
      const key = questionKey(row.question);
      const group = notCovered.get(key) ?? {
        question: asAsked(row.question),
        asked: 0,
        pages: new Map(),
        threadIds: new Set(),
        lastAsked: row.created_at,
      };
      group.asked++;
      group.lastAsked = row.created_at;
      group.pages.set(row.page, (group.pages.get(row.page) ?? 0) + 1);
      group.threadIds.add(row.thread_id);
      notCovered.set(key, group);
    } else if ((row.covered === 1 || row.covered === 2) && row.sources) {
      const first = parseSources(row.sources)[0];
      if (first) {
        const topic = topics.get(pageOf(first)) ?? { questions: 0, threadIds: new Set() };
        topic.questions++;
        topic.threadIds.add(row.thread_id);
        topics.set(pageOf(first), topic);
      }
    }
  }
  return {
    perDay,
    topics,
    notCovered,
    threads,
    questionTotal,
    notCoveredTotal,
    answeredTotal,
    partialTotal,
    firstAsked,
  };
}
