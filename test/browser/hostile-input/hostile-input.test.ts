// Hostile input in Chromium: megabyte pastes, selections and code, unicode edge cases, rapid repeated sends, and a
// localStorage that is full, disabled or corrupt. The widget must keep working, say what it trimmed, and never throw
// into the host page (a `pageerror` listener must see nothing).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_QUESTION_CHARS } from '../../../src/core/question-limit';
import { WIDGET_MAX_CONTEXT_CHARS, WIDGET_MAX_CONTEXT_ITEMS } from '../../../src/page-context';
import { defaultLabels } from '../../../src/ui/labels';
import type { DocsAssistantHandle } from '../../../src/index';
import { launchChromium } from '../support/chromium';
import { streamAnswer, textChunks } from '../support/sse-answers';
import { bundleApp, startWidgetServer, type WidgetServer } from '../support/widget-server';
import { corruptStorageValues, UNICODE_CASES } from '../../fixtures/hostile-values';

const KEY = 'docs-assistant:browser-test';
let browser: Browser;
let server: WidgetServer;
let context: BrowserContext;
let page: Page;
let pageErrors: string[];
const counts = { inputs: 0, states: 0 };

interface SentBody {
  messages: Array<{ role: string; parts: Array<{ text: string }> }>;
  context?: Array<{ type: string; value: string }>;
}

beforeAll(async () => {
  const appJs = await bundleApp();
  server = await startWidgetServer({ appJs, fallback: streamAnswer(textChunks(['Answered.'])) });
  browser = await launchChromium();
});

afterAll(async () => {
  console.log(`[hostile-input] inputsTried=${counts.inputs} statesChecked=${counts.states}`);
  await browser?.close();
  await server?.close();
});

beforeEach(async () => {
  context = await browser.newContext();
  pageErrors = [];
  return async () => {
    expect(pageErrors).toEqual([]);
    await context.close();
  };
});

/** Opens the docs page; `init` runs before any of the page's scripts (to break storage first). */
/** widget-app.tsx puts the widget's handle on `window`. */
interface AssistantWindow {
  __assistant: DocsAssistantHandle;
}

async function open(init?: string | (() => void)) {
  page = await context.newPage();
  page.setDefaultTimeout(15_000);
  page.on('pageerror', (error) => pageErrors.push(error.message));
  if (init) await page.addInitScript(init);
  await page.goto(server.pageUrl({ storage: 'local', defaultOpen: true }));
  await page.waitForFunction(() => (window as unknown as { __appReady?: boolean }).__appReady);
}

const input = () => page.getByRole('textbox', { name: defaultLabels.inputLabel });
const answers = () => page.locator('article[data-role="assistant"]');
const questions = () => page.locator('article[data-role="user"] [data-da-question]');
const sent = (index = -1) => server.requests.at(index) as SentBody;
const newestQuestion = (body: SentBody) => body.messages.filter((m) => m.role === 'user').at(-1)!.parts[0]!.text;

/** What a browser makes of a string typed into a field: every lone surrogate becomes U+FFFD. */
const wellFormed = (text: string) =>
  text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

async function ask(text: string) {
  await input().fill(text);
  await input().press('Enter');
}

/**
 * Waits until the conversation holds `count` answers and the newest is complete. Polling only the last answer's
 * status would pass on the previous answer before the new one is rendered.
 */
async function expectAnswered(count: number, message?: string) {
  const state = async () => [await answers().count(), await answers().last().getAttribute('data-status')];
  await expect.poll(state, { message, timeout: 30_000 }).toEqual([count, 'complete']);
}

/** The widget still works: a question is sent and answered, and the host page is intact. */
async function expectWorking(question = 'Still working?') {
  const before = server.requests.length;
  const answered = await answers().count();
  await ask(question);
  await expect.poll(() => server.requests.length).toBe(before + 1);
  await expectAnswered(answered + 1);
  expect(await page.getByRole('heading', { name: 'Getting started' }).isVisible()).toBe(true);
  counts.states++;
}

describe('huge input', () => {
  it('cuts a pasted 2 MB question to the limit, says so, and sends only that', async () => {
    await open();
    const huge = 'Why does this fail? '.padEnd(2 * 1024 * 1024, 'x'.repeat(63) + '\n');
    // A real paste: the clipboard holds 2 MB, the reader presses Ctrl+V in the input.
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.origin });
    await page.evaluate((text) => navigator.clipboard.writeText(text), huge);
    await input().focus();
    await page.keyboard.press('Control+V');
    counts.inputs++;
    expect(await input().inputValue()).toHaveLength(MAX_QUESTION_CHARS);
    const note = page.locator('[data-da-slot="inputNotice"]');
    await expect.poll(() => note.textContent()).toContain(MAX_QUESTION_CHARS.toLocaleString('en-US'));
    expect(await note.textContent()).toContain(huge.length.toLocaleString('en-US'));
    expect(await note.getAttribute('role')).toBe('status');
    await input().press('Enter');
    await expect.poll(() => answers().last().getAttribute('data-status')).toBe('complete');
    expect(newestQuestion(sent()) === huge.slice(0, MAX_QUESTION_CHARS)).toBe(true);
    // The note stays after sending: it tells what was sent.
    expect(await note.textContent()).not.toBe('');
    // Nothing megabyte-sized went to storage either.
    expect(await page.evaluate((key) => localStorage.getItem(key)?.length ?? 0, KEY)).toBeLessThan(50_000);
    counts.states++;
  });

  it('never cuts a question through an emoji (no lone surrogate at the limit)', async () => {
    await open();
    await input().fill('😀'.repeat(MAX_QUESTION_CHARS));
    counts.inputs++;
    const value = await input().inputValue();
    expect(value.length).toBe(MAX_QUESTION_CHARS);
    expect(/[\ud800-\udbff]$/.test(value)).toBe(false);
    await input().press('Enter');
    await expect.poll(() => answers().last().getAttribute('data-status')).toBe('complete');
    expect(wellFormed(newestQuestion(sent())) === newestQuestion(sent())).toBe(true);
    counts.states++;
  });

  it('a question asked through the host API is cut the same way, with the same note', async () => {
    await open();
    await page.evaluate(() => (window as unknown as AssistantWindow).__assistant.ask('Q'.repeat(1_000_000)));
    counts.inputs++;
    await expect.poll(() => answers().last().getAttribute('data-status')).toBe('complete');
    expect(newestQuestion(sent())).toHaveLength(MAX_QUESTION_CHARS);
    expect(await page.locator('[data-da-slot="inputNotice"]').textContent()).toContain('1,000,000');
    counts.states++;
  });

  it('trims megabyte code and context, says so on the chips, and sends at most the limits', async () => {
    await open();
    // A 1 MB code block (a generated reference, a minified bundle), attached as the code affordance would.
    await page.evaluate(() =>
      (window as unknown as AssistantWindow).__assistant.addContext({
        type: 'code',
        value: 'const x = 1;\n'.repeat(80_000),
      }),
    );
    counts.inputs++;
    const chips = page.getByRole('list', { name: 'Attached context' }).getByRole('listitem');
    await expect.poll(() => chips.count()).toBe(1);
    expect(await chips.first().textContent()).toContain('shortened');
    expect(await page.locator('[data-da-slot="contextNotice"]').textContent()).toContain(
      WIDGET_MAX_CONTEXT_CHARS.toLocaleString('en-US'),
    );
    // Then the host attaches more than fit: megabyte selections, and duplicates.
    const notice = page.locator('[data-da-slot="contextNotice"]');
    await page.evaluate(() => {
      const api = (window as unknown as AssistantWindow).__assistant;
      for (let i = 0; i < 7; i++) api.addContext({ type: 'textSelection', value: `${i} `.repeat(500_000) });
    });
    counts.inputs += 7;
    await expect.poll(() => chips.count()).toBe(WIDGET_MAX_CONTEXT_ITEMS);
    expect(await notice.textContent()).toContain(`Up to ${WIDGET_MAX_CONTEXT_ITEMS} items`);
    await page.evaluate(() =>
      (window as unknown as AssistantWindow).__assistant.addContext({
        type: 'textSelection',
        value: `${1} `.repeat(500_000),
      }),
    );
    counts.inputs++;
    await expect.poll(() => notice.textContent()).toContain('already attached');
    expect(await chips.count()).toBe(WIDGET_MAX_CONTEXT_ITEMS);
    await ask('What do these do?');
    await expect.poll(() => answers().last().getAttribute('data-status')).toBe('complete');
    const body = sent();
    expect(body.context).toHaveLength(WIDGET_MAX_CONTEXT_ITEMS);
    expect(body.context!.every((item) => item.value.length <= WIDGET_MAX_CONTEXT_CHARS)).toBe(true);
    counts.states++;
  });
});

describe('unicode edge cases', () => {
  it(`sends and shows ${UNICODE_CASES.length} hostile strings as questions and as answers split at every code unit`, async () => {
    await open();
    for (const [name, text] of UNICODE_CASES) {
      // The answer echoes the text one UTF-16 code unit per chunk: emoji and ZWJ sequences arrive in halves.
      server.respond(streamAnswer(textChunks([...`Echo: ${text}`.split('')]), { gapMs: 0 }));
      const before = server.requests.length;
      const answered = await answers().count();
      await ask(`${name}: ${text}`);
      counts.inputs++;
      await expect.poll(() => server.requests.length, { message: name }).toBe(before + 1);
      await expectAnswered(answered + 1, name);
      // The service got the question as typed. (A lone surrogate cannot be typed: the browser's input gets U+FFFD.)
      expect(newestQuestion(sent()), name).toBe(wellFormed(`${name}: ${text}`).trim());
      // Shown as sent, but for what markdown itself replaces (NUL and lone surrogates become U+FFFD, per CommonMark).
      // eslint-disable-next-line no-control-regex -- NUL is one of the characters markdown replaces
      const plain = (value: string) => wellFormed(value).replace(/[\u0000\ufffd`]/g, '');
      const shown = plain((await answers().last().textContent()) ?? '');
      expect(shown, name).toContain(plain(`Echo: ${text}`).trim());
      counts.states++;
    }
    expect(await questions().count()).toBe(UNICODE_CASES.length);
  });
});

describe('rapid repeated sends', () => {
  it('Enter mashed 20 times sends the question once', async () => {
    await open();
    server.respond(streamAnswer(textChunks(['Slow ', 'answer.']), { gapMs: 200 }));
    const before = server.requests.length;
    await input().fill('Only once, please');
    for (let i = 0; i < 20; i++) await input().press('Enter', { delay: 0 });
    counts.inputs += 20;
    await expect.poll(() => answers().last().getAttribute('data-status')).toBe('complete');
    expect(server.requests.length - before).toBe(1);
    expect(await questions().allTextContents()).toEqual(['Only once, please']);
    counts.states++;
  });

  it('25 questions asked in one tick are all sent, once each, in order, and all answered', async () => {
    await open();
    const before = server.requests.length;
    await page.evaluate(() => {
      for (let i = 1; i <= 25; i++) (window as unknown as AssistantWindow).__assistant.ask(`Question ${i}`);
    });
    counts.inputs += 25;
    const expected = Array.from({ length: 25 }, (_, i) => `Question ${i + 1}`);
    // All sent, in order, once each; then the whole conversation is there (a long one shows its newest messages
    // first, earlier ones on request).
    await expect.poll(() => server.requests.length - before, { timeout: 30_000 }).toBe(25);
    // The conversation shows only its newest messages, so wait for the last question's answer rather than a count.
    const newest = async () => {
      const last = page.locator('article[data-role]').last();
      return [
        await questions().last().textContent(),
        await last.getAttribute('data-role'),
        await last.getAttribute('data-status'),
      ];
    };
    await expect.poll(newest, { timeout: 30_000 }).toEqual(['Question 25', 'assistant', 'complete']);
    const earlier = page.getByRole('button', { name: /earlier messages/ });
    while (await earlier.count()) await earlier.click();
    // Earlier messages render a step at a time after the click.
    await expect.poll(() => questions().allTextContents()).toEqual(expected);
    expect(await answers().count()).toBe(25);
    expect(server.requests.slice(before).map((body) => newestQuestion(body as SentBody))).toEqual(expected);
    counts.states++;
  });
});

describe('broken localStorage', () => {
  it('full (every write throws QuotaExceededError): works, keeps the conversation in memory', async () => {
    await open(() => {
      const filler = 'x'.repeat(1024 * 1024);
      try {
        for (let i = 0; i < 64; i++) localStorage.setItem(`filler-${i}`, filler);
      } catch {
        // Full: exactly the state under test.
      }
    });
    counts.inputs++;
    const full = await page.evaluate(() => {
      try {
        localStorage.setItem('probe', 'x'.repeat(1024 * 1024));
        return false;
      } catch (error) {
        return (error as DOMException).name;
      }
    });
    expect(full).toBe('QuotaExceededError');
    await expectWorking('Does it work with a full storage?');
    await expectWorking('And a second question?');
    expect(await questions().count()).toBe(2);
  });

  it('disabled (any access throws SecurityError): works in memory', async () => {
    await open(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    counts.inputs++;
    await expectWorking('Does it work without storage?');
  });

  // Every shape is read by the real restore in test/unit/store/corrupt-storage.test.ts; here, in a real page with its
  // real localStorage, three unlike ones: unparseable, huge, and sound beside broken. One test each: each finishes
  // well inside any timeout on a busy machine.
  it.each(
    corruptStorageValues.filter(([name]) =>
      ['not JSON', 'a 2 MB draft', 'sound and broken messages mixed'].includes(name),
    ),
  )('corrupt or foreign data under its key (%s): starts clean or keeps what is sound', async (name, value) => {
    await open(
      `if (!sessionStorage.getItem('seeded')) { sessionStorage.setItem('seeded', '1'); localStorage.setItem(${JSON.stringify(KEY)}, ${JSON.stringify(value)}); }`,
    );
    counts.inputs++;
    await expectWorking(`After ${name}?`);
    // What was sound survives next to what was not.
    if (name === 'sound and broken messages mixed')
      expect(await questions().allTextContents()).toContain('Kept question');
  });
});
