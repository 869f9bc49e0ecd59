// The widget alone on a page, for the runaway-answer scenario (`runaway.ts` drives it through the real UI): built
// once from this branch's source and, with `--base <ref>`, once from another commit's, side by side.
import { createRoot } from 'react-dom/client';
import { DocsAssistant } from '../../../src/index';
import '../../../src/styles/docs-assistant.css';

createRoot(document.getElementById('widget') as HTMLElement).render(
  <DocsAssistant domain="bench" api="/api/assistant" />,
);
