// The main thread's CPU time for one task, read from a Chromium trace. Wall-clock time on a shared machine includes
// the moments the renderer's main thread was descheduled for other processes (2 cores, load 2–10 here): the same
// mount measured 4–22 ms. The trace's thread time (`tdur`) counts only the time the thread ran, so it is what the
// widget costs the host page's main thread, and it varies by a few percent between runs instead of several times.
import type { Browser, Page } from 'playwright-core';

/** User timing marks the page sets around the measured work, inside one task of its own. */
export const MARK_START = 'da-bench:start';
export const MARK_END = 'da-bench:end';

export interface TaskCpu {
  /** CPU time of the task that ran the marked work (the whole task: the work plus a timer's dispatch). */
  cpuMs: number;
  /** The same task's wall-clock duration, for comparison. */
  wallMs: number;
  /** CPU time of the browser's rendering work after it (style, layout, paint) until `renderWindowMs` later. */
  renderCpuMs: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  tid: number;
}

const RENDERING = new Set(['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize']);

/**
 * Traces `run`, which must make the page do the work between `performance.mark(MARK_START)` and
 * `performance.mark(MARK_END)` in one task (a `setTimeout` callback, say) and resolve after it.
 */
export async function traceTaskCpu<T>(
  browser: Browser,
  page: Page,
  run: () => Promise<T>,
  renderWindowMs = 100,
): Promise<{ result: T; cpu: TaskCpu }> {
  await browser.startTracing(page, { categories: ['toplevel', 'blink.user_timing', 'devtools.timeline'] });
  let result: T;
  try {
    result = await run();
    // Until the frame that shows the work has been rendered: a timer queued from its animation frame runs after it.
    await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)))');
  } catch (error) {
    await browser.stopTracing();
    throw error;
  }
  const trace = await browser.stopTracing();
  const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  const start = events.find((e) => e.name === MARK_START);
  const end = events.find((e) => e.name === MARK_END);
  if (!start || !end) throw new Error(`the page set no ${MARK_START} / ${MARK_END} marks`);
  const onMain = events.filter((e) => e.tid === start.tid && e.ph === 'X' && e.dur !== undefined);
  const task = onMain.find(
    (e) => e.name === 'ThreadControllerImpl::RunTask' && e.ts <= start.ts && e.ts + e.dur! >= end.ts,
  );
  if (!task || task.tdur === undefined) throw new Error('no task with thread time around the marks');
  // Outermost events only: a Paint can hold nested Paints.
  let renderCpu = 0;
  let coveredUntil = 0;
  for (const e of onMain
    .filter((e) => RENDERING.has(e.name) && e.ts >= end.ts && e.ts <= end.ts + renderWindowMs * 1000)
    .sort((a, b) => a.ts - b.ts)) {
    if (e.ts < coveredUntil) continue;
    renderCpu += e.tdur ?? 0;
    coveredUntil = e.ts + e.dur!;
  }
  return { result, cpu: { cpuMs: task.tdur / 1000, wallMs: task.dur! / 1000, renderCpuMs: renderCpu / 1000 } };
}
