import { forwardRef, useId, type ComponentPropsWithoutRef, type Ref } from 'react';
import { isExternalUrl, safeUrl } from '../markdown/safe-url';
import { useAssistantWidget } from '../react/widget-context';
import { usePartSlot } from './use-part-slot';
import { useOptionalAnswer } from './answer-context';
import type { AnswerSource } from './message-parts';

export interface AnswerSourcesProps extends ComponentPropsWithoutRef<'div'> {
  /** The pages to list; default the answer's own (inside `<Answer>`). */
  sources?: AnswerSource[];
}

/**
 * The pages an answer drew on, numbered as the answer's citation chips are: a card per page with its title, the
 * section, and where it is. Only safe URLs become links. A named group, not a `<nav>`: every answer has its list, and
 * a landmark per answer, all named "Sources", would crowd a screen reader's landmark menu with look-alikes. Children
 * replace the list's items (`AnswerSourceItem` renders one); the heading and the group stay.
 */
export const AnswerSources = forwardRef<HTMLElement, AnswerSourcesProps>(function AnswerSources(
  { sources: sourcesProp, children, className, ...props },
  ref,
) {
  const { labels } = useAssistantWidget('AnswerSources');
  const answer = useOptionalAnswer();
  const slot = usePartSlot('sources', className);
  const headingId = useId();
  const sources = sourcesProp ?? answer?.sources;
  if (sources === undefined) {
    throw new Error('`AnswerSources` needs a `sources` prop outside `<Answer>` (or `<AssistantMessageView>`).');
  }
  if (sources.length === 0) return null;
  return (
    <div
      {...slot}
      role="group"
      // The host's `aria-label` names the group: our `aria-labelledby` would win over it, so it goes.
      aria-labelledby={props['aria-label'] === undefined ? headingId : undefined}
      {...props}
      ref={ref as Ref<HTMLDivElement>}
    >
      <p data-da-heading="" id={headingId}>
        {labels.sources}
      </p>
      <ol>
        {children ??
          sources.map((source, index) => <AnswerSourceItem key={source.href} source={source} number={index + 1} />)}
      </ol>
    </div>
  );
});

export interface AnswerSourceItemProps extends ComponentPropsWithoutRef<'li'> {
  source: AnswerSource;
  /** Its number, the same as the answer's citation chips for it (1 for the first source). */
  number: number;
}

/** One source's card: a link to it (when its address is safe) with its number, title, section and short path. */
export const AnswerSourceItem = forwardRef<HTMLLIElement, AnswerSourceItemProps>(function AnswerSourceItem(
  { source, number, ...props },
  ref,
) {
  const href = safeUrl(source.href);
  const external = href !== undefined && isExternalUrl(href);
  const content = (
    <>
      <span data-da-part="number" aria-hidden="true">
        {number}
      </span>
      <bdi data-da-part="title">{source.title}</bdi>
      {(source.section || href) && (
        <span data-da-part="meta">
          {source.section && <span data-da-part="section">{source.section}</span>}
          {/* The address in short, for the eye: assistive technology has the link's own, and a link named
              "Quickstart" is quicker to hear than "Quickstart slash quickstart". */}
          {href && (
            <span data-da-part="path" aria-hidden="true" dir="ltr">
              {displayPath(href)}
            </span>
          )}
        </span>
      )}
    </>
  );
  return (
    <li data-da-source={number} {...props} ref={ref}>
      {href ? (
        <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {content}
        </a>
      ) : (
        <span data-da-part="card">{content}</span>
      )}
    </li>
  );
});

/** Where the page is, as a reader recognises it: its path on this site, or host and path on another. */
function displayPath(href: string): string {
  const here = typeof location === 'undefined' ? undefined : location.origin;
  try {
    const url = new URL(href, here ?? 'http://invalid.invalid');
    if (!/^https?:$/.test(url.protocol)) return href;
    const path = decodeURIComponentSafe(url.pathname);
    const relative = !/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(href.trim());
    return relative || url.origin === here ? path : `${url.host}${path === '/' ? '' : path}`;
  } catch {
    return href;
  }
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
