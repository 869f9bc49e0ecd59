// The host page with the widget, as a host ships it: production React, code splitting on, the widget imported from
// the package source and its stylesheet linked. The runner drives it through `window.__widget`.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { DocsAssistant } from '../../../src/index';
import '../../../src/styles/docs-assistant.css';
import { DocsPage } from './docs-page';
import { InteractiveDocsPage } from './interactive-docs-page';
import { MinimalLauncher } from './minimal-launcher';
import {
  countRerenders,
  scrollThrough,
  scriptBytes,
  waitForMilestones,
  watchFrames,
  watchLongTasks,
  type Milestone,
} from './probes';
import { RECENT_MESSAGES } from '../../../src/messages/use-recent-window';
import { MARK_END, MARK_START } from '../main-thread-cpu';

const page = createRoot(document.getElementById('page') as HTMLElement);
// The page's first user timing mark costs ~0.5 ms (the timeline's setup): paid here, not inside a measured mount.
performance.mark('da-bench:warm-up');
const widget = createRoot(document.getElementById('widget') as HTMLElement);

const q = <T extends Element = HTMLElement>(selector: string) => document.querySelector<T>(selector);
const input = () => q<HTMLTextAreaElement>('[data-da-slot="input"]');
const dialog = () => q('[role="dialog"][data-da-slot="panel"]');
const inputFocused = () => !!input() && document.activeElement === input() && !!dialog()?.contains(input());
const list = () => q('[data-da-slot="messages"]');

const api = {
  /**
   * The host renders its page (measured only for context: what a page render costs here): static by default,
   * `?host=interactive` for one with a docs framework's hooks-based parts.
   */
  renderPage(): number {
    const interactive = new URLSearchParams(location.search).get('host') === 'interactive';
    const start = performance.now();
    flushSync(() => page.render(interactive ? <InteractiveDocsPage /> : <DocsPage />));
    return performance.now() - start;
  },
  /**
   * Mounts the widget into the rendered page, in a task of its own (a timer's), between two user timing marks so a
   * trace can give the task's CPU time. `syncMs`: render, commit, layout and passive effects (a discrete `flushSync`
   * render flushes its passive effects before returning). `withFollowUpMs`: until a task queued after the mount
   * runs, so work the mount scheduled (state set in effects, store listeners) is included.
   */
  mount(what: 'widget' | 'minimal' | 'nothing' = 'widget'): Promise<{ syncMs: number; withFollowUpMs: number }> {
    return new Promise((resolve) =>
      setTimeout(() => {
        performance.mark(MARK_START);
        const start = performance.now();
        // 'nothing': the measurement's own cost (the timer task, the marks, a root render), to subtract.
        flushSync(() =>
          widget.render(
            what === 'nothing' ? null : what === 'minimal' ? (
              <MinimalLauncher />
            ) : (
              <DocsAssistant domain="bench" api="/api/assistant" />
            ),
          ),
        );
        const syncMs = performance.now() - start;
        performance.mark(MARK_END);
        setTimeout(() => resolve({ syncMs, withFollowUpMs: performance.now() - start }));
      }),
    );
  },
  scriptBytes,
  /** Resolves once more than `files` scripts have loaded and no new one came for 300 ms (the preload is over). */
  async waitForPreload(files: number): Promise<void> {
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const deadline = performance.now() + 15_000;
    let last = scriptBytes().files;
    let quietSince = performance.now();
    while (performance.now() < deadline) {
      await sleep(50);
      const now = scriptBytes().files;
      if (now !== last) [last, quietSince] = [now, performance.now()];
      else if (now > files && performance.now() - quietSince >= 300) return;
    }
    throw new Error('the lazy chunks were not preloaded within 15 s');
  },
  /** Unmounts the widget and mounts it again: the mount with its code already compiled (warm JIT). */
  async remount(): Promise<{ syncMs: number; withFollowUpMs: number }> {
    flushSync(() => widget.render(null));
    await new Promise((resolve) => setTimeout(resolve));
    return api.mount();
  },
  /** Mounts the widget and clicks the launcher in the same task: an open before any chunk is preloaded. */
  mountAndOpen(): Promise<Record<'usable' | 'panel', Milestone>> {
    flushSync(() => widget.render(<DocsAssistant domain="bench" api="/api/assistant" />));
    return api.open();
  },
  /** Clicks the launcher and reports when the dialog with a focused input, and the full panel, are in the DOM. */
  async open(): Promise<Record<'usable' | 'panel', Milestone>> {
    const launcher = q<HTMLButtonElement>('[data-da-slot="launcher"]');
    if (!launcher) throw new Error('no launcher');
    const start = performance.now();
    const done = waitForMilestones(start, {
      usable: inputFocused,
      panel: () => inputFocused() && dialog()?.dataset.state === 'open',
    });
    launcher.click();
    return done;
  },
  /**
   * Opens a stored conversation and reports when it is rendered — its newest window (`RECENT_MESSAGES`; earlier
   * messages render a page at a time on request) — with the long tasks meanwhile.
   */
  async openConversation(messages: number) {
    const launcher = q<HTMLButtonElement>('[data-da-slot="launcher"]');
    if (!launcher) throw new Error('no launcher');
    const tasks = watchLongTasks();
    const frames = watchFrames();
    const start = performance.now();
    const done = waitForMilestones(
      start,
      {
        usable: inputFocused,
        // The newest answer, which fills the panel: what the reader sees first.
        newest: () =>
          list()?.querySelector('article[data-role]:last-of-type')?.getAttribute('data-message-id') ===
          `a${messages - 1}`,
        rendered: () =>
          (list()?.querySelectorAll('article[data-role]').length ?? 0) >= Math.min(messages, RECENT_MESSAGES),
      },
      120_000,
    );
    launcher.click();
    const milestones = await done;
    // Two more frames, so the frame that paints the last message is counted.
    for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
    return { ...milestones, longTasks: tasks.stop(), frames: frames.stop() };
  },
  scroll: (stepPx: number) => {
    const body = q('[data-da-slot="panel"] [data-da-slot="body"]');
    if (!body) throw new Error('no scrolling body');
    return scrollThrough(body, stepPx);
  },
  /** Starts counting re-renders of the messages already shown. */
  countRerenders: () => countRerenders('[data-da-slot="messages"] article[data-role]', list),
  answerDone: () =>
    list()?.dataset.status === 'ready' && q('article[data-role="assistant"][data-status="streaming"]') === null,
};

export type WidgetBench = typeof api;
(window as unknown as { __widget: WidgetBench }).__widget = api;
