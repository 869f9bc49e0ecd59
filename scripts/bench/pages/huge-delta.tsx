// One streamed piece of 5 MB, as a runaway answer sends it — one line in a code block, one line of prose, or many
// paragraphs at once: the page reports its longest main-thread task while ours and naive react-markdown render it
// (`huge-delta.ts` runs it).
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { StreamingMarkdown } from '../../../src/markdown';
import { loadHighlighter } from '../../../src/markdown/use-highlighter';

export interface HugeDeltaResult {
  /** The longest task the Long Tasks API saw (it reports tasks over 50 ms; 0 when there was none). */
  longestTaskMs: number;
  /** The longest animation frame, its style, layout and paint included (Long Animation Frames; over 50 ms, else 0). */
  longestFrameMs: number;
  /** Each update's own render + commit, as the streaming bench measures it. */
  updatesMs: number[];
  /** Until the frame that shows the whole answer was painted. */
  toFrameMs: number;
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
const plugins = [remarkGfm];

export type HugeDeltaKind = 'code' | 'prose' | 'paragraphs';

async function run(renderer: 'ours' | 'naive', kind: HugeDeltaKind, size: number): Promise<HugeDeltaResult> {
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
  const words = 'lorem ipsum dolor sit amet, consectetur adipiscing elit ';
  const line =
    kind === 'paragraphs'
      ? `${words.repeat(8)}\n\n`.repeat(Math.ceil(size / (words.length * 8 + 2))).slice(0, size)
      : words.repeat(Math.ceil(size / words.length)).slice(0, size);
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
  let longestFrameMs = 0;
  const frames = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longestFrameMs = Math.max(longestFrameMs, entry.duration);
  });
  if (PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')) {
    frames.observe({ type: 'long-animation-frame' });
  }
  const updatesMs: number[] = [];
  const began = performance.now();
  for (const [index, text] of steps.entries()) {
    // Each update in a task of its own after a frame, as network chunks arrive.
    await nextFrame();
    const t0 = performance.now();
    render(text, index < steps.length - 1);
    updatesMs.push(performance.now() - t0);
  }
  await nextFrame();
  // Ours renders a piece of many blocks over several frames: until all of it is in (its last paragraph). Code and
  // one-line prose end collapsed, their first part shown.
  while (kind === 'paragraphs' && !document.getElementById('root')?.textContent?.trimEnd().endsWith('more')) {
    await nextFrame();
  }
  const toFrameMs = performance.now() - began;
  await nextFrame();
  observer.disconnect();
  frames.disconnect();
  return { longestTaskMs, longestFrameMs, updatesMs, toFrameMs };
}

Object.assign(window, { __hugeDelta: { run } });
