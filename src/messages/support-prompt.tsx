import { useEffect } from 'react';
import type { AssistantMessage } from '../core/types';
import type { SupportRequest } from '../core/support';
import { isExternalUrl } from '../markdown/safe-url';
import { useAssistantStore } from '../react/store-context';
import { useAssistantWidget, useSlot } from '../react/widget-context';
import { answerText } from './message-parts';
import { supportHref, supportTemplateError } from './support-href';

export interface SupportPromptProps {
  messageId: string;
  reason: SupportRequest['reason'];
}

/**
 * The host's way to reach people, under an answer that did not help or a question the docs do not cover. Renders
 * nothing without a `support` prop, and nothing (with a console error for the developer) for an unsafe template.
 */
export function SupportPrompt({ messageId, reason }: SupportPromptProps) {
  const { labels, support, emit } = useAssistantWidget('SupportPrompt');
  const slot = useSlot('support');
  // Primitives from the store: this prompt re-renders only when they change, not on every streamed chunk.
  const question = useAssistantStore((s) => questionBefore(s.messages, messageId)?.text ?? '');
  const askedFrom = useAssistantStore((s) => questionBefore(s.messages, messageId)?.path);
  const threadId = useAssistantStore((s) => s.threadId);
  const path = askedFrom ?? (typeof location === 'undefined' ? '' : location.pathname);
  const request: SupportRequest = { reason, threadId, messageId, question, path };
  const href = typeof support === 'string' ? supportHref(support, request) : undefined;
  const refused = typeof support === 'string' && href === undefined;
  useEffect(() => {
    if (refused) console.error(supportTemplateError(support));
  }, [refused, support]);

  if (!support || refused) return null;
  return (
    <p {...slot} data-reason={reason}>
      <span>{reason === 'not-covered' ? labels.supportNotCovered : labels.supportNotHelpful}</span>{' '}
      {typeof support === 'function' ? (
        <button
          type="button"
          onClick={() => {
            emit({ type: 'support', reason, messageId });
            support(request);
          }}
        >
          {labels.supportLink}
        </button>
      ) : (
        <a
          href={href}
          {...(href && isExternalUrl(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          onClick={() => emit({ type: 'support', reason, messageId })}
        >
          {labels.supportLink}
        </a>
      )}
    </p>
  );
}

/** The question an answer replies to, and the page it was asked from. */
function questionBefore(
  messages: readonly AssistantMessage[],
  answerId: string,
): { text: string; path?: string } | undefined {
  const index = messages.findIndex((message) => message.id === answerId);
  for (let i = index - 1; i >= 0; i -= 1) {
    const message = messages[i];
    if (message?.role === 'user') return { text: answerText(message), path: message.metadata?.currentPath };
  }
  return undefined;
}
