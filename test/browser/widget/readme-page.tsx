// A docs page that mounts the widget as docs/getting-started.md's "Keep the key off the page" block does, that block
// itself (test/support/doc-snippet-plugin.ts): `domain` and `api`, nothing else (the test server's assistant
// endpoint is `/api/assistant`). Prose to select, a code block, and the widget.
import { createRoot } from 'react-dom/client';
import KeyOffThePage from 'doc-snippet:docs/getting-started.md#proxy';

function DocsLayout() {
  return (
    <>
      <main id="docs">
        <h1 id="getting-started">Getting started</h1>
        <p id="intro">Docs assistant answers questions about your documentation with cited sources.</p>
        <h2 id="install">Install</h2>
        <p id="install-prose">Run the installer from your project folder, then import the stylesheet once.</p>
        <pre>
          <code>npm install docs-assistant</code>
        </pre>
      </main>
      <KeyOffThePage />
    </>
  );
}

createRoot(document.getElementById('app')!).render(<DocsLayout />);
