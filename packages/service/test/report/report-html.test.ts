// The HTML report shows what readers typed: text, never markup, whatever they typed.
import { expect, it } from 'vitest';
import type { Report } from '../../src/report/collect-report';
import { reportHtml } from '../../src/report/report-html';

const HOSTILE = `</td></table><script>alert(1)</script><img src=x onerror="alert(2)"> & 'quoted'`;

it('escapes every stored string: questions, pages, answers, thread ids, the domain', () => {
  const report: Report = {
    database: `/data/${HOSTILE}/docs-assistant.db`,
    generatedAt: '2026-11-26T10:00:00.000Z',
    from: '2026-11-26',
    to: '2026-11-26',
    domain: HOSTILE,
    totals: {
      questions: 1,
      threads: 1,
      answered: 0,
      partial: 0,
      notCovered: 1,
      ratedDown: 1,
      ratedUp: 0,
      emptySearches: 1,
    },
    perDay: [{ day: '2026-11-26', questions: 1, notCovered: 1 }],
    topics: [{ page: HOSTILE, questions: 1, threadIds: [HOSTILE] }],
    notCovered: [
      { question: HOSTILE, asked: 1, pages: [{ page: HOSTILE, count: 1 }], threadIds: [HOSTILE], lastAsked: '' },
    ],
    emptySearches: [{ query: HOSTILE, searched: 1, lastSearched: HOSTILE }],
    ratedDown: [
      { threadId: HOSTILE, messageId: 'm', question: HOSTILE, answer: HOSTILE, page: HOSTILE, ratedAt: '2026-11-26' },
    ],
  };
  const html = reportHtml(report);
  expect(html).not.toContain('<script');
  expect(html).not.toContain('<img');
  expect(html).not.toContain('</td></table><');
  expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  expect(
    html.match(/&lt;img src=x onerror=&quot;alert\(2\)&quot;&gt; &amp; &#39;quoted&#39;/g)?.length,
  ).toBeGreaterThanOrEqual(8);
});
