// Medians of the widget scenarios, as table rows and as JSON.
import type { ColdRun, ConversationRun, FirstRunCode, HostRun, MinimalMountRun, MountRun } from './widget-scenarios';
import { RECENT_MESSAGES } from '../../src/messages/use-recent-window';
import { median } from './stats';

export interface WidgetRuns {
  host: HostRun[];
  mount: MountRun[];
  /** The same on a page with a docs framework's hooks-based parts. */
  mountInteractive: MountRun[];
  /** A minimal React launcher mounted on the same pages, in the same rounds: the floor. */
  minimal: MinimalMountRun[];
  minimalInteractive: MinimalMountRun[];
  /** The measurement alone (timer task, marks, an empty root render), in the same rounds: subtracted from ours. */
  harness: MinimalMountRun[];
  harnessInteractive: MinimalMountRun[];
  /** Code run for the first time by each mount (deterministic: measured once). */
  firstRun: Array<Record<'ours' | 'oursInteractive' | 'minimal' | 'minimalInteractive', FirstRunCode>>;
  cold: ColdRun[];
  conversation: ConversationRun[];
}

export const emptyWidgetRuns = (): WidgetRuns => ({
  host: [],
  mount: [],
  mountInteractive: [],
  minimal: [],
  minimalInteractive: [],
  harness: [],
  harnessInteractive: [],
  firstRun: [],
  cold: [],
  conversation: [],
});

export const WIDGET_TARGETS = { mountMs: 5, openFrames: 0, overFrameWhileScrolling: 0, rerendersWhileStreaming: 0 };

interface Row {
  figure: string;
  median: number | undefined;
  unit: string;
  target?: string;
  runs: number;
  /** Every run's value, so the spread is visible in the JSON. */
  values: number[];
}

const kib = (bytes: number) => bytes / 1024;

export function widgetRows(runs: WidgetRuns): Row[] {
  const row = <T>(figure: string, list: T[], pick: (run: T) => number, unit: string, target?: string): Row => {
    const values = list.map(pick);
    return { figure, median: values.length ? median(values) : undefined, unit, target, runs: values.length, values };
  };
  const {
    host,
    mount,
    mountInteractive,
    minimal,
    minimalInteractive,
    harness,
    harnessInteractive,
    firstRun,
    cold,
    conversation,
  } = runs;
  // What the widget adds to the page's main thread: its mount task's CPU time minus the measurement's own (the same
  // task rendering nothing), round by round.
  const added = (ours: MountRun[], empty: MinimalMountRun[]) =>
    ours.slice(0, empty.length).map((run, i) => ({ ms: run.cpu.cpuMs - empty[i]!.cpu.cpuMs }));
  // Ours over the floor, round by round (each pair measured back to back), then the median of those ratios.
  const ratios = (ours: MountRun[], floor: MinimalMountRun[]) =>
    ours.slice(0, floor.length).map((run, i) => ({ ratio: run.syncMs / floor[i]!.syncMs }));
  return [
    row('host page render (no widget), for scale', host, (r) => r.renderPageMs, 'ms'),
    row(
      'mount on a static page (first hooks of the page): render + commit + effects (flushSync)',
      mount,
      (r) => r.syncMs,
      'ms',
      '≤ 5',
    ),
    row('mount on a static page: until a task queued after it runs', mount, (r) => r.withFollowUpMs, 'ms', '≤ 5'),
    row(
      'mount on an interactive docs page (hooks warm): render + commit + effects',
      mountInteractive,
      (r) => r.syncMs,
      'ms',
      '≤ 5',
    ),
    row(
      'mount on an interactive docs page: until a task queued after it runs',
      mountInteractive,
      (r) => r.withFollowUpMs,
      'ms',
      '≤ 5',
    ),
    row(
      'floor: a minimal React launcher (state, keydown listener, idle callback), static page',
      minimal,
      (r) => r.syncMs,
      'ms',
    ),
    row('floor: the same on the interactive page', minimalInteractive, (r) => r.syncMs, 'ms'),
    row(
      "mount task, main-thread CPU time (trace; other processes' time excluded), static page",
      mount,
      (r) => r.cpu.cpuMs,
      'ms',
    ),
    row("the floor's, static page", minimal, (r) => r.cpu.cpuMs, 'ms'),
    row('the measurement alone (the same task rendering nothing), static page', harness, (r) => r.cpu.cpuMs, 'ms'),
    row(
      'main-thread time the mount adds (CPU, ours − the measurement alone), static page',
      added(mount, harness),
      (r) => r.ms,
      'ms',
      '≤ 5',
    ),
    row('mount task, main-thread CPU time, interactive page', mountInteractive, (r) => r.cpu.cpuMs, 'ms'),
    row("the floor's, interactive page", minimalInteractive, (r) => r.cpu.cpuMs, 'ms'),
    row('the measurement alone, interactive page', harnessInteractive, (r) => r.cpu.cpuMs, 'ms'),
    row(
      'main-thread time the mount adds (CPU, ours − the measurement alone), interactive page',
      added(mountInteractive, harnessInteractive),
      (r) => r.ms,
      'ms',
      '≤ 5',
    ),
    row(
      'the frame after the mount: style, layout, paint (CPU), interactive page',
      mountInteractive,
      (r) => r.cpu.renderCpuMs,
      'ms',
    ),
    row("the floor's, interactive page", minimalInteractive, (r) => r.cpu.renderCpuMs, 'ms'),
    row(
      'mount: code run for the first time (V8 coverage; noise-free), static page',
      firstRun,
      (r) => kib(r.ours.bytes),
      'KiB',
    ),
    row("the floor's, static page", firstRun, (r) => kib(r.minimal.bytes), 'KiB'),
    row('mount: code run for the first time, interactive page', firstRun, (r) => kib(r.oursInteractive.bytes), 'KiB'),
    row("the floor's, interactive page", firstRun, (r) => kib(r.minimalInteractive.bytes), 'KiB'),
    row('mount ÷ floor, static page (median of per-round ratios)', ratios(mount, minimal), (r) => r.ratio, '×'),
    row(
      'mount ÷ floor, interactive page (median of per-round ratios)',
      ratios(mountInteractive, minimalInteractive),
      (r) => r.ratio,
      '×',
    ),
    row('mount again, same page (code compiled, chunks loaded)', cold, (r) => r.remount.syncMs, 'ms'),
    row('mount again: until a task queued after it runs', cold, (r) => r.remount.withFollowUpMs, 'ms'),
    row('scripts up front, host page alone (gzip transfer)', host, (r) => kib(r.upFront.transfer), 'KiB'),
    row('scripts up front, host page + widget (gzip transfer)', mount, (r) => kib(r.upFront.transfer), 'KiB'),
    row(
      "scripts up front, the widget's share",
      mount,
      (r) => kib(r.upFront.transfer) - kib(median(host.map((h) => h.upFront.transfer))),
      'KiB',
    ),
    row(
      'scripts fetched with no sign of intent (the page left idle after the mount)',
      mount,
      (r) => r.withoutIntent.files,
      'files',
      '0',
    ),
    row(
      'scripts preloaded on intent (pointer on the launcher: panel + engine)',
      mount,
      (r) => kib(r.preloaded.transfer),
      'KiB',
    ),
    row('first open, preloaded: dialog + focused input', mount, (r) => r.open.usable.ms, 'ms'),
    row('first open, preloaded: dialog + focused input', mount, (r) => r.open.usable.frames, 'frames', '0'),
    row('first open, preloaded: full panel', mount, (r) => r.open.panel.ms, 'ms'),
    row('first open, preloaded: full panel', mount, (r) => r.open.panel.frames, 'frames', '0'),
    row('first open, nothing preloaded: shell + focused input', cold, (r) => r.open.usable.ms, 'ms'),
    row('first open, nothing preloaded: shell + focused input', cold, (r) => r.open.usable.frames, 'frames', '0'),
    row('first open, nothing preloaded: full panel', cold, (r) => r.open.panel.ms, 'ms'),
    row('first open, nothing preloaded: full panel', cold, (r) => r.open.panel.frames, 'frames'),
    row('200 messages: open to focused input', conversation, (r) => r.open.usable.ms, 'ms'),
    row('200 messages: open to the newest answer rendered', conversation, (r) => r.open.newest.ms, 'ms'),
    row('200 messages: open to the newest answer rendered', conversation, (r) => r.open.newest.frames, 'frames', '0'),
    row(
      `200 messages: open to all ${RECENT_MESSAGES} of its window rendered`,
      conversation,
      (r) => r.open.rendered.ms,
      'ms',
    ),
    row('200 messages: frames > 16.7 ms while opening', conversation, (r) => r.openFrames.overFrame, 'frames', '0'),
    row('200 messages: longest frame while opening', conversation, (r) => r.openFrames.maxFrameMs, 'ms'),
    row('200 messages: long tasks while opening (total)', conversation, (r) => r.openLongTasks.totalMs, 'ms'),
    row('200 messages: longest task while opening', conversation, (r) => r.openLongTasks.maxMs, 'ms'),
    row('200 messages: scroll, frames', conversation, (r) => r.scroll.frames, 'frames'),
    row('200 messages: scroll, frames > 16.7 ms', conversation, (r) => r.scroll.overFrame, 'frames', '0'),
    row('200 messages: scroll, p95 frame', conversation, (r) => r.scroll.p95FrameMs, 'ms'),
    row('200 messages: scroll, longest frame', conversation, (r) => r.scroll.maxFrameMs, 'ms'),
    row('200 messages: scroll, long tasks', conversation, (r) => r.scroll.longTasks, 'tasks'),
    row(
      '200 messages: finished-message re-renders while streaming',
      conversation,
      (r) => r.rerenders.whileStreaming,
      'renders',
      '0',
    ),
    row(
      '200 messages: finished-message re-renders at start/end of the answer',
      conversation,
      (r) => r.rerenders.otherwise,
      'renders',
    ),
    row('200 messages: React commits during the answer', conversation, (r) => r.rerenders.commits, 'commits'),
  ].filter((r) => r.runs > 0);
}

export function printWidgetTable(rows: Row[]): void {
  const show = (v: number | undefined) =>
    v === undefined || Number.isNaN(v) ? '–' : v >= 100 ? v.toFixed(0) : v.toFixed(v >= 10 ? 1 : 2);
  console.log('\nThe widget on a host page (median of runs; fresh context, empty cache, each run):\n');
  console.log('| figure | median | unit | target | runs | per run |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const r of rows) {
    console.log(
      `| ${r.figure} | ${show(r.median)} | ${r.unit} | ${r.target ?? ''} | ${r.runs} | ${r.values.map(show).join(', ')} |`,
    );
  }
}
