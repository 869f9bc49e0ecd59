import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import type { WidgetServer } from '../support/widget-server';

export interface WidgetPage {
  context: BrowserContext;
  page: Page;
}

/** A fresh context and the docs page with the widget, once the app has rendered. */
export async function openWidgetPage(
  browser: Browser,
  server: WidgetServer,
  props: Record<string, unknown> = {},
  options: BrowserContextOptions = {},
): Promise<WidgetPage> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await page.goto(server.pageUrl(props));
  await page.waitForFunction(() => (window as unknown as { __appReady?: boolean }).__appReady);
  await page.getByRole('button', { name: 'Ask AI' }).or(page.getByRole('dialog')).first().waitFor();
  return { context, page };
}

/** Waits for entrance animations: mid-fade colours are not what a reader sees. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
}

export const questionBox = (page: Page) => page.getByRole('textbox', { name: 'Ask a question about the docs' });

export async function ask(page: Page, question: string): Promise<void> {
  await questionBox(page).fill(question);
  await questionBox(page).press('Enter');
}
