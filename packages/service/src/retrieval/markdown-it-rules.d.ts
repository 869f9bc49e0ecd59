// markdown-it's own rules, wrapped by ours; @types/markdown-it declares the package's API only.
// Wrapped by markdown-it-references.ts.
declare module 'markdown-it/lib/rules_inline/link.mjs' {
  import type { StateInline } from 'markdown-it';
  export default function link(state: StateInline, silent: boolean): boolean;
}

// Wrapped by markdown-it-table-rows.ts.
declare module 'markdown-it/lib/rules_block/table.mjs' {
  import type { StateBlock } from 'markdown-it';
  export default function table(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean;
}
