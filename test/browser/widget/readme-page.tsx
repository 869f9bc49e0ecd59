// A docs page that mounts the widget exactly as the README's example does: `domain` and `api`, nothing else (the
// test server's assistant endpoint is `/api/assistant`). Prose to select, a code block, and the widget.
import { createRoot } from 'react-dom/client';
import { DocsAssistant } from '../../../src/index';

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
      <DocsAssistant domain="acme" api="/api/assistant" />
    </>
  );
}

createRoot(document.getElementById('app')!).render(<DocsLayout />);
