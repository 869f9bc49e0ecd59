// `npm run bench`: the streaming render cost of our renderer, naive react-markdown and streamdown, and the widget on a
// host page (mount cost, first open, a 200-message conversation), measured in the same run in headless Chromium.
// Options: --runs N (default 3, the mount at least 7; the whole bench takes ~5 minutes on a shared 2-core machine),
// --quick (~1.5 min: fewer runs, sparser sampling of naive and streamdown),
// --only ours,naive,streamdown,conversation,mount,cold,long,huge,runaway,service (or `widget` for mount,cold,long), --chars N
// (answer length, default 32000). `huge`: the longest task for one 5 MB single-line delta (code and prose).
// `runaway`: that delta through the whole widget, then "Show all" while typing (`--base <ref>`: before/after).
import { mkdir, writeFile } from 'node:fs/promises';
import { launchChromium } from '../launch-chromium';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { buildPages, type Variant } from './build-pages';
import { docsAnswer } from './docs-answer';
import type { RunResult } from './pages/harness';
import { buildWidgetPages } from './build-widget-pages';
import { serveStatic } from './serve-static';
import { buildHugeDeltaPage, measureHugeDelta, printHugeDelta, type HugeDeltaRow } from './huge-delta';
import { fastestPerUpdate, figuresOf, FRAME_MS, median, medianFigures, type Figures } from './stats';
import { streamingAnswers } from './stream-answer';
import { emptyWidgetRuns, printWidgetTable, WIDGET_TARGETS, widgetRows } from './widget-report';
import {
  measureColdOpen,
  measureFirstRunCode,
  measureHost,
  measureLongConversation,
  measureMinimalMount,
  measureMountAndIntentOpen,
} from './widget-scenarios';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    quick: { type: 'boolean', default: false },
    only: { type: 'string' },
    chars: { type: 'string', default: '32000' },
    base: { type: 'string' },
  },
});
const runs = values.quick ? 2 : Number(values.runs);

// An 8,000-token answer (~4 characters per token) arriving 4 characters at a time, as in the issue's anchors.
const ANSWER_CHARS = Number(values.chars);
const CHUNK_CHARS = 4;
const TARGETS = { medianMs: 1, p95Ms: 3, overFrame: 0, exponent: 1.1 };

interface Plan {
  variant: Variant;
  label: string;
  runs: number;
  /** Naive re-renders everything each update, so each update's cost depends only on the length: sampling every
   *  Nth update estimates the same figures in a fraction of the time (it would otherwise take minutes per run). */
  stride: number;
}
const allPlans: Plan[] = [
  { variant: 'ours', label: 'docs-assistant', runs, stride: 1 },
  {
    variant: 'naive',
    label: 'naive react-markdown',
    runs: values.quick ? 1 : Math.max(1, Math.min(2, runs)),
    stride: values.quick ? 64 : 16,
  },
  // Streamdown memoises blocks too, but each of its updates also re-reads the whole text; sampled like naive.
  // Sampled 1 in 16: at ~40 ms per update, every 4th update cost ~70 s per run, more than the rest of the bench.
  {
    variant: 'streamdown',
    label: 'streamdown (dev only)',
    runs: values.quick ? 1 : Math.max(1, Math.min(2, runs)),
    stride: values.quick ? 64 : 16,
  },
  { variant: 'conversation', label: 'ours, after 200 messages', runs: 1, stride: 1 },
];
const only = values.only?.split(',').flatMap((name) => (name === 'widget' ? ['mount', 'cold', 'long'] : [name]));
const plans = allPlans.filter((plan) => !only || only.includes(plan.variant));

// The local service (`--only service`; also `npm run bench:service`): stored threads, concurrent streams, hostile inputs.
if (only?.includes('service')) {
  await (await import('./service')).serviceBench();
  if (only.length === 1) process.exit(0);
}

// The runaway answer end to end (`--only runaway`, with `--base <ref>` for a before/after in one run).
if (only?.includes('runaway')) {
  await (await import('./runaway')).runawayBench(runs, values.base);
  if (only.length === 1) process.exit(0);
}

// The widget scenarios: each run is a fresh page load, so a round costs a few seconds (the long conversation ~15 s).
const LONG_MESSAGES = 200;
// The mount is a few milliseconds measured on a shared machine: more rounds than the rest (~5 s each) for its medians.
const MOUNT_RUNS = values.quick ? runs : Math.max(runs, 7);
const widgetPlans = [
  { name: 'mount', runs: MOUNT_RUNS },
  { name: 'cold', runs },
  { name: 'long', runs: values.quick ? 1 : Math.min(2, runs) },
].filter((plan) => !only || only.includes(plan.name));
const widgetRuns = emptyWidgetRuns();
// The 5 MB delta: naive takes seconds per page, so two rounds at most.
const hugeRuns = !only || only.includes('huge') ? (values.quick ? 1 : Math.min(2, runs)) : 0;
const hugeResults: HugeDeltaRow[][] = [];

const outDir = '.bench';
await buildPages(`${outDir}/pages`);
if (widgetPlans.length) await buildWidgetPages(`${outDir}/pages/host`);
if (hugeRuns) await buildHugeDeltaPage(`${outDir}/pages`);
// The widget's answers while the long conversation streams: 6,000 characters, 4 per event, 2 ms apart.
const { url, server } = await serveStatic(
  `${outDir}/pages`,
  streamingAnswers({ chars: 6_000, chunkChars: CHUNK_CHARS, gapMs: 2 }),
);
const browser = await launchChromium();
const text = docsAnswer(ANSWER_CHARS);
const results = new Map<Variant, RunResult[]>();
const warmup = docsAnswer(2_400).replace(/acme/g, 'warm');
let isolated = true;

try {
  // Runs are interleaved across renderers so that load from other processes falls on all of them alike.
  for (let round = 0; round < Math.max(runs, MOUNT_RUNS); round++) {
    for (const plan of plans) {
      if (round >= plan.runs) continue;
      const page = await browser.newPage();
      await page.goto(`${url}/${plan.variant}.html`);
      await page.waitForFunction(() => '__bench' in window);
      isolated &&= await page.evaluate(() => crossOriginIsolated);
      const run = await page.evaluate(
        ([t, c, s, w]) =>
          (window as unknown as { __bench: { run(...a: unknown[]): Promise<RunResult> } }).__bench.run(t, c, s, w),
        [text, CHUNK_CHARS, plan.stride, warmup] as const,
      );
      await page.close();
      results.set(plan.variant, [...(results.get(plan.variant) ?? []), run]);
      const last = figuresOf(run, plan.stride);
      process.stdout.write(
        `round ${round + 1}/${runs} ${plan.label}: median ${last.medianMs.toFixed(3)} ms, p95 ${last.p95Ms.toFixed(3)} ms\n`,
      );
    }
    if (round < hugeRuns) {
      const rows = await measureHugeDelta(browser, url);
      hugeResults.push(rows);
      process.stdout.write(
        `round ${round + 1}/${hugeRuns} 5 MB delta, longest task: ${rows.map((r) => `${r.renderer} ${r.kind} ${r.longestTaskMs.toFixed(0)} ms`).join(', ')}\n`,
      );
    }
    for (const plan of widgetPlans) {
      if (round >= plan.runs) continue;
      // The widget's source changes while others work on it: a failed scenario is reported, the bench goes on.
      try {
        if (plan.name === 'mount') {
          widgetRuns.host.push(await measureHost(browser, url));
          const mount = await measureMountAndIntentOpen(browser, url);
          widgetRuns.mount.push(mount);
          const interactive = await measureMountAndIntentOpen(browser, url, true);
          widgetRuns.mountInteractive.push(interactive);
          const minimal = await measureMinimalMount(browser, url);
          widgetRuns.minimal.push(minimal);
          const minimalInteractive = await measureMinimalMount(browser, url, true);
          widgetRuns.minimalInteractive.push(minimalInteractive);
          widgetRuns.harness.push(await measureMinimalMount(browser, url, false, 'nothing'));
          widgetRuns.harnessInteractive.push(await measureMinimalMount(browser, url, true, 'nothing'));
          // Deterministic, so once.
          if (round === 0) {
            widgetRuns.firstRun.push({
              ours: await measureFirstRunCode(browser, url, 'widget'),
              oursInteractive: await measureFirstRunCode(browser, url, 'widget', true),
              minimal: await measureFirstRunCode(browser, url, 'minimal'),
              minimalInteractive: await measureFirstRunCode(browser, url, 'minimal', true),
            });
          }
          process.stdout.write(
            `round ${round + 1}/${MOUNT_RUNS} widget mount: ${mount.syncMs.toFixed(2)} ms (${mount.withFollowUpMs.toFixed(2)} ms with follow-up), ` +
              `on an interactive page ${interactive.syncMs.toFixed(2)} ms; floor ${minimal.syncMs.toFixed(2)} / ${minimalInteractive.syncMs.toFixed(2)} ms; preloaded open: full panel after ${mount.open.panel.frames} frames\n`,
          );
        } else if (plan.name === 'cold') {
          const cold = await measureColdOpen(browser, url);
          widgetRuns.cold.push(cold);
          process.stdout.write(
            `round ${round + 1}/${runs} widget cold open: shell after ${cold.open.usable.frames} frames, full panel after ${cold.open.panel.ms.toFixed(1)} ms; remount ${cold.remount.syncMs.toFixed(2)} ms\n`,
          );
        } else {
          const long = await measureLongConversation(browser, url, LONG_MESSAGES, 240);
          widgetRuns.conversation.push(long);
          process.stdout.write(
            `round ${round + 1}/${runs} widget ${LONG_MESSAGES} messages: newest answer after ${long.open.newest.ms.toFixed(0)} ms, all rendered after ${long.open.rendered.ms.toFixed(0)} ms, ` +
              `${long.scroll.overFrame}/${long.scroll.frames} scroll frames > ${FRAME_MS.toFixed(1)} ms, ${long.rerenders.whileStreaming} re-renders while streaming\n`,
          );
        }
      } catch (error) {
        process.stdout.write(
          `round ${round + 1}/${runs} widget ${plan.name} FAILED: ${error instanceof Error ? error.message : String(error)}\n`,
        );
      }
    }
  }
} finally {
  await browser.close();
  server.close();
}

const summary = plans.map((plan) => {
  const raw = results.get(plan.variant) ?? [];
  const fastest = fastestPerUpdate(raw);
  return {
    ...plan,
    /** Per update, the fastest run: the renderer's own cost with preemption by other processes filtered out. */
    filtered: fastest ? figuresOf(fastest, plan.stride) : undefined,
    /** Median across runs of each run's figures, noise included. */
    medianOfRuns: medianFigures(raw.map((run) => figuresOf(run, plan.stride))),
    perRun: raw.map((run) => figuresOf(run, plan.stride)),
    mountMs: median(raw.map((run) => run.mountMs)),
  };
});
const ms = (v: number) => (v >= 100 ? v.toFixed(0) : v.toFixed(v >= 10 ? 1 : 3));
const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
function table(title: string, pick: (s: (typeof summary)[number]) => Figures | undefined) {
  const naiveSummary = summary.find((s) => s.variant === 'naive');
  const naive = naiveSummary && pick(naiveSummary);
  console.log(`\n${title}\n`);
  console.log(
    row([
      'renderer',
      'runs',
      'sampled',
      'median ms',
      'p95 ms',
      'max ms',
      `> ${FRAME_MS.toFixed(1)} ms`,
      'total ms',
      'exponent 2k–8k',
      'median vs naive',
      'total vs naive',
    ]),
  );
  console.log(row(Array<string>(11).fill('---')));
  for (const s of summary) {
    const f = pick(s);
    if (!f) continue;
    const ratio = (a: number, b: number | undefined) => (b && s.variant !== 'naive' ? `${(a / b).toFixed(3)}×` : '');
    console.log(
      row([
        s.label,
        String(s.perRun.length),
        s.stride === 1 ? 'every update' : `1 in ${s.stride}`,
        ms(f.medianMs),
        ms(f.p95Ms),
        ms(f.maxMs),
        String(Math.round(f.overFrame)),
        ms(f.totalMs),
        f.exponent.toFixed(2),
        ratio(f.medianMs, naive?.medianMs),
        ratio(f.totalMs, naive?.totalMs),
      ]),
    );
  }
}
if (plans.length) {
  console.log(
    `\n${ANSWER_CHARS} chars (~${ANSWER_CHARS / 4} tokens) in ${CHUNK_CHARS}-char chunks; performance.now() ` +
      `${isolated ? 'cross-origin isolated (5 µs)' : 'NOT isolated (100 µs)'}; machine load average ${loadavg()[0]?.toFixed(1)}`,
  );
  table('Per update, fastest of the runs (noise from other processes filtered out):', (s) => s.filtered);
  table('Median of the runs (each run as measured, noise included):', (s) => s.medianOfRuns);
}
const conversation = summary.find((s) => s.variant === 'conversation');
if (conversation)
  console.log(
    `\nMounting 200 finished messages: ${ms(conversation.mountMs)} ms (once, when a long conversation opens).`,
  );

const ours = summary.find((s) => s.variant === 'ours')?.filtered;
const failures = ours ? Object.entries(TARGETS).filter(([key, limit]) => ours[key as keyof Figures] > limit) : [];
if (ours)
  console.log(
    failures.length
      ? `Targets missed (filtered figures): ${failures.map(([k, v]) => `${k} ≤ ${v}`).join(', ')}`
      : 'All streaming targets met (filtered figures).',
  );
if (hugeResults.length) printHugeDelta(hugeResults);
const widget = widgetRows(widgetRuns);
if (widget.length) printWidgetTable(widget);

await mkdir(outDir, { recursive: true });
await writeFile(
  `${outDir}/results.json`,
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      answerChars: ANSWER_CHARS,
      chunkChars: CHUNK_CHARS,
      crossOriginIsolated: isolated,
      loadAverage: loadavg(),
      targets: TARGETS,
      renderers: summary,
      widget: { targets: WIDGET_TARGETS, rows: widget, runs: widgetRuns },
      hugeDelta: hugeResults,
    },
    null,
    2,
  )}\n`,
);
console.log(`Wrote ${outDir}/results.json`);
