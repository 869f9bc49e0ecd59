import type { Page } from 'playwright-core';

/** What the panel shows, for a failure's message: a wait that ran out says what it found instead. */
export async function panelShows(page: Page): Promise<string> {
  return JSON.stringify(
    await page.evaluate(() => {
      const texts = (selector: string) =>
        [...document.querySelectorAll(selector)].map((el) => (el.textContent ?? '').trim().slice(0, 120));
      return {
        questions: texts('article[data-role="user"]'),
        answers: [...document.querySelectorAll('article[data-role="assistant"]')].map(
          (el) => `${el.getAttribute('data-status')}: ${(el.textContent ?? '').trim().slice(0, 80)}`,
        ),
        alerts: texts('[role="alert"]'),
        busy: document.querySelector('[data-da-slot="messages"]')?.getAttribute('aria-busy') ?? null,
        regions: [...document.querySelectorAll('[role="region"]')].map((el) => el.getAttribute('aria-label')),
        input: document.querySelector<HTMLTextAreaElement>('textarea')?.value ?? null,
      };
    }),
  );
}
