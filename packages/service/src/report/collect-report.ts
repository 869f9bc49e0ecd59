import type { DatabaseSync } from 'node:sqlite';
import { asAsked } from './as-asked';

/** What readers asked, from the stored threads: the data behind the text, JSON and HTML reports. */
export interface Report {
  database: string;
  generatedAt: string;
  /** The days covered, inclusive, UTC. */
  from: string;
  to: string;
  domain: string | null;
  totals: { questions: number; threads: number; notCovered: number; ratedDown: number; ratedUp: number };
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
  /** Rows kept per list (topics, not covered, rated down). */
  limit?: number;
  /** Today, for tests. */
  now?: Date;
}

const DAY_MS = 86_400_000;
const dayOf = (iso: string) => iso.slice(0, 10);
/** The wording that counts as "the same question": case, spacing and end punctuation aside. */
const questionKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[\s?!.]+$/, '')
    .trim();
const pageOf = (source: string) => source.split('#')[0] || source;
/**
 * An answer as a line of plain text: its follow-up block, link targets and emphasis marks left out. Answers only:
 * it would change what a reader asked (`DOCS_ASSISTANT_MODEL` read `DOCSASSISTANTMODEL`).
 */
function excerpt(markdown: string, max = 280): string {
  const text = markdown
    .replace(/```suggestions[\s\S]*?(```|$)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** A row written by an older or hand-edited store may not parse: it then cites nothing, rather than stopping the report. */
function parseSources(text: string): string[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((s): s is string => typeof s === 'string') : [];
  } catch {
    return [];
  }
}

interface QuestionRow {
  thread_id: string;
  question: string;
  page: string | null;
  created_at: string;
  covered: number | null;
  sources: string | null;
}

/**
 * Reads the report in a few queries over the window, each row once. Works on a schema-1 file too (no page or
 * coverage stored then: those questions count per day, not in the lists).
 */
export function collectReport(db: DatabaseSync, database: string, options: ReportOptions = {}): Report {
  const now = options.now ?? new Date();
  const limit = options.limit ?? 20;
  const since =
    options.days === undefined ? '' : new Date(now.getTime() - (options.days - 1) * DAY_MS).toISOString().slice(0, 10);
  const columns = new Set(
    (db.prepare('PRAGMA table_info(messages)').all() as Array<{ name: string }>).map((c) => c.name),
  );
  const hasReportColumns = columns.has('page') && columns.has('covered');
  const domainClause = options.domain === undefined ? '' : 'AND t.domain = :domain';
  const params = { since, ...(options.domain === undefined ? {} : { domain: options.domain }) };

  const questions = db
    .prepare(
      `SELECT q.thread_id, q.text AS question, q.created_at,
              ${hasReportColumns ? 'q.page, a.covered' : 'NULL AS page, NULL AS covered'}, a.sources
         FROM messages q
         JOIN threads t ON t.id = q.thread_id
         LEFT JOIN messages a ON a.thread_id = q.thread_id AND a.seq = q.seq + 1 AND a.role = 'assistant'
        WHERE q.role = 'user' AND q.created_at >= :since ${domainClause}
        ORDER BY q.created_at`,
    )
    // Row by row: a busy site's months of questions are never all in memory at once.
    .iterate(params) as IterableIterator<QuestionRow>;

  const perDay = new Map<string, { questions: number; notCovered: number }>();
  const topics = new Map<string, { questions: number; threadIds: Set<string> }>();
  const notCovered = new Map<
    string,
    { question: string; asked: number; pages: Map<string | null, number>; threadIds: Set<string>; lastAsked: string }
  >();
  const threads = new Set<string>();
  let notCoveredTotal = 0;
  let questionTotal = 0;
  let firstAsked: string | undefined;
  for (const row of questions) {
    questionTotal++;
    firstAsked ??= row.created_at;
    threads.add(row.thread_id);
    const day = perDay.get(dayOf(row.created_at)) ?? { questions: 0, notCovered: 0 };
    day.questions++;
    perDay.set(dayOf(row.created_at), day);
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
    } else if (row.covered === 1 && row.sources) {
      const first = parseSources(row.sources)[0];
      if (first) {
        const topic = topics.get(pageOf(first)) ?? { questions: 0, threadIds: new Set() };
        topic.questions++;
        topic.threadIds.add(row.thread_id);
        topics.set(pageOf(first), topic);
      }
    }
  }

  const hasFeedback = Boolean(
    db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'feedback'").get(),
  );
  const ratings = hasFeedback
    ? (db
        .prepare(
          `SELECT f.thread_id, f.message_id, f.value, f.created_at, a.text AS answer, a.seq,
                  q.text AS question, q.page
             FROM feedback f
             JOIN threads t ON t.id = f.thread_id
             JOIN messages a ON a.thread_id = f.thread_id AND a.id = f.message_id AND a.role = 'assistant'
             LEFT JOIN messages q ON q.thread_id = a.thread_id AND q.seq = a.seq - 1 AND q.role = 'user'
            WHERE f.created_at >= :since ${domainClause}
            ORDER BY f.created_at DESC, a.seq DESC`,
        )
        .all(params) as Array<{
        thread_id: string;
        message_id: string;
        value: string;
        created_at: string;
        answer: string;
        question: string | null;
        page: string | null;
      }>)
    : [];
  // An answer regenerated in place keeps its id: the newest stored text is the one rated.
  const seen = new Set<string>();
  const latestRatings = ratings.filter((r) => {
    const key = `${r.thread_id}\n${r.message_id}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
  const down = latestRatings.filter((r) => r.value === 'negative');

  const to = dayOf(now.toISOString());
  const firstDay = since || (firstAsked ? dayOf(firstAsked) : to);
  const days: Report['perDay'] = [];
  for (let t = Date.parse(`${firstDay}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS) {
    const day = new Date(t).toISOString().slice(0, 10);
    days.push({ day, questions: 0, notCovered: 0, ...perDay.get(day) });
  }

  return {
    database,
    generatedAt: now.toISOString(),
    from: firstDay,
    to,
    domain: options.domain ?? null,
    totals: {
      questions: questionTotal,
      threads: threads.size,
      notCovered: notCoveredTotal,
      ratedDown: down.length,
      ratedUp: latestRatings.length - down.length,
    },
    perDay: days,
    topics: [...topics]
      .map(([page, t]) => ({ page, questions: t.questions, threadIds: [...t.threadIds] }))
      .sort((a, b) => b.questions - a.questions || a.page.localeCompare(b.page))
      .slice(0, limit),
    notCovered: [...notCovered.values()]
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
    ratedDown: down.slice(0, limit).map((r) => ({
      threadId: r.thread_id,
      messageId: r.message_id,
      question: r.question === null ? null : asAsked(r.question),
      answer: excerpt(r.answer),
      page: r.page,
      ratedAt: r.created_at,
    })),
  };
}
