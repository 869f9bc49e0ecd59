import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';

/**
 * `remark-gfm` minus its markdown serializer: the same GFM parsing (the equivalence tests render against
 * `remark-gfm` itself), without `mdast-util-to-markdown`, which a renderer never calls. Saves ~7 KiB min+gzip.
 */
export function remarkGfmParseOnly(this: { data(): unknown }) {
  const data = this.data() as { micromarkExtensions?: unknown[]; fromMarkdownExtensions?: unknown[] };
  (data.micromarkExtensions ??= []).push(gfm());
  (data.fromMarkdownExtensions ??= []).push(gfmFromMarkdown());
}
