import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { StreamingMarkdown } from '../markdown';
import { useAssistantWidget } from '../react/widget-context';
import { usePartSlot } from './use-part-slot';
import { useAnswer } from './answer-context';

export type AnswerTextProps = ComponentPropsWithoutRef<'div'>;

/** The answer's markdown, streamed; links to its sources are their numbered chips. Nothing before the first words. */
export const AnswerText = forwardRef<HTMLDivElement, AnswerTextProps>(function AnswerText(
  { className, ...props },
  ref,
) {
  const { labels, language } = useAssistantWidget('AnswerText');
  const { body, streaming, sources } = useAnswer('AnswerText');
  const slot = usePartSlot('answer', className);
  if (!body) return null;
  return (
    <div {...slot} {...props} ref={ref}>
      <StreamingMarkdown
        text={body}
        streaming={streaming}
        labels={{
          copyCode: labels.copyCode,
          copiedCode: labels.copiedCode,
          citation: labels.citation,
          codeRegion: labels.codeRegion,
          table: labels.table,
          showAllLines: labels.showAllLines,
          showAllCharacters: labels.showAllCharacters,
        }}
        sources={sources}
        locale={language}
      />
    </div>
  );
});
