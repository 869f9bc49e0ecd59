// A docs page for the page-context browser tests: headings with anchors, prose, code blocks, and the real widget.
// `window.__docs.setWidget(false)` unmounts only the widget, so the tests can compare listeners with a page that never
// had one.
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { DocsAssistant } from '../../../src/index';

function DocsPage({ widget }: { widget: boolean }) {
  return (
    <>
      <main id="docs">
        <h1 id="getting-started">Getting started</h1>
        <p className="lead">Docs assistant answers questions about your documentation with cited sources.</p>
        <h2 id="install">Install</h2>
        <p className="install-prose">Run the installer from your project folder, then import the stylesheet once.</p>
        <pre>
          <code>
            <span className="tok-k">npm</span> install docs-assistant
          </code>
        </pre>
        <h2 id="usage">Usage</h2>
        <p className="usage-prose">Render the component near the root of your layout and pass your domain.</p>
        <pre id="usage-example">
          <code>{'<DocsAssistant domain="acme" />'}</code>
        </pre>
        <AddedLater />
      </main>
      {widget && <DocsAssistant domain="page-context-test" api="/api/assistant" pageContext={{ root: '#docs' }} />}
    </>
  );
}

/** A code block that arrives after the first render, as a tab or a highlighter would add one. */
function AddedLater() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    (window as unknown as { __showLater: () => void }).__showLater = () => flushSync(() => setShown(true));
  }, []);
  return shown ? (
    <pre className="later">
      <code>console.log('later');</code>
    </pre>
  ) : null;
}

const root = createRoot(document.getElementById('app')!);
const render = (widget: boolean) => flushSync(() => root.render(<DocsPage widget={widget} />));
(window as unknown as { __docs: { setWidget(on: boolean): void } }).__docs = { setWidget: render };
render(false);
