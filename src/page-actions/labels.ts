/** Every string of the page-actions menu, overridable one by one (`labels`). */
export interface PageActionsLabels {
  /** The group's accessible name. */
  group: string;
  /** The main button, and the first item of the menu. */
  copyPage: string;
  copyPageDescription: string;
  /** Said by the button and announced once the Markdown is on the clipboard. */
  copied: string;
  /** Announced while a page without Markdown of its own is converted (a large page takes a moment). */
  preparing: string;
  copyFailed: string;
  /** The button that opens the menu. */
  moreActions: string;
  /** The menu's accessible name. */
  menu: string;
  viewMarkdown: string;
  viewMarkdownDescription: string;
  askAI: string;
  askAIDescription: string;
  /** Announced when no assistant is on the page to open. */
  noAssistant: string;
  /** Appended to the accessible name of items that open a new tab. */
  newTab: string;
}

/** The buttons' strings, up front; the menu's are in its lazy chunk (menu-labels.ts). */
export const buttonLabels = {
  group: 'Page actions',
  copyPage: 'Copy page',
  copied: 'Copied',
  preparing: 'Preparing the page’s Markdown…',
  copyFailed: 'Could not copy the page. Try View as Markdown instead.',
  moreActions: 'More page actions',
  noAssistant: 'The assistant is not on this page.',
};
