import type { DatabaseSync } from 'node:sqlite';
import type { ReportWindow } from './report-window';

/** A reader's question in the window, with what answered it. */
export interface QuestionRow {
  thread_id: string;
  question: string;
  page: string | null;
  created_at: string;
  covered: number | null;
  sources: string | null;
}

/**
 * Every question in the window, oldest first, each joined to the answer after it. A schema-1 file stored no page or
 * coverage: those read as null.
 */
export function questionRows(db: DatabaseSync, window: ReportWindow): IterableIterator<QuestionRow> {
  const columns = new Set(
    (db.prepare('PRAGMA table_info(messages)').all() as Array<{ name: string }>).map((c) => c.name),
  );
  const hasReportColumns = columns.has('page') && columns.has('covered');
  return (
    db
      .prepare(
        `SELECT q.thread_id, q.text AS question, q.created_at,
              ${hasReportColumns ? 'q.page, a.covered' : 'NULL AS page, NULL AS covered'}, a.sources
         FROM messages q
         JOIN threads t ON t.id = q.thread_id
         LEFT JOIN messages a ON a.thread_id = q.thread_id AND a.seq = q.seq + 1 AND a.role = 'assistant'
        WHERE q.role = 'user' AND q.created_at >= :since ${window.domainClause}
        ORDER BY q.created_at`,
      )
      // Row by row: a busy site's months of questions are never all in memory at once.
      .iterate(window.params) as IterableIterator<QuestionRow>
  );
}
