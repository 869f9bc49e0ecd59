import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from '../../../scripts/bench/serve-static';
import { runAxe } from '../a11y/axe';
import { launchChromium } from '../support/chromium';
import { bundleApp } from '../support/widget-server';

const bashCode =
  'npm install @acme/docs-assistant --save-exact --registry https://registry.example.com/\nnpx acme init\n';
const tsCode = "import { createClient } from '@acme/sdk';\n\nexport const client = createClient({ region: 'eu' });\n";
const answer = `Install it:

\`\`\`bash
${bashCode}\`\`\`

Then configure it:

\`\`\`ts
${tsCode}\`\`\`

| option | default | what it does, at some length so that the table is wider than a phone |
| --- | --- | --- |
| \`region\` | \`eu\` | where the data lives: \`https://eu.data.example.com/workspaces/{workspaceId}\` |
`;

let dir: string;
let browser: Browser;
let page: Page;
let close: () => void;
let url: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'da-code-'));
  await writeFile(join(dir, 'page.js'), await bundleApp(fileURLToPath(new URL('./code-page.tsx', import.meta.url))));
  await copyFile(
    fileURLToPath(new URL('../../../src/styles/docs-assistant.css', import.meta.url)),
    join(dir, 'da.css'),
  );
  await writeFile(
    join(dir, 'index.html'),
    `<!doctype html><html lang="en"><meta charset="utf-8"><title>Code blocks</title><link rel="stylesheet" href="da.css">
<main><button id="before">Before</button>
<div data-docs-assistant data-color-scheme="light" style="display:block;width:320px;padding:12px;box-sizing:border-box;background:var(--da-bg);color:var(--da-fg)">
<div id="finished"></div><div id="open"></div><div id="huge"></div></div></main>
<script type="module" src="./page.js"></script>`,
  );
  const served = await serveStatic(dir);
  close = () => served.server.close();
  url = `${served.url}/index.html`;
  browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: served.url });
  page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction(() => (window as unknown as { __ready?: boolean }).__ready === true);
  await page.evaluate((text) => window.__render('finished', text, false), answer);
});

afterAll(async () => {
  await browser?.close();
  close?.();
  await rm(dir, { recursive: true, force: true });
});

declare global {
  interface Window {
    __render(id: string, text: string, streaming: boolean): void;
    __hugeDelta(id: string, size: number, fenced: boolean): string;
  }
}

describe('code blocks in a 320 px panel', () => {
  it('show the language, and the copy button covers none of the first line', async () => {
    const block = page.locator('#finished [data-da-code-block]').first();
    expect(await block.locator('[data-da-code-language]').textContent()).toBe('bash');
    const covered = await page.evaluate(() => {
      const code = document.querySelector('#finished pre code') as HTMLElement;
      const pre = code.parentElement as HTMLElement;
      const visible = pre.getBoundingClientRect();
      const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
      const found: string[] = [];
      let checked = 0;
      let offsetInLine = 0;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (let i = 0; i < text.length && text[i] !== '\n'; i++, offsetInLine++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getBoundingClientRect();
          const x = rect.left + rect.width / 2;
          const y = rect.top + rect.height / 2;
          if (x < visible.left || x > visible.right || rect.width === 0) continue;
          checked++;
          const hit = document.elementFromPoint(x, y);
          if (!hit || !code.contains(hit)) found.push(`${text[i]}@${offsetInLine}: ${hit?.tagName}`);
        }
        if (text.includes('\n')) break;
      }
      return { checked, found };
    });
    expect(covered.checked).toBeGreaterThan(20);
    expect(covered.found).toEqual([]);
  });

  it('are reached and copied by keyboard, copying exactly the code, and say "Copied"', async () => {
    await page.focus('#before');
    await page.keyboard.press('Tab');
    const copy = page.locator('#finished [data-da-copy-code]').first();
    expect(await copy.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await copy.textContent()).toBe('Copy');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#finished [role="status"]').first().textContent()).toBe('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(bashCode);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Code, bash');
  });

  it('highlight a finished block with its text unchanged', async () => {
    const ts = page.getByRole('group', { name: 'Code, ts' });
    await expect.poll(() => ts.locator('[data-da-token~="keyword"]').count()).toBeGreaterThan(0);
    expect(await ts.textContent()).toBe(tsCode);
    expect(await ts.locator('[data-da-token~="string"]').first().textContent()).toBe("'@acme/sdk'");
  });

  it('stream the open block as plain text, then highlight it once it closes', async () => {
    const start = 'Run:\n\n```python\ndef greet(name):\n';
    await page.evaluate((text) => window.__render('open', text, true), start);
    const region = page.locator('#open').getByRole('group', { name: 'Code, python' });
    expect(await region.textContent()).toBe('def greet(name):\n');
    const more = `${start}    return f"hi {name}"\n`;
    await page.evaluate((text) => window.__render('open', text, true), more);
    expect(await region.textContent()).toBe('def greet(name):\n    return f"hi {name}"\n');
    expect(await region.locator('[data-da-token]').count()).toBe(0);
    await page.evaluate((text) => window.__render('open', `${text}\`\`\`\n`, false), more);
    await expect.poll(() => region.locator('[data-da-token~="keyword"]').count()).toBeGreaterThan(0);
    expect(await region.textContent()).toBe('def greet(name):\n    return f"hi {name}"\n');
  });

  it('put code and tables wider than the panel in focusable, named scroll regions (axe clean)', async () => {
    for (const name of ['Code, bash', 'Table']) {
      const region = page.locator('#finished').getByRole('group', { name });
      const sizes = await region.evaluate((el) => [el.scrollWidth, el.clientWidth, (el as HTMLElement).tabIndex]);
      expect(sizes[0]).toBeGreaterThan(sizes[1] ?? 0);
      expect(sizes[2]).toBe(0);
    }
    const { violations } = await runAxe(page);
    expect(violations).toEqual([]);
  });

  it('stay clean for axe in dark, tokens included', async () => {
    await page.evaluate(() =>
      document.querySelector('[data-docs-assistant]')?.setAttribute('data-color-scheme', 'dark'),
    );
    const { violations } = await runAxe(page);
    await page.evaluate(() =>
      document.querySelector('[data-docs-assistant]')?.setAttribute('data-color-scheme', 'light'),
    );
    expect(violations).toEqual([]);
  });
});

describe('a 5 MB delta', () => {
  for (const fenced of [true, false]) {
    it(`${fenced ? 'in a code block' : 'of prose'} leaves the page responsive, collapsed, and ${fenced ? 'copyable whole' : 'expandable'}`, async () => {
      const length = await page.evaluate((f) => window.__hugeDelta('huge', 5_000_000, f).length, fenced);
      const showAll = page.locator('#huge').getByRole('button', { name: /^Show all [\d,]+ characters$/ });
      await showAll.waitFor();
      // The page still answers a click: the button in front of the widget takes focus.
      await page.click('#before');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('before');
      if (fenced) {
        await page.locator('#huge [data-da-copy-code]').click();
        await expect.poll(() => page.locator('#huge [role="status"]').textContent()).toBe('Copied');
        const copied = await page.evaluate(async () => (await navigator.clipboard.readText()).length);
        expect(copied).toBe(length);
      } else {
        await showAll.click();
        await expect
          // The text arrives in slices, one per frame: a generous bound for a loaded machine, not a timing.
          .poll(() => page.locator('#huge [data-da-oversized] p').evaluate((p) => p.textContent?.length), {
            timeout: 60_000,
          })
          .toBe(length);
      }
      await page.evaluate(() => window.__render('huge', '', false));
    });
  }
});
