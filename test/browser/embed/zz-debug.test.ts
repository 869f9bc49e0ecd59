import { it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { startPageActionsSite } from './page-actions-site';
it('debug', async () => {
  const [browser, site] = await Promise.all([launchChromium(), startPageActionsSite()]);
  const page = await (await browser.newContext()).newPage();
  await page.goto(site.url('/mkdocs/', { assistant: { domain: 'acme', api: `${site.origin}/api/assistant` } }));
  await page.getByRole('button', { name: 'Ask AI', exact: true }).waitFor();
  await page.evaluate(() => { (window as any).__log = []; document.addEventListener('focusin', (e) => (window as any).__log.push((e.target as Element).outerHTML.slice(0, 80) + ' @' + performance.now().toFixed(0)), true); });
  await page.getByRole('button', { name: 'More page actions' }).click();
  await page.getByRole('menuitem', { name: /Ask AI about this page/ }).click();
  await page.waitForTimeout(1500);
  console.log('LOG\n' + (await page.evaluate(() => (window as any).__log)).join('\n'));
  await browser.close(); await site.close();
}, 60000);
