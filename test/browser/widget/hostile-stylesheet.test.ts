// Host CSS must not break the widget, and the widget's CSS must not leak into the host, in a real browser.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { streamAnswer, textChunks } from '../support/sse-answers';
import { bundleApp, startWidgetServer, type WidgetServer } from '../support/widget-server';

// What a careless or hostile host stylesheet does: global `*`, element rules for buttons, paragraphs and links.
const HOSTILE_CSS = `
  * { font-family: "Comic Sans MS", cursive; color: rgb(255, 0, 0); margin: 23px; padding: 17px; line-height: 4;
      box-sizing: content-box; letter-spacing: 3px; text-transform: uppercase; border-radius: 0; }
  button { background: rgb(0, 255, 0); border: 9px dashed rgb(0, 0, 255); font-size: 31px; width: 100%;
           display: block; min-height: 90px; position: static; }
  p { font-size: 29px; background: rgb(255, 255, 0); text-align: center; display: inline; }
  a { color: rgb(255, 0, 255); text-decoration: line-through; display: block; font-weight: 900; }
  textarea { font-size: 40px; border: 12px solid rgb(255, 0, 0); background: rgb(0, 0, 0); height: 300px; }
  ul, ol { list-style: none; margin: 50px; }
  code, pre { font-family: serif; white-space: normal; background: rgb(0, 255, 255); }
`;

const ANSWER =
  'Install it with npm, then read [the guide](/guide).\n\n- one\n- two\n\n```bash\nnpm install acme\n```\n';

const PROPERTIES = [
  'font-family',
  'font-size',
  'font-weight',
  'color',
  'background-color',
  'margin-top',
  'margin-left',
  'padding-top',
  'padding-left',
  'border-top-width',
  'border-top-style',
  'line-height',
  'letter-spacing',
  'text-transform',
  'text-decoration-line',
  'display',
  'position',
  'width',
  'height',
  'text-align',
  'list-style-type',
  'white-space',
] as const;

// One element per kind the widget renders, by role or data attribute.
const WIDGET_TARGETS = {
  launcher: '[data-da-slot="launcher"]',
  panel: '[data-da-slot="panel"]',
  title: '[data-da-slot="title"]',
  input: '[data-da-slot="input"]',
  question: '[data-da-question]',
  answerParagraph: '[data-da-slot="answer"] p',
  answerLink: '[data-da-slot="answer"] a',
  answerList: '[data-da-slot="answer"] ul',
  codeBlock: '[data-da-slot="answer"] pre',
  action: '[data-da-slot="action"]',
  send: '[data-da-slot="send"]',
};

const HOST_TARGETS = { heading: 'main h1', paragraph: 'main p', link: 'main a', button: '[data-testid="page-button"]' };

let browser: Browser;
let site: WidgetServer;

beforeAll(async () => {
  [browser, site] = await Promise.all([
    launchChromium(),
    bundleApp().then((appJs) => startWidgetServer({ appJs, fallback: streamAnswer(textChunks([ANSWER])) })),
  ]);
});

afterAll(async () => {
  await Promise.all([browser?.close(), site?.close()]);
});

function computedStyles(page: Page, targets: Record<string, string>) {
  return page.evaluate(
    ({ targets, properties }) => {
      const out: Record<string, Record<string, string>> = {};
      for (const [name, selector] of Object.entries(targets)) {
        const element = document.querySelector(selector);
        if (!element) throw new Error(`missing ${name}: ${selector}`);
        const style = getComputedStyle(element);
        out[name] = Object.fromEntries(properties.map((p) => [p, style.getPropertyValue(p)]));
      }
      return out;
    },
    { targets, properties: [...PROPERTIES] },
  );
}

async function answeredWidget(hostile: boolean): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(site.pageUrl({ colorScheme: 'light' }));
  await page.waitForFunction(() => (window as unknown as { __appReady?: boolean }).__appReady === true);
  // Host CSS loaded after ours, as a host's own stylesheet usually is.
  if (hostile) await page.addStyleTag({ content: HOSTILE_CSS });
  await page.getByRole('button', { name: 'Ask AI' }).click();
  await page.getByRole('textbox', { name: 'Ask a question about the docs' }).fill('How do I install it?');
  await page.keyboard.press('Enter');
  await page.locator('[data-role="assistant"][data-status="complete"]').waitFor();
  return page;
}

describe('a hostile host stylesheet', () => {
  it('does not change how any part of the widget looks', async () => {
    const clean = await answeredWidget(false);
    const hostile = await answeredWidget(true);
    const [expected, actual] = await Promise.all([
      computedStyles(clean, WIDGET_TARGETS),
      computedStyles(hostile, WIDGET_TARGETS),
    ]);
    expect(actual).toEqual(expected);
    // The hostile rules did apply to the host page: the comparison above could have failed.
    expect(
      await hostile
        .locator('main p')
        .first()
        .evaluate((el) => getComputedStyle(el).fontSize),
    ).toBe('29px');
    await Promise.all([clean.close(), hostile.close()]);
  });
});

describe('the widget stylesheet', () => {
  it('does not change how the host page looks', async () => {
    const page = await answeredWidget(false);
    const withWidgetCss = await computedStyles(page, HOST_TARGETS);
    await page.evaluate(() => {
      const ours = [...document.querySelectorAll('style')].filter((style) =>
        style.textContent?.includes('[data-docs-assistant]'),
      );
      if (ours.length === 0) throw new Error('the widget stylesheet is not on the page');
      for (const style of ours) style.remove();
    });
    const withoutWidgetCss = await computedStyles(page, HOST_TARGETS);
    expect(withWidgetCss).toEqual(withoutWidgetCss);
    // Removing it did change the widget: the comparison above compared something.
    expect(await page.locator('[data-da-slot="launcher"]').evaluate((el) => getComputedStyle(el).position)).not.toBe(
      'fixed',
    );
    await page.close();
  });
});
