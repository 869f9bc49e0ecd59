export { StreamingMarkdown, type StreamingMarkdownProps } from './streaming-markdown';
export type { StreamingMarkdownLabels, LinkClickHandler } from './markdown-context';
export { safeUrl } from './safe-url';
export { splitBlocks } from './split-blocks';
