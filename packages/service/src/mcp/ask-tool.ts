import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { MAX_QUESTION_CHARS } from '../from-widget-package';
import { askDocs } from './ask';
import { clip, MCP_BOUNDS } from './bounds';
import { FILTER_INPUTS, filterOf } from './filter-inputs';
import { READ_ONLY, type ToolContext } from './tool-context';

const B = MCP_BOUNDS;

/** `ask`: the answer the widget gives, with its sources and follow-ups, bounded. */
export function registerAsk(server: McpServer, { deps, docs, url }: ToolContext): void {
  server.registerTool(
    'ask',
    {
      title: 'Ask the docs',
      description:
        `Ask ${docs} a question in plain words. Returns the answer the site's own ` +
        'assistant gives readers, with the sections it comes from as sources and follow-up questions. The answer ' +
        'only says what the docs say; when they do not cover the question it says so, with `covered: false` and no ' +
        `sources — do not read that as an answer. At most ${B.answerChars} characters. For exact wording or code, ` +
        'read the sources with get_page.',
      inputSchema: {
        question: z
          .string()
          .trim()
          .min(1)
          .max(MAX_QUESTION_CHARS)
          .describe('The question, as a reader would ask it, e.g. "How do I deploy with Docker?"'),
        ...FILTER_INPUTS,
      },
      outputSchema: {
        answer: z.string(),
        covered: z.boolean(),
        coverage: z.enum(['answered', 'partial', 'not-covered']),
        sources: z.array(z.object({ title: z.string(), url: z.string() })),
        followUps: z.array(z.string()),
      },
      annotations: { ...READ_ONLY, idempotentHint: false },
    },
    async ({ question, ...filter }, extra) => {
      const result = await askDocs({ index: deps.index, model: deps.model }, question, extra.signal, filterOf(filter));
      const answer = clip(result.answer, B.answerChars);
      const sources = result.sources.map((s) => ({ title: s.title, url: url(s.path) }));
      const followUps = result.followUps.map((f) => f.question);
      const text = [
        answer.text,
        answer.cut ? `\n[Answer cut at ${B.answerChars} characters.]` : '',
        sources.length ? `\nSources:\n${sources.map((s) => `- [${s.title}](${s.url})`).join('\n')}` : '',
        followUps.length ? `\nFollow-up questions:\n${followUps.map((q) => `- ${q}`).join('\n')}` : '',
      ]
        .filter(Boolean)
        .join('\n');
      return {
        content: [{ type: 'text', text }],
        structuredContent: {
          answer: answer.text,
          covered: result.covered,
          coverage: result.coverage,
          sources,
          followUps,
        },
      };
    },
  );
}
