// A reader rates an answer down in the real widget talking to the real local service; the host forwards the
// widget's feedback to the service's feedback route, as docs/report.md shows; the report then lists that answer.
// This holds only if the id the widget reports is the id the service stored (sent on the stream's start chunk).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AssistantEvent } from '../../../src/react/events';
import { collectReport } from '../../../packages/service/src/report/collect-report';
import { openReadOnly } from '../../../packages/service/src/report/open-read-only';
import { startLocalService, type StartedLocalService } from '../../support/local-service';
import { ask, openWidgetPage } from '../a11y/page';
import { launchChromium } from '../support/chromium';
import { streamAnswer } from '../support/sse-answers';
import { bundleApp, startWidgetServer, type WidgetServer } from '../support/widget-server';

let browser: Browser;
let server: WidgetServer;
let service: StartedLocalService;

beforeAll(async () => {
  service = await startLocalService();
  server = await startWidgetServer({ appJs: await bundleApp(), fallback: streamAnswer([]) });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await service?.close();
});

it("the widget's onFeedback, forwarded to the service, shows in the report's rated-down list", async () => {
  const props = { api: null, baseUrl: service.url, apiKey: service.assistantKey, domain: 'docs', defaultOpen: true };
  const { context, page } = await openWidgetPage(browser, server, props);
  await ask(page, 'How do I install Acme Widgets?');
  await page.locator('[data-role="assistant"][data-status="complete"]').waitFor();
  const notHelpful = page.getByRole('button', { name: 'Not helpful' });
  // Rated from the keyboard, as a reader who tabs to it does. A click would need the button scrolled into view, and
  // Playwright's programmatic scroll is not a reader's: the widget keeps the question held at the top while the
  // answer lays out (use-reading-position.ts), so the button could move between Playwright's scroll and its click,
  // which then landed on the answer's text (seen once in eight runs).
  await notHelpful.focus();
  await notHelpful.press('Enter');
  // The button shows the rating first: if this fails, the key never reached it; if the next wait fails, the host was
  // not told.
  await expect.poll(() => notHelpful.getAttribute('aria-pressed'), { timeout: 30_000 }).toBe('true');

  type FeedbackEvent = Extract<AssistantEvent, { type: 'feedback' }>;
  const readFeedback = () =>
    page.evaluate<FeedbackEvent | undefined>(() =>
      (window as unknown as { __events: AssistantEvent[] }).__events.find(
        (e): e is FeedbackEvent => e.type === 'feedback',
      ),
    );
  // The rating reaches the host once React has handled the click: wait for it, as a host's handler would run.
  await expect.poll(readFeedback, { timeout: 30_000 }).toBeDefined();
  const feedback = await readFeedback();
  await context.close();
  expect(feedback?.feedback).toMatchObject({ value: 'negative', threadId: expect.stringMatching(/^th_/) });

  // What a host's onFeedback does with it.
  const forwarded = await fetch(`${service.url}/discovery/v2/assistant/docs/feedback`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${service.assistantKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(feedback!.feedback),
  });
  expect(forwarded.status).toBe(200);

  const { db, file } = openReadOnly(service.dataDir);
  const report = collectReport(db, file);
  db.close();
  expect(report.ratedDown).toEqual([
    expect.objectContaining({
      threadId: feedback!.feedback.threadId,
      messageId: feedback!.feedback.messageId,
      question: 'How do I install Acme Widgets?',
    }),
  ]);
});
