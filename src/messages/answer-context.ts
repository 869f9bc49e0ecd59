import { createContext, useContext } from 'react';
import type { Suggestion } from '../core/suggestions';
import type { AnswerCoverage, AssistantMessage } from '../core/types';
import type { AnswerFile, AnswerReasoning, AnswerSource, SearchActivity } from './message-parts';

export type AnswerStatus = 'streaming' | 'stopped' | 'interrupted' | 'complete';
export type AnswerRating = 'positive' | 'negative';

/**
 * One answer as its parts read it: `<Answer>` derives it once per render of the answer, so a part placed anywhere
 * inside (sources above the text, actions in a menu) reads the same message, status and rating as the preset's.
 */
export interface AnswerState {
  message: AssistantMessage;
  status: AnswerStatus;
  streaming: boolean;
  /** The error notice below the conversation is about this answer (it was cut off): it says so, not the answer. */
  failed: boolean;
  /** The answer's markdown without its trailing suggestions block. */
  body: string;
  suggestions: Suggestion[];
  sources: AnswerSource[];
  searches: SearchActivity[];
  /** A step began and has shown nothing yet (a `step-start` last): the answer is working, not stalled. */
  startingStep: boolean;
  reasoning: AnswerReasoning | undefined;
  files: AnswerFile[];
  /**
   * A finished answer the service marks `not-covered`, or — from a service that sends no coverage — one that found
   * no sources: the service's "the docs don't cover this" (service-api §1).
   */
  notCovered: boolean;
  /** The service's `coverage` from the answer's `finish` metadata; undefined when it sent none. */
  coverage: AnswerCoverage | undefined;
  rating: AnswerRating | null;
  rate: (rating: AnswerRating) => void;
  regenerate: () => void;
  /** Asks the assistant to go on, under the newest answer the reader stopped; undefined elsewhere. */
  continueAnswer: (() => void) | undefined;
}

export const AnswerContext = createContext<AnswerState | null>(null);

/** The answer a part belongs to: inside `<Answer>` (or `<AssistantMessageView>`, which is one). */
export function useAnswer(consumer = 'useAnswer'): AnswerState {
  const answer = useContext(AnswerContext);
  if (!answer) throw new Error(`\`${consumer}\` must be used within \`<Answer>\` (or \`<AssistantMessageView>\`).`);
  return answer;
}

/** The answer when the part is inside one, for parts that also take their data as props (`SourcesList`). */
export function useOptionalAnswer(): AnswerState | null {
  return useContext(AnswerContext);
}
