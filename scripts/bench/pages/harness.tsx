import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

/** Renders one state of the answer; `streaming` is false only for the final, complete text. */
export type RenderAnswer = (text: string, streaming: boolean) => ReactElement;

export interface RunResult {
  /** Main-thread time of each measured update: React render + commit + effects, synchronously. */
  durations: number[];
  /** Answer length (characters) at each measured update. */
  lengths: number[];
  /** Time to mount what comes before the answer (the conversation so far), if anything. */
  mountMs: number;
}

// A macrotask between chunks, as when chunks arrive from the network, without setTimeout's 4 ms clamp.
const channel = new MessageChannel();
const nextTask = () =>
  new Promise<void>((resolve) => {
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

/** Exposes `window.__bench.run(text, chunkSize, stride)` to the bench runner. */
export function installBench(renderAnswer: RenderAnswer, before?: () => ReactElement | null) {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  const run = async (text: string, chunkSize: number, stride: number, warmup = ''): Promise<RunResult> => {
    // Every renderer first streams a short, different answer unmeasured: the figures are for a page that has shown
    // markdown before (JIT-compiled code), not for the very first answer of a session.
    for (let end = chunkSize; end < warmup.length; end += chunkSize) {
      flushSync(() => root.render(renderAnswer(warmup.slice(0, end), true)));
    }
    flushSync(() => root.render(null));
    const frame = (children: ReactElement) => (
      <>
        {before?.()}
        {children}
      </>
    );
    const mountStart = performance.now();
    if (before) flushSync(() => root.render(frame(<></>)));
    const mountMs = performance.now() - mountStart;
    await nextTask();
    const durations: number[] = [];
    const lengths: number[] = [];
    const steps = Math.ceil(text.length / chunkSize);
    for (let step = 1; step <= steps; step++) {
      const last = step === steps;
      // A stride > 1 samples the updates of renderers whose cost does not depend on the previous update.
      if (step % stride !== 0 && !last) continue;
      const prefix = text.slice(0, step * chunkSize);
      const start = performance.now();
      flushSync(() => root.render(frame(renderAnswer(prefix, !last))));
      durations.push(performance.now() - start);
      lengths.push(prefix.length);
      await nextTask();
    }
    return { durations, lengths, mountMs };
  };
  (window as unknown as { __bench: { run: typeof run } }).__bench = { run };
}
