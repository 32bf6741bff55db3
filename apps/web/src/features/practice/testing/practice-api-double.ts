import type { AssessmentResultResponse, Attempt, ReorderAttempt } from '@pte/contract';
import {
  buildReorderAttemptResult,
  parseContentItem,
  questionTypeList,
  questionTypes,
  sampleItems,
  scoreAnswer,
  toPublicQuestion,
  validateAnswer,
  type ContentItem,
  type PublicQuestion,
  type QuestionTypeId,
} from '@pte/exam';
import { jsonResponse, type FakeRoute, type RecordedRequest } from '@/testing/fake-fetch';

/** The sample bank item of task type `id` (from @pte/exam's `sampleItems`), parsed. */
export function sampleItem<Id extends QuestionTypeId>(id: Id): ContentItem<Id> {
  return parseContentItem(structuredClone(sampleItems[id])) as ContentItem<Id>;
}

/** What the API would send for a bank item: the public question plus its media URLs. */
function toServedQuestion(item: ContentItem): PublicQuestion {
  const question = toPublicQuestion(item);
  const media = {
    ...(item.audio ? { audioUrl: `/api/media/${item.id}.mp3` } : {}),
    ...('image' in item.prompt ? { imageUrl: `/api/media/${item.prompt.image}` } : {}),
  };
  return Object.keys(media).length > 0 ? { ...question, media } : question;
}

/** The sample item of task type `id` as the API serves it. */
export function samplePublicQuestion<Id extends QuestionTypeId>(id: Id): PublicQuestion<Id> {
  return toServedQuestion(sampleItem(id) as ContentItem) as PublicQuestion<Id>;
}

function error(status: number, code: string, message: string): Response {
  return jsonResponse({ code, message }, { status });
}

function bodyOf(request: RecordedRequest): Record<string, unknown> {
  return typeof request.body === 'object' && request.body !== null ? (request.body as Record<string, unknown>) : {};
}

/**
 * An in-memory double of the practice API for tests, over real bank items scored by the real exam engine:
 * question pages, the assess paths, `POST /question-attempt` and `GET /attempts`. `routes` plug into
 * `createFakeFetch`; `attempts` holds what was stored, newest first.
 */
export function createPracticeApiDouble(items: readonly ContentItem[] = questionTypeList.map((type) => sampleItem(type.id))) {
  const attempts: Attempt[] = [];
  let clock = Date.parse('2027-02-01T10:00:00.000Z');
  const nextTime = () => new Date((clock += 60_000)).toISOString();

  const store = (item: ContentItem, answer: unknown, result: Attempt['result'], timeTaken: unknown) => {
    attempts.unshift({
      id: `attempt-${attempts.length + 1}`,
      questionId: item.id,
      questionType: item.type,
      answer,
      result,
      timeTaken: typeof timeTaken === 'number' ? timeTaken : null,
      createdAt: nextTime(),
    });
  };

  const routes: Record<string, FakeRoute> = {};

  for (const type of questionTypeList) {
    routes[`GET /api/questions/category-section/${type.fetchSection}`] = (request) => {
      const section = items.filter((item) => item.type === type.id);
      const query = new URL(request.url, 'http://localhost').searchParams;
      const id = query.get('id');
      const page = id ? section.findIndex((item) => item.id === id) + 1 : Number(query.get('page') ?? '1');
      const item = section[page - 1];
      if (section.length === 0 && page === 1) return jsonResponse({ data: { questions: [], pagination: { page: 1, totalPages: 0, total: 0 } } });
      if (!item) return error(404, 'NOT_FOUND', `Page ${page} does not exist: the “${type.fetchSection}” section has ${section.length} questions, one per page.`);
      return jsonResponse({ data: { questions: [toServedQuestion(item)], pagination: { page, totalPages: section.length, total: section.length } } });
    };
  }

  const objectivePaths = new Set(questionTypeList.filter((type) => type.score && type.assessPath !== '/question-attempt').map((type) => type.assessPath));
  for (const path of objectivePaths) {
    routes[`POST /api${path}`] = (request) => {
      const { questionId, timeTaken, ...answer } = bodyOf(request);
      const item = items.find((candidate) => candidate.id === questionId);
      if (!item || questionTypes[item.type].assessPath !== path) return error(404, 'NOT_FOUND', `There is no question “${String(questionId)}” in the bank.`);
      const validation = validateAnswer(item, answer);
      if (!validation.success) return error(400, 'VALIDATION_FAILED', `Your answer could not be assessed: ${validation.issues.map((issue) => issue.message).join('; ')}.`);
      const scored = scoreAnswer(item, validation.answer);
      if (!scored) return error(500, 'INTERNAL', 'No scorer');
      const result: AssessmentResultResponse = {
        ...scored,
        questionId: item.id,
        explanation: item.explanation,
        ...(item.audio ? { transcript: item.audio.script } : {}),
      };
      store(item, validation.answer, result, timeTaken);
      return jsonResponse(questionTypes[item.type].family === 'single-answer' ? { result } : { results: result });
    };
  }

  routes['POST /api/question-attempt'] = (request) => {
    const { questionId, user_answer: userAnswer, time_taken: timeTaken } = bodyOf(request);
    const item = items.find((candidate) => candidate.id === questionId);
    if (!item || item.type !== 're-order-paragraphs') return error(404, 'NOT_FOUND', `There is no question “${String(questionId)}” in the bank.`);
    const order = JSON.parse(String(userAnswer)) as string[];
    const scored = scoreAnswer(item, { order });
    if (!scored) return error(500, 'INTERNAL', 'No scorer');
    const spec = buildReorderAttemptResult({ questionId: item.id, userOrder: order, correctOrder: item.answerKey.order, timeTaken: Number(timeTaken), createdAt: new Date(nextTime()) });
    const attempt: ReorderAttempt = { ...spec, assessment: { ...scored, questionId: item.id, explanation: item.explanation } };
    store(item, { order }, attempt, timeTaken);
    return jsonResponse({ data: attempt });
  };

  // Nothing waits for the speech engine unless a test says otherwise.
  routes['GET /api/speaking/queue'] = () => jsonResponse({ data: { running: 0, waiting: 0, expectedWaitSeconds: 0 } });
  routes['GET /api/attempts'] = (request) => {
    const questionId = new URL(request.url, 'http://localhost').searchParams.get('questionId');
    return jsonResponse({ data: { attempts: attempts.filter((attempt) => !questionId || attempt.questionId === questionId) } });
  };

  return { routes, attempts, items };
}
