import type { AssistantMessage } from '@pte/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type FakeRoute } from '@/testing/fake-fetch';
import { renderWithStore } from '@/testing/render-app';
import { AssistantPage } from './assistant-page';

const question = (id: number, text: string): AssistantMessage => ({ id, role: 'learner', text, citations: [], source: null, answeredBy: null, createdAt: '2026-03-02T10:00:00.000Z' });
const answer = (id: number, text: string, citations: AssistantMessage['citations'], source: AssistantMessage['source'] = 'guides'): AssistantMessage => ({
  id,
  role: 'assistant',
  text,
  citations,
  source,
  answeredBy: 'built-in',
  createdAt: '2026-03-02T10:00:01.000Z',
});

const readAloudAnswer = answer(2, 'From “Read Aloud › How it is scored”:\n- Content: 1 per word of the text\n- Oral fluency: 5', [
  { title: 'Read Aloud', href: '/resources/study-materials/read-aloud#how-it-is-scored', section: 'How it is scored' },
]);

function renderAssistant(routes: Record<string, FakeRoute>) {
  return renderWithStore(<AssistantPage />, { path: '/ai-assistant', routes });
}

describe('AssistantPage', () => {
  it('offers example questions when the conversation is empty, and asks one when pressed', async () => {
    const { fakeFetch } = renderAssistant({
      'GET /api/assistant/messages': () => jsonResponse({ data: { messages: [] } }),
      'POST /api/assistant/messages': () => jsonResponse({ data: { question: question(1, 'How is Read Aloud scored?'), answer: readAloudAnswer } }),
    });
    const examples = await screen.findByRole('list', { name: 'Example questions' });
    await userEvent.click(within(examples).getByRole('button', { name: 'How is Read Aloud scored?' }));

    const conversation = await screen.findByRole('list', { name: 'Conversation' });
    expect(within(conversation).getByRole('article', { name: 'Your question' })).toHaveTextContent('How is Read Aloud scored?');
    const reply = within(conversation).getByRole('article', { name: 'Assistant’s answer' });
    expect(within(reply).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Content: 1 per word of the text', 'Oral fluency: 5', 'Read Aloud › How it is scored']);
    expect(within(reply).getByRole('link', { name: 'Read Aloud › How it is scored' })).toHaveAttribute('href', '/resources/study-materials/read-aloud#how-it-is-scored');
    expect(within(reply).getByText('From the study guides and Help Center')).toBeInTheDocument();
    const sent = fakeFetch.requests.find((request) => request.method === 'POST');
    expect(sent?.body).toEqual({ message: 'How is Read Aloud scored?', timeZone: expect.any(String) });
  });

  it('shows the stored conversation, sends a typed question with Enter and counts its characters', async () => {
    const { fakeFetch } = renderAssistant({
      'GET /api/assistant/messages': () => jsonResponse({ data: { messages: [question(1, 'How is Read Aloud scored?'), readAloudAnswer] } }),
      'POST /api/assistant/messages': () =>
        jsonResponse({
          data: {
            question: question(3, 'What is my weakest task?'),
            answer: answer(4, 'Your weakest task type so far is Write Essay.', [{ title: 'Progress Report', href: '/progress-report', section: null }], 'your-data'),
          },
        }),
    });
    expect(await screen.findByRole('link', { name: 'Read Aloud › How it is scored' })).toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: 'Your question' });
    await userEvent.type(input, '  What is my weakest task?');
    expect(screen.getByText(/^24 of 1,000 characters/)).toBeInTheDocument();
    await userEvent.type(input, '{Enter}');

    expect(await screen.findByText('Your weakest task type so far is Write Essay.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Progress Report' })).toHaveAttribute('href', '/progress-report');
    expect(screen.getByText('From your results')).toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(fakeFetch.requests.filter((request) => request.method === 'POST').map((request) => (request.body as { message: string }).message)).toEqual(['What is my weakest task?']);
  });

  it('refuses an empty or too long question before sending, and shows the server’s refusal', async () => {
    const { fakeFetch } = renderAssistant({
      'GET /api/assistant/messages': () => jsonResponse({ data: { messages: [] } }),
      'POST /api/assistant/messages': () =>
        jsonResponse({ code: 'RATE_LIMITED', message: 'You have asked 20 questions in a short time. Please wait 30 seconds and ask again.' }, { status: 429 }),
    });
    await screen.findByRole('list', { name: 'Example questions' });
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Type a question for the assistant.');

    const input = screen.getByRole('textbox', { name: 'Your question' });
    await userEvent.click(input);
    await userEvent.paste('a'.repeat(1001));
    expect(screen.getByText(/^1,001 of 1,000 characters/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Keep your question to 1,000 characters or fewer.');
    expect(fakeFetch.requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    await userEvent.clear(input);
    await userEvent.type(input, 'How is Read Aloud scored?{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('You have asked 20 questions in a short time. Please wait 30 seconds and ask again.');
    expect(input).toHaveValue('How is Read Aloud scored?');
  });

  it('deletes the conversation only after confirmation', async () => {
    const { fakeFetch } = renderAssistant({
      'GET /api/assistant/messages': () => jsonResponse({ data: { messages: [question(1, 'How is Read Aloud scored?'), readAloudAnswer] } }),
      'DELETE /api/assistant/messages': () => jsonResponse({ data: { deleted: 2 } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my conversation' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete your conversation?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fakeFetch.requests.some((request) => request.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Delete my conversation' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete conversation' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Conversation' })).not.toBeInTheDocument());
    expect(screen.getByText('Your conversation was deleted.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Example questions' })).toBeInTheDocument();
  });

  it('says when the conversation cannot be loaded, and tries again', async () => {
    let calls = 0;
    renderAssistant({
      'GET /api/assistant/messages': () => {
        calls += 1;
        return calls === 1 ? jsonResponse({ code: 'INTERNAL', message: 'Something went wrong on our side.' }, { status: 500 }) : jsonResponse({ data: { messages: [] } });
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Example questions' })).toBeInTheDocument();
  });
  it('shows the answer as it is written, announces it only when complete, and labels a language model’s answer', async () => {
    const encoder = new TextEncoder();
    let push: (event: string, data: unknown) => void = () => {};
    let end: () => void = () => {};
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (event, data) => controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
        end = () => controller.close();
      },
    });
    const written = { ...answer(2, 'Read Aloud marks content [1].', readAloudAnswer.citations), answeredBy: 'model' as const };
    const { fakeFetch } = renderAssistant({
      'GET /api/assistant/messages': () => jsonResponse({ data: { messages: [] } }),
      'POST /api/assistant/messages': () => new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
    });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Your question' }), 'How is Read Aloud scored?{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('The assistant is answering…');

    push('delta', { text: 'Read Aloud marks ' });
    const writing = await screen.findByRole('article', { name: 'Answer being written' });
    expect(writing).toHaveAttribute('aria-busy', 'true');
    expect(writing).toHaveTextContent('Read Aloud marks');
    push('delta', { text: 'content [2].' });
    await waitFor(() => expect(writing).toHaveTextContent('Read Aloud marks content [2].'));
    expect(screen.getByRole('status')).toHaveTextContent('The assistant is answering…');

    push('done', { data: { question: question(1, 'How is Read Aloud scored?'), answer: written } });
    end();
    const reply = await screen.findByRole('article', { name: 'Assistant’s answer' });
    expect(reply).toHaveTextContent('Read Aloud marks content [1].');
    expect(within(reply).getByText('Written by an AI language model from the sources below')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Answer being written' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('The assistant has answered.');
    expect(fakeFetch.requests.find((request) => request.method === 'POST')?.headers.get('accept')).toBe('text/event-stream');
  });
});
