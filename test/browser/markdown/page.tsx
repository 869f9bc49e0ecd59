// Bundled by the browser test: streams a hostile answer into <StreamingMarkdown> and renders the same text one-shot.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import Markdown from 'react-markdown';
import { remarkPlugins } from '../../../src/markdown/markdown-block';
import { StreamingMarkdown } from '../../../src/markdown';
import { safeUrl } from '../../../src/markdown/safe-url';
import { baseComponents } from '../../../src/markdown/streaming-markdown';

const answer = `Install with:

\`\`\`bash
npm install acme
\`\`\`

- one [docs][d]
- two <img src=x onerror="window.__pwned = 'img'">

<script>window.__pwned = 'script'</script>

<iframe src="javascript:window.__pwned='iframe'"></iframe>

| a | b |
|---|---|
| [x](javascript:window.__pwned='link') | [y](https://other.example/) |

![pixel](https://tracker.example/p.gif)

[d]: /docs "Docs"
`;

const streamed = createRoot(document.getElementById('streamed') as HTMLElement);
for (let end = 1; end <= answer.length; end += 3) {
  flushSync(() => streamed.render(<StreamingMarkdown text={answer.slice(0, end)} streaming />));
}
flushSync(() => streamed.render(<StreamingMarkdown text={answer} />));
const oneShot = createRoot(document.getElementById('one-shot') as HTMLElement);
flushSync(() =>
  oneShot.render(
    <div data-da-markdown="">
      <Markdown remarkPlugins={remarkPlugins} components={baseComponents} urlTransform={safeUrl}>
        {answer}
      </Markdown>
    </div>,
  ),
);
(window as unknown as { __ready: boolean }).__ready = true;
