import type { ReactNode } from 'react';
import type { HighlightNode } from './highlight';

/**
 * Highlighted code as React elements: each token is a span with its kind in `data-da-token` (styled by the
 * `--da-code-*` custom properties), and its text a React text node, so code can never become markup.
 */
export function CodeTokens({ nodes }: { nodes: HighlightNode[] }): ReactNode {
  return nodes.map((node, index) =>
    typeof node === 'string' ? (
      node
    ) : (
      // Index keys: a block's tokens are computed once and never reordered.
      <span key={index} data-da-token={node.kind}>
        <CodeTokens nodes={node.children} />
      </span>
    ),
  );
}
