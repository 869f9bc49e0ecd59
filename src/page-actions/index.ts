// `docs-assistant/page-actions`: `<PageActions>`, on any page (with or without the widget). Only what is up front:
// a host's bundler evaluates every module an entry imports that a lazy chunk also uses, so the menu's parts, the hook
// and the Markdown readers stay in `docs-assistant/headless`. Not re-exported by `docs-assistant`: the widget alone
// then fetched PageActions' code up front (its menu chunk imports it).
export { PageActions, type PageActionsProps } from './ui/page-actions';
export { ASK_ABOUT_PAGE_EVENT } from './ask-about-page-event';
export type { PageActionsLabels } from './labels';
export type { OpenInTarget } from './open-in';
export type { PageAction, PageActionsOptions } from './ui/page-actions-options';
export type { AskAboutPageDetail } from './reach-assistant';
