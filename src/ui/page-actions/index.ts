// The page actions as a build entry of their own (vite.config.ts): the library build then keeps them in a chunk apart
// from the widget's root, so a page with `<PageActions>` and no `<DocsAssistant>` bundles none of the widget, and a
// page with the widget alone none of them. `docs-assistant` and `docs-assistant/headless` re-export from here.
export { PageActions, type PageActionsProps } from './page-actions';
export {
  usePageActions,
  type PageActionsApi,
  type PageActionsOptions,
  type PageAction,
  type PageActionStatus,
} from './use-page-actions';
export {
  PageActionsMenu,
  PageActionsMenuTrigger,
  PageActionsMenuContent,
  PageActionsMenuItem,
  type PageActionsMenuProps,
  type PageActionsMenuTriggerProps,
  type PageActionsMenuContentProps,
  type PageActionsMenuItemProps,
} from './menu';
export { defaultPageActionsLabels, type PageActionsLabels } from '../../page-actions/labels';
export {
  DEFAULT_OPEN_IN_TARGETS,
  DEFAULT_OPEN_IN_PROMPT,
  openInHref,
  type OpenInTarget,
} from '../../page-actions/open-in';
export { readPageMarkdown, type PageMarkdown, type PageMarkdownOptions } from '../../page-actions/read-page-markdown';
export { findMainContent, type MainContentOption } from '../../page-actions/main-content';
export { ASK_ABOUT_PAGE_EVENT, reachAssistant, type AskAboutPageDetail } from '../../page-actions/reach-assistant';
