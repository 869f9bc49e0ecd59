// `docs-assistant report` shows each question as the reader typed it: underscores, asterisks, backticks, links and
// HTML kept byte for byte in --json, shown as text (escaped, never markup) in --html, and in a terminal with its
// control characters made visible rather than sent to the terminal. Only a question over the report's length is
// cut, and the cut is marked.
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Report } from '../../src/report/collect-report';
import { startLocalService, type StartedLocalService } from '../../../../test/support/local-service';
import { ask, rate, type Asked } from '../../../../test/support/seed-report';
import { cli } from '../support/spawn-cli';

const MARKUP =
  'How do I set ZEBRA_FROBNICATE_MODEL for src/**/*.md? See [the __zebra__ guide](https://example.com/a_b?x=*y*) ' +
  'and `npx zebra --frobnicate`, <script>alert(1)</script><img src=x onerror="alert(2)"> & \'quoted\'';
const TERMINAL = 'Why is the zebra \u001b[2J\u001b[31mred\u001b[0m and \u202Eesrever\u202C here?';
const LONG = `Why does zebra_frobnicate_${'unicorn_'.repeat(60)}fail?`;
/** The report's bound on a question's length, the cut mark included. */
const MAX_QUESTION = 300;

let service: StartedLocalService;
let asked: Asked[];

beforeAll(async () => {
  service = await startLocalService({ keepDataDir: true });
  asked = [];
  for (const question of [MARKUP, TERMINAL, LONG]) asked.push(await ask(service, question, '/guides/deploy'));
  const response = await rate(service, asked[0]!, 'negative');
  if (response.status !== 200) throw new Error(`feedback answered ${response.status}: ${await response.text()}`);
});
afterAll(async () => {
  await service?.close();
  if (service) await rm(service.dataDir, { recursive: true, force: true });
});

const report = (args: string[], columns = 400) =>
  cli(['report', '--data-dir', service.dataDir, ...args], { env: { COLUMNS: String(columns) } });

it('--json: each question byte for byte, in the not-covered list and beside the rated-down answer', async () => {
  expect(asked.map((a) => a.covered)).toEqual([false, false, false]);
  const run = await report(['--json']);
  expect(run.code).toBe(0);
  const data = JSON.parse(run.stdout) as Report;
  const questions = data.notCovered.map((q) => q.question);
  expect(questions).toContain(MARKUP);
  expect(questions).toContain(TERMINAL);
  expect(data.ratedDown.map((r) => r.question)).toEqual([MARKUP]);
});

it('--json: a question over the bound is its first characters as typed, the cut marked with …', async () => {
  const data = JSON.parse((await report(['--json'])).stdout) as Report;
  const long = data.notCovered.find((q) => q.question.startsWith('Why does zebra_frobnicate_'))?.question;
  expect(long).toBe(`${LONG.slice(0, MAX_QUESTION - 1)}…`);
});

it('--html: the question as text, escaped, in the not-covered and rated-down tables', async () => {
  const out = join(service.dataDir, 'report.html');
  expect((await report(['--html', out])).code).toBe(0);
  const html = await readFile(out, 'utf8');
  const escaped = MARKUP.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
  expect(html.split(`<td>${escaped}</td>`)).toHaveLength(3);
  expect(html).not.toMatch(/<script|<img/i);
});

it('in a terminal: the question as typed, control characters shown, not sent', async () => {
  const run = await report([]);
  expect(run.code).toBe(0);
  expect(run.stdout).toContain(MARKUP);
  expect(run.stdout).toContain('Why is the zebra \\x1b[2J\\x1b[31mred\\x1b[0m and \\u202eesrever\\u202c here?');
  // eslint-disable-next-line no-control-regex -- no character a terminal would act on may reach it
  expect(run.stdout).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
});
