import {
  assessmentDataResponseSchema,
  assessmentPendingResponseSchema,
  assessmentResultResponseSchema,
  assessmentResultsResponseSchema,
  attemptsResponseSchema,
  questionAttemptResponseSchema,
  questionsPageResponseSchema,
  RECORDING_FILE_NAME,
  speechQueueResponseSchema,
  type AssessmentResultResponse,
  type Attempt,
  type ReorderAttempt,
  type SpeechQueueState,
} from '@pte/contract';
import type { PublicQuestion } from '@pte/exam';
import { ApiRequestError, type ApiClient } from '@/lib/api-client';

/** Which page of a section to load: page `page`, or the page of question `id`. */
export interface QuestionPageRequest {
  page?: number;
  id?: string;
}

/** A loaded page: its question (null when the section has none yet) and where it sits. */
export interface LoadedQuestionPage {
  question: PublicQuestion | null;
  page: number;
  totalPages: number;
}

/** `GET /questions/category-section/{section}?page={n}` (or `?id=`): the first question of the page is used. */
export async function fetchQuestionPage(api: ApiClient, fetchSection: string, request: QuestionPageRequest, signal?: AbortSignal): Promise<LoadedQuestionPage> {
  const query = new URLSearchParams();
  if (request.id !== undefined) query.set('id', request.id);
  else query.set('page', String(request.page ?? 1));
  const body = await api.get(`/questions/category-section/${encodeURIComponent(fetchSection)}?${query}`, { signal });
  const { data } = questionsPageResponseSchema.parse(body);
  return { question: data.questions[0] ?? null, page: data.pagination.page, totalPages: data.pagination.totalPages };
}

/** Least time between two asks about an answer still being assessed (the server itself waits on each ask). */
const PENDING_CHECK_SPACING_MS = 1000;

/** How many times in a row an ask about an answer still being assessed may get no answer at all before giving up. */
const PENDING_CHECK_NETWORK_TRIES = 10;

/** A path under the API from an address the API gave (`/api/…`). */
function apiPath(url: string): string {
  return url.startsWith('/api/') ? url.slice('/api'.length) : url;
}

/**
 * The assessment an assess path answered with: `{ data: assessment }`, or, when assessment workers had not finished
 * it within the server's wait, `202 { data: { checkUrl } }`: the answer is kept and assessed on the server, and
 * `checkUrl` is asked (each ask waits on the server) until it answers with the assessment or the error the answer
 * ended with. An ask that gets no answer at all (a dropped connection) is made again a few times, so a result the
 * server has is not lost to the network.
 */
async function assessmentOf(api: ApiClient, body: unknown): Promise<AssessmentResultResponse> {
  let current = body;
  let networkFailures = 0;
  for (;;) {
    const pending = assessmentPendingResponseSchema.safeParse(current);
    if (!pending.success) return assessmentDataResponseSchema.parse(current).data;
    const askedAt = Date.now();
    try {
      current = await api.get(apiPath(pending.data.data.checkUrl));
      networkFailures = 0;
    } catch (error) {
      if (!(error instanceof ApiRequestError && error.status === 0) || ++networkFailures >= PENDING_CHECK_NETWORK_TRIES) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, PENDING_CHECK_SPACING_MS - (Date.now() - askedAt))));
  }
}

/** Fields every assess call carries: the question and the seconds the learner took. */
interface AssessCall {
  questionId: string;
  timeTaken: number;
}

/** Fill-in-the-blanks and multiple-answer paths: `POST {path}` `{ questionId, answers, timeTaken }`, read from `data.results`. */
export async function postAnswers(api: ApiClient, path: string, call: AssessCall & { answers: unknown }): Promise<AssessmentResultResponse> {
  const body = await api.post(path, { questionId: call.questionId, answers: call.answers, timeTaken: call.timeTaken });
  return assessmentResultsResponseSchema.parse(body).results;
}

/** Single-answer paths (and write from dictation): `POST {path}` `{ questionId, answer, timeTaken }`, read from `data.result`. */
export async function postAnswer(api: ApiClient, path: string, call: AssessCall & { answer: string }): Promise<AssessmentResultResponse> {
  const body = await api.post(path, { questionId: call.questionId, answer: call.answer, timeTaken: call.timeTaken });
  return assessmentResultResponseSchema.parse(body).result;
}

/** `POST /question-attempt` `{ questionId, user_answer: JSON text of the order, time_taken }`: the saved re-order attempt. */
export async function postReorderAttempt(api: ApiClient, call: AssessCall & { userOrder: readonly string[] }): Promise<ReorderAttempt> {
  const body = await api.post('/question-attempt', { questionId: call.questionId, user_answer: JSON.stringify(call.userOrder), time_taken: call.timeTaken });
  return questionAttemptResponseSchema.parse(body).data;
}

/**
 * Speaking paths: multipart `file` (`recording.wav`) plus the type's text fields; the assessment is read from
 * `data.data` (once ready, when the server answered that it is still being assessed).
 */
export async function postRecording(api: ApiClient, path: string, call: { questionId: string; recording: Blob; fields: Readonly<Record<string, string>> }): Promise<AssessmentResultResponse> {
  const form = new FormData();
  form.append('file', call.recording, RECORDING_FILE_NAME);
  form.append('questionId', call.questionId);
  for (const [name, value] of Object.entries(call.fields)) form.append(name, value);
  return assessmentOf(api, await api.post(path, form));
}

/** `GET /speaking/queue`: the learner's spoken answers waiting for (or in) the speech engine, and the expected wait. */
export async function fetchSpeechQueue(api: ApiClient, signal?: AbortSignal): Promise<SpeechQueueState> {
  const body = await api.get('/speaking/queue', { signal });
  return speechQueueResponseSchema.parse(body).data;
}

/**
 * A Read Aloud recording assessed against `referenceText` without a question (the microphone check): multipart
 * `file` (`recording.wav`) and `referenceText` to `POST /read-aloud/assess`; assessed, not stored.
 */
export async function postFreeReading(api: ApiClient, call: { recording: Blob; referenceText: string }): Promise<AssessmentResultResponse> {
  const form = new FormData();
  form.append('file', call.recording, RECORDING_FILE_NAME);
  form.append('referenceText', call.referenceText);
  return assessmentOf(api, await api.post('/read-aloud/assess', form));
}

/**
 * A stored recording (`details.recording.url`, a path from the origin such as `/api/recordings/{id}`) fetched
 * through the API client, so the bearer token goes with it.
 */
export async function downloadRecording(api: ApiClient, url: string, signal?: AbortSignal): Promise<Blob> {
  return api.download(apiPath(url), { signal });
}

/**
 * Written answers (summaries and essays): `POST {path}` JSON `{ questionId, answer, referenceText?, timeTaken? }`;
 * the assessment is read from `data.data` (once ready, when the server answered that it is still being assessed).
 */
export async function postSummary(api: ApiClient, path: string, call: { questionId: string; answer: string; referenceText?: string; timeTaken?: number }): Promise<AssessmentResultResponse> {
  return assessmentOf(api, await api.post(path, call));
}

/** `GET /attempts?questionId=…`: the signed-in learner's attempts at one question, newest first. */
export async function fetchQuestionAttempts(api: ApiClient, questionId: string, signal?: AbortSignal): Promise<Attempt[]> {
  const body = await api.get(`/attempts?${new URLSearchParams({ questionId })}`, { signal });
  return attemptsResponseSchema.parse(body).data.attempts;
}
