import type { buttonLabels, PageActionsLabels } from './labels';

/** The menu's strings, in its lazy chunk; the buttons' are up front (labels.ts). */
export const menuLabels: Omit<PageActionsLabels, keyof typeof buttonLabels> = {
  copyPageDescription: 'Copy this page as Markdown for LLMs',
  menu: 'Page actions',
  viewMarkdown: 'View as Markdown',
  viewMarkdownDescription: 'View this page as plain text',
  askAI: 'Ask AI about this page',
  askAIDescription: 'Open the assistant on this page',
  newTab: '(opens in a new tab)',
};
