import { fromMarkdown } from 'mdast-util-from-markdown';
import { normalizeIdentifier } from 'micromark-util-normalize-identifier';

/** A link reference definition (`[id]: url "title"`) as written, keyed the way references match it. */
export interface Definition {
  id: string;
  source: string;
}

interface TreeNode {
  type: string;
  identifier?: string;
  children?: TreeNode[];
  position?: { start: { offset?: number }; end: { offset?: number } };
}

/** What a block defines, and whether it renders anything besides its definitions. */
export interface BlockDefinitions {
  definitions: Definition[];
  onlyDefinitions: boolean;
}

/**
 * The definitions a block makes, in order; `undefined` when one cannot be carried to another block as written
 * (a multi-line definition inside a quote or list, whose later lines carry the container's prefix).
 * Parsed with the real CommonMark parser, not a regex, so only what the renderer will treat as a definition counts.
 */
export function extractDefinitions(block: string): BlockDefinitions | undefined {
  if (!block.includes(']:')) return { definitions: [], onlyDefinitions: false };
  const found: Definition[] = [];
  let portable = true;
  const visit = (node: TreeNode, atRoot: boolean) => {
    if (node.type === 'definition' && node.identifier !== undefined) {
      const source = block.slice(node.position?.start.offset ?? 0, node.position?.end.offset ?? 0);
      if (!atRoot && source.includes('\n')) portable = false;
      found.push({ id: node.identifier, source });
    }
    for (const child of node.children ?? []) visit(child, false);
  };
  const children = (fromMarkdown(block) as TreeNode).children ?? [];
  for (const child of children) visit(child, true);
  const onlyDefinitions = children.length > 0 && children.every((child) => child.type === 'definition');
  return portable ? { definitions: found, onlyDefinitions } : undefined;
}

/** Block text folded the way reference labels are compared, to test cheaply whether it may use a definition. */
export function foldForReferences(block: string): string {
  return normalizeIdentifier(block).toLowerCase();
}

/**
 * Puts the definitions a block may reference in front of it, so the block resolves its references alone exactly as
 * it would inside the whole document. A definition the block does not use renders nothing, so over-matching is harmless.
 */
export function withDefinitions(block: string, folded: string, definitions: readonly Definition[]): string {
  let prefix = '';
  for (const definition of definitions) {
    if (folded.includes(definition.id)) prefix += `${definition.source}\n\n`;
  }
  return prefix ? prefix + block : block;
}
