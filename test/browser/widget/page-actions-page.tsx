// A docs page as a React host builds it: `<PageActions>` beside the title and `<DocsAssistant>`, both from
// `docs-assistant`, bundled with code splitting (the converter and the widget's panel are chunks of their own).
import { createRoot } from 'react-dom/client';
import { DocsAssistant } from '../../../src/index';
import { PageActions } from '../../../src/page-actions/index';

function DocsPage() {
  return (
    <>
      <main id="docs" lang="en">
        <article>
          <div style={{ display: 'flex', gap: 16, alignItems: 'center', justifyContent: 'space-between' }}>
            <h1>Getting started</h1>
            <PageActions data-host="page-actions" />
          </div>
          <p>Docs assistant answers questions about your documentation with cited sources.</p>
          <ol>
            <li>Install the package</li>
            <li>Import the stylesheet</li>
          </ol>
          <pre className="language-bash">
            <code>npm install docs-assistant</code>
          </pre>
        </article>
      </main>
      <DocsAssistant domain="browser-test" api="/api/assistant" storage={null} />
    </>
  );
}

createRoot(document.getElementById('app')!).render(<DocsPage />);
