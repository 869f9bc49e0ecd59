// The same host page without the widget: the baseline for the scripts a page loads up front.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { DocsPage } from './docs-page';
import { scriptBytes } from './probes';

const page = createRoot(document.getElementById('page') as HTMLElement);

const api = {
  renderPage(): number {
    const start = performance.now();
    flushSync(() => page.render(<DocsPage />));
    return performance.now() - start;
  },
  scriptBytes,
};

export type HostBench = typeof api;
(window as unknown as { __widget: HostBench }).__widget = api;
