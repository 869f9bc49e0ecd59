// A host's own layout from the headless parts: the launcher, the panel, and `<PageActions>` put inside the open
// panel (a portal into it, as a host adds its own controls to a dialog) — two of our Escape layers, one inside the
// other. `?keep-panel` gives the panel an `onEscapeKeyDown` that keeps it open; `window.__keepEscape = true` makes a
// capturing listener of the page's prevent every Escape, as a host with no React props (the embed's) would. Each
// counts the keys it kept, so a test knows the key was handled before it looks at what stayed open.
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { AssistantRoot, Launcher, Panel } from '../../../src/headless/index';
import { PageActions } from '../../../src/page-actions/index';

const keepPanel = new URLSearchParams(location.search).has('keep-panel');
const host = window as unknown as {
  __keepEscape?: boolean;
  __kept: { panel: number; page: number };
  __appReady?: boolean;
};
host.__kept = { panel: 0, page: 0 };
window.addEventListener(
  'keydown',
  (event) => {
    if (event.key !== 'Escape' || !host.__keepEscape) return;
    event.preventDefault();
    host.__kept.page++;
  },
  true,
);
const keepOpen = (event: KeyboardEvent) => {
  event.preventDefault();
  host.__kept.panel++;
};

function DocsPage() {
  const [panel, setPanel] = useState<HTMLElement | null>(null);
  return (
    <>
      <main id="docs" lang="en">
        <h1>Getting started</h1>
        <button type="button">A page button</button>
      </main>
      <AssistantRoot domain="browser-test" api="/api/assistant" storage={null} pageContext={false}>
        <div data-docs-assistant="" data-variant="popover">
          <Launcher />
          <Panel ref={setPanel} onEscapeKeyDown={keepPanel ? keepOpen : undefined} />
        </div>
      </AssistantRoot>
      {panel && createPortal(<PageActions askAI={false} />, panel)}
    </>
  );
}

createRoot(document.getElementById('app')!).render(<DocsPage />);
host.__appReady = true;
