// In-page measuring tools for the widget bench: milestones in milliseconds and frames, frame intervals and long
// tasks, script bytes from Resource Timing. Nothing here knows the widget beyond the selectors it is given.

export interface Milestone {
  /** Milliseconds from the start (e.g. the click) until the condition first held. */
  ms: number;
  /** Animation frames that began before the condition held: 0 = it is painted in the first frame after the start. */
  frames: number;
}

/**
 * Resolves once every condition has held, with when each first did. Conditions are checked after every DOM change
 * and focus change (microtasks, so before the next paint) and at each animation frame.
 */
export function waitForMilestones<K extends string>(
  start: number,
  conditions: Record<K, () => boolean>,
  timeoutMs = 30_000,
): Promise<Record<K, Milestone>> {
  const found: Partial<Record<K, Milestone>> = {};
  const names = Object.keys(conditions) as K[];
  let frames = 0;
  return new Promise((resolve, reject) => {
    let raf = 0;
    const check = () => {
      for (const name of names) {
        if (!found[name] && conditions[name]()) found[name] = { ms: performance.now() - start, frames };
      }
      if (names.every((name) => found[name])) {
        observer.disconnect();
        document.removeEventListener('focusin', check);
        cancelAnimationFrame(raf);
        clearTimeout(timer);
        resolve(found as Record<K, Milestone>);
      }
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    document.addEventListener('focusin', check);
    const onFrame = () => {
      check();
      frames++;
      raf = requestAnimationFrame(onFrame);
    };
    raf = requestAnimationFrame(onFrame);
    const timer = setTimeout(() => {
      observer.disconnect();
      cancelAnimationFrame(raf);
      reject(new Error(`milestones not reached: ${names.filter((n) => !found[n]).join(', ')}`));
    }, timeoutMs);
    check();
  });
}

export interface LongTasks {
  count: number;
  totalMs: number;
  maxMs: number;
  stop(): { count: number; totalMs: number; maxMs: number };
}

/** Collects long tasks (> 50 ms, the browser's definition) until `stop()`. */
export function watchLongTasks(): LongTasks {
  const state = { count: 0, totalMs: 0, maxMs: 0 };
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      state.count++;
      state.totalMs += entry.duration;
      state.maxMs = Math.max(state.maxMs, entry.duration);
    }
  });
  observer.observe({ type: 'longtask', buffered: false });
  return Object.assign(state, {
    stop() {
      for (const entry of observer.takeRecords()) {
        state.count++;
        state.totalMs += entry.duration;
        state.maxMs = Math.max(state.maxMs, entry.duration);
      }
      observer.disconnect();
      return { count: state.count, totalMs: state.totalMs, maxMs: state.maxMs };
    },
  });
}

export interface ScriptBytes {
  /** Bytes over the wire (compressed body + headers), as `transferSize` reports them. */
  transfer: number;
  /** Compressed body bytes. */
  encoded: number;
  /** Uncompressed body bytes. */
  decoded: number;
  files: number;
}

/** JavaScript loaded so far (Resource Timing; the page itself is not a script). */
export function scriptBytes(): ScriptBytes {
  const total: ScriptBytes = { transfer: 0, encoded: 0, decoded: 0, files: 0 };
  for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
    if (!new URL(entry.name).pathname.endsWith('.js')) continue;
    total.transfer += entry.transferSize;
    total.encoded += entry.encodedBodySize;
    total.decoded += entry.decodedBodySize;
    total.files++;
  }
  return total;
}

export const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

export interface FrameFigures {
  frames: number;
  /** Frames longer than one 60 Hz frame plus 1 ms of jitter: at least one missed vsync. */
  overFrame: number;
  maxFrameMs: number;
  p95FrameMs: number;
}

const FRAME_MS = 1000 / 60;

/**
 * Records every animation frame until `stop()`. A frame lasts from its begin time (the rAF timestamp) to the next
 * one's — except that after a long task Chromium hands the waiting callback the stale begin time it was issued
 * with, so a callback that runs more than a frame after its own timestamp counts as that late instead.
 */
export function watchFrames(): { stop(): FrameFigures } {
  const frames: Array<[stamp: number, ranAt: number]> = [];
  let raf = requestAnimationFrame(function onFrame(stamp) {
    frames.push([stamp, performance.now()]);
    raf = requestAnimationFrame(onFrame);
  });
  return {
    stop() {
      cancelAnimationFrame(raf);
      const durations = frames
        .slice(1)
        .map(([stamp, ranAt], i) => {
          const gap = stamp - (frames[i]?.[0] ?? stamp);
          const late = ranAt - stamp;
          return late > FRAME_MS ? Math.max(gap, late) : gap;
        })
        .sort((a, b) => a - b);
      return {
        frames: durations.length,
        overFrame: durations.filter((d) => d > FRAME_MS + 1).length,
        maxFrameMs: durations[durations.length - 1] ?? 0,
        p95FrameMs: durations[Math.max(0, Math.ceil(durations.length * 0.95) - 1)] ?? 0,
      };
    },
  };
}

export interface ScrollFigures extends FrameFigures {
  longTasks: number;
  longTaskMs: number;
  distancePx: number;
}

/** Scrolls `container` from its top to its bottom, `stepPx` per frame (a fast wheel), timing every frame. */
export async function scrollThrough(container: HTMLElement, stepPx: number): Promise<ScrollFigures> {
  container.scrollTop = 0;
  for (let i = 0; i < 5; i++) await nextFrame();
  const tasks = watchLongTasks();
  await nextFrame();
  const frames = watchFrames();
  const end = container.scrollHeight - container.clientHeight;
  while (container.scrollTop < end - 1) {
    container.scrollTop = Math.min(end, container.scrollTop + stepPx);
    await nextFrame();
  }
  await nextFrame();
  await nextFrame();
  const long = tasks.stop();
  return { ...frames.stop(), longTasks: long.count, longTaskMs: long.totalMs, distancePx: end };
}

export interface RerenderCount {
  /** Re-renders of finished messages in commits made while the list said `data-status="streaming"`. */
  whileStreaming: number;
  /** Re-renders of finished messages in all other commits (the answer being requested, finishing). */
  otherwise: number;
  commits: number;
}

/**
 * Counts re-renders of already-present elements matching `selector`, commit by commit. A component that re-renders
 * gives its host element a new props object, which React stores on the DOM node (`__reactProps$…`); a component
 * that bails out (memo) leaves it untouched. Commits are observed through the DevTools hook, which production React
 * calls too; it must be installed before React loads (see `devtoolsHookScript`).
 */
export function countRerenders(selector: string, list: () => HTMLElement | null): { stop(): RerenderCount } {
  const seen = new WeakMap<Element, unknown>();
  const propsOf = (el: Element) => {
    const key = Object.keys(el).find((k) => k.startsWith('__reactProps$'));
    return key ? (el as unknown as Record<string, unknown>)[key] : undefined;
  };
  for (const el of document.querySelectorAll(selector)) seen.set(el, propsOf(el));
  const count: RerenderCount = { whileStreaming: 0, otherwise: 0, commits: 0 };
  const hooks = window as unknown as { __benchOnCommit?: () => void };
  hooks.__benchOnCommit = () => {
    count.commits++;
    const streaming = list()?.dataset.status === 'streaming';
    for (const el of document.querySelectorAll(selector)) {
      if (!seen.has(el)) continue;
      const props = propsOf(el);
      if (props === seen.get(el)) continue;
      seen.set(el, props);
      if (streaming) count.whileStreaming++;
      else count.otherwise++;
    }
  };
  return {
    stop() {
      hooks.__benchOnCommit = undefined;
      return count;
    },
  };
}

/** A minimal DevTools hook, run before React loads, forwarding each commit to `window.__benchOnCommit`. */
export const devtoolsHookScript = `window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
  supportsFiber: true, isDisabled: false, renderers: new Map(),
  inject() { return 1; }, checkDCE() {},
  onCommitFiberRoot() { window.__benchOnCommit && window.__benchOnCommit(); },
  onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, onScheduleFiberRoot() {},
};`;
