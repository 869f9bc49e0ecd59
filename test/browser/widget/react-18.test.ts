// The widget on React 18 (a supported peer), in Chromium: the same bundle as every other suite, built against
// React 18 with all the dependencies that import React. The whole reader flow: open, ask, a streamed markdown
// answer, a follow-up in the same thread, Escape and focus return. (The long-conversation suite runs on both.)
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultLabels } from '../../../src/ui/labels';
import { launchChromium } from '../support/chromium';
import { streamAnswer, textChunks } from '../support/sse-answers';
import { bundleApp, startWidgetServer, type WidgetServer } from '../support/widget-server';

const ANSWER = [
  'Install it with npm:\n\n',
  '```bash\nnpm install acme\n```\n\n',
  'Then read [the guide](/guide).\n\n',
  '- one\n- two\n',
];

let browser: Browser;
let site: WidgetServer;
let page: Page;

beforeAll(async () => {
  [browser, site] = await Promise.all([
    launchChromium(),
    bundleApp(undefined, { react: 18 }).then((appJs) =>
      startWidgetServer({
        appJs,
        fallback: streamAnswer(textChunks(ANSWER, { threadId: 'thread-18' }), { gapMs: 20 }),
      }),
    ),
  ]);
  page = await browser.newPage();
  page.setDefaultTimeout(10_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(site.pageUrl());
  await page.waitForFunction(() => (window as unknown as { __appReady?: boolean }).__appReady);
  expect(errors).toEqual([]);
});

afterAll(async () => {
  await Promise.all([browser?.close(), site?.close()]);
});

const input = () => page.getByRole('textbox', { name: defaultLabels.inputLabel });
const answers = () => page.locator('article[data-role="assistant"]');

describe('the widget on React 18', () => {
  it('runs on React 18', async () => {
    expect(await page.evaluate(() => (window as unknown as { __reactVersion: string }).__reactVersion)).toMatch(
      /^18\./,
    );
  });

  it('opens with the input focused, streams a markdown answer, and continues the thread', async () => {
    const launcher = page.getByRole('button', { name: 'Ask AI' });
    await launcher.click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe(defaultLabels.inputLabel);

    await input().fill('How do I install it?');
    await input().press('Enter');
    await expect.poll(() => answers().last().getAttribute('data-status')).toBe('complete');
    const answer = answers().last();
    expect(await answer.locator('pre code').innerText()).toContain('npm install acme');
    expect(await answer.getByRole('button', { name: 'Copy code' }).count()).toBe(1);
    expect(await answer.getByRole('link', { name: 'the guide' }).getAttribute('href')).toBe('/guide');
    expect(await answer.getByRole('listitem').allInnerTexts()).toEqual(['one', 'two']);

    await input().fill('And then?');
    await input().press('Enter');
    await expect.poll(() => answers().count()).toBe(2);
    await expect.poll(() => answers().last().getAttribute('data-status')).toBe('complete');
    expect(site.requests).toHaveLength(2);
    expect(site.requests[1]).toMatchObject({ threadId: 'thread-18' });
  });

  it('Escape closes it and gives focus back to the launcher', async () => {
    await input().press('Escape');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-da-slot'))).toBe('launcher');
  });
});
