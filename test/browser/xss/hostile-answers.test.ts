// Hostile answers in real Chromium: every payload of the corpus streamed as an answer, cut at random places or in
// tiny pieces, the style chosen per payload by the seed (set XSS_SEED to replay a run; over runs every payload meets
// both). Nothing may run, no dangerous URL may reach the DOM, not even for a frame, and the reader must still see the
// answer's words.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XSS_PAYLOADS, type XssPayload } from '../../fixtures/xss-payloads';
import { launchChromium } from '../support/chromium';
import { streamAnswer } from '../support/sse-answers';
import { bundleApp, startWidgetServer, type AssistantHandler, type WidgetServer } from '../support/widget-server';
import { seededRandom } from '../../support/seeded-random';
import { SPLIT_STYLES, splitText } from './split';
import { installTraps, type TrapFindings } from './traps';

const SEED = Number(process.env.XSS_SEED ?? Math.floor(Math.random() * 2 ** 31));
const random = seededRandom(SEED);
// Payloads per page load: a fresh page now and then keeps one payload's leftovers from hiding another's.
const BATCH = 22;

let browser: Browser;
let server: WidgetServer;
const totals = { answers: 0, pieces: 0, executed: 0, dialogs: 0, violations: 0, unreadable: 0, renders: 0 };

beforeAll(async () => {
  server = await startWidgetServer({ appJs: await bundleApp(), fallback: streamAnswer([]) });
  browser = await launchChromium();
});

afterAll(async () => {
  console.log(
    `[xss] seed ${SEED}: ${XSS_PAYLOADS.length} payloads, one split each = ${totals.answers} answers, ` +
      `${totals.executed + totals.dialogs} executed, ${totals.violations} dangerous elements/URLs, ` +
      `${totals.unreadable} unreadable; ${totals.pieces} pieces streamed, ${totals.renders} answer DOM updates observed`,
  );
  await browser?.close();
  await server?.close();
});

function hostileAnswer(payload: XssPayload, pieces: string[]): AssistantHandler {
  const results = payload.resultPaths
    ? [
        { type: 'tool-input-available', toolCallId: 'c1', toolName: 'search', input: { query: 'docs' } },
        {
          type: 'tool-output-available',
          toolCallId: 'c1',
          output: { results: payload.resultPaths.map((path, i) => ({ path, metadata: { title: `result ${i}` } })) },
        },
      ]
    : [];
  const sources = (payload.sources ?? []).map((source, i) => ({ type: 'source-url', sourceId: `s${i}`, ...source }));
  return streamAnswer(
    [
      { type: 'start' },
      ...results,
      ...sources,
      { type: 'text-start', id: 't1' },
      ...pieces.map((delta) => ({ type: 'text-delta', id: 't1', delta })),
      { type: 'text-end', id: 't1' },
      { type: 'finish', threadId: 'thread-xss' },
    ],
    // Measured: 4 ms apart, Chromium renders nearly every piece on its own; 1 ms apart, it renders the lot once.
    { gapMs: pieces.length > 1 ? 4 : 0 },
  );
}

/**
 * Asks through the host API and waits in the page for the answer to finish: one round trip per answer, which keeps
 * 400 answers inside a minute. Returns the answer's visible text (markdown, sources, follow-ups).
 */
async function askAndRead(page: Page, label: string, handler: AssistantHandler, answered: number): Promise<string> {
  server.respond(handler);
  return page.evaluate(
    ({ label, answered }) => {
      const w = window as unknown as { __current: string; __assistant: { ask(question: string): void } };
      w.__current = label;
      w.__assistant.ask(`Question for ${label}`);
      const finished = () => {
        if (document.querySelector('[data-role="assistant"][data-status="streaming"]')) return null;
        const answers = document.querySelectorAll<HTMLElement>('[data-role="assistant"]');
        return answers.length >= answered ? answers[answered - 1]! : null;
      };
      return new Promise<string>((resolve) => {
        const check = () => {
          // A failed request would otherwise wait for the test timeout: report it as the answer's text.
          const alert = document.querySelector('[data-docs-assistant] [role="alert"]');
          if (alert) return resolve(`ERROR: ${alert.textContent}`);
          const answer = finished();
          if (answer) resolve(answer.innerText.replace(/\s+/g, ' '));
          else requestAnimationFrame(check);
        };
        check();
      });
    },
    { label, answered },
  );
}

const batches: XssPayload[][] = [];
for (let i = 0; i < XSS_PAYLOADS.length; i += BATCH) batches.push(XSS_PAYLOADS.slice(i, i + BATCH));

describe(`hostile answers (seed ${SEED})`, () => {
  it.each(batches.map((batch, index) => [index * BATCH, batch] as const))(
    'payloads %i… run nothing and leave no dangerous URL',
    async (first, batch) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(`${dialog.type()}: ${dialog.message()}`);
        void dialog.dismiss();
      });
      const startUrl = server.pageUrl({ defaultOpen: true });
      await page.goto(startUrl);
      await page.waitForFunction(() => (window as unknown as { __assistant?: unknown }).__assistant);
      await page.evaluate(installTraps);

      const unreadable: string[] = [];
      for (const [offset, payload] of batch.entries()) {
        const style = SPLIT_STYLES[Math.floor(random() * SPLIT_STYLES.length)]!;
        const label = `#${first + offset} ${payload.kind} (${style})`;
        const pieces = splitText(payload.markdown, style, random);
        // One answer per payload on this page: this one is its offset + 1th.
        const text = await askAndRead(page, label, hostileAnswer(payload, pieces), offset + 1);
        totals.answers += 1;
        totals.pieces += pieces.length;
        const missing = payload.words.filter((word) => !text.includes(word));
        if (!text.trim() || missing.length > 0)
          unreadable.push(`${label}: missing ${JSON.stringify(missing)} in ${JSON.stringify(text.slice(0, 200))}`);
      }
      // Handlers that fire late (an image's error event) get a moment to show themselves.
      await page.waitForTimeout(200);
      const findings = await page.evaluate(() => (window as unknown as { __findings: TrapFindings }).__findings);
      totals.executed += findings.executed.length;
      totals.dialogs += dialogs.length;
      totals.violations += findings.violations.length;
      totals.unreadable += unreadable.length;
      totals.renders += findings.renders;
      await context.close();

      expect(
        { executed: findings.executed, dialogs, violations: findings.violations, unreadable, url: page.url() },
        `seed ${SEED}`,
      ).toEqual({ executed: [], dialogs: [], violations: [], unreadable: [], url: startUrl });
    },
  );

  it('the traps see a planted script URL, handler, element and call (so a miss would fail the suite)', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(server.pageUrl({ defaultOpen: true }));
    await page.waitForFunction(() => (window as unknown as { __assistant?: unknown }).__assistant);
    await page.evaluate(installTraps);
    await page.evaluate(() => {
      const body = document.querySelector('[data-docs-assistant] [data-da-slot="body"]')!;
      body.insertAdjacentHTML('beforeend', '<a href=" JaVa\tScript:void 0">planted</a><style>p{}</style>');
      body.insertAdjacentHTML('beforeend', '<img src="x:" onerror="__xss()">');
    });
    await page.waitForFunction(
      () => (window as unknown as { __findings: TrapFindings }).__findings.executed.length > 0,
    );
    const findings = await page.evaluate(() => (window as unknown as { __findings: TrapFindings }).__findings);
    await context.close();
    expect(findings.executed).toEqual(['page load']);
    expect(findings.renders).toBe(0);
    expect(findings.violations.join('\n')).toMatch(/href=" JaVa\tScript:void 0"/);
    expect(findings.violations.join('\n')).toMatch(/<style>/);
    expect(findings.violations.join('\n')).toMatch(/onerror= on <img>/);
  });
});
