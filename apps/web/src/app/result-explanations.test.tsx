import type { AssessmentResultResponse } from '@pte/contract';
import { questionTypes } from '@pte/exam';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AssessmentCard } from '@/features/practice/assessment-card';
import { renderWithStore } from '@/testing/render-app';
import { ResultExplanations } from './result-explanations';

const assessment: AssessmentResultResponse = {
  questionId: 'ra-001',
  taskType: 'read-aloud',
  traits: { content: { score: 38, max: 42 }, fluency: { score: 2, max: 5 }, pronunciation: { score: 3, max: 5 } },
  total: { score: 43, max: 52 },
  skills: { speaking: 62 },
  feedback: [],
};

describe('ResultExplanations', () => {
  it('adds “Explain this result” under a stored result', async () => {
    renderWithStore(
      <ResultExplanations>
        <AssessmentCard type={questionTypes['read-aloud']} assessment={assessment} facts={[]} shown={{ attemptId: 'attempt-1' }} />
      </ResultExplanations>,
    );
    expect(await screen.findByRole('button', { name: 'Explain this result' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('adds nothing without the provider (a mock test’s review) or without a stored result', async () => {
    renderWithStore(
      <>
        <AssessmentCard type={questionTypes['read-aloud']} assessment={assessment} facts={[]} shown={{ attemptId: 'attempt-1' }} />
        <ResultExplanations>
          <AssessmentCard type={questionTypes['read-aloud']} assessment={assessment} facts={[]} />
          <AssessmentCard type={questionTypes['read-aloud']} assessment={assessment} facts={[]} shown={{ attemptId: 'attempt-2' }} />
        </ResultExplanations>
      </>,
    );
    // Only the third card, stored and under the provider, offers it.
    expect(await screen.findAllByRole('button', { name: 'Explain this result' }, { timeout: 5000 })).toHaveLength(1);
  });
});
