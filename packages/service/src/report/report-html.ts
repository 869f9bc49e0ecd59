import { escapeHtml } from '../text/escape-html';
import { plural, pluralNoun } from '../text/plural';
import type { Report } from './collect-report';

/**
 * Questions per day as bars, drawn here as inline SVG so the page needs nothing from a network: each bar has a
 * `<title>` (a tooltip and its accessible name), not-covered questions are the darker top of the bar, and the
 * same numbers are in the table under the chart for anyone who cannot see it.
 */
function chart(perDay: Report['perDay']): string {
  const width = 720;
  const height = 220;
  const left = 36;
  const bottom = 28;
  const top = 12;
  const plotWidth = width - left - 8;
  const plotHeight = height - top - bottom;
  const max = Math.max(1, ...perDay.map((d) => d.questions));
  const step = plotWidth / Math.max(1, perDay.length);
  const bar = Math.max(1, step * 0.75);
  const y = (n: number) => top + plotHeight - (n / max) * plotHeight;
  const labelEvery = Math.max(1, Math.ceil(perDay.length / 8));
  const bars = perDay
    .map((d, i) => {
      const x = left + i * step + (step - bar) / 2;
      const label = `${d.day}: ${plural(d.questions, 'question')}${d.notCovered ? `, ${d.notCovered} not covered` : ''}`;
      const answered = d.questions - d.notCovered;
      return `<g data-day="${d.day}" data-questions="${d.questions}"><title>${label}</title>${
        d.questions
          ? `<rect class="bar" x="${x.toFixed(1)}" y="${y(answered).toFixed(1)}" width="${bar.toFixed(1)}" height="${(top + plotHeight - y(answered)).toFixed(1)}"/>` +
            (d.notCovered
              ? `<rect class="bar-uncovered" x="${x.toFixed(1)}" y="${y(d.questions).toFixed(1)}" width="${bar.toFixed(1)}" height="${(y(answered) - y(d.questions)).toFixed(1)}"/>`
              : '')
          : ''
      }${
        i % labelEvery === 0
          ? `<text class="axis" x="${(x + bar / 2).toFixed(1)}" y="${height - 8}" text-anchor="middle">${d.day.slice(5)}</text>`
          : ''
      }</g>`;
    })
    .join('');
  return `<svg viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="chart-title chart-desc" class="chart">
<title id="chart-title">Questions per day</title>
<desc id="chart-desc">${plural(
    perDay.reduce((n, d) => n + d.questions, 0),
    'question',
  )} from ${perDay[0]?.day ?? ''} to ${perDay.at(-1)?.day ?? ''}; most in one day: ${max}. The darker part of a bar is the questions the docs did not cover.</desc>
<line class="grid" x1="${left}" x2="${width - 8}" y1="${top}" y2="${top}"/>
<line class="grid" x1="${left}" x2="${width - 8}" y1="${top + plotHeight}" y2="${top + plotHeight}"/>
<text class="axis" x="${left - 6}" y="${top + 4}" text-anchor="end">${max}</text>
<text class="axis" x="${left - 6}" y="${top + plotHeight + 4}" text-anchor="end">0</text>
${bars}
</svg>`;
}

const threadCell = (ids: string[]) =>
  ids
    .slice(-3)
    .map((id) => `<code>${escapeHtml(id)}</code>`)
    .join('<br>') + (ids.length > 3 ? `<br><span class="muted">+${ids.length - 3} more</span>` : '');

const STYLE = `
:root { color-scheme: light dark; --fg: #1f2328; --muted: #57606a; --bg: #fff; --line: #d0d7de; --bar: #4f6bd8; --bar-uncovered: #b4232c; --panel: #f6f8fa; }
@media (prefers-color-scheme: dark) { :root { --fg: #e6edf3; --muted: #9da7b3; --bg: #0d1117; --line: #30363d; --bar: #7d93ee; --bar-uncovered: #ff7b72; --panel: #161b22; } }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--fg); background: var(--bg); }
main { max-width: 60rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
h1 { font-size: 1.6rem; margin: 0 0 .25rem; }
h2 { font-size: 1.15rem; margin: 2rem 0 .5rem; }
.muted, .meta { color: var(--muted); }
.totals { display: flex; flex-wrap: wrap; gap: .75rem; padding: 0; margin: 1rem 0; list-style: none; }
.totals li { background: var(--panel); border: 1px solid var(--line); border-radius: 8px; padding: .5rem .9rem; }
.totals strong { display: block; font-size: 1.35rem; }
.chart-wrap { overflow-x: auto; }
.chart { width: 100%; min-width: 34rem; height: auto; }
.chart .bar { fill: var(--bar); }
.chart .bar-uncovered { fill: var(--bar-uncovered); }
.chart .grid { stroke: var(--line); }
.chart .axis { fill: var(--muted); font-size: 11px; }
.legend { display: flex; gap: 1rem; margin: .25rem 0 0; padding: 0; list-style: none; font-size: .9rem; }
.swatch { display: inline-block; width: .8em; height: .8em; border-radius: 2px; margin-right: .35em; vertical-align: -.05em; }
.table-wrap { overflow-x: auto; }
.chart-wrap:focus-visible, .table-wrap:focus-visible { outline: 2px solid var(--bar); outline-offset: 2px; }
caption { text-align: left; }
table { border-collapse: collapse; width: 100%; font-size: .92rem; }
th, td { text-align: left; vertical-align: top; padding: .4rem .6rem; border-bottom: 1px solid var(--line); }
th { font-weight: 600; }
td.n, th.n { text-align: right; font-variant-numeric: tabular-nums; }
code { font: .85em ui-monospace, SFMono-Regular, Menlo, monospace; }
/* Paths, ids and dates read whole; a wide table scrolls in its region instead. */
td code, td.date { white-space: nowrap; }
details { margin-top: .5rem; }
`;

function table(caption: string, headers: Array<[string, boolean?]>, rows: string[][], empty: string): string {
  if (!rows.length) return `<p class="muted">${escapeHtml(empty)}</p>`;
  // A wide table scrolls inside its own region, reachable by keyboard (a scrolling box must be focusable to scroll).
  return `<div class="table-wrap" role="region" aria-label="${escapeHtml(caption)}" tabindex="0"><table><caption class="muted">${escapeHtml(caption)}</caption>
<thead><tr>${headers.map(([h, n]) => `<th scope="col"${n ? ' class="n"' : ''}>${escapeHtml(h)}</th>`).join('')}</tr></thead>
<tbody>${rows.map((r) => `<tr>${r.join('')}</tr>`).join('\n')}</tbody></table></div>`;
}

const td = (html: string, numeric = false) => `<td${numeric ? ' class="n"' : ''}>${html}</td>`;

/** The report as one self-contained HTML page: inline CSS and SVG, no script, nothing fetched. */
export function reportHtml(report: Report): string {
  const { totals } = report;
  const pct = totals.questions ? Math.round((totals.notCovered / totals.questions) * 100) : 0;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>What readers asked — ${escapeHtml(report.from)} to ${escapeHtml(report.to)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>What readers asked</h1>
<p class="meta">${escapeHtml(report.from)} to ${escapeHtml(report.to)}${report.domain ? `, domain <code>${escapeHtml(report.domain)}</code>` : ''} · from <code>${escapeHtml(report.database)}</code> · made ${escapeHtml(report.generatedAt.slice(0, 16).replace('T', ' '))} UTC</p>
<ul class="totals" aria-label="Totals">
<li><strong>${totals.questions.toLocaleString('en-US')}</strong>${pluralNoun(totals.questions, 'question')}</li>
<li><strong>${totals.threads.toLocaleString('en-US')}</strong>${pluralNoun(totals.threads, 'thread')}</li>
<li><strong>${totals.partial.toLocaleString('en-US')}</strong>partly covered</li>
<li><strong>${totals.notCovered.toLocaleString('en-US')}</strong>not covered (${pct}%)</li>
<li><strong>${totals.emptySearches.toLocaleString('en-US')}</strong>${pluralNoun(totals.emptySearches, 'search', 'searches')} with no results</li>
<li><strong>${totals.ratedDown.toLocaleString('en-US')}</strong>rated down</li>
<li><strong>${totals.ratedUp.toLocaleString('en-US')}</strong>rated up</li>
</ul>

<section aria-labelledby="per-day">
<h2 id="per-day">Questions per day</h2>
<div class="chart-wrap" role="region" aria-label="Chart of questions per day (scrolls sideways on a narrow screen)" tabindex="0">${chart(report.perDay)}</div>
<ul class="legend"><li><span class="swatch" style="background:var(--bar)"></span>answered from the docs</li><li><span class="swatch" style="background:var(--bar-uncovered)"></span>not covered</li></ul>
<details><summary>The numbers, day by day</summary>
${table(
  'Questions per day',
  [['Day'], ['Questions', true], ['Not covered', true]],
  report.perDay
    .filter((d) => d.questions)
    .map((d) => [
      `<td class="date">${escapeHtml(d.day)}</td>`,
      td(String(d.questions), true),
      td(String(d.notCovered), true),
    ]),
  'No questions in this window.',
)}
</details>
</section>

<section aria-labelledby="not-covered">
<h2 id="not-covered">Not covered by the docs</h2>
<p class="muted">Questions the docs had no answer for, grouped by wording, most asked first: each is a page or section to write.</p>
${table(
  'Questions the docs did not cover',
  [['Asked', true], ['Question'], ['Asked from'], ['Threads']],
  report.notCovered.map((q) => [
    td(String(q.asked), true),
    td(escapeHtml(q.question)),
    td(
      q.pages
        .map(
          (p) =>
            `${p.page ? `<code>${escapeHtml(p.page)}</code>` : '<span class="muted">no page</span>'}${q.pages.length > 1 ? ` ×${p.count}` : ''}`,
        )
        .join(', '),
    ),
    td(threadCell(q.threadIds)),
  ]),
  'None: every question found its answer in the docs.',
)}
</section>

<section aria-labelledby="topics">
<h2 id="topics">Most asked topics</h2>
<p class="muted">The page each covered answer cited first.</p>
${table(
  'Most asked topics',
  [['Questions', true], ['Page'], ['Threads']],
  report.topics.map((t) => [
    td(String(t.questions), true),
    td(`<code>${escapeHtml(t.page)}</code>`),
    td(threadCell(t.threadIds)),
  ]),
  'None: no answered question cited a page.',
)}
</section>

<section aria-labelledby="empty-searches">
<h2 id="empty-searches">Searches with no results</h2>
<p class="muted">What readers typed in the search box and the docs had no match for, most searched first: words to add, or pages to write.</p>
${table(
  'Searches with no results',
  [['Searched', true], ['Query'], ['Last']],
  report.emptySearches.map((s) => [
    td(String(s.searched), true),
    td(escapeHtml(s.query)),
    `<td class="date">${escapeHtml(s.lastSearched.slice(0, 10))}</td>`,
  ]),
  'None: every search found something.',
)}
</section>

<section aria-labelledby="rated-down">
<h2 id="rated-down">Rated down by readers</h2>
${table(
  'Answers readers rated down',
  [['Rated'], ['Question'], ['Answer'], ['Page'], ['Thread']],
  report.ratedDown.map((r) => [
    `<td class="date">${escapeHtml(r.ratedAt.slice(0, 10))}</td>`,
    td(r.question ? escapeHtml(r.question) : '<span class="muted">not stored</span>'),
    td(escapeHtml(r.answer)),
    td(r.page ? `<code>${escapeHtml(r.page)}</code>` : ''),
    td(`<code>${escapeHtml(r.threadId)}</code>`),
  ]),
  'None.',
)}
</section>
</main>
</body>
</html>
`;
}
