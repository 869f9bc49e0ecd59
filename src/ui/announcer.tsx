import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useAssistantStore } from '../react/store-context';
import { useAssistantWidget } from '../react/widget-context';
import { format } from './labels';

export type AnnouncerProps = ComponentPropsWithoutRef<'div'>;

/**
 * The polite live region. It is in the panel from the moment it opens (a region inserted together with its text
 * is not announced), and it changes once per completed answer, never token by token.
 */
export const Announcer = forwardRef<HTMLDivElement, AnnouncerProps>(function Announcer(props, ref) {
  const { labels } = useAssistantWidget('Announcer');
  const preview = useAssistantStore((s) => s.announcement);
  const announcement = preview ? format(labels.answerReady, { preview }) : '';
  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-da-announcer=""
      data-da-visually-hidden=""
      {...props}
      ref={ref}
    >
      {announcement}
    </div>
  );
});
