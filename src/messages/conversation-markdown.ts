import { splitSuggestions } from '../core/suggestions';
import type { AssistantMessage } from '../core/types';
import { safeUrl } from '../markdown/safe-url';
import { answerSources, answerText } from './message-parts';

export interface ConversationMarkdownLabels {
  you: string;
  assistant: string;
  sources: string;
}

/**
 * The conversation as Markdown, to paste into a support ticket or an issue: each question, each answer as it was
 * written (without its follow-up suggestions), and the answer's sources as links that work outside this page
 * (resolved against it). A source whose address is not safe is listed by title alone, as the panel shows it.
 */
export function conversationMarkdown(
  messages: readonly AssistantMessage[],
  labels: ConversationMarkdownLabels,
  base: string | undefined = typeof location === 'undefined' ? undefined : location.href,
): string {
  const sections: string[] = [];
  for (const message of messages) {
    if (message.role === 'user') {
      const question = answerText(message).trim();
      if (question) sections.push(`**${labels.you}:** ${question.replace(/\n+/g, ' ')}`);
    } else if (message.role === 'assistant') {
      const { body } = splitSuggestions(answerText(message));
      const lines = [`**${labels.assistant}:**`, '', body.trim()];
      const sources = answerSources(message);
      if (sources.length > 0) {
        lines.push('', `${labels.sources}:`, '');
        sources.forEach((source, index) => {
          const title = source.section ? `${source.title} › ${source.section}` : source.title;
          const href = absolute(source.href, base);
          lines.push(`${index + 1}. ${href ? `[${escapeLinkText(title)}](<${href}>)` : escapeLinkText(title)}`);
        });
      }
      sections.push(lines.join('\n'));
    }
  }
  return `${sections.join('\n\n---\n\n')}\n`;
}

function absolute(href: string, base: string | undefined): string | undefined {
  if (safeUrl(href) === undefined) return undefined;
  try {
    return new URL(href, base).href;
  } catch {
    return href;
  }
}

const escapeLinkText = (text: string) => text.replace(/([\\[\]])/g, '\\$1');
