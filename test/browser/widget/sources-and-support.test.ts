// What a reader meets around an answer, in Chromium: the sources as numbered cards and the answer's links to them as
// matching citation chips, the header's title, the launcher while the panel is open, the host's way to reach people
// after a thumbs down or on a question the docs do not cover, and the conversation copied as Markdown. Axe stays
// clean in each of these states, light and dark.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runAxe } from '../a11y/axe';
import { ask, openWidgetPage, settle } from '../a11y/page';
import { launchChromium } from '../support/chromium';
import { streamAnswer } from '../support/sse-answers';
import { bundleApp, startWidgetServer, type AssistantHandler, type WidgetServer } from '../support/widget-server';

// As the local service sends them: the page and the section apart, the address with the section's anchor.
const RESULTS = [
  {
    path: '/quickstart#install',
    metadata: { title: 'Quickstart › Install', pageTitle: 'Quickstart', heading: 'Install' },
  },
  { path: '/config#theme', metadata: { title: 'Configuration › Theme', pageTitle: 'Configuration', heading: 'Theme' } },
];

const CITED_TEXT =
  'Install it with npm, as [the quickstart](/quickstart#install) shows. Colours are set in the ' +
  '[theme options](/config/#theme) [2](/config#theme). React itself is documented at ' +
  '[react.dev](https://react.dev/learn), and [the changelog](/changelog) lists every release.\n\n' +
  '```suggestions\n(How do I upgrade?)[/upgrade]\n```\n';
const CITED_BODY = CITED_TEXT.slice(0, CITED_TEXT.indexOf('```suggestions')).trim();
const NOT_COVERED_TEXT = "The docs don't cover this. I couldn't find a page that answers it, so I won't guess.";

function answer(text: string, results: unknown[], threadId = 'thread-7'): AssistantHandler {
  return streamAnswer([
    { type: 'start' },
    { type: 'tool-input-available', toolCallId: 'c1', toolName: 'search', input: { query: 'q' } },
    { type: 'tool-output-available', toolCallId: 'c1', output: { results } },
    { type: 'text-start', id: 't1' },
    ...(text.match(/\S+\s*|\s+/g) ?? []).map((delta) => ({ type: 'text-delta', id: 't1', delta })),
    { type: 'text-end', id: 't1' },
    { type: 'finish', threadId },
  ]);
}
const citedAnswer = () => answer(CITED_TEXT, RESULTS);
const notCoveredAnswer = () => answer(NOT_COVERED_TEXT, []);

let browser: Browser;
let server: WidgetServer;

beforeAll(async () => {
  server = await startWidgetServer({ appJs: await bundleApp(), fallback: citedAnswer() });
  browser = await launchChromium();
});

beforeEach(() => server.reset());

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const dialog = (page: Page, name = 'Ask AI') => page.getByRole('dialog', { name });
const lastAnswer = (page: Page) => page.locator('[data-role="assistant"]').last();

async function openAndAsk(page: Page, question: string) {
  await page.getByRole('button', { name: 'Ask AI' }).click();
  await ask(page, question);
  await lastAnswer(page).and(page.locator('[data-status="complete"]')).waitFor();
}

async function expectAxeClean(page: Page, where: string) {
  await settle(page);
  const { violations } = await runAxe(page);
  expect(violations, where).toEqual([]);
}

describe('sources and citations', () => {
  it('shows numbered source cards, and links to them in the answer as the matching numbered chips', async () => {
    const { context, page } = await openWidgetPage(browser, server);
    await openAndAsk(page, 'How do I install it?');

    const sources = page.getByRole('group', { name: 'Sources' });
    const cards = sources.getByRole('listitem');
    await expect.poll(() => cards.count()).toBe(2);
    const parts = (card: number) =>
      cards
        .nth(card)
        .locator('[data-da-part]:not([data-da-part="meta"])')
        .evaluateAll((spans) => spans.map((span) => `${span.getAttribute('data-da-part')}: ${span.textContent}`));
    expect(await parts(0)).toEqual(['number: 1', 'title: Quickstart', 'section: Install', 'path: /quickstart']);
    expect(await parts(1)).toEqual(['number: 2', 'title: Configuration', 'section: Theme', 'path: /config']);

    // Each chip goes where its card goes, and shows the card's number.
    const answerText = page.locator('[data-da-slot="answer"]');
    for (const [number, title] of [
      [1, 'Quickstart'],
      [2, 'Configuration'],
    ] as const) {
      const chips = answerText.getByRole('link', { name: `Source ${number}: ${title}`, exact: true });
      const card = sources.getByRole('link', { name: new RegExp(`^${title}`) });
      const cardHref = await card.getAttribute('href');
      expect(await chips.count()).toBeGreaterThan(0);
      for (const chip of await chips.all()) {
        expect(await chip.getAttribute('href')).toBe(cardHref);
        expect((await chip.innerText()).trim()).toBe(String(number));
        expect(await card.evaluate((link) => link.closest('li')?.getAttribute('data-da-source'))).toBe(String(number));
      }
    }
    // "[theme options](/config/#theme) [2](/config#theme)": the words stay, both links become chip 2.
    expect(await answerText.getByRole('link', { name: 'Source 2: Configuration' }).count()).toBe(2);
    await expect.poll(() => answerText.innerText()).toContain('theme options');

    // Links to anything the sources do not list stay ordinary links.
    const external = answerText.getByRole('link', { name: 'react.dev', exact: true });
    expect(await external.getAttribute('href')).toBe('https://react.dev/learn');
    expect(await external.getAttribute('target')).toBe('_blank');
    expect(await external.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await external.getAttribute('data-da-citation')).toBeNull();
    const unknown = answerText.getByRole('link', { name: 'the changelog', exact: true });
    expect(await unknown.getAttribute('href')).toBe('/changelog');
    expect(await unknown.getAttribute('data-da-citation')).toBeNull();
    await context.close();
  });

  it('gives each answer its own sources list without adding a look-alike landmark per answer', async () => {
    const { context, page } = await openWidgetPage(browser, server);
    await openAndAsk(page, 'How do I install it?');
    await ask(page, 'And how do I theme it?');
    await expect.poll(() => page.locator('[data-da-slot="sources"]').count()).toBe(2);
    // Landmarks in the panel and the names a screen reader lists them by: no two alike.
    const landmarks = await dialog(page)
      .locator('nav, aside, main, section[aria-label], section[aria-labelledby], [role="region"], [role="navigation"]')
      .evaluateAll((all) =>
        all.map((element) => {
          const labelledBy = element.getAttribute('aria-labelledby');
          const byId = labelledBy && element.ownerDocument.getElementById(labelledBy)?.textContent;
          return `${element.getAttribute('role') ?? element.localName}: ${element.getAttribute('aria-label') ?? byId ?? ''}`;
        }),
      );
    expect(new Set(landmarks).size).toBe(landmarks.length);
    await context.close();
  });

  it('copies the conversation as Markdown from the header: questions, answers and sources as links', async () => {
    const { context, page } = await openWidgetPage(browser, server);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.origin });
    await openAndAsk(page, 'How do I install it?');
    server.respond(notCoveredAnswer());
    await ask(page, 'Does it run on a toaster?');
    await lastAnswer(page).getByText(NOT_COVERED_TEXT).waitFor();

    await dialog(page).getByRole('button', { name: 'Copy conversation' }).click();
    await dialog(page).getByRole('button', { name: 'Conversation copied' }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(
      [
        '**You:** How do I install it?',
        `**Assistant:**\n\n${CITED_BODY}\n\nSources:\n\n` +
          `1. [Quickstart › Install](<${server.origin}/quickstart#install>)\n` +
          `2. [Configuration › Theme](<${server.origin}/config#theme>)`,
        '**You:** Does it run on a toaster?',
        `**Assistant:**\n\n${NOT_COVERED_TEXT}`,
      ].join('\n\n---\n\n') + '\n',
    );
    await context.close();
  });
});

describe('reaching people when the answer is not enough', () => {
  const SUPPORT = 'https://help.example.com/new?thread={threadId}&q={question}&from={path}';

  it('offers the support link after a thumbs down, with the details filled in and encoded', async () => {
    const { context, page } = await openWidgetPage(browser, server, { support: SUPPORT });
    const question = 'Can I theme it & keep #dark mode?';
    await openAndAsk(page, question);
    const support = lastAnswer(page).getByRole('link', { name: 'Contact support' });
    expect(await support.count()).toBe(0);

    await lastAnswer(page).getByRole('button', { name: 'Not helpful' }).click();
    await support.waitFor();
    const path = (server.requests[0] as { currentPath: string }).currentPath;
    expect(await support.getAttribute('href')).toBe(
      `https://help.example.com/new?thread=thread-7&q=${encodeURIComponent(question)}&from=${encodeURIComponent(path)}`,
    );
    expect(await support.getAttribute('target')).toBe('_blank');
    // It appears below the answer's actions, at the fold: the reader scrolls down to it, and "Jump to latest" (which
    // stood over it while there was more below) goes.
    await page.locator('[data-da-slot="panel"] [data-da-slot="body"]').hover();
    await page.mouse.wheel(0, 600);
    await page.getByRole('button', { name: 'Jump to latest' }).waitFor({ state: 'detached' });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expectAxeClean(page, `thumbs down, ${scheme}`);
    }
    await context.close();
  });

  it('offers it under an answer the docs do not cover, without a thumbs down', async () => {
    const { context, page } = await openWidgetPage(browser, server, {
      support: 'mailto:docs@example.com?subject=Docs%20question&body={question}',
    });
    server.respond(notCoveredAnswer());
    await openAndAsk(page, 'Does it run on a toaster?');
    const support = lastAnswer(page).getByRole('link', { name: 'Contact support' });
    await support.waitFor();
    expect(await support.getAttribute('href')).toBe(
      'mailto:docs@example.com?subject=Docs%20question&body=Does%20it%20run%20on%20a%20toaster%3F',
    );
    expect(await lastAnswer(page).getByRole('group', { name: 'Sources' }).count()).toBe(0);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expectAxeClean(page, `not covered, ${scheme}`);
    }
    await context.close();
  });

  it('shows no link for a template that is not a safe URL, and tells the developer why', async () => {
    const { context, page } = await openWidgetPage(browser, server, { support: 'javascript:alert({question})' });
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    server.respond(notCoveredAnswer());
    await openAndAsk(page, 'Does it run on a toaster?');
    await expect.poll(() => errors.some((text) => text.includes('`support` link'))).toBe(true);
    expect(await lastAnswer(page).getByText('Contact support').count()).toBe(0);
    await context.close();
  });
});

describe('chrome', () => {
  it('names the panel with the host title, else the site, and every region once', async () => {
    const titled = await openWidgetPage(browser, server, { title: 'Acme Docs' });
    await titled.page.getByRole('button', { name: 'Ask AI' }).click();
    await dialog(titled.page, 'Acme Docs').getByRole('heading', { name: 'Acme Docs', level: 2 }).waitFor();
    await titled.context.close();

    const { context, page } = await openWidgetPage(browser, server);
    await page.evaluate(() => {
      const meta = document.createElement('meta');
      meta.setAttribute('property', 'og:site_name');
      meta.content = 'Acme';
      document.head.append(meta);
    });
    await openAndAsk(page, 'How do I install it?');
    await dialog(page, 'Ask Acme').waitFor();
    // One conversation region, one sources list: nothing else shares their names.
    expect(await page.getByRole('region', { name: 'Conversation' }).count()).toBe(1);
    expect(await page.locator('[aria-label="Conversation"]').count()).toBe(1);
    const groupNames = await page
      .getByRole('group')
      .evaluateAll((groups) => groups.map((group) => group.getAttribute('aria-label')));
    expect(groupNames).not.toContain('Assistant');
    await context.close();
  });

  it('lays the empty state out as a heading, one line and a list of starter questions', async () => {
    const { context, page } = await openWidgetPage(browser, server, {
      starterQuestions: ['How do I install it?', 'Can I theme it?'],
    });
    await page.getByRole('button', { name: 'Ask AI' }).click();
    await dialog(page).getByRole('heading', { name: 'How can I help?', level: 3 }).waitFor();
    const starters = dialog(page).getByRole('group', { name: 'Suggested questions' }).getByRole('listitem');
    expect(await starters.allInnerTexts()).toEqual([
      expect.stringContaining('How do I install it?'),
      expect.stringContaining('Can I theme it?'),
    ]);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expectAxeClean(page, `empty, ${scheme}`);
    }
    await context.close();
  });

  it('shows on the launcher that the panel is open: expanded, and a close icon in place of its label', async () => {
    const { context, page } = await openWidgetPage(browser, server, {}, { viewport: { width: 1280, height: 800 } });
    const launcher = page.getByRole('button', { name: 'Ask AI' });
    const closed = (await launcher.boundingBox())!;
    expect(await launcher.getAttribute('aria-expanded')).toBe('false');
    await launcher.click();
    await dialog(page).waitFor();
    await settle(page);
    expect(await launcher.getAttribute('aria-expanded')).toBe('true');
    const open = (await launcher.boundingBox())!;
    // The label gives way to the icon: a round button, narrower than the labelled one, still visible and clickable.
    expect(open.width).toBeLessThan(closed.width);
    expect(Math.abs(open.width - open.height)).toBeLessThan(2);
    await launcher.click();
    await dialog(page).waitFor({ state: 'detached' });
    await context.close();
  });

  it('gives an expanded context chip a box, not the pill’s full radius', async () => {
    const { context, page } = await openWidgetPage(browser, server);
    await page.getByRole('button', { name: 'Ask AI' }).click();
    await page.evaluate(() =>
      (window as unknown as { __assistant: { addContext(item: unknown): void } }).__assistant.addContext({
        type: 'code',
        value: 'const assistant = createAssistant({\n  domain: "acme",\n  theme: { accent: "teal" },\n});\n',
      }),
    );
    const preview = dialog(page).getByRole('button', { name: /^Code const assistant/ });
    await preview.click();
    const chip = dialog(page).locator('[data-da-slot="contextChip"]');
    const { radius, height } = await chip.evaluate((element) => ({
      radius: Number.parseFloat(getComputedStyle(element).borderTopLeftRadius),
      height: element.getBoundingClientRect().height,
    }));
    expect(height).toBeGreaterThan(60);
    expect(radius).toBeLessThan(height / 6);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expectAxeClean(page, `expanded chip, ${scheme}`);
    }
    await context.close();
  });
});

describe('axe on an answer with sources and chips', () => {
  it.each(['light', 'dark'] as const)('has no WCAG violations (%s)', async (scheme) => {
    const { context, page } = await openWidgetPage(browser, server, {}, { colorScheme: scheme });
    await openAndAsk(page, 'How do I install it?');
    await lastAnswer(page).getByRole('button', { name: 'Not helpful' }).hover();
    await expectAxeClean(page, `cited answer, ${scheme}`);
    await context.close();
  });
});
