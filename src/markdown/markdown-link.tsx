import type { ComponentProps } from 'react';
import type { ExtraProps } from 'react-markdown';
import type { Element, ElementContent } from 'hast';
import { format } from '../core/format';
import type { Citation } from './citations';
import { useMarkdownContext } from './markdown-context';
import { isExternalUrl } from './safe-url';

/** Link text that is an address (`https://…`, `mailto:…`, `www.…`), not words. */
const URL_TEXT = /^(?:[a-z][\w+.-]*:\S+|www\.\S+)$/i;

/**
 * A link in an answer: other sites open in a new tab without access to this page (`noopener noreferrer`). A link to
 * one of the answer's listed sources becomes that source's numbered citation chip.
 */
export function MarkdownLink({ node, href, children, onClick, ...rest }: ComponentProps<'a'> & ExtraProps) {
  const { onLinkClick, findCitation } = useMarkdownContext();
  // An image shown as a link stays one: the chip stands for a page, not for a picture on it.
  const citation = href === undefined || 'data-da-image' in rest ? undefined : findCitation(href);
  if (citation) {
    const chip = <CitationChip citation={citation} onClick={onClick} />;
    // "[2](/install)" or a bare address says nothing beyond the chip; "From [Installation](/install)." keeps its
    // words, even when they are the page's title: the sentence needs them.
    const words = node ? textOf(node).trim() : '';
    if (!words || /^\[?\d+\]?$/.test(words) || words === href) return chip;
    return (
      <>
        <span data-da-cited="">{children}</span>
        {chip}
      </>
    );
  }
  const external = href !== undefined && isExternalUrl(href);
  return (
    <a
      // An address written out reads left to right in a right-to-left answer too (its slashes and dots would be
      // reordered otherwise); a link's words keep the answer's direction.
      dir={node && URL_TEXT.test(textOf(node).trim()) ? 'ltr' : undefined}
      {...rest}
      href={href}
      target={external ? '_blank' : rest.target}
      rel={external ? 'noopener noreferrer' : rest.rel}
      onClick={(event) => {
        onClick?.(event);
        if (href !== undefined) onLinkClick(event, href);
      }}
    >
      {children}
    </a>
  );
}

/** A source's number, a link to the same page as its card in the sources list, named after it for screen readers. */
function CitationChip({ citation, onClick }: { citation: Citation; onClick: ComponentProps<'a'>['onClick'] }) {
  const { labels, onLinkClick, locale } = useMarkdownContext();
  const external = isExternalUrl(citation.href);
  const name = format(labels.citation, { number: citation.number, title: citation.title }, locale);
  return (
    <a
      href={citation.href}
      data-da-citation={citation.number}
      aria-label={name}
      // Which page the number stands for, for the eye too. The browser's tooltip, not one drawn in CSS: a chip at
      // the end of a line would have its tooltip cut off by the panel's edge.
      title={name}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      onClick={(event) => {
        onClick?.(event);
        onLinkClick(event, citation.href);
      }}
    >
      {citation.number}
    </a>
  );
}

function textOf(node: Element | ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}

/**
 * Images become links to the image: an answer could otherwise make the reader's browser fetch any URL (a tracking
 * pixel, or a URL carrying page context to a third party) just by being displayed. Hosts can pass `components.img`.
 */
export function MarkdownImage({ node: _node, src, alt, title }: ComponentProps<'img'> & ExtraProps) {
  const label = alt || title || (typeof src === 'string' ? src : '');
  if (typeof src !== 'string' || !src) return <span data-da-image="">{label}</span>;
  return (
    <MarkdownLink href={src} title={title} data-da-image="">
      {label}
    </MarkdownLink>
  );
}
