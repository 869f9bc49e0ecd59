import { startLocalService } from './test/support/local-service';
import { launchChromium } from './test/browser/support/chromium';
import { startEmbedSite } from './test/browser/embed/embed-site';
import { GENERATOR_PAGES } from './test/browser/embed/generator-pages';

const service = await startLocalService();
const site = await startEmbedSite({ serviceUrl: service.url });
const browser = await launchChromium();
const pages = [
  ['/mkdocs/', GENERATOR_PAGES[0]!.dark],
  ['/starlight/', GENERATOR_PAGES[4]!.dark],
] as const;
for (const [path, dark] of pages) {
  for (const width of [1280, 390]) {
    for (const scheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ viewport: { width, height: 800 }, colorScheme: scheme });
      const page = await context.newPage();
      await page.goto(
        site.url(path, {
          domain: 'acme',
          'base-url': service.url,
          'api-key': service.assistantKey,
          'starter-questions': '["How do I install it?"]',
        }),
      );
      await page.getByRole('button', { name: 'Ask AI', exact: true }).waitFor();
      if (scheme === 'dark') await page.evaluate(dark);
      const name = `${path.replace(/\//g, '')}-${width}-${scheme}`;
      await page.locator('pre').last().hover();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `/tmp/wt16-shots/${name}-closed.png` });
      await page.keyboard.press('Control+i');
      const input = page.getByRole('textbox', { name: 'Ask a question about the docs' });
      await input.fill('How do I install it?');
      await input.press('Enter');
      await page.locator('[data-role="assistant"][data-status="complete"]').waitFor({ timeout: 20000 });
      await page.screenshot({ path: `/tmp/wt16-shots/${name}-open.png` });
      await context.close();
    }
  }
}
await browser.close();
await site.close();
await service.close();
