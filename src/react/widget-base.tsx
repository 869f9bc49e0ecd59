// The widget's context as the parts in the first chunk a page loads read it (the root, the launcher, the loading
// shell, the question box). What only the panel's parts read (labels resolved) is in ./widget-context.tsx, loaded
// with them.
import { createContext, useContext, type RefObject } from 'react';
import type { AssistantSupport } from '../core/support';
import type { AssistantVariant } from '../core/variants';
import type { ContextItem } from '../core/types';
import type { FocusReturn } from './focus-return';
import type { AssistantLabelOverrides } from './labels';
import type { AssistantEvent, AssistantFeedback } from './events';
import type { AssistantRootProps } from './root-props';
import type { AssistantClassNames, AssistantSlot } from './slots';

export type { AssistantVariant } from '../core/variants';

/**
 * What the root shares with every part besides the store: configuration, open state and the loaded chat engine.
 * Labels stay unresolved here: their defaults are most of the preset's text and load with the panel, not up front.
 */
export interface AssistantWidgetBase {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Opens the assistant and asks (the question waits in the store until the engine has loaded). */
  ask: (question: string, options?: { context?: ContextItem[] }) => void;
  /** Starts loading the panel and chat engine's code, on a sign of intent. */
  preload: () => void;
  /** The `apiKey` is a server-only key: the widget refuses it and sends nothing. */
  keyRefused: boolean;
  /**
   * The host's props have been checked against the rules (core/prop-rules.ts), which load with the panel: the panel
   * shows its loading frame until then.
   */
  checked: boolean;
  /** Checked, and no service to ask (no `domain`, `api` or `transport`): readers are told it is not set up yet. */
  notSetUp: boolean;
  /** The host's `labels` prop, as given. */
  labelOverrides: AssistantLabelOverrides | undefined;
  /** The host's `locale` prop, as given (the panel's chunk matches it, and the page's language, to a locale). */
  locale: string | undefined;
  classNames: AssistantClassNames;
  unstyled: boolean;
  variant: AssistantVariant;
  starterQuestions: string[];
  /** The keyboard shortcut that toggles the assistant (`mod+i`), or null when there is none. */
  shortcut: string | null;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  /** The widget's outermost element: page-context sources ignore selections and code inside it. */
  widgetRef: RefObject<HTMLElement | null>;
  /** Where focus goes back when the assistant closes: what had it when the assistant opened (react/focus-return.ts). */
  focusReturn: FocusReturn;
  emit: (event: AssistantEvent) => void;
  feedback: (feedback: AssistantFeedback) => void;
  /** The host's `title` for the panel, or undefined: the panel then names the site, else uses the `title` label. */
  title: string | undefined;
  /** The host's way to reach people when an answer is not enough, or undefined for none. */
  support: AssistantSupport | undefined;
  /**
   * The preset's `theme` prop (ui/theme.ts types it; this layer is below it), without the fields the prop rules left
   * out once they have loaded.
   */
  theme: unknown;
  /**
   * Reopening on the next page (`reopenAfterNavigation`): the note this page reopened on (where the reader was), until
   * the conversation takes it. Null when off. The note is kept beside the conversation (store/reading-place.ts).
   */
  readingPlace: { current: string | null } | null;
  /** The host's newest props, read when they are used (the search view reads its source, filter and connection). */
  latest: () => AssistantRootProps;
}

/** Holds the base, or, inside `<Panel>` or `<AssistantLabelsProvider>`, the base with resolved labels (./widget-context.tsx). */
export const AssistantWidgetContext = createContext<AssistantWidgetBase | null>(null);

/** The root's shared state, for parts that render before the panel's code has loaded (the launcher). */
export function useAssistantWidgetBase(consumer = 'This part'): AssistantWidgetBase {
  const widget = useContext(AssistantWidgetContext);
  if (!widget) throw new Error(`\`${consumer}\` must be used within \`<AssistantRoot>\` (or \`<DocsAssistant>\`).`);
  return widget;
}

/** Props every preset part spreads: its slot attribute and the host's class for it. */
export function useSlot(slot: AssistantSlot): { 'data-da-slot': AssistantSlot; className?: string } {
  const { classNames } = useAssistantWidgetBase(slot);
  const className = classNames[slot];
  return className ? { 'data-da-slot': slot, className } : { 'data-da-slot': slot };
}
