import type { default as MarkdownIt, StateInline } from 'markdown-it';
import link from 'markdown-it/lib/rules_inline/link.mjs';

/**
 * Links made from a reference (`[Client][]`, `[text][id]`, `[Client]`) marked `reference` on their token: markdown-it
 * resolves them as it parses, micromark keeps them as references that the cleaning walk turns into links, which
 * makes their block re-rendered with the link inline rather than quoted with a dangling `[Client][]`. The mark lets
 * markdown-it-tree.ts hand the walk the same reference. A reference ends at its `]`, an inline link at its `)`.
 */
export function markReferenceLinks(md: MarkdownIt): void {
  md.inline.ruler.at('link', (state: StateInline, silent: boolean) => {
    const before = state.tokens.length;
    if (!link(state, silent)) return false;
    if (silent || state.src.charCodeAt(state.pos - 1) !== 0x5d) return true;
    // Text pending before the link is pushed first: the link's token is the first `link_open` from there.
    const opened = state.tokens.slice(before).find((token) => token.type === 'link_open');
    if (opened) opened.meta = { reference: true };
    return true;
  });
}
