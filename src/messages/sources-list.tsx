import { isExternalUrl, safeUrl } from '../markdown/safe-url';
import { useAssistantWidget, useSlot } from '../react/widget-context';
import type { AnswerSource } from './message-parts';

/** The pages an answer drew on, each a link to the page. */
export function SourcesList({ sources }: { sources: AnswerSource[] }) {
  const { labels } = useAssistantWidget('SourcesList');
  const slot = useSlot('sources');
  if (sources.length === 0) return null;
  return (
    <nav {...slot} aria-label={labels.sources}>
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
}
