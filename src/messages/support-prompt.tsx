import { forwardRef, useEffect, type ComponentPropsWithoutRef } from 'react';
import type { AssistantMessage } from '../core/types';
import type { SupportRequest } from '../core/support';
import { isExternalUrl } from '../markdown/safe-url';
import { composeHandlers } from '../primitives/compose-handlers';
import { useAssistantStore } from '../react/store-context';
import { useAssistantWidget } from '../react/widget-context';
import { usePartSlot } from './use-part-slot';
import { useOptionalAnswer } from './answer-context';
import { answerText } from './message-parts';
import { supportHref, supportTemplateError } from './support-href';

export interface AnswerSupportProps extends ComponentPropsWithoutRef<'p'> {
  /** Default the answer's (inside `<Answer>`). */
  messageId?: string;
  /**
   * Why support is offered. Default inside `<Answer>`: "not-helpful" after a thumbs down, "not-covered" for a finished
   * answer without sources, and nothing at all otherwise.
   */
  reason?: SupportRequest['reason'];
  /** Runs before ours when the reader follows the link or presses the button; `preventDefault()` stops ours. */
  onContact?: ComponentPropsWithoutRef<'a'>['onClick'];
}

/**
 * The host's way to reach people, under an answer that did not help or a question the docs do not cover. Renders
 * nothing without a `support` prop, and nothing (with a console error for the developer) for an unsafe template.
 */
export const AnswerSupport = forwardRef<HTMLParagraphElement, AnswerSupportProps>(function AnswerSupport(
  { messageId: messageIdProp, reason: reasonProp, onContact, className, ...props },
  ref,
) {
  const { labels, support, emit } = useAssistantWidget('AnswerSupport');
  const answer = useOptionalAnswer();
  const slot = usePartSlot('support', className);
  const messageId = messageIdProp ?? answer?.message.id ?? '';
  const reason = reasonProp ?? (answer ? reasonFor(answer) : undefined);
  // Primitives from the store: this prompt re-renders only when they change, not on every streamed chunk.
  const question = useAssistantStore((s) => questionBefore(s.messages, messageId)?.text ?? '');
  const askedFrom = useAssistantStore((s) => questionBefore(s.messages, messageId)?.path);
  const threadId = useAssistantStore((s) => s.threadId);
  const path = askedFrom ?? (typeof location === 'undefined' ? '' : location.pathname);
  const request: SupportRequest | undefined = reason && { reason, threadId, messageId, question, path };
  const href = typeof support === 'string' && request ? supportHref(support, request) : undefined;
  const refused = typeof support === 'string' && request !== undefined && href === undefined;
  useEffect(() => {
    if (refused) console.error(supportTemplateError(support));
  }, [refused, support]);

  if (!support || refused || !request) return null;
  const contacted = () => emit({ type: 'support', reason: request.reason, messageId });
  return (
    <p {...slot} data-reason={request.reason} {...props} ref={ref}>
      <span>{request.reason === 'not-covered' ? labels.supportNotCovered : labels.supportNotHelpful}</span>{' '}
      {typeof support === 'function' ? (
        <button
          type="button"
          onClick={composeHandlers(onContact as ComponentPropsWithoutRef<'button'>['onClick'], () => {
            contacted();
            support(request);
          })}
        >
          {labels.supportLink}
        </button>
      ) : (
        <a
          href={href}
          {...(href && isExternalUrl(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          onClick={composeHandlers(onContact, contacted)}
        >
          {labels.supportLink}
        </a>
      )}
    </p>
  );
});

/** Support under a finished answer: after a thumbs down, or when the docs did not cover the question. */
function reasonFor(answer: {
  streaming: boolean;
  rating: string | null;
  notCovered: boolean;
}): SupportRequest['reason'] | undefined {
  if (answer.streaming) return undefined;
  if (answer.rating === 'negative') return 'not-helpful';
  return answer.notCovered ? 'not-covered' : undefined;
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
