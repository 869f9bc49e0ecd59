import type { UIMessageChunk } from 'ai';

/** The service's search, as an answer's stream reports it: the tool call with the query it searched for. */
export const searchChunks = (query: string): UIMessageChunk[] => [
  { type: 'tool-input-available', toolCallId: 'c1', toolName: 'search', input: { query } },
];

/** The search's results: two docs pages, shown as the answer's sources. */
export const searchResultChunks: UIMessageChunk[] = [
  {
    type: 'tool-output-available',
    toolCallId: 'c1',
    output: {
      results: [
        { path: '/quickstart', metadata: { title: 'Quickstart' } },
        { path: '/install#npm', metadata: { title: 'Install with npm' } },
      ],
    },
  },
];
