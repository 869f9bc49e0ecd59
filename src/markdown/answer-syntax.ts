import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';

/**
 * The GFM an answer uses — tables, strikethrough, task lists — parsed with the same micromark extensions
 * `remark-gfm` uses, minus what a chat answer does not need but a bundle pays for: the serializer (a renderer never
 * writes markdown), footnotes (answers cite through their sources; `[^1]` stays text) and the literal-autolink
 * parser (bare URLs are linked by `linkifyUrls`, a few lines instead of ~2.5 KiB min+gzip).
 */
export function remarkAnswerGfm(this: { data(): unknown }) {
  const data = this.data() as { micromarkExtensions?: unknown[]; fromMarkdownExtensions?: unknown[] };
  (data.micromarkExtensions ??= []).push(gfmTable(), gfmStrikethrough(), gfmTaskListItem());
  (data.fromMarkdownExtensions ??= []).push(
    gfmTableFromMarkdown(),
    gfmStrikethroughFromMarkdown(),
    gfmTaskListItemFromMarkdown(),
  );
}
