import type { AssistantLabels } from './labels';
import { useAssistantWidgetBase, type AssistantWidgetBase } from './widget-base';

// The base (the context, its hook, the slots) is in ./widget-base.tsx, which the first chunk a page loads needs; this
// file adds what the panel's parts read, so it loads with them.
export * from './widget-base';

/** The base plus resolved labels: what the panel's parts read (`<Panel>` or `<AssistantLabelsProvider>` adds them). */
export interface AssistantWidget extends AssistantWidgetBase {
  labels: AssistantLabels;
  /** The locale the labels are in (BCP 47): for plural forms, numbers and times. */
  language: string;
  /** The locale's writing direction (and the page's, where the page chose the locale). */
  dir: 'ltr' | 'rtl';
}

/** Open state, `setOpen`, `ask(question, { context })` and the widget's settings, anywhere inside the root. */
export function useAssistant(): AssistantWidgetBase {
  return useAssistantWidgetBase('useAssistant');
}

const isResolved = (widget: AssistantWidgetBase): widget is AssistantWidget => 'labels' in widget;

export function useAssistantWidget(consumer = 'This part'): AssistantWidget {
  const widget = useAssistantWidgetBase(consumer);
  if (!isResolved(widget)) {
    throw new Error(
      `\`${consumer}\` must be used within \`<Panel>\` (or \`<AssistantLabelsProvider>\`), which resolves labels.`,
    );
  }
  return widget;
}
