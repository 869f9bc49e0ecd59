import { describe, expect, it } from 'vitest';
import type { QuestionRow } from '../../src/report/question-rows';
import { tallyQuestions } from '../../src/report/tally-questions';

const row = (covered: number | null, question: string, sources: string[] = []): QuestionRow => ({
  thread_id: `t_${question}`,
  question,
  page: '/guides',
  created_at: '2026-11-29T09:00:00.000Z',
  covered,
  sources: sources.length ? JSON.stringify(sources) : null,
});

describe('the report counts each coverage outcome', () => {
  it('answered (1), partial (2) and not covered (0) apart; a partial answer still counts toward its topic', () => {
    const tally = tallyQuestions([
      row(1, 'How do I set the port?', ['/config/server#serverport']),
      row(2, 'How do I pin the port and fail when it is taken?', ['/config/server#serverstrictport']),
      row(2, 'Can it forward websockets?', ['/config/server#serverproxy']),
      row(0, 'Is there a Helm chart?'),
      // An answer stored before coverage was (or one that never finished): counted as a question only.
      row(null, 'What is this?'),
    ]);
    expect(tally.questionTotal).toBe(5);
    expect(tally.answeredTotal).toBe(1);
    expect(tally.partialTotal).toBe(2);
    expect(tally.notCoveredTotal).toBe(1);
    expect([...tally.notCovered.values()].map((g) => g.question)).toEqual(['Is there a Helm chart?']);
    expect(tally.topics.get('/config/server')?.questions).toBe(3);
  });
});
