import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, createApiClient } from '@/lib/api-client';
import { createFakeFetch, jsonResponse, type FakeRoute } from '@/testing/fake-fetch';
import { postRecording, postSummary } from './practice-api';

// With assessment workers the server may answer an assess path with 202 and where to ask for the answer; the client
// asks until the assessment (or its error) comes, so a slow assessment still reaches the learner.

const id = '0b8f5c1e-2a43-4d7e-9a61-5f0e7d1c9b22';
const pending = (status: 'waiting' | 'assessing') => jsonResponse({ data: { id, status, checkUrl: `/api/assessment-jobs/${id}` } }, { status: 202 });
const assessment = {
  questionId: 'we-001',
  taskType: 'write-essay',
  traits: { content: { score: 2, max: 3 } },
  total: { score: 2, max: 3 },
  skills: { writing: 63 },
  feedback: ['Well organised.'],
};

function clientWith(routes: Record<string, FakeRoute>) {
  const fake = createFakeFetch(routes);
  return { api: createApiClient({ baseUrl: '/api', getToken: () => 'token', fetch: fake.fetch }), fake };
}

describe('practice answers the server is still assessing', () => {
  afterEach(() => vi.useRealTimers());

  it('asks the check address until the assessment is ready, and returns it as if the post had', async () => {
    vi.useFakeTimers();
    const checks = [pending('waiting'), pending('assessing'), jsonResponse({ data: assessment })];
    const { api, fake } = clientWith({
      'POST /api/write-essay/assess': () => pending('waiting'),
      [`GET /api/assessment-jobs/${id}`]: () => checks.shift()!,
    });
    const posted = postSummary(api, '/write-essay/assess', { questionId: 'we-001', answer: 'An essay.' });
    await vi.runAllTimersAsync();
    await expect(posted).resolves.toEqual(assessment);
    expect(fake.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /api/write-essay/assess',
      `GET /api/assessment-jobs/${id}`,
      `GET /api/assessment-jobs/${id}`,
      `GET /api/assessment-jobs/${id}`,
    ]);
  });

  it('ends with the error the answer ended with (every try failed)', async () => {
    vi.useFakeTimers();
    const message = 'Your answer could not be assessed: our assessment failed on it several times, so nothing was saved. Please send it again in a few minutes.';
    const { api } = clientWith({
      'POST /api/read-aloud/assess': () => pending('assessing'),
      [`GET /api/assessment-jobs/${id}`]: () => jsonResponse({ code: 'ASSESSMENT_FAILED', message }, { status: 503 }),
    });
    const posted = postRecording(api, '/read-aloud/assess', { questionId: 'ra-001', recording: new Blob(['RIFF']), fields: {} });
    const outcome = expect(posted).rejects.toMatchObject({ status: 503, code: 'ASSESSMENT_FAILED', message });
    await vi.runAllTimersAsync();
    await outcome;
  });

  it('asks again when an ask gets no answer at all, so a result kept on the server is not lost to the network', async () => {
    vi.useFakeTimers();
    let asks = 0;
    const { api } = clientWith({
      'POST /api/write-essay/assess': () => pending('waiting'),
      [`GET /api/assessment-jobs/${id}`]: () => {
        asks += 1;
        if (asks <= 2) throw new TypeError('Failed to fetch');
        return jsonResponse({ data: assessment });
      },
    });
    const posted = postSummary(api, '/write-essay/assess', { questionId: 'we-001', answer: 'An essay.' });
    await vi.runAllTimersAsync();
    await expect(posted).resolves.toEqual(assessment);
    expect(asks).toBe(3);
  });

  it('gives up after repeated network failures with the network message', async () => {
    vi.useFakeTimers();
    const { api } = clientWith({
      'POST /api/write-essay/assess': () => pending('waiting'),
      [`GET /api/assessment-jobs/${id}`]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const posted = postSummary(api, '/write-essay/assess', { questionId: 'we-001', answer: 'An essay.' });
    const outcome = expect(posted).rejects.toBeInstanceOf(ApiRequestError);
    await vi.runAllTimersAsync();
    await outcome;
  });
});
