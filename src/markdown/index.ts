export { StreamingMarkdown, type StreamingMarkdownProps } from './streaming-markdown';
export type { StreamingMarkdownLabels, LinkClickHandler } from './markdown-context';
export { safeUrl, isExternalUrl } from './safe-url';
export { splitBlocks } from './split-blocks';
