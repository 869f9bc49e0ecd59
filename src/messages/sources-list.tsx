import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { isExternalUrl, safeUrl } from '../markdown/safe-url';
import { useAssistantWidget, useSlot } from '../react/widget-context';
import type { AnswerSource } from './message-parts';

export interface SourcesListProps extends ComponentPropsWithoutRef<'nav'> {
  sources: AnswerSource[];
}

/** The pages an answer drew on, each a link to the page. Only safe URLs become links. */
export const SourcesList = forwardRef<HTMLElement, SourcesListProps>(function SourcesList({ sources, ...props }, ref) {
  const { labels } = useAssistantWidget('SourcesList');
  const slot = useSlot('sources');
  if (sources.length === 0) return null;
  return (
    <nav {...slot} aria-label={labels.sources} {...props} ref={ref}>
      <p data-da-heading="">{labels.sources}</p>
      <ul>
        {sources.map((source) => {
          const href = safeUrl(source.href);
          const external = href !== undefined && isExternalUrl(href);
          return (
            <li key={source.href} data-da-source="">
              {href ? (
                <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                  {source.title}
                </a>
              ) : (
                <span>{source.title}</span>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
});
