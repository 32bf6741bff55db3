import type { AssistantMessage } from '@pte/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/testing/fake-fetch';
import { renderWithStore } from '@/testing/render-app';
import { ExplainResultPanel } from './explain-result-panel';

const explanation: AssistantMessage = {
  id: 8,
  role: 'assistant',
  text: 'Your Read Aloud answer of 28 Nov 2025 scored 43 of 52.\n- Oral fluency: 2 / 5 — 2 long pauses (1 s or more)',
  citations: [{ title: 'Oral fluency', href: '/resources/study-materials/skills/oral-fluency#pace', section: 'Pace' }],
  source: 'your-data',
  answeredBy: 'built-in',
  createdAt: '2025-11-28T10:00:01.000Z',
};
const request: AssistantMessage = { ...explanation, id: 7, role: 'learner', text: 'Explain my Read Aloud result of 28 Nov 2025', citations: [], source: null, answeredBy: null };

describe('ExplainResultPanel', () => {
  it('explains the result when asked, streamed, with its sources and a link to the conversation', async () => {
    const { fakeFetch } = renderWithStore(<ExplainResultPanel result={{ attemptId: 'attempt-1' }} />, {
      routes: {
        'POST /api/assistant/explanations': () =>
          new Response(`event: delta\ndata: ${JSON.stringify({ text: explanation.text })}\n\nevent: done\ndata: ${JSON.stringify({ data: { question: request, answer: explanation } })}\n\n`, {
            headers: { 'content-type': 'text/event-stream' },
          }),
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Explain this result' }));

    const answer = await screen.findByRole('article', { name: 'Assistant’s answer' });
    expect(within(answer).getByText('Oral fluency: 2 / 5 — 2 long pauses (1 s or more)')).toBeInTheDocument();
    expect(within(answer).getByText('From your results')).toBeInTheDocument();
    expect(within(answer).getByRole('link', { name: 'Oral fluency › Pace' })).toHaveAttribute('href', '/resources/study-materials/skills/oral-fluency#pace');
    expect(screen.getByRole('link', { name: 'AI Assistant' })).toHaveAttribute('href', '/ai-assistant');
    expect(screen.getByRole('status')).toHaveTextContent('The explanation of your result is ready.');
    const sent = fakeFetch.requests.find((entry) => entry.method === 'POST');
    expect(sent?.body).toEqual({ attemptId: 'attempt-1', timeZone: expect.any(String) });
    expect(sent?.headers.get('accept')).toBe('text/event-stream');
  });

  it('says why it could not explain, and tries again', async () => {
    let calls = 0;
    renderWithStore(<ExplainResultPanel result={{ questionId: 'ra-001' }} />, {
      routes: {
        'POST /api/assistant/explanations': () => {
          calls += 1;
          return calls === 1
            ? jsonResponse({ code: 'NOT_FOUND', message: 'You have no attempt at this question yet: answer it first, then ask for an explanation.' }, { status: 404 })
            : jsonResponse({ data: { question: request, answer: explanation } });
        },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Explain this result' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have no attempt at this question yet');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Assistant’s answer' })).toHaveTextContent('scored 43 of 52');
  });
});
