// A docs page with the real widget, for browser suites. Props come from the `props` URL parameter (JSON), so one
// bundle serves every variant and theme. A link and a button sit before the widget: focus must come back to them.
// The conversation is kept in memory unless the props say `storage: 'local'`: then the widget's own default
// (`localStorage` per domain), which the reload, two-tab and broken-storage suites need.
import { version } from 'react';
import { createRoot } from 'react-dom/client';
import { DocsAssistant, type DocsAssistantHandle, type DocsAssistantProps } from '../../../src/index';

const params = new URLSearchParams(location.search);
const { storage, ...props } = JSON.parse(params.get('props') ?? '{}') as Partial<
  Omit<DocsAssistantProps, 'storage'>
> & {
  storage?: 'local';
};

// Every widget event, in order, for tests that check what a host's analytics would see.
const events: unknown[] = [];
(window as unknown as { __events: unknown[] }).__events = events;

function DocsPage() {
  return (
    <>
      <main id="docs" lang="en">
        <h1>Getting started</h1>
        <p>Docs assistant answers questions about your documentation with cited sources.</p>
        <p>
          <a href="#install">Install</a> ·{' '}
          <button type="button" data-testid="page-button">
            A page button
          </button>
        </p>
        <h2 id="install">Install</h2>
        <p>Run the installer from your project folder, then import the stylesheet once.</p>
      </main>
      <DocsAssistant
        ref={(handle) => {
          // The host API (`ask`, `open`, …) for tests that drive many questions without typing each one.
          (window as unknown as { __assistant: DocsAssistantHandle | null }).__assistant = handle;
        }}
        domain="browser-test"
        api="/api/assistant"
        storage={storage === 'local' ? undefined : null}
        onEvent={(event) => events.push(event)}
        {...props}
      />
    </>
  );
}

// Which React the bundle runs on: suites bundle this page against React 19 (the default) or React 18.
(window as unknown as { __reactVersion: string }).__reactVersion = version;
createRoot(document.getElementById('app')!).render(<DocsPage />);
(window as unknown as { __appReady: boolean }).__appReady = true;
