// Docs blocks bundled as modules (test/support/doc-snippet-plugin.ts), typed as the docs describe them.
declare module 'doc-snippet:README.md#react-example' {
  import type { ReactNode } from 'react';
  export function DocsLayout(props: { children?: ReactNode }): ReactNode;
}
declare module 'doc-snippet:docs/getting-started.md#proxy' {
  import type { ReactNode } from 'react';
  export default function Snippet(): ReactNode;
}
