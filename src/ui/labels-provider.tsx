import { useMemo, type ReactNode } from 'react';
import { AssistantWidgetContext, useAssistantWidgetBase } from '../react/widget-context';
import { resolveLabels } from './labels';
import { useLocale } from './use-locale';

/**
 * Resolves the host's label overrides against the locale's labels (English until they have arrived) for the parts
 * inside. `<Panel>` renders one; a host composing parts without `<Panel>` wraps them in it.
 */
export function AssistantLabelsProvider({ children }: { children: ReactNode }) {
  const base = useAssistantWidgetBase('AssistantLabelsProvider');
  const { locale, dir, labels } = useLocale();
  const widget = useMemo(
    () => ({ ...base, labels: resolveLabels(base.labelOverrides, labels), language: locale, dir }),
    [base, labels, locale, dir],
  );
  return <AssistantWidgetContext.Provider value={widget}>{children}</AssistantWidgetContext.Provider>;
}
