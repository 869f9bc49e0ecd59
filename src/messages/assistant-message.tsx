import { forwardRef, memo } from 'react';
import { Answer, type AnswerProps } from './answer';
import { AnswerActions } from './message-actions';
import { AnswerCoverageNote } from './answer-coverage-note';
import { AnswerFiles } from './answer-files';
import { AnswerReasoning } from './answer-reasoning';
import { AnswerSearchStatus } from './search-status';
import { AnswerSources } from './sources-list';
import { AnswerStatusNote } from './answer-status-note';
import { AnswerText } from './answer-text';
import { AnswerFollowUps } from './follow-ups';
import { AnswerSupport } from './support-prompt';

export type AssistantMessageProps = Omit<AnswerProps, 'children'>;

/**
 * The preset's answer, built from the exported answer parts: search progress, a reasoning model's thoughts (folded),
 * a note above an answer the docs may only partly cover, markdown (links to its sources as numbered chips), the files it carries, a note when it did not finish, sources, follow-ups, actions, and the host's way to reach people
 * when it did not help. Memoised: finished answers never re-render. A host's own arrangement is an `<Answer>` with
 * the parts it wants, given to `Conversation` as `answer`.
 */
export const AssistantMessageView = memo(
  forwardRef<HTMLElement, AssistantMessageProps>(function AssistantMessageView(props, ref) {
    return (
      <Answer {...props} ref={ref}>
        <AnswerSearchStatus />
        <AnswerReasoning />
        <AnswerCoverageNote />
        <AnswerText />
        <AnswerFiles />
        <AnswerStatusNote />
        <AnswerSources />
        <AnswerFollowUps />
        <AnswerActions />
        <AnswerSupport />
      </Answer>
    );
  }),
);
