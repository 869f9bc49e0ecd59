// The widget on a host page, one fresh browser context (empty cache and storage) per scenario: what mounting costs,
// how fast the first open is (chunks preloaded on the reader's intent, or not yet), and a 200-message conversation.
import type { Browser, CDPSession, Page } from 'playwright-core';
import type { HostBench } from './pages/host';
import type { FrameFigures, Milestone, RerenderCount, ScriptBytes, ScrollFigures } from './pages/probes';
import type { WidgetBench } from './pages/widget';
import { traceTaskCpu, type TaskCpu } from './main-thread-cpu';
import { BENCH_STORAGE_KEY, storedConversation } from './stored-conversation';

type Bench = WidgetBench & HostBench;
const call = <R>(page: Page, fn: (bench: Bench) => R | Promise<R>): Promise<R> =>
  // The function is serialised into the page; `bench` is the page's `window.__widget`.
  page.evaluate<R>(`(${fn.toString()})(window.__widget)`);

/**
 * A fresh context and page at `url`, handed to `run`, closed after. `init` runs in the page before its scripts;
 * `beforeLoad` gets the page before it navigates (to start a CDP measurement, say).
 */
async function openPage<T>(
  browser: Browser,
  url: string,
  run: (page: Page) => Promise<T>,
  { init, beforeLoad }: { init?: string; beforeLoad?: (page: Page) => Promise<void> } = {},
): Promise<T> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    if (init) await page.addInitScript(init);
    await beforeLoad?.(page);
    await page.goto(url);
    await page.waitForFunction(() => '__widget' in window);
    return await run(page);
  } finally {
    await context.close();
  }
}

export interface HostRun {
  upFront: ScriptBytes;
  renderPageMs: number;
}

const difference = (after: ScriptBytes, before: ScriptBytes): ScriptBytes => ({
  transfer: after.transfer - before.transfer,
  encoded: after.encoded - before.encoded,
  decoded: after.decoded - before.decoded,
  files: after.files - before.files,
});

/** The host page alone: its scripts and its render, the baseline. */
export const measureHost = (browser: Browser, url: string) =>
  openPage(browser, `${url}/host/host.html`, async (page): Promise<HostRun> => {
    const upFront = await call(page, (b) => b.scriptBytes());
    return { upFront, renderPageMs: await call(page, (b) => b.renderPage()) };
  });

export interface MountRun extends HostRun {
  syncMs: number;
  withFollowUpMs: number;
  /** The mount task's main-thread CPU time and the rendering after it, from a trace. */
  cpu: TaskCpu;
  /** Scripts fetched after the mount while the page went idle with no sign of intent (should be none). */
  withoutIntent: ScriptBytes;
  /** Scripts the preload fetched once the pointer reached the launcher (panel and engine chunks). */
  preloaded: ScriptBytes;
  open: Record<'usable' | 'panel', Milestone>;
}

/**
 * Mounts the widget into the rendered page, lets the page go idle (nothing may load), moves the pointer onto the
 * launcher (the panel and engine preload), then opens it. `interactive`: the
 * page has a docs framework's hooks-based parts (theme toggle, table of contents…), so React's hooks have run before
 * the widget mounts, as on a real docs site; otherwise the widget is the page's first component with hooks.
 */
export const measureMountAndIntentOpen = (browser: Browser, url: string, interactive = false) =>
  openPage(
    browser,
    `${url}/host/widget.html${interactive ? '?host=interactive' : ''}`,
    async (page): Promise<MountRun> => {
      const upFront = await call(page, (b) => b.scriptBytes());
      const renderPageMs = await call(page, (b) => b.renderPage());
      const {
        result: { syncMs, withFollowUpMs },
        cpu,
      } = await traceTaskCpu(browser, page, () => call(page, (b) => b.mount()));
      await page.evaluate(
        () => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 500), { timeout: 5000 })),
      );
      const idle = await call(page, (b) => b.scriptBytes());
      await page.hover('[data-da-slot="launcher"]');
      await page.evaluate(`window.__widget.waitForPreload(${idle.files})`);
      const all = await call(page, (b) => b.scriptBytes());
      const open = await call(page, (b) => b.open());
      return {
        upFront,
        renderPageMs,
        syncMs,
        withFollowUpMs,
        cpu,
        open,
        withoutIntent: difference(idle, upFront),
        preloaded: difference(all, idle),
      };
    },
  );

export interface MinimalMountRun {
  syncMs: number;
  withFollowUpMs: number;
  /** The mount task's main-thread CPU time and the rendering after it, from a trace. */
  cpu: TaskCpu;
}

/**
 * On a fresh page like the widget's: the floor, a minimal React launcher (`pages/minimal-launcher.tsx`), or nothing —
 * the same timer task, marks and root render with no component, which is the measurement's own cost.
 */
export const measureMinimalMount = (
  browser: Browser,
  url: string,
  interactive = false,
  what: 'minimal' | 'nothing' = 'minimal',
) =>
  openPage(browser, `${url}/host/widget.html${interactive ? '?host=interactive' : ''}`, async (page) => {
    await call(page, (b) => b.renderPage());
    const { result, cpu } = await traceTaskCpu(browser, page, () =>
      page.evaluate<Omit<MinimalMountRun, 'cpu'>>(`window.__widget.mount(${JSON.stringify(what)})`),
    );
    return { ...result, cpu };
  });

export interface FirstRunCode {
  /** Source bytes of the functions that ran for the first time during the mount (minified, as shipped). */
  bytes: number;
  functions: number;
}

/**
 * What a mount costs without the noise of timing: the code it runs for the first time in the page (functions the
 * page had not run before, by V8's precise coverage). First runs are what make a cold mount slower than a warm one
 * (compiling, then running unoptimised), so fewer of these bytes is a cheaper mount on any machine. Idle callbacks
 * are held, so the preload cannot add its own code to the count.
 */
export async function measureFirstRunCode(
  browser: Browser,
  url: string,
  what: 'widget' | 'minimal',
  interactive = false,
): Promise<FirstRunCode> {
  let cdp: CDPSession | undefined;
  return openPage(
    browser,
    `${url}/host/widget.html${interactive ? '?host=interactive' : ''}`,
    async (page) => {
      if (!cdp) throw new Error('no CDP session');
      await call(page, (b) => b.renderPage());
      const key = (script: string, offset: number) => `${script}|${offset}`;
      const ranBefore = new Set<string>();
      // Taking coverage resets its counts: after this, a count means "ran during the mount".
      const before = (await cdp.send('Profiler.takePreciseCoverage')) as { result: ScriptCoverage[] };
      for (const script of before.result) {
        for (const fn of script.functions)
          if (fn.ranges[0]!.count > 0) ranBefore.add(key(script.url, fn.ranges[0]!.startOffset));
      }
      await page.evaluate(`window.__widget.mount(${JSON.stringify(what)})`);
      const after = (await cdp.send('Profiler.takePreciseCoverage')) as { result: ScriptCoverage[] };
      let bytes = 0;
      let functions = 0;
      for (const script of after.result) {
        // The page's own scripts, not the harness's evaluate calls.
        if (!script.url.startsWith(url)) continue;
        for (const fn of script.functions) {
          const range = fn.ranges[0]!;
          if (range.count === 0 || ranBefore.has(key(script.url, range.startOffset))) continue;
          bytes += range.endOffset - range.startOffset;
          functions++;
        }
      }
      return { bytes, functions };
    },
    {
      init: 'window.requestIdleCallback = () => 0;',
      // From before the page loads, so everything it runs is seen.
      beforeLoad: async (page) => {
        cdp = await page.context().newCDPSession(page);
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
      },
    },
  );
}

interface ScriptCoverage {
  url: string;
  functions: Array<{ functionName: string; ranges: Array<{ startOffset: number; endOffset: number; count: number }> }>;
}

/** Mounts the widget and clicks the launcher in the same task: nothing preloaded, the shell must carry the open. */
export interface ColdRun {
  open: Record<'usable' | 'panel', Milestone>;
  /** The same page, the widget unmounted and mounted again: its code already compiled and the chunks loaded. */
  remount: { syncMs: number; withFollowUpMs: number };
}

export const measureColdOpen = (browser: Browser, url: string) =>
  openPage(browser, `${url}/host/widget.html`, async (page): Promise<ColdRun> => {
    await call(page, (b) => b.renderPage());
    const open = await call(page, (b) => b.mountAndOpen());
    return { open, remount: await call(page, (b) => b.remount()) };
  });

export interface ConversationRun {
  messages: number;
  open: Record<'usable' | 'newest' | 'rendered', Milestone>;
  openLongTasks: { count: number; totalMs: number; maxMs: number };
  openFrames: FrameFigures;
  scroll: ScrollFigures;
  scrollStepPx: number;
  rerenders: RerenderCount;
}

/**
 * A stored conversation of `messages` finished messages: open it (chunks preloaded), scroll it top to bottom, then
 * ask a question and count re-renders of the finished messages while the answer streams.
 */
export const measureLongConversation = (browser: Browser, url: string, messages: number, scrollFrames: number) =>
  openPage(
    browser,
    `${url}/host/widget-hooked.html`,
    async (page): Promise<ConversationRun> => {
      const upFront = await call(page, (b) => b.scriptBytes());
      await call(page, (b) => b.renderPage());
      await call(page, (b) => b.mount());
      await page.hover('[data-da-slot="launcher"]');
      await page.evaluate(`window.__widget.waitForPreload(${upFront.files})`);
      const opened = await page.evaluate<
        ConversationRun['open'] & { longTasks: ConversationRun['openLongTasks']; frames: FrameFigures }
      >(`window.__widget.openConversation(${messages})`);
      const { longTasks: openLongTasks, frames: openFrames, ...open } = opened;
      // Cover the whole conversation in about `scrollFrames` frames, never slower than a 100 px wheel step.
      const distance = await page.evaluate(() => {
        const body = document.querySelector('[data-da-slot="panel"] [data-da-slot="body"]');
        return body ? body.scrollHeight - body.clientHeight : 0;
      });
      const scrollStepPx = Math.max(100, Math.ceil(distance / scrollFrames));
      const scroll = await page.evaluate<ScrollFigures>(`window.__widget.scroll(${scrollStepPx})`);

      await page.evaluate(() => {
        (window as unknown as { __rerenders: unknown }).__rerenders = (
          window as unknown as { __widget: WidgetBench }
        ).__widget.countRerenders();
      });
      const input = page.getByRole('textbox', { name: /ask a question/i });
      await input.fill('How do I stream answers?');
      await input.press('Enter');
      await page.waitForFunction(() =>
        document.querySelector('article[data-role="assistant"][data-status="streaming"]'),
      );
      await page.waitForFunction(
        () => (window as unknown as { __widget: WidgetBench }).__widget.answerDone(),
        undefined,
        {
          timeout: 120_000,
        },
      );
      const rerenders = await page.evaluate(() =>
        (window as unknown as { __rerenders: { stop(): RerenderCount } }).__rerenders.stop(),
      );
      return { messages, open, openLongTasks, openFrames, scroll, scrollStepPx, rerenders };
    },
    {
      init: `try { if (location.pathname.endsWith('.html')) localStorage.setItem(${JSON.stringify(BENCH_STORAGE_KEY)}, ${JSON.stringify(storedConversation(messages))}); } catch {}`,
    },
  );
