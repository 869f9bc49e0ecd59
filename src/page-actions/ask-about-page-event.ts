/**
 * The event "Ask AI about this page" dispatches on the page's document. Any assistant on the page may take it (calls
 * `preventDefault()`) and opens; `<docs-assistant>` elements and the preset's launcher are reached directly when no
 * one does (reach-assistant.ts). A module of its own: `docs-assistant/page-actions` exports it without that code.
 */
export const ASK_ABOUT_PAGE_EVENT = 'docs-assistant:ask-about-page';
