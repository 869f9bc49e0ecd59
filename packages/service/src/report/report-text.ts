import { plural } from '../text/plural';
import type { Report } from './collect-report';
import { terminalSafe } from './terminal-safe';
import { textTable } from './text-table';

const BARS = '▁▂▃▄▅▆▇█';
const percent = (part: number, whole: number) => (whole ? `${Math.round((part / whole) * 100)}%` : '0%');
/** The latest of a row's threads; --json lists them all. */
const latest = (ids: string[]) => ids.at(-1) ?? '';

/** Words joined into lines of at most `width` columns (a word longer than that keeps its own line). */
function wrap(parts: string[], separator: string, width: number): string[] {
  const lines: string[] = [];
  for (const part of parts) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + separator.length + part.length <= width)
      lines[lines.length - 1] = `${last}${separator}${part}`;
    else lines.push(part);
  }
  return lines;
}

/** A path that does not fit keeps its end (the folder and file that say which data dir). */
const tail = (path: string, width: number) => (path.length <= width ? path : `…${path.slice(path.length - width + 1)}`);

/** One character per day, as tall as its share of the busiest day: the shape of the window at a glance. */
function sparkline(perDay: Report['perDay'], width: number): string[] {
  const max = Math.max(1, ...perDay.map((d) => d.questions));
  // A window longer than the terminal keeps its most recent days.
  const shown = perDay.slice(-Math.max(7, width - 4));
  const line = shown
    .map((d) => (d.questions ? BARS[Math.min(7, Math.ceil((d.questions / max) * 8) - 1)] : ' '))
    .join('');
  const first = shown[0]?.day ?? '';
  const last = shown.at(-1)?.day ?? '';
  const under =
    first === last ? first : `${first}${' '.repeat(Math.max(1, shown.length - first.length - last.length))}${last}`;
  const busiest = perDay.reduce((a, b) => (b.questions > a.questions ? b : a), perDay[0]!);
  return [
    `  ${line}`,
    `  ${under}`,
    `  busiest day: ${busiest.day} (${plural(busiest.questions, 'question')}); most in one day: ${max}`,
  ];
}

/** The report for a terminal `width` columns wide: totals, the days as a sparkline, then the three lists as tables. */
export function reportText(report: Report, width: number): string {
  const { totals } = report;
  const out: string[] = [];
  out.push(
    `What readers asked, ${report.from} to ${report.to}${report.domain ? `, domain ${report.domain}` : ''}`,
    ...wrap(
      [
        `${plural(totals.questions, 'question')} in ${plural(totals.threads, 'thread')}`,
        `${totals.partial} partly covered (${percent(totals.partial, totals.questions)})`,
        `${totals.notCovered} not covered (${percent(totals.notCovered, totals.questions)})`,
        `${plural(totals.emptySearches, 'search', 'searches')} with no results`,
        `${totals.ratedDown} rated down`,
        `${totals.ratedUp} rated up`,
      ],
      ' · ',
      width,
    ),
    tail(report.database, width),
    '',
    'Questions per day',
    ...(totals.questions ? sparkline(report.perDay, width) : ['  none in this window']),
    '',
    'Most asked topics (the page each answer cited first)',
    report.topics.length
      ? textTable(
          report.topics,
          [
            { header: 'questions', value: (t) => String(t.questions), align: 'right' },
            { header: 'page', value: (t) => terminalSafe(t.page), flex: true },
            { header: 'latest thread', value: (t) => latest(t.threadIds) },
          ],
          width,
        )
      : '  none: no answered question cited a page',
    '',
    'Not covered by the docs',
    report.notCovered.length
      ? textTable(
          report.notCovered,
          [
            { header: 'asked', value: (q) => String(q.asked), align: 'right' },
            { header: 'question', value: (q) => terminalSafe(q.question), flex: true },
            {
              header: 'asked from',
              value: (q) =>
                q.pages
                  .map(
                    (p) =>
                      `${p.page === null ? '(no page)' : terminalSafe(p.page)}${q.pages.length > 1 ? ` ×${p.count}` : ''}`,
                  )
                  .join(', '),
              max: 24,
              min: 10,
            },
            { header: 'latest thread', value: (q) => latest(q.threadIds) },
          ],
          width,
        )
      : '  none: every question found its answer in the docs',
    '',
    'Searches with no results',
    report.emptySearches.length
      ? textTable(
          report.emptySearches,
          [
            { header: 'searched', value: (s) => String(s.searched), align: 'right' },
            { header: 'query', value: (s) => terminalSafe(s.query), flex: true },
            { header: 'last', value: (s) => s.lastSearched.slice(0, 10) },
          ],
          width,
        )
      : '  none: every search found something',
    '',
    'Rated down by readers',
    report.ratedDown.length
      ? textTable(
          report.ratedDown,
          [
            { header: 'rated', value: (r) => r.ratedAt.slice(0, 10) },
            {
              header: 'question',
              value: (r) => (r.question === null ? '(not stored)' : terminalSafe(r.question)),
              flex: true,
            },
            { header: 'page', value: (r) => terminalSafe(r.page ?? ''), max: 24, min: 8 },
            { header: 'thread', value: (r) => r.threadId },
          ],
          width,
        )
      : '  none',
  );
  return `${out.join('\n')}\n`;
}
