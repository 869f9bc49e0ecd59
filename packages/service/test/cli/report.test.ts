// `docs-assistant report` over a data dir seeded through the real message and feedback routes, read while the
// service is still running: the same counts in the terminal table, the JSON and the HTML page.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../src/report/collect-report';
import { seedReportService, type SeededService } from '../../../../test/support/seed-report';
import { cli } from '../support/spawn-cli';

let seeded: SeededService;
const today = new Date().toISOString().slice(0, 10);
beforeAll(async () => {
  seeded = await seedReportService();
});
afterAll(async () => {
  await seeded.service.close();
  await rm(seeded.dataDir, { recursive: true, force: true });
});

const report = (args: string[], columns = 100) =>
  cli(['report', '--data-dir', seeded.dataDir, ...args], { env: { COLUMNS: String(columns) } });

it('the seeded questions are what the report expects: three covered, three not', () => {
  expect(seeded.covered.map((a) => a.covered)).toEqual([true, true, true]);
  expect(seeded.uncovered.map((a) => a.covered)).toEqual([false, false, false]);
});

describe('in a terminal', () => {
  it('totals, the not-covered list with pages and thread ids, the rated-down answer — within the width', async () => {
    const run = await report([]);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    const lines = run.stdout.split('\n');
    expect(lines.slice(1, 3)).toEqual([
      '6 questions in 6 threads · 0 partly covered (0%) · 3 not covered (50%) · 0 searches with no results',
      '1 rated down · 1 rated up',
    ]);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(100);
    const [kubernetes, bitcoin] = seeded.uncovered.slice(1);
    const notCovered = lines.slice(lines.indexOf('Not covered by the docs'));
    // Asked twice in two wordings from two pages: one row, the first wording, both pages (cut to fit), the latest
    // thread.
    expect(notCovered[3]).toMatch(
      new RegExp(`^ +2  Does it support Kubernetes cron jobs\\? +/guides/deploy ×1, /ref…  ${kubernetes!.threadId}$`),
    );
    expect(notCovered[4]).toMatch(
      new RegExp(`^ +1  Can I pay the invoice with bitcoin\\? +/guides/deploy +${bitcoin!.threadId}$`),
    );
    const ratedDown = lines.slice(lines.indexOf('Rated down by readers'));
    expect(ratedDown[3]).toMatch(
      new RegExp(`^  ${today}  How do I configure the theme\\? +/theming +${seeded.ratedDown.threadId}$`),
    );
  });

  it('a narrow terminal: every line still fits, questions cut with …', async () => {
    const run = await report([], 60);
    for (const line of run.stdout.split('\n')) expect(line.length).toBeLessThanOrEqual(60);
    expect(run.stdout).toContain('…');
  });
});

describe('as JSON', () => {
  it('the same counts, every thread id, today in the per-day series', async () => {
    const run = await report(['--json']);
    expect(run.code).toBe(0);
    const data = JSON.parse(run.stdout) as Report;
    expect(data.totals).toEqual({
      questions: 6,
      threads: 6,
      answered: 3,
      partial: 0,
      notCovered: 3,
      ratedDown: 1,
      ratedUp: 1,
      emptySearches: 0,
    });
    expect(data.perDay).toHaveLength(30);
    expect(data.perDay.at(-1)).toEqual({ day: today, questions: 6, notCovered: 3 });
    expect(data.notCovered[0]).toMatchObject({
      question: 'Does it support Kubernetes cron jobs?',
      asked: 2,
      pages: [
        { page: '/guides/deploy', count: 1 },
        { page: '/reference/cli', count: 1 },
      ],
      threadIds: [seeded.uncovered[0]!.threadId, seeded.uncovered[1]!.threadId],
    });
    expect(data.ratedDown).toEqual([
      expect.objectContaining({
        threadId: seeded.ratedDown.threadId,
        messageId: seeded.ratedDown.answerId,
        question: 'How do I configure the theme?',
        page: '/theming',
      }),
    ]);
    expect(data.topics.reduce((n, t) => n + t.questions, 0)).toBe(3);
  });
});

describe('as HTML', () => {
  it('one self-contained page: the chart, the not-covered list, nothing fetched', async () => {
    const out = join(seeded.dataDir, 'report.html');
    const run = await report(['--html', out]);
    expect(run).toMatchObject({
      code: 0,
      stdout: '',
      stderr: `docs-assistant report: wrote ${out} (6 questions, 3 not covered).\n`,
    });
    const html = await readFile(out, 'utf8');
    expect(html).toContain(`<g data-day="${today}" data-questions="6">`);
    expect(html).toContain('Does it support Kubernetes cron jobs?');
    expect(html).toContain(seeded.ratedDown.threadId);
    // Nothing to load: no script, stylesheet link, image or font from anywhere.
    expect(html).not.toMatch(/<script|<link|<img|src=|url\(/i);
  });
});

describe('mistakes', () => {
  it('a data dir without a database, a bad --days, an --html file that cannot be written', async () => {
    const empty = join(seeded.dataDir, 'empty');
    await mkdir(empty, { recursive: true });
    const none = await cli(['report', '--data-dir', empty]);
    expect(none).toMatchObject({
      code: 1,
      stdout: '',
      stderr: `docs-assistant report: ${join(empty, 'docs-assistant.db')} does not exist: no question has been stored there. Pass --data-dir <the folder docs-assistant serve used>.\n`,
    });
    const days = await report(['--days', 'week']);
    expect(days).toMatchObject({
      code: 2,
      stderr:
        'docs-assistant report: --days must be a whole number from 1 to 36500, or all; got "week". Run "docs-assistant report --help" for the options.\n',
    });
    const blocked = join(seeded.dataDir, 'not-a-folder');
    await writeFile(blocked, 'x');
    const unwritable = await report(['--html', join(blocked, 'r.html')]);
    expect(unwritable).toMatchObject({
      code: 1,
      stderr: `docs-assistant report: cannot write ${join(blocked, 'r.html')} (ENOTDIR). Pass --html <a file in a folder you can write>.\n`,
    });
  });
});
