// The shared docs page, but with the widget's default storage (`localStorage` per domain) instead of `storage={null}`:
// reload, two-tab and broken-storage suites need the real thing. Props come from the `props` URL parameter (JSON).
import { createRoot } from 'react-dom/client';
import { DocsAssistant, type DocsAssistantHandle, type DocsAssistantProps } from '../../../src/index';

const props = JSON.parse(new URLSearchParams(location.search).get('props') ?? '{}') as Partial<DocsAssistantProps>;

createRoot(document.getElementById('app')!).render(
  <>
    <main id="docs">
      <h1>Getting started</h1>
      <p>Run the installer from your project folder, then import the stylesheet once.</p>
    </main>
    <DocsAssistant
      ref={(handle) => {
        (window as unknown as { __assistant: DocsAssistantHandle | null }).__assistant = handle;
      }}
      domain="browser-test"
      api="/api/assistant"
      {...props}
    />
  </>,
);
(window as unknown as { __appReady: boolean }).__appReady = true;
