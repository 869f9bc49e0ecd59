// The page actions' exports, which `docs-assistant/headless` re-exports (`docs-assistant/page-actions` is ./index.ts).
// `<PageActions>` itself is small up front (ui/page-actions.tsx); its menu and the Markdown reading are a chunk
// loaded on intent.
export { PageActions, type PageActionsProps } from './ui/page-actions';
export {
  usePageActions,
  type PageActionsApi,
  type PageActionsOptions,
  type PageAction,
  type PageActionStatus,
} from './ui/use-page-actions';
export {
  PageActionsMenu,
  PageActionsMenuTrigger,
  type PageActionsMenuProps,
  type PageActionsMenuTriggerProps,
} from './ui/menu';
export {
  PageActionsMenuContent,
  PageActionsMenuItem,
  type PageActionsMenuContentProps,
  type PageActionsMenuItemProps,
} from './ui/menu-content';
export { defaultPageActionsLabels } from './default-labels';
export type { PageActionsLabels } from './labels';
export { DEFAULT_OPEN_IN_TARGETS, DEFAULT_OPEN_IN_PROMPT, openInHref, type OpenInTarget } from './open-in';
export { readPageMarkdown, type PageMarkdown, type PageMarkdownOptions } from './read-page-markdown';
export { findMainContent, type MainContentOption } from './main-content';
export { ASK_ABOUT_PAGE_EVENT } from './ask-about-page-event';
export { reachAssistant, type AskAboutPageDetail } from './reach-assistant';
