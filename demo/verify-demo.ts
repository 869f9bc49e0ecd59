/**
 * Smoke check of the demo in a real browser: `npx tsx demo/verify-demo.ts [screenshot-dir]`.
 * Builds the demo, starts the local service on a free port, loads a docs page in Chromium, checks the markdown
 * rendered (nav, heading anchors, code blocks), opens the assistant with the shortcut, asks a question and waits for
 * a complete, cited answer. Prints what it saw; exits non-zero on the first thing missing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { launchChromium } from '../scripts/launch-chromium';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLocalService } from '../packages/service/src/index';
import { buildDemo, demoOutDir } from './site/build-demo';

const shots = process.argv[2] ?? tmpdir();
const dataDir = mkdtempSync(join(tmpdir(), 'da-demo-verify-'));
const service = createLocalService({
  docs: fileURLToPath(new URL('../docs', import.meta.url)),
  dataDir,
  staticDir: demoOutDir,
});
const browser = await launchChromium();

function check(condition: unknown, what: string): void {
  if (!condition) throw new Error(`demo check failed: ${what}`);
  console.log(`ok   ${what}`);
}

try {
  await buildDemo(fileURLToPath(new URL('../docs', import.meta.url)), {
    assistantKey: service.keys.assistant[0] ?? '',
  });
  const { url } = await service.listen(0);
  const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/discovery/v2/assistant/')) requests.push(request.postData() ?? '');
  });
  page.on('pageerror', (error) => console.log(`page error: ${error.message}`));

  await page.goto(`${url}/theming`);
  check(
    (await page.getByRole('heading', { level: 1 }).textContent())?.startsWith('Theming'),
    'page h1 is the docs title',
  );
  check(
    (await page.getByRole('navigation', { name: 'Documentation' }).getByRole('link').count()) >= 8,
    'sidebar lists the docs pages',
  );
  check(await page.locator('h2#dark-mode').count(), 'headings carry slug ids (#dark-mode)');
  check((await page.locator('#docs-content pre code').count()) >= 3, 'code blocks render as <pre><code>');
  check(await page.locator('#docs-content table').count(), 'GFM tables render');
  await page.screenshot({ path: join(shots, 'demo-page.png') });

  await page.getByRole('button', { name: 'Ask AI' }).first().waitFor();
  await page.keyboard.press('Control+i');
  const input = page.getByRole('textbox', { name: 'Ask a question about the docs' });
  await input.waitFor();
  check(
    await input.evaluate((element) => element === document.activeElement),
    'Ctrl+I opens the assistant with the input focused',
  );
  await input.fill('How do I make the widget follow my site dark mode toggle?');
  await input.press('Enter');
  const answer = page.locator('[data-role="assistant"][data-status="complete"]').last();
  await answer.waitFor({ timeout: 20_000 });
  const sources = await answer
    .locator('[data-da-source] a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  check(sources.length > 0, `the answer cites sources: ${sources.join(', ')}`);
  check(
    sources.some((href) => href?.startsWith('/theming')),
    'the theming page is among the sources',
  );
  const body = JSON.parse(requests[0] ?? '{}') as { currentPath?: string };
  check(body.currentPath === '/theming', `the request carried currentPath ${body.currentPath}`);
  await page.screenshot({ path: join(shots, 'demo-answer.png') });

  // "Ask AI" on a selection: select a paragraph with the mouse, use the affordance, ask, check the request's context.
  await page.keyboard.press('Escape');
  await page.goto(`${url}/page-context`);
  await page.locator('h2#ask-ai-on-a-selection + p').click({ clickCount: 3 });
  await page.locator('[data-da-affordance="selection"]').click();
  await page.locator('[data-da-slot="contextChip"]').first().waitFor();
  await page.getByRole('textbox', { name: 'Ask a question about the docs' }).fill('Which element id is sent with it?');
  await page.keyboard.press('Enter');
  await page.locator('[data-role="assistant"][data-status="complete"]').nth(1).waitFor({ timeout: 20_000 });
  const withContext = JSON.parse(requests.at(-1) ?? '{}') as {
    context?: Array<{ type: string; elementId?: string }>;
    currentPath?: string;
  };
  const item = withContext.context?.[0];
  check(
    item?.type === 'textSelection' && item.elementId === 'ask-ai-on-a-selection',
    `selection sent as context (elementId ${item?.elementId})`,
  );
  check(withContext.currentPath === '/page-context', 'after navigating, currentPath follows the page');
  await page.screenshot({ path: join(shots, 'demo-selection.png') });

  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: join(shots, 'demo-dark.png') });
  console.log(`screenshots in ${shots}: demo-page.png, demo-answer.png, demo-selection.png, demo-dark.png`);
} finally {
  await browser.close();
  await service.close();
  rmSync(dataDir, { recursive: true, force: true });
}
