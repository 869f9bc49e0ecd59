import type { DatabaseSync } from 'node:sqlite';
import type { ReportWindow } from './report-window';

/**
 * A reader's rating of an answer, with the answer's text and the question before it. A type, not an interface:
 * node:sqlite's rows are records, and only a type literal takes the cast from one.
 */
export type RatingRow = {
  thread_id: string;
  message_id: string;
  value: string;
  created_at: string;
  answer: string;
  question: string | null;
  page: string | null;
};

/** The ratings given in the window, newest first, one per answer: a file from before ratings has none. */
export function latestRatings(db: DatabaseSync, window: ReportWindow): RatingRow[] {
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
            WHERE f.created_at >= :since ${window.domainClause}
            ORDER BY f.created_at DESC, a.seq DESC`,
        )
        .all(window.params) as RatingRow[])
    : [];
  // An answer regenerated in place keeps its id: the newest stored text is the one rated.
  const seen = new Set<string>();
  return ratings.filter((r) => {
    const key = `${r.thread_id}\n${r.message_id}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
}
