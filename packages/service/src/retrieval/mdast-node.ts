/**
 * The subset of mdast the cleaning walk (markdown-tree.ts) reads, typed loosely: MDX and directive nodes share the
 * walk with CommonMark's, and both parsers (micromark, markdown-it through markdown-it-tree.ts) produce it.
 */
export interface AnyNode {
  type: string;
  value?: string;
  children?: AnyNode[];
  position?: { start: { line: number; column: number; offset?: number }; end: { line?: number; offset?: number } };
  [key: string]: unknown;
}
