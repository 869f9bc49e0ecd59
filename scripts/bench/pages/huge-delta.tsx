// One streamed piece of 5 MB on one line, as a runaway answer sends it, in a code block or as prose: the page reports
// its longest main-thread task while ours and naive react-markdown render it (`huge-delta.ts` runs it).
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { StreamingMarkdown } from '../../../src/markdown';
import { loadHighlighter } from '../../../src/markdown/use-highlighter';

export interface HugeDeltaResult {
  /**
   * The longest task, style, layout and paint included: the longest of what the Long Tasks and Long Animation Frames
   * APIs saw (both report only work over 50 ms; 0 when there was none).
   */
  longestTaskMs: number;
  /** Each update's own render + commit, as the streaming bench measures it. */
  updatesMs: number[];
  /** Until the next frame after the delta was painted. */
  toFrameMs: number;
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
const plugins = [remarkGfm];

async function run(renderer: 'ours' | 'naive', kind: 'code' | 'prose', size: number): Promise<HugeDeltaResult> {
  await loadHighlighter();
  const root = createRoot(document.getElementById('root') as HTMLElement);
  const render = (text: string, streaming: boolean) =>
    flushSync(() =>
      root.render(
        renderer === 'ours' ? (
          <StreamingMarkdown text={text} streaming={streaming} />
        ) : (
          <Markdown remarkPlugins={plugins}>{text}</Markdown>
        ),
      ),
    );
  const line = 'lorem ipsum dolor sit amet, consectetur adipiscing elit '.repeat(Math.ceil(size / 56)).slice(0, size);
  const start = kind === 'code' ? 'Here is the output:\n\n```bash\n' : 'Here is the answer. ';
  const steps = [
    start,
    `${start}${line}`,
    `${start}${line}\nmore`,
    `${start}${line}\nmore\n${kind === 'code' ? '```\n' : ''}`,
  ];

  let longestTaskMs = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longestTaskMs = Math.max(longestTaskMs, entry.duration);
  });
  observer.observe({ type: 'longtask' });
  // A long animation frame also counts the rendering after the script (a 5 MB line's layout).
  const frames = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longestTaskMs = Math.max(longestTaskMs, entry.duration);
  });
  if (PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')) {
    frames.observe({ type: 'long-animation-frame' });
  }
  const updatesMs: number[] = [];
  const began = performance.now();
  for (const [index, text] of steps.entries()) {
    // Each update in a task of its own, as network chunks arrive.
    await new Promise((resolve) => setTimeout(resolve));
    const t0 = performance.now();
    render(text, index < steps.length - 1);
    updatesMs.push(performance.now() - t0);
  }
  await nextFrame();
  const toFrameMs = performance.now() - began;
  await nextFrame();
  observer.disconnect();
  frames.disconnect();
  return { longestTaskMs, updatesMs, toFrameMs };
}

Object.assign(window, { __hugeDelta: { run } });
