// `docs-assistant/page-actions`: `<PageActions>`, on any page (with or without the widget). Only what is up front:
// a host's bundler evaluates every module an entry imports that a lazy chunk also uses, so the menu's parts, the hook
// and the Markdown readers stay in `docs-assistant/headless`. Not re-exported by `docs-assistant`: the widget alone
// then fetched PageActions' code up front (its menu chunk imports it).
export { PageActions, type PageActionsProps } from './page-actions';
export { ASK_ABOUT_PAGE_EVENT } from '../../page-actions/ask-about-page-event';
export type { PageActionsLabels } from '../../page-actions/labels';
export type { OpenInTarget } from '../../page-actions/open-in';
export type { PageAction, PageActionsOptions } from './page-actions-options';
export type { AskAboutPageDetail } from '../../page-actions/reach-assistant';
