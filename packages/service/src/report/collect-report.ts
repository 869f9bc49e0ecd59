import type { DatabaseSync } from 'node:sqlite';
import { answerExcerpt } from './answer-excerpt';
import { asAsked } from './as-asked';
import { emptySearches } from './empty-searches';
import { latestRatings } from './latest-ratings';
import { questionRows } from './question-rows';
import { dayOf, DAY_MS, reportWindow } from './report-window';
import { tallyQuestions, type QuestionTally } from './tally-questions';

/** What readers asked, from the stored threads: the data behind the text, JSON and HTML reports. */
export interface Report {
  database: string;
  generatedAt: string;
  /** The days covered, inclusive, UTC. */
  from: string;
  to: string;
  domain: string | null;
  totals: {
    questions: number;
    threads: number;
    /** Answered from the docs, with sources. */
    answered: number;
    /** Answered with the closest passages, under "the docs may not answer exactly this". */
    partial: number;
    notCovered: number;
    ratedDown: number;
    ratedUp: number;
    /** Search-route queries (the widget's search box, `POST /discovery/v1/search`) that found nothing. */
    emptySearches: number;
  };
  /** Every day from `from` to `to`, days without questions included (a chart needs the gaps). */
  perDay: Array<{ day: string; questions: number; notCovered: number }>;
  /** The pages answers cited first, most asked first. */
  topics: Array<{ page: string; questions: number; threadIds: string[] }>;
  /** Questions the docs did not cover, grouped by their wording (case and spacing aside), most asked first. */
  notCovered: Array<{
    /** The first wording it was asked in. */
    question: string;
    asked: number;
    /** Where it was asked from (`currentPath`), most first; `null` when the widget sent no page. */
    pages: Array<{ page: string | null; count: number }>;
    threadIds: string[];
    lastAsked: string;
  }>;
  /** Searches that found nothing, grouped by wording (case and spacing aside), most searched first. */
  emptySearches: Array<{ query: string; searched: number; lastSearched: string }>;
  /** Answers readers rated down, newest first. */
  ratedDown: Array<{
    threadId: string;
    messageId: string;
    question: string | null;
    answer: string;
    page: string | null;
    ratedAt: string;
  }>;
}

export interface ReportOptions {
  /** The last this many days, today included; `undefined` for everything stored. */
  days?: number;
  domain?: string;
  /** Rows kept per list (topics, not covered, searches with no results, rated down). */
  limit?: number;
  /** Today, for tests. */
  now?: Date;
}

/**
 * Reads the report in a few queries over the window, each row once. Works on a schema-1 file too (no page or
 * coverage stored then: those questions count per day, not in the lists).
 */
export function collectReport(db: DatabaseSync, database: string, options: ReportOptions = {}): Report {
  const now = options.now ?? new Date();
  const limit = options.limit ?? 20;
  const window = reportWindow(now, options);
  const tally = tallyQuestions(questionRows(db, window));
  const ratings = latestRatings(db, window);
  const down = ratings.filter((r) => r.value === 'negative');
  const empty = emptySearches(db, window, limit);

  const to = dayOf(now.toISOString());
  const firstDay = window.since || (tally.firstAsked ? dayOf(tally.firstAsked) : to);

  return {
    database,
    generatedAt: now.toISOString(),
    from: firstDay,
    to,
    domain: options.domain ?? null,
    totals: {
      questions: tally.questionTotal,
      threads: tally.threads.size,
      answered: tally.answeredTotal,
      partial: tally.partialTotal,
      notCovered: tally.notCoveredTotal,
      ratedDown: down.length,
      ratedUp: ratings.length - down.length,
      emptySearches: empty.total,
    },
    perDay: everyDay(firstDay, to, tally.perDay),
    topics: [...tally.topics]
      .map(([page, t]) => ({ page, questions: t.questions, threadIds: [...t.threadIds] }))
      .sort((a, b) => b.questions - a.questions || a.page.localeCompare(b.page))
      .slice(0, limit),
    notCovered: [...tally.notCovered.values()]
      .map((g) => ({
        question: g.question,
        asked: g.asked,
        pages: [...g.pages]
          .map(([page, count]) => ({ page, count }))
          .sort((a, b) => b.count - a.count || String(a.page).localeCompare(String(b.page))),
        threadIds: [...g.threadIds],
        lastAsked: g.lastAsked,
      }))
      .sort((a, b) => b.asked - a.asked || b.lastAsked.localeCompare(a.lastAsked))
      .slice(0, limit),
    emptySearches: empty.searches,
    ratedDown: down.slice(0, limit).map((r) => ({
      threadId: r.thread_id,
      messageId: r.message_id,
      question: r.question === null ? null : asAsked(r.question),
      answer: answerExcerpt(r.answer),
      page: r.page,
      ratedAt: r.created_at,
    })),
  };
}

/** Every day from `from` to `to`, days without questions included: a chart needs the gaps. */
function everyDay(from: string, to: string, perDay: QuestionTally['perDay']): Report['perDay'] {
  const days: Report['perDay'] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS) {
    const day = new Date(t).toISOString().slice(0, 10);
    days.push({ day, questions: 0, notCovered: 0, ...perDay.get(day) });
  }
  return days;
}
