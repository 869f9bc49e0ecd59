import type { ContextItem } from '../core/types';
import type { RootOption } from './resolve-root';

/** The affordance buttons' text (also their accessible names). */
export interface PageContextLabels {
  /** Button by the reader's selection. Default 'Ask AI'. */
  askAboutSelection: string;
  /** Its accessible name, which can say more than fits by the text. Default 'Ask AI about the selected text'. */
  askAboutSelectionName: string;
  /** Button on each code block. Default 'Ask about this code'. */
  askAboutCode: string;
}

export interface PageContextOptions {
  /** `true` (default) reads `location.pathname`; a string or function overrides it; `false` sends none. */
  currentPath?: boolean | string | (() => string | undefined);
  /** "Ask AI" on selected text. Default true. */
  selection?: boolean;
  /** "Ask about this code" on code blocks. Default true. */
  code?: boolean;
  /** The docs content root: a selector, an element, or a function returning one. Default: the whole page. */
  root?: RootOption;
  /** Code blocks inside the root. Default `pre`. */
  codeSelector?: string;
  /** Regions inside the root to leave alone (navigation, banners), as a selector. `[data-da-ignore]` always is. */
  ignore?: string;
  /** Text of the buttons placed on the page. */
  labels?: Partial<PageContextLabels>;
}

export interface PageContextBindings {
  /** The widget's own DOM, whose selections and code are ignored. */
  widgetRef: { current: HTMLElement | null };
  /** Opens the assistant with this context attached. */
  attach: (item: ContextItem) => void;
  /** The reader selected text or reached for code: a sign they may ask. */
  onIntent?: () => void;
}

/** Default code block selector. */
export const DEFAULT_CODE_SELECTOR = 'pre';
