import { launchChromium } from '../scripts/launch-chromium';
import { bundleApp, startWidgetServer } from '../test/browser/support/widget-server';

const server = await startWidgetServer({ appJs: await bundleApp(), fallback: (_req, res) => res.writeHead(500).end() });
const browser = await launchChromium();
for (const [width, height] of [[1280, 800], [390, 844], [320, 640]] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ viewport: { width, height }, colorScheme: scheme });
    const page = await context.newPage();
    // No domain: the host forgot it.
    await page.goto(server.pageUrl({ domain: null, api: null }));
    await page.getByRole('button', { name: 'Ask AI', exact: true }).click();
    await page.getByRole('alert').waitFor();
    await page.getByRole('textbox').fill('How do I install it?');
    await page.getByRole('textbox').press('Enter');
    await page.screenshot({ path: `/tmp/k/notsetup-${width}-${scheme}.png` });
    await context.close();
  }
}
await browser.close();
await server.close();
