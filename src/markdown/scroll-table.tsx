import type { ComponentProps } from 'react';
import type { ExtraProps } from 'react-markdown';
import { useMarkdownContext } from './markdown-context';

/** A table inside a focusable, named region, so a keyboard reader can scroll one wider than the panel. */
export function ScrollTable({ node: _node, ...rest }: ComponentProps<'table'> & ExtraProps) {
  const { labels } = useMarkdownContext();
  return (
    <div data-da-table-scroll="" role="group" tabIndex={0} aria-label={labels.table}>
      <table {...rest} />
    </div>
  );
}
