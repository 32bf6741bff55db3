import type { AssessmentResultResponse } from '@pte/contract';
import { parseContentItem, sampleItems, toPublicQuestion } from '@pte/exam';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catalogue, readyReport, sessionIds } from '@/features/mock-tests/testing/report-fixtures';
import { testUser } from '@/testing/fake-auth-gateway';
import { jsonResponse, type FakeRoute } from '@/testing/fake-fetch';
import { buildProfile } from '@/testing/profiles';
import { renderApp } from '@/testing/render-app';

const bats = parseContentItem(structuredClone(sampleItems['reading-multiple-choice-single-answer']));

const assessment: AssessmentResultResponse = {
  questionId: bats.id,
  taskType: 'reading-multiple-choice-single-answer',
  traits: { choice: { score: 0, max: 1 } },
  total: { score: 0, max: 1 },
  skills: { reading: 10 },
  feedback: ['Read the passage again for how the animals find their way.'],
  correctAnswer: 'B',
};

function renderAt(path: string, routes: Record<string, FakeRoute>) {
  const rendered = renderApp(path, { routes: { 'GET /api/users/me': () => jsonResponse({ data: buildProfile() }), ...routes } });
  act(() => rendered.auth.resolveSession(testUser));
  return rendered;
}

describe('/mock-tests', () => {
  it('is a Practice entry of the sidebar, titled in the top bar, and lists the tests', async () => {
    renderAt('/mock-tests', {
      'GET /api/mock-tests': () => jsonResponse({ data: catalogue }),
      'GET /api/mock-tests/sessions': () => jsonResponse({ data: { sessions: [] } }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mock Tests' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByTestId('page-title')).toHaveTextContent('Practice / Mock Tests');
    expect(screen.getByRole('link', { name: 'Mock Tests' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('button', { name: 'Start Full Mock Test 1' })).toBeInTheDocument();
  });

  it('opens a report whose answers are reviewed with the practice page’s own question view and result card', async () => {
    const user = userEvent.setup();
    renderAt(`/mock-tests/report/${sessionIds.done}`, {
      [`GET /api/mock-tests/sessions/${sessionIds.done}/report`]: () => jsonResponse({ data: readyReport }),
      [`GET /api/mock-tests/sessions/${sessionIds.done}/answers/2`]: () =>
        jsonResponse({
          data: {
            position: 2,
            type: 'reading-multiple-choice-single-answer',
            question: toPublicQuestion(bats),
            introduction: null,
            status: 'assessed',
            answer: { answer: 'A' },
            recordingUrl: null,
            assessment,
          },
        }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Score report: Full Mock Test 1' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByTestId('page-title')).toHaveTextContent('Practice / Mock Tests');

    await user.click(screen.getByRole('button', { name: 'Review item 3, Multiple Choice, Single Answer' }));
    expect(await screen.findByText('How do most bats navigate in the dark?')).toBeInTheDocument();
    const chosen = screen.getByRole('radio', { name: /By smell/ });
    expect(chosen).toBeChecked();
    expect(chosen).toBeDisabled();
    const result = screen.getByRole('heading', { name: /Your result/ });
    expect(result).toHaveTextContent('Total 0 / 1');
    expect(within(result.closest('[data-slot="card"]')!).getByText('Read the passage again for how the animals find their way.')).toBeInTheDocument();
  });
});
