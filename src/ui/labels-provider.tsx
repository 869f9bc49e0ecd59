import { useMemo, type ReactNode } from 'react';
import { AssistantWidgetContext, useAssistantWidgetBase } from '../react/widget-context';
import { resolveLabels } from './labels';

/**
 * Resolves the host's label overrides against the defaults for the parts inside. `<Panel>` renders one; a host
 * composing parts without `<Panel>` wraps them in it.
 */
export function AssistantLabelsProvider({ children }: { children: ReactNode }) {
  const base = useAssistantWidgetBase('AssistantLabelsProvider');
  const widget = useMemo(() => ({ ...base, labels: resolveLabels(base.labelOverrides) }), [base]);
  return <AssistantWidgetContext.Provider value={widget}>{children}</AssistantWidgetContext.Provider>;
}
