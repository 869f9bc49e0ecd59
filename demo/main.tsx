import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DocsAssistant } from '../src/index';
import { PageActions } from '../src/page-actions/index';
import '../src/styles/docs-assistant.css';
import './site.css';

declare global {
  interface Window {
    /** Written into every page by the start script: the local service's generated assistant key. */
    __DEMO__?: { assistantKey: string; starterQuestions?: string[] };
  }
}

const demo = window.__DEMO__;
const mount = document.getElementById('assistant-root');
const pageActions = document.getElementById('page-actions-root');

// "Copy page" and its menu beside each page's title: the page's Markdown from the local service (the page's
// `<link rel="alternate" type="text/markdown">`), "Ask AI about this page" opening the assistant below.
if (pageActions) {
  createRoot(pageActions).render(
    <StrictMode>
      <PageActions />
    </StrictMode>,
  );
}

if (mount && demo) {
  createRoot(mount).render(
    <StrictMode>
      <DocsAssistant
        domain="docs-assistant"
        baseUrl={location.origin}
        apiKey={demo.assistantKey}
        starterQuestions={demo.starterQuestions}
        pageContext={{ root: '#docs-content' }}
      />
    </StrictMode>,
  );
}
