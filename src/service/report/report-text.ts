import type { Report } from './collect-report';
import { textTable } from './text-table';

const BARS = '▁▂▃▄▅▆▇█';
const percent = (part: number, whole: number) => (whole ? `${Math.round((part / whole) * 100)}%` : '0%');
const count = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
const more = (ids: string[]) => (ids.length > 1 ? `${ids.at(-1)} +${ids.length - 1}` : (ids[0] ?? ''));

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
    `  busiest day: ${busiest.day} (${count(busiest.questions, 'question')}); most in one day: ${max}`,
  ];
}

/** The report for a terminal `width` columns wide: totals, the days as a sparkline, then the three lists as tables. */
export function reportText(report: Report, width: number): string {
  const { totals } = report;
  const out: string[] = [];
  out.push(
    `What readers asked — ${report.from} to ${report.to}${report.domain ? `, domain ${report.domain}` : ''} (${report.database})`,
    `${count(totals.questions, 'question')} in ${count(totals.threads, 'thread')} · ${totals.notCovered} not covered (${percent(totals.notCovered, totals.questions)}) · ${totals.ratedDown} rated down · ${totals.ratedUp} rated up`,
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
            { header: 'page', value: (t) => t.page, flex: true },
            { header: 'latest thread', value: (t) => more(t.threadIds) },
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
            { header: 'question', value: (q) => q.question, flex: true },
            {
              header: 'asked from',
              value: (q) =>
                q.pages.map((p) => `${p.page ?? '(no page)'}${q.pages.length > 1 ? ` ×${p.count}` : ''}`).join(', '),
            },
            { header: 'thread', value: (q) => more(q.threadIds) },
          ],
          width,
        )
      : '  none: every question found its answer in the docs',
    '',
    'Rated down by readers',
    report.ratedDown.length
      ? textTable(
          report.ratedDown,
          [
            { header: 'rated', value: (r) => r.ratedAt.slice(0, 10) },
            { header: 'question', value: (r) => r.question ?? '(not stored)', flex: true },
            { header: 'page', value: (r) => r.page ?? '', max: 32 },
            { header: 'thread', value: (r) => r.threadId },
          ],
          width,
        )
      : '  none',
  );
  return `${out.join('\n')}\n`;
}
