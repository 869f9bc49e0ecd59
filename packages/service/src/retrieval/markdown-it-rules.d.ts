// markdown-it's own rules, wrapped by markdown-it-references.ts; @types/markdown-it declares the package's API only.
declare module 'markdown-it/lib/rules_inline/link.mjs' {
  import type { StateInline } from 'markdown-it';
  export default function link(state: StateInline, silent: boolean): boolean;
}
