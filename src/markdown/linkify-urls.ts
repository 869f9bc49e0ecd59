interface MdastNode {
  type: string;
  value?: string;
  url?: string;
  children?: MdastNode[];
}

// A bare http(s) URL; trailing punctuation that ends a sentence stays text ("see https://x.dev." links x.dev).
const BARE_URL = /\bhttps?:\/\/[^\s<>"'`]*[^\s<>"'`.,;:!?)\]]/g;

function linkify(node: MdastNode): void {
  if (!node.children) return;
  const next: MdastNode[] = [];
  for (const child of node.children) {
    if (child.type === 'link' || child.type === 'linkReference') {
      next.push(child);
      continue;
    }
    if (child.type !== 'text' || !child.value) {
      linkify(child);
      next.push(child);
      continue;
    }
    let last = 0;
    for (const match of child.value.matchAll(BARE_URL)) {
      if (match.index > last) next.push({ type: 'text', value: child.value.slice(last, match.index) });
      next.push({ type: 'link', url: match[0], children: [{ type: 'text', value: match[0] }] });
      last = match.index + match[0].length;
    }
    if (last === 0) next.push(child);
    else if (last < child.value.length) next.push({ type: 'text', value: child.value.slice(last) });
  }
  node.children = next;
}

/**
 * Links bare `http(s)://` URLs in an answer's text, as GitHub does. The URL still goes through the same `safeUrl`
 * check as every link (only http and https can match here anyway).
 */
export function linkifyUrls() {
  return (tree: MdastNode) => linkify(tree);
}
