// The page actions' exports, which `docs-assistant/headless` re-exports (`docs-assistant/page-actions` is entry.ts). `<PageActions>` itself
// is small up front (page-actions.tsx); its menu and the Markdown reading are a chunk loaded on intent.
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
  type PageActionsMenuProps,
  type PageActionsMenuTriggerProps,
} from './menu';
export {
  PageActionsMenuContent,
  PageActionsMenuItem,
  type PageActionsMenuContentProps,
  type PageActionsMenuItemProps,
} from './menu-content';
export { defaultPageActionsLabels } from '../../page-actions/default-labels';
export type { PageActionsLabels } from '../../page-actions/labels';
export {
  DEFAULT_OPEN_IN_TARGETS,
  DEFAULT_OPEN_IN_PROMPT,
  openInHref,
  type OpenInTarget,
} from '../../page-actions/open-in';
export { readPageMarkdown, type PageMarkdown, type PageMarkdownOptions } from '../../page-actions/read-page-markdown';
export { findMainContent, type MainContentOption } from '../../page-actions/main-content';
export { ASK_ABOUT_PAGE_EVENT } from '../../page-actions/ask-about-page-event';
export { reachAssistant, type AskAboutPageDetail } from '../../page-actions/reach-assistant';
