import { defineConfig } from 'vitest/config';

/** The local service's own suites (packages/service/test): run in Node, beside the widget's. */
const SERVICE_TESTS = 'packages/service/test/**/*.test.ts';
const SERVICE_BROWSER_TESTS = 'packages/service/test/**/*.browser.test.ts';

/**
 * `expect.poll` waits for a state the page or the service reaches. Vitest's default bound, one second, made it a
 * timed assertion: on a busy two-core machine a streamed answer can take longer than that to finish (a CI run failed
 * on it). A bound on hangs, like the test timeouts below.
 */
const POLL = { timeout: 15_000 };

const UNIT_TESTS = ['test/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'];

/**
 * The jsdom suites that replace a module (`vi.mock`) to make a lazy chunk fail or hold: a mock applies to the module
 * graph it is imported into, and these rely on the panel's and engine's chunks not being loaded yet, so each runs in
 * a graph of its own. Shared with the others, the four that came first failed.
 */
const MOCKING_SUITES = [
  'test/unit/widget/engine-load-failure.test.tsx',
  'test/unit/widget/panel-shell.test.tsx',
  'test/unit/widget/panel-shell-focus.test.tsx',
  'test/unit/widget/question-box.test.tsx',
  'test/unit/widget/unanswered-retry-before-engine.test.tsx',
];

const JSDOM = {
  environment: 'jsdom' as const,
  setupFiles: ['test/setup/jsdom.ts'],
  restoreMocks: true,
  // A bound on hangs, not a speed assertion: the machines are shared and a cold transform of the chat engine can
  // take seconds.
  testTimeout: 20_000,
  hookTimeout: 30_000,
};

export default defineConfig({
  test: {
    // Vitest's default on a two-core machine is one worker (cores - 1), which leaves a core idle while suites wait on
    // Chromium, child processes, npm and sockets. Browser files run two at a time beside the others too: one file
    // alone used about two thirds of one core, and a set of eight ran in 0.81x the time two at a time (farm-bench,
    // median of paired runs on a busy machine). Each browser file starts its own Chromium and servers on port 0.
    maxWorkers: 2,
    projects: [
      {
        test: {
          ...JSDOM,
          name: 'unit',
          include: UNIT_TESTS,
          exclude: [...MOCKING_SUITES, '**/node_modules/**'],
          // Files of a worker share their imported modules (React, Testing Library, the widget) instead of importing
          // them afresh per file: the project alone, one run each at load ~5, 142 s against 283 s isolated. Each
          // file still gets its own DOM, and every widget its own store (the widget keeps no module-level state).
          isolate: false,
        },
      },
      {
        test: {
          ...JSDOM,
          name: 'unit-isolated',
          include: MOCKING_SUITES,
        },
      },
      {
        test: {
          name: 'node',
          // Files of a worker share their imported modules: no suite here mocks a module or changes a global, and
          // importing the service and the CLI afresh per file was a third of the project's time (the node
          // project alone, one run each at load ~3: 107 s against 177 s isolated).
          isolate: false,
          expect: { poll: POLL },
          include: ['test/node/**/*.test.{ts,tsx}', SERVICE_TESTS],
          exclude: [SERVICE_BROWSER_TESTS, '**/node_modules/**'],
          environment: 'node',
          // Bounds on hangs, not speed: beside another worker on a busy two-core machine a consumer's tsc run, a
          // packed install or a service start can take tens of seconds (seen at 30 s under a load of 20).
          testTimeout: 90_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts', SERVICE_BROWSER_TESTS],
          environment: 'node',
          // As the node suites: playwright-core and the suites' servers imported once per worker, not per file
          // (twelve browser files, paired runs: 0.78x the CPU, 0.82x the wall time).
          isolate: false,
          expect: { poll: POLL },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
