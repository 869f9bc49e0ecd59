// Bundled by code-blocks.test.ts: answers with code and a table inside a styled widget root, rendered on demand so
// the test can stream a block, close it, or send one huge delta.
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { StreamingMarkdown } from '../../../src/markdown';

const roots = new Map<string, Root>();

function renderInto(id: string, text: string, streaming: boolean) {
  let root = roots.get(id);
  if (!root) {
    root = createRoot(document.getElementById(id) as HTMLElement);
    roots.set(id, root);
  }
  const target = root;
  flushSync(() => target.render(<StreamingMarkdown text={text} streaming={streaming} />));
}

Object.assign(window, {
  __render: renderInto,
  /** One delta of `size` characters on one line, as a runaway answer sends it, in a fenced block or as prose. */
  __hugeDelta(id: string, size: number, fenced: boolean) {
    const line = 'abcdefghij'.repeat(Math.ceil(size / 10)).slice(0, size);
    const text = fenced ? `Output:\n\n\`\`\`text\n${line}` : `Answer: ${line}`;
    renderInto(id, text, true);
    return fenced ? line : text;
  },
  __ready: true,
});
