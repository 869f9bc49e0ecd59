// A docs page with a header of links and the widget inside the host's own tree, as a Next.js or Vite app renders it:
// the page for opening the assistant while its panel chunk is still on its way.
import { createRoot } from 'react-dom/client';
import { DocsAssistant } from '../../../src/index';

function DocsLayout() {
  return (
    <>
      <header>
        <a href="#guides">Guides</a> <a href="#reference">Reference</a>
      </header>
      <main>
        <h1>Getting started</h1>
        <p>
          Read the <a href="#install">install guide</a> first.
        </p>
      </main>
      <DocsAssistant domain="acme" api="/api/assistant" />
    </>
  );
}

createRoot(document.getElementById('app')!).render(<DocsLayout />);
