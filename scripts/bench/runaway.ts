// The runaway answer end to end: one 5 MB text delta arrives through the widget's real path — the SSE
// response, the AI SDK's processing, the store and its saved conversation, the live region's preview, the collapsed
// block — then the reader opens "Show all N characters" and types the next question meanwhile. From a Chrome trace
// of the whole path: the longest main-thread task, the tasks over 50 ms and their total, and what the long ones were.
// `--base <ref>` builds the same page from another commit's `src/` too and alternates the two, for a before/after
// in one run.
import { execFileSync } from 'node:child_process';
import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Browser } from 'playwright-core';
import { hostBuildOptions } from './build-pages';
import { HUGE_DELTA_CHARS, HUGE_DELTA_TARGET_MS } from './huge-delta';
import { serveStatic, type ApiHandler } from './serve-static';

const LONG_TASK_MS = 50;
/** The next question, typed one key at a time while the whole answer renders. */
const NEXT_QUESTION = 'And how do I stop it from running away?';
const END_MARK = ' THE END.';

/** One line of prose, 5 MB long, in one SSE event: what a model stuck in a loop sends through a buffering proxy. */
function runawayText(size = HUGE_DELTA_CHARS): string {
  const words = 'lorem ipsum dolor sit amet, consectetur adipiscing elit ';
  return `Here is the answer. ${words.repeat(Math.ceil(size / words.length)).slice(0, size - END_MARK.length)}${END_MARK}`;
}

const event = (chunk: unknown) => `data: ${JSON.stringify(chunk)}\n\n`;
function runawayAnswer(): ApiHandler {
  const text = runawayText();
  return async (request, response) => {
    for await (const _ of request) {
      // Read the question so the request completes; every question gets the same answer.
    }
    response.writeHead(200, { 'content-type': 'text/event-stream', 'x-vercel-ai-ui-message-stream': 'v1' });
    response.write(event({ type: 'start' }));
    response.write(event({ type: 'text-start', id: 't1' }));
    response.write(event({ type: 'text-delta', id: 't1', delta: text }));
    response.write(event({ type: 'text-end', id: 't1' }));
    response.write(event({ type: 'finish', threadId: 'bench-thread' }));
    response.end('data: [DONE]\n\n');
  };
}

/** Builds `runaway.html` from this tree's `src/` and, given a git ref, `base/runaway.html` from that commit's. */
async function buildRunawayPages(outDir: string, base?: string): Promise<string[]> {
  const page = fileURLToPath(new URL('./pages/runaway.tsx', import.meta.url));
  const variants = [{ name: 'runaway', entry: page }];
  if (base) {
    // The same page file, next to the other commit's sources (node_modules resolve from this tree, as they are the
    // same packages).
    const tree = fileURLToPath(new URL('../../.bench/base-tree/', import.meta.url));
    await rm(tree, { recursive: true, force: true });
    await mkdir(`${tree}scripts/bench/pages`, { recursive: true });
    execFileSync('sh', ['-c', `git archive ${JSON.stringify(base)} src | tar -x -C ${JSON.stringify(tree)}`]);
    await cp(page, `${tree}scripts/bench/pages/runaway.tsx`);
    variants.push({ name: 'base/runaway', entry: `${tree}scripts/bench/pages/runaway.tsx` });
  }
  for (const { name, entry } of variants) {
    await build({ ...hostBuildOptions, entryPoints: { [name]: entry }, outdir: outDir });
    const file = name.split('/').pop()!;
    await writeFile(
      `${outDir}/${name}.html`,
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>runaway</title><link rel="stylesheet" href="./${file}.css"></head>
<body><div id="widget"></div><script type="module" src="./${file}.js"></script></body></html>`,
    );
  }
  return variants.map((v) => v.name);
}

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown>; name?: string };
}

interface LongTask {
  ms: number;
  /** The heaviest work inside it, from the trace's nested events (event type, script, layout…). */
  what: string;
}

interface RunawayRun {
  page: string;
  /** Main-thread tasks over 50 ms from the question's Enter until the whole answer is on screen. */
  longTasks: LongTask[];
  longestMs: number;
  overBudget: number;
  totalMs: number;
  /** From Enter until "Show all" is offered, then from its click until the last character is on screen. */
  toCollapsedMs: number;
  toAllShownMs: number;
  /** The question box's value after the typing: every key kept or not. */
  keptEveryKey: boolean;
  /**
   * Typing alone, once the whole answer is on screen and saved (the 5 MB conversation in storage): the same question
   * typed again into the emptied box; its longest task and the tasks over 50 ms.
   */
  typingLongestMs: number;
  typingOver50: number;
  /** Characters of the conversation saved in `localStorage` while typing alone (0: it did not fit the quota). */
  storedChars: number;
}

const START = 'da-runaway:start';
const TYPING = 'da-runaway:typing';
const TYPED = 'da-runaway:typed';

/** A short label for a long task: its nested events by total duration, the top three. */
function describe(task: TraceEvent, inside: TraceEvent[]): string {
  const byName = new Map<string, number>();
  for (const e of inside) {
    if (e === task || !e.dur) continue;
    const data = e.args?.data ?? {};
    const detail =
      e.name === 'EventDispatch'
        ? `EventDispatch ${String(data.type)}`
        : e.name === 'FunctionCall'
          ? `FunctionCall ${typeof data.functionName === 'string' && data.functionName ? data.functionName : '(anonymous)'}`
          : e.name;
    byName.set(detail, (byName.get(detail) ?? 0) + e.dur);
  }
  return [...byName]
    .filter(([name]) => !['RunTask', 'ThreadControllerImpl::RunTask', 'v8.callFunction'].includes(name))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([name, us]) => `${name} ${(us / 1000).toFixed(0)}`)
    .join(', ');
}

/** The main thread's tasks over `overMs` from the `from` mark on (until the `to` mark, when given). */
function longTasksOf(events: TraceEvent[], from = START, to?: string, overMs = LONG_TASK_MS): LongTask[] {
  const start = events.find((e) => e.name === from);
  if (!start) throw new Error(`the page set no ${from} mark`);
  const end = to ? events.find((e) => e.name === to) : undefined;
  if (to && !end) throw new Error(`the page set no ${to} mark`);
  const main = events.filter((e) => e.pid === start.pid && e.tid === start.tid && e.ph === 'X' && e.dur !== undefined);
  const tasks = main.filter(
    (e) =>
      e.name === 'ThreadControllerImpl::RunTask' &&
      e.ts >= start.ts &&
      (!end || e.ts <= end.ts) &&
      e.dur! > overMs * 1000,
  );
  // Outermost only: a nested run loop (a sync XHR, say) can hold tasks inside a task.
  const outer = tasks.filter((t) => !tasks.some((o) => o !== t && o.ts <= t.ts && o.ts + o.dur! >= t.ts + t.dur!));
  return outer.map((task) => ({
    ms: task.dur! / 1000,
    what: describe(
      task,
      main.filter((e) => e.ts >= task.ts && e.ts + e.dur! <= task.ts + task.dur!),
    ),
  }));
}

async function measureRunaway(browser: Browser, url: string, pageName: string): Promise<RunawayRun> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${url}/${pageName}.html`);
    await page.click('[data-da-slot="launcher"]');
    const input = page.getByRole('textbox', { name: /ask a question/i });
    await input.waitFor();
    await input.fill('Tell me everything.');
    await browser.startTracing(page, {
      categories: ['toplevel', 'blink.user_timing', 'devtools.timeline', 'v8.execute'],
    });
    try {
      await page.evaluate((mark) => performance.mark(mark), START);
      const began = Date.now();
      await input.press('Enter');
      const showAll = page.getByRole('button', { name: /show all .* characters/i });
      await showAll.waitFor({ timeout: 120_000 });
      await page.waitForFunction(
        () => !document.querySelector('article[data-role="assistant"][data-status="streaming"]'),
        undefined,
        { timeout: 120_000 },
      );
      const toCollapsedMs = Date.now() - began;
      const opened = Date.now();
      await showAll.click();
      await input.click();
      await page.keyboard.type(NEXT_QUESTION);
      await page.waitForFunction(
        (end) => document.querySelector('[data-da-oversized] p')?.lastElementChild?.textContent?.endsWith(end) ?? false,
        END_MARK,
        { timeout: 120_000, polling: 100 },
      );
      const toAllShownMs = Date.now() - opened;
      const keptEveryKey = (await input.inputValue()) === NEXT_QUESTION;
      // Typing alone, with the whole answer shown and the conversation saved.
      await input.fill('');
      const storedChars = await page.evaluate(() => localStorage.getItem('docs-assistant:bench')?.length ?? 0);
      await page.evaluate((mark) => performance.mark(mark), TYPING);
      await page.keyboard.type(NEXT_QUESTION);
      await page.evaluate((mark) => performance.mark(mark), TYPED);
      await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)))');
      const trace = await browser.stopTracing();
      const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
      const longTasks = longTasksOf(events);
      // Every task while typing (the longest is usually a keystroke just under 50 ms, or well under it).
      const typing = longTasksOf(events, TYPING, TYPED, 0);
      return {
        typingLongestMs: Math.max(0, ...typing.map((t) => t.ms)),
        typingOver50: typing.filter((t) => t.ms > LONG_TASK_MS).length,
        storedChars,
        page: pageName,
        longTasks,
        longestMs: Math.max(0, ...longTasks.map((t) => t.ms)),
        overBudget: longTasks.filter((t) => t.ms > HUGE_DELTA_TARGET_MS).length,
        totalMs: longTasks.reduce((sum, t) => sum + t.ms, 0),
        toCollapsedMs,
        toAllShownMs,
        keptEveryKey,
      };
    } catch (error) {
      await browser.stopTracing().catch(() => undefined);
      throw error;
    }
  } finally {
    await context.close();
  }
}

/** Serves the built pages with the runaway answer behind `/api/`. */
const serveRunaway = (root: string) => serveStatic(root, runawayAnswer());

function printRunaway(runs: RunawayRun[]): void {
  console.log(
    `\nA runaway answer end to end: one ${HUGE_DELTA_CHARS.toLocaleString('en-US')}-character delta through the chat and the store, then "Show all" while typing (target: no task > ${HUGE_DELTA_TARGET_MS} ms):\n`,
  );
  console.log(
    '| build | run | longest task ms | tasks > 50 ms | their total ms | to "Show all" ms | to all shown ms | every key kept | typing alone: longest ms | typing alone: tasks > 50 ms |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  const pages = [...new Set(runs.map((r) => r.page))];
  for (const name of pages) {
    for (const [index, r] of runs.filter((run) => run.page === name).entries()) {
      console.log(
        `| ${name.startsWith('base/') ? 'base' : 'this branch'} | ${index + 1} | ${r.longestMs.toFixed(0)} | ${r.longTasks.length} | ${r.totalMs.toFixed(0)} | ${r.toCollapsedMs} | ${r.toAllShownMs} | ${r.keptEveryKey ? 'yes' : 'NO'} | ${r.typingLongestMs.toFixed(0)} | ${r.typingOver50} |`,
      );
    }
  }
  console.log("\nThe long tasks of each build's first run (ms: the heaviest work inside, ms):");
  for (const name of pages) {
    const first = runs.find((r) => r.page === name);
    for (const task of first?.longTasks ?? []) console.log(`  ${name}: ${task.ms.toFixed(0)} — ${task.what}`);
  }
}

/** `npm run bench -- --only runaway [--base <ref>] [--runs N]`: the builds alternate, one fresh context per run. */
export async function runawayBench(runs: number, base?: string): Promise<void> {
  const outDir = '.bench/runaway';
  const pages = await buildRunawayPages(outDir, base);
  const { url, server } = await serveRunaway(outDir);
  const { launchChromium } = await import('../launch-chromium');
  const browser = await launchChromium();
  const results: RunawayRun[] = [];
  try {
    for (let round = 0; round < runs; round++) {
      for (const name of pages) {
        const run = await measureRunaway(browser, url, name);
        results.push(run);
        process.stdout.write(
          `round ${round + 1}/${runs} runaway ${name}: longest task ${run.longestMs.toFixed(0)} ms, ${run.longTasks.length} over ${LONG_TASK_MS} ms (${run.totalMs.toFixed(0)} ms); typing alone: longest ${run.typingLongestMs.toFixed(0)} ms, ${run.typingOver50} over ${LONG_TASK_MS} ms, ${run.storedChars.toLocaleString('en-US')} characters saved\n`,
        );
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  printRunaway(results);
}
