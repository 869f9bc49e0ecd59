// The same checks against the real local service instead of scripted answers: what it actually streams (search
// parts, sources, follow-ups) must pass axe in both themes and be announced once.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalService, type StartedLocalService } from '../../support/local-service';
import { launchChromium } from '../support/chromium';
import { streamAnswer } from '../support/sse-answers';
import { bundleApp, startWidgetServer, type WidgetServer } from '../support/widget-server';
import { runAxe } from './axe';
import { ask, openWidgetPage, settle } from './page';

let browser: Browser;
let server: WidgetServer;
let service: StartedLocalService;
let violations = 0;

beforeAll(async () => {
  service = await startLocalService();
  // Nothing should reach the scripted endpoint: the widget talks to the service (CORS) directly.
  server = await startWidgetServer({ appJs: await bundleApp(), fallback: streamAnswer([]) });
  browser = await launchChromium();
});

afterAll(async () => {
  console.log(`[a11y:service] 2 themes against the local service, ${violations} violations`);
  await browser?.close();
  await server?.close();
  await service?.close();
});

describe('against the local service', () => {
  it.each(['light', 'dark'] as const)(
    'a real answer has no WCAG violations and is announced once (%s)',
    async (scheme) => {
      const props = {
        api: null,
        baseUrl: service.url,
        apiKey: service.assistantKey,
        domain: 'docs',
        defaultOpen: true,
        theme: { colorScheme: scheme },
      };
      const { context, page } = await openWidgetPage(browser, server, props, { colorScheme: scheme });
      await ask(page, 'How do I install Acme Widgets?');
      await page.locator('[data-role="assistant"][data-status="complete"]').waitFor();
      await page.getByRole('group', { name: 'Sources' }).waitFor();
      await expect.poll(() => page.locator('[data-da-announcer]').textContent()).toMatch(/^Answer ready: /);
      await settle(page);
      const outcome = await runAxe(page);
      violations += outcome.violations.length;
      expect(server.requests).toEqual([]);
      await context.close();
      expect(outcome.violations).toEqual([]);
    },
  );
});
