// `npx tsx scripts/bench/mount-ab.ts --base <git ref> [--runs 15]`: the widget's mount cost in this tree and in an
// earlier commit, side by side in one run (rounds interleaved, a fresh browser context each), on the static and the
// interactive docs page. For checking that a change to the eager tier made the mount cheaper. The main-thread CPU
// time (from a trace) varies by a few percent between runs; wall-clock time, printed too, by several times here.
import { execFileSync } from 'node:child_process';
import { launchChromium } from '../launch-chromium';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { hostBuildOptions } from './build-pages';
import { MARK_END, MARK_START, traceTaskCpu } from './main-thread-cpu';
import { serveStatic } from './serve-static';
import { median } from './stats';

const { values } = parseArgs({ options: { base: { type: 'string' }, runs: { type: 'string', default: '15' } } });
if (!values.base) throw new Error('usage: tsx scripts/bench/mount-ab.ts --base <git ref> [--runs N]');
const here = resolve('.');
const work = mkdtempSync(join(tmpdir(), 'mount-ab-'));
const baseTree = join(work, 'base');
execFileSync('git', ['worktree', 'add', '--detach', baseTree, values.base], { stdio: 'ignore' });
symlinkSync(join(here, 'node_modules'), join(baseTree, 'node_modules'), 'dir');

// The same page for both trees: the widget, mounted on demand into a static or an interactive docs page.
const page = `import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { DocsAssistant } from '../src/index';
import '../src/styles/docs-assistant.css';
import { DocsPage } from '../scripts/bench/pages/docs-page';
import { InteractiveDocsPage } from './interactive-docs-page';
const page = createRoot(document.getElementById('page'));
const widget = createRoot(document.getElementById('widget'));
// The page's first user timing mark has a setup cost of its own: paid here, not inside the measured mount.
performance.mark('warm-up');
const interactive = new URLSearchParams(location.search).has('interactive');
window.__ab = {
  renderPage: () => flushSync(() => page.render(interactive ? <InteractiveDocsPage /> : <DocsPage />)),
  // In a task of its own, between the marks a trace reads the task's CPU time by.
  mount: () => new Promise((resolve) => setTimeout(() => {
    performance.mark('${MARK_START}');
    const start = performance.now();
    flushSync(() => widget.render(<DocsAssistant domain="bench" api="/api/assistant" />));
    const ms = performance.now() - start;
    performance.mark('${MARK_END}');
    resolve(ms);
  })),
};
`;
const out = join(work, 'out');
const trees = { base: baseTree, head: here };
try {
  for (const [name, tree] of Object.entries(trees)) {
    const dir = join(tree, '.mount-ab');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'page.tsx'), page);
    copyFileSync(join(here, 'scripts/bench/pages/interactive-docs-page.tsx'), join(dir, 'interactive-docs-page.tsx'));
    writeFileSync(join(dir, 'docs-page.tsx'), "export * from '../scripts/bench/pages/docs-page';\n");
    await build({
      entryPoints: [join(dir, 'page.tsx')],
      ...hostBuildOptions,
      outdir: join(out, name),
      splitting: true,
      nodePaths: [join(here, 'node_modules')],
    });
    writeFileSync(
      join(out, name, 'page.html'),
      '<!doctype html><html><head><link rel="stylesheet" href="./page.css"></head>' +
        '<body><div id="page"></div><div id="widget"></div><script type="module" src="./page.js"></script></body></html>',
    );
    if (tree === here) rmSync(dir, { recursive: true });
  }
  const { url, server } = await serveStatic(out);
  const browser = await launchChromium();
  const results: Record<string, number[]> = {};
  const cpu: Record<string, number[]> = {};
  try {
    for (let round = 0; round < Number(values.runs); round++) {
      for (const name of Object.keys(trees)) {
        for (const host of ['static', 'interactive']) {
          const context = await browser.newContext();
          const tab = await context.newPage();
          await tab.goto(`${url}/${name}/page.html${host === 'interactive' ? '?interactive' : ''}`);
          await tab.waitForFunction(() => '__ab' in window);
          await tab.evaluate('window.__ab.renderPage()');
          await tab.waitForTimeout(200);
          const measured = await traceTaskCpu(browser, tab, () => tab.evaluate<number>('window.__ab.mount()'));
          (results[`${name} ${host}`] ??= []).push(measured.result);
          (cpu[`${name} ${host}`] ??= []).push(measured.cpu.cpuMs);
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  console.log(`| page, figure | ${values.base} median ms | this tree median ms | ratio | runs |`);
  console.log('| --- | --- | --- | --- | --- |');
  for (const [figure, table] of [
    ['main-thread CPU (trace)', cpu],
    ['wall clock', results],
  ] as const) {
    for (const host of ['static', 'interactive']) {
      const before = median(table[`base ${host}`]!);
      const after = median(table[`head ${host}`]!);
      console.log(
        `| ${host}, ${figure} | ${before.toFixed(2)} | ${after.toFixed(2)} | ${(after / before).toFixed(2)}× | ${values.runs} |`,
      );
    }
  }
} finally {
  execFileSync('git', ['worktree', 'remove', '--force', baseTree], { stdio: 'ignore' });
  rmSync(work, { recursive: true, force: true });
}
