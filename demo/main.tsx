import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DocsAssistant } from '../src/index';
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
