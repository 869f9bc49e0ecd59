// docs-assistant/embed (dist/embed/embed.js): the widget for any docs site, no bundler and no React on the page.
// Loading this module defines `<docs-assistant>`, links its stylesheet and sets `globalThis.DocsAssistant` — that is
// its whole purpose, so unlike the other entries it acts at import (in a browser only). The build renders it with
// Preact's React-compatible runtime (vite.embed.config.ts), the same widget code as the React entry.
import { defineDocsAssistantElement } from './docs-assistant-element';
import { mount } from './mount';
import { definePageActionsElement } from './page-actions-element';
import { linkStylesheet } from './stylesheet';

export { defineDocsAssistantElement, type DocsAssistantElement } from './docs-assistant-element';
export { mount } from './mount';
export { definePageActionsElement } from './page-actions-element';
export type { DocsAssistantProps } from '../ui/docs-assistant';

/** The stylesheet the build writes next to this script (vite.embed.config.ts). */
const STYLESHEET = './embed.css';

if (typeof window !== 'undefined' && typeof customElements !== 'undefined') {
  (globalThis as { DocsAssistant?: unknown }).DocsAssistant ??= { mount };
  // Beside this script, wherever it is served from (a CDN, /assets/…): its chunks resolve the same way. The element
  // is defined once the stylesheet is there; elements already in the page upgrade then.
  void linkStylesheet(new URL(STYLESHEET, import.meta.url).href).then(() => defineDocsAssistantElement());
  // The page actions need no stylesheet of the widget's (theirs is constructed): defined at once.
  definePageActionsElement();
}
