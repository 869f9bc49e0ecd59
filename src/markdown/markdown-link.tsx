import type { ComponentProps } from 'react';
import type { ExtraProps } from 'react-markdown';
import { useMarkdownContext } from './markdown-context';
import { isExternalUrl } from './safe-url';

/** A link in an answer: other sites open in a new tab without access to this page (`noopener noreferrer`). */
export function MarkdownLink({ node: _node, href, children, onClick, ...rest }: ComponentProps<'a'> & ExtraProps) {
  const { onLinkClick } = useMarkdownContext();
  const external = href !== undefined && isExternalUrl(href);
  return (
    <a
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
