import { useAssistantStore } from '../react/store-context';
import { useAssistantWidget } from '../react/widget-context';
import { format } from './labels';

/**
 * The polite live region. It is in the panel from the moment it opens (a region inserted together with its text
 * is not announced), and it changes once per completed answer, never token by token.
 */
export function Announcer() {
  const { labels } = useAssistantWidget('Announcer');
  const preview = useAssistantStore((s) => s.announcement);
  const announcement = preview ? format(labels.answerReady, { preview }) : '';
  return (
    <div role="status" aria-live="polite" aria-atomic="true" data-da-announcer="" data-da-visually-hidden="">
      {announcement}
    </div>
  );
}
