import { createContext, useContext, type RefObject } from 'react';
import type { DocsAssistantKeyError } from '../core/api-key';
import type { ContextItem } from '../core/types';
import type { AssistantLabels } from '../ui/labels';
import type { AssistantChat } from '../chat/create-assistant-chat';
import type { AssistantEvent, AssistantFeedback } from './events';
import type { AssistantClassNames, AssistantSlot } from './slots';

export type AssistantVariant = 'popover' | 'sidebar' | 'modal' | 'inline';

/** Everything the parts share besides the store: configuration, open state and the loaded chat engine. */
export interface AssistantWidget {
  open: boolean;
  setOpen(open: boolean): void;
  /** Opens the assistant and asks (the question waits in the store until the engine has loaded). */
  ask(question: string, options?: { context?: ContextItem[] }): void;
  /** Starts loading the chat engine's code, on a sign of intent. */
  preload(): void;
  chat: AssistantChat | null;
  keyError: DocsAssistantKeyError | null;
  labels: AssistantLabels;
  classNames: AssistantClassNames;
  unstyled: boolean;
  variant: AssistantVariant;
  starterQuestions: string[];
  /** The shortcut as shown to the reader (`⌘I`, `Ctrl+I`), or null when disabled. */
  shortcutLabel: string | null;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  /** The widget's outermost element: page-context sources ignore selections and code inside it. */
  widgetRef: RefObject<HTMLElement | null>;
  emit(event: AssistantEvent): void;
  feedback(feedback: AssistantFeedback): void;
}

export const AssistantWidgetContext = createContext<AssistantWidget | null>(null);

export function useAssistantWidget(consumer = 'This part'): AssistantWidget {
  const widget = useContext(AssistantWidgetContext);
  if (!widget) throw new Error(`\`${consumer}\` must be used within \`<AssistantRoot>\` (or \`<DocsAssistant>\`).`);
  return widget;
}

/** Props every preset part spreads: its slot attribute and the host's class for it. */
export function useSlot(slot: AssistantSlot): { 'data-da-slot': AssistantSlot; className?: string } {
  const { classNames } = useAssistantWidget(slot);
  const className = classNames[slot];
  return className ? { 'data-da-slot': slot, className } : { 'data-da-slot': slot };
}
