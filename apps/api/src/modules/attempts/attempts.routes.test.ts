import {
  apiErrorSchema,
  assessmentResultSchema,
  attemptsResponseSchema,
  objectiveAssessEndpoints,
  questionAttemptResponseSchema,
  questionsPageResponseSchema,
  type Attempt,
} from '@pte/contract';
import { questionTypes, transcriptWords, type AnswerKeyOf, type ContentItem, type PromptOf } from '@pte/exam';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, describeEachDatabase, signUpLearner, type TestApp, type TestLearner } from '../../../test/test-app';
import { bankItemOf, contentDir, mockItemOf } from '../../../test/bank-items';
import { loadQuestionBank } from '../questions/question-bank.loader';


type Body = Record<string, unknown>;

/** Per assess path: a right answer, a partly right one (with its expected score) and malformed ones. */
interface AnswerCases {
  right(item: ContentItem): Body;
  partial(item: ContentItem): { body: Body; score: number };
  malformed(item: ContentItem): Body[];
}

const blankCases: AnswerCases = {
  right: (item) => ({ answers: Object.fromEntries((item.answerKey as { answers: string[] }).answers.map((word, index) => [String(index + 1), word])) }),
  partial: (item) => ({ body: { answers: { '1': (item.answerKey as { answers: string[] }).answers[0] } }, score: 1 }),
  malformed: () => [{ answers: 'falls' }, { answers: { first: 'x' } }, { answers: { '1': 7 } }, { answers: { '19': 'x' } }],
};

const cases: Record<string, AnswerCases> = {
  '/reading-writing-fill-in-the-blanks/assess': blankCases,
  '/reading-fill-in-the-blanks/assess': blankCases,
  '/listening-fill-in-the-blanks/assess': blankCases,
  '/reading-mcma/assess': {
    right: (item) => ({ answers: [...(item.answerKey as AnswerKeyOf<'reading-multiple-choice-multiple-answers'>).correct] }),
    partial: (item) => ({ body: { answers: [(item.answerKey as AnswerKeyOf<'reading-multiple-choice-multiple-answers'>).correct[0]] }, score: 1 }),
    malformed: () => [{ answers: 'A' }, { answers: ['Z'] }, { answers: ['A', 'A'] }, {}],
  },
  '/reading-mcsa/assess': {
    right: (item) => ({ answer: (item.answerKey as AnswerKeyOf<'reading-multiple-choice-single-answer'>).correct }),
    partial: (item) => {
      const { correct } = item.answerKey as AnswerKeyOf<'reading-multiple-choice-single-answer'>;
      const other = (item.prompt as PromptOf<'reading-multiple-choice-single-answer'>).options.find((option) => option.id !== correct)!;
      return { body: { answer: other.id }, score: 0 };
    },
    malformed: () => [{ answer: 'option A' }, { answer: 'Z' }, {}, { answer: ['A'] }],
  },
  '/highlight-incorrect-words/assess': {
    right: (item) => ({ answers: (item.answerKey as AnswerKeyOf<'highlight-incorrect-words'>).incorrectWords.map((word) => word.index) }),
    partial: (item) => ({ body: { answers: [(item.answerKey as AnswerKeyOf<'highlight-incorrect-words'>).incorrectWords[0]!.index] }, score: 1 }),
    malformed: (item) => [
      { answers: ['4'] },
      { answers: [transcriptWords((item.prompt as PromptOf<'highlight-incorrect-words'>).transcript).length] },
      { answers: 3 },
    ],
  },
  '/write-from-dictation/assess': {
    right: (item) => ({ answer: (item.answerKey as AnswerKeyOf<'write-from-dictation'>).sentence }),
    partial: (item) => {
      const words = (item.answerKey as AnswerKeyOf<'write-from-dictation'>).sentence.split(/\s+/);
      return { body: { answer: words.slice(0, 4).join(' ') }, score: 4 };
    },
    malformed: () => [{ answer: 42 }, {}, { answer: 'x'.repeat(501) }],
  },
};

async function attemptsOf(t: TestApp, learner: TestLearner, query = ''): Promise<Attempt[]> {
  const response = await t.app.inject({ method: 'GET', url: `/api/attempts${query}`, headers: bearer(learner.token) });
  expect(response.statusCode).toBe(200);
  return attemptsResponseSchema.parse(response.json()).data.attempts;
}

describeEachDatabase('assessment and attempts', (t) => {
  let learner: TestLearner;
  const post = (url: string, payload: Body, who: TestLearner = learner) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(who.token), payload });

  beforeAll(async () => {
    await loadQuestionBank(t.database, contentDir);
    learner = await signUpLearner(t.app);
  });

  it('covers every assess path of the registry', () => {
    expect(Object.keys(cases).sort()).toEqual(objectiveAssessEndpoints.map((endpoint) => endpoint.path).sort());
  });

  it('documents the assess, attempt, question and media routes in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
    for (const endpoint of objectiveAssessEndpoints) expect(document.paths[`/api${endpoint.path}`], endpoint.path).toHaveProperty('post');
    expect(document.paths['/api/question-attempt']).toHaveProperty('post');
    expect(document.paths['/api/attempts']).toHaveProperty('get');
    expect(document.paths['/api/questions/category-section/{section}']).toHaveProperty('get');
    expect(document.paths['/api/media/{file}']).toHaveProperty('get');
  });

  for (const endpoint of objectiveAssessEndpoints) {
    const answers = cases[endpoint.path]!;

    describe(`POST ${endpoint.path}`, () => {
      it('answers 401 without a signed-in learner', async () => {
        const item = bankItemOf(endpoint.types[0]!);
        const response = await t.app.inject({ method: 'POST', url: `/api${endpoint.path}`, payload: { questionId: item.id, ...answers.right(item) } });
        expect(response.statusCode).toBe(401);
      });

      it.each(endpoint.types.map((type) => [type]))(`gives full marks to a right %s answer under data.${endpoint.responseKey}, and stores the attempt`, async (type) => {
        const item = bankItemOf(type);
        const body = answers.right(item);
        const response = await post(endpoint.path, { questionId: item.id, ...body, timeTaken: 42.5 });
        expect(response.statusCode).toBe(200);
        const payload = response.json<Record<string, unknown>>();
        expect(Object.keys(payload)).toEqual([endpoint.responseKey]);
        const result = assessmentResultSchema.parse(payload[endpoint.responseKey]);
        expect(result).toMatchObject({ questionId: item.id, taskType: type, explanation: item.explanation });
        expect(result.total.score).toBe(result.total.max);
        expect(result.total.max).toBeGreaterThan(0);
        expect(result.correctAnswer).toBeDefined();
        expect(Object.values(result.skills).every((skill) => skill === 90)).toBe(true);
        if (item.audio) expect(result.transcript).toBe(item.audio.script);
        else expect(result.transcript).toBeUndefined();

        const [stored] = await attemptsOf(t, learner, `?questionId=${item.id}&limit=1`);
        expect(stored).toMatchObject({ questionId: item.id, questionType: type, timeTaken: 42.5, result });
      });

      it('gives a partly right answer its partial score', async () => {
        const item = bankItemOf(endpoint.types[0]!);
        const { body, score } = answers.partial(item);
        const response = await post(endpoint.path, { questionId: item.id, ...body });
        expect(response.statusCode).toBe(200);
        const result = assessmentResultSchema.parse(response.json<Record<string, unknown>>()[endpoint.responseKey]);
        expect(result.total.score).toBe(score);
        expect(result.total.score).toBeLessThan(result.total.max);
        expect(result.feedback.length).toBeGreaterThan(0);
      });

      it('refuses malformed answers with 400 and a message, storing nothing', async () => {
        const item = bankItemOf(endpoint.types[0]!);
        const before = (await attemptsOf(t, learner, '?limit=100')).length;
        for (const body of answers.malformed(item)) {
          const response = await post(endpoint.path, { questionId: item.id, ...body });
          expect(response.statusCode, JSON.stringify(body)).toBe(400);
          const error = apiErrorSchema.parse(response.json());
          expect(error.code).toBe('VALIDATION_FAILED');
          expect(error.message.length).toBeGreaterThan(20);
          expect(error.details?.length).toBeGreaterThan(0);
        }
        expect((await attemptsOf(t, learner, '?limit=100')).length).toBe(before);
      });

      it('answers 404 for a question that is not in the bank', async () => {
        const item = bankItemOf(endpoint.types[0]!);
        const response = await post(endpoint.path, { ...answers.right(item), questionId: 'no-such-question' });
        expect(response.statusCode).toBe(404);
        expect(apiErrorSchema.parse(response.json()).message).toBe('There is no question “no-such-question” in the bank.');
      });

      it('answers 404 for a question kept for the mock tests, right answer or not, storing nothing', async () => {
        const kept = endpoint.types.map((type) => mockItemOf(type)).find((item) => item !== undefined);
        expect(kept, `the bank keeps items of ${endpoint.types.join(', ')} for the mock tests`).toBeDefined();
        const before = (await attemptsOf(t, learner, '?limit=100')).length;
        const response = await post(endpoint.path, { questionId: kept!.id, ...answers.right(kept!) });
        expect(response.statusCode).toBe(404);
        expect(apiErrorSchema.parse(response.json())).toEqual({
          code: 'NOT_FOUND',
          message: `Question “${kept!.id}” is not available for practice: it is kept for the mock tests.`,
        });
        expect((await attemptsOf(t, learner, '?limit=100')).length).toBe(before);
      });
    });
  }

  it('accepts blank answers as a list in blank order', async () => {
    const item = bankItemOf('listening-fill-in-the-blanks');
    const response = await post('/listening-fill-in-the-blanks/assess', { questionId: item.id, answers: item.answerKey.answers });
    const result = assessmentResultSchema.parse(response.json<{ results: unknown }>().results);
    expect(result.total).toEqual({ score: item.answerKey.answers.length, max: item.answerKey.answers.length });
  });

  it('refuses a question of a type the path does not assess, naming both, storing nothing', async () => {
    const before = (await attemptsOf(t, learner, '?limit=100')).length;
    const dictation = bankItemOf('write-from-dictation');
    const response = await post('/reading-mcsa/assess', { questionId: dictation.id, answer: 'A' });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json())).toEqual({
      code: 'WRONG_TASK_TYPE',
      message:
        'This question is not a “Multiple Choice, Single Answer”, “Highlight Correct Summary” or “Select Missing Word” task. It is a “Write from Dictation” task, answered at POST /api/write-from-dictation/assess.',
    });
    const reorder = bankItemOf('re-order-paragraphs');
    const other = await post('/reading-mcma/assess', { questionId: reorder.id, answers: ['A'] });
    expect(apiErrorSchema.parse(other.json()).message).toMatch(/^This question is not a “Multiple Choice, Multiple Answers” task\. It is a “Re-order Paragraphs” task, answered at POST \/api\/question-attempt\.$/);
    expect((await attemptsOf(t, learner, '?limit=100')).length).toBe(before);
  });

  describe('POST /question-attempt (re-order paragraphs)', () => {
    const item = bankItemOf('re-order-paragraphs');
    const key = item.answerKey.order;

    it('serves the question without its correct order, scores the order sent and stores the attempt with its result', async () => {
      const fetched = await t.app.inject({ method: 'GET', url: `/api/questions/category-section/${questionTypes['re-order-paragraphs'].fetchSection}?id=${item.id}`, headers: bearer(learner.token) });
      expect(fetched.statusCode).toBe(200);
      const [question] = questionsPageResponseSchema.parse(fetched.json()).data.questions;
      expect(question).toMatchObject({ id: item.id, prompt: item.prompt });
      expect(question).not.toHaveProperty('answerKey');
      expect(fetched.body).not.toContain('"order"');

      const order = question!.type === 're-order-paragraphs' ? question!.prompt.paragraphs.map((paragraph) => paragraph.id) : [];
      const before = (await attemptsOf(t, learner, `?questionId=${item.id}&limit=100`)).length;
      const response = await post('/question-attempt', { questionId: item.id, user_answer: JSON.stringify(order), time_taken: 31 });
      expect(response.statusCode).toBe(200);
      const { data } = questionAttemptResponseSchema.parse(response.json());
      const pairs = order.slice(1).filter((to, index) => key.indexOf(to) === key.indexOf(order[index]!) + 1).length;
      expect(data).toMatchObject({ userOrder: order, pairScore: pairs, pairMax: key.length - 1, timeTaken: 31 });
      expect(data.assessment).toMatchObject({ traits: { pairs: { score: pairs, max: key.length - 1 } }, correctAnswer: key });

      const stored = await attemptsOf(t, learner, `?questionId=${item.id}&limit=100`);
      expect(stored).toHaveLength(before + 1);
      expect(stored[0]).toMatchObject({ questionType: 're-order-paragraphs', answer: { order }, timeTaken: 31, result: data });
    });

    it('recomputes the spec result and the pair score from the order, whatever the client claims', async () => {
      const reversed = [...key].reverse();
      const response = await post('/question-attempt', {
        questionId: item.id,
        user_answer: JSON.stringify(reversed),
        time_taken: 63,
        score: key.length,
        correct_items: key.length,
        reading_score: 90,
        pairScore: key.length - 1,
      });
      expect(response.statusCode).toBe(200);
      const { data } = questionAttemptResponseSchema.parse(response.json());
      const inPlace = reversed.filter((id, index) => key[index] === id).length;
      expect(data).toMatchObject({
        questionId: item.id,
        userOrder: reversed,
        score: inPlace,
        correct_items: inPlace,
        total_items: key.length,
        reading_score: Math.round((inPlace / key.length) * 90),
        timeTaken: 63,
        pairScore: 0,
        pairMax: key.length - 1,
      });
      expect(Date.now() - Date.parse(data.created_at)).toBeLessThan(60_000);
      expect(data.assessment).toMatchObject({ questionId: item.id, taskType: 're-order-paragraphs', explanation: item.explanation, correctAnswer: key });

      const [stored] = await attemptsOf(t, learner, `?questionId=${item.id}`);
      expect(stored).toMatchObject({ questionType: 're-order-paragraphs', answer: { order: reversed }, timeTaken: 63, result: data, createdAt: data.created_at });
    });

    it('answers 404 for a Re-order Paragraphs question kept for the mock tests, storing nothing', async () => {
      const kept = mockItemOf('re-order-paragraphs');
      expect(kept).toBeDefined();
      const response = await post('/question-attempt', { questionId: kept!.id, user_answer: JSON.stringify(kept!.answerKey.order), time_taken: 20 });
      expect(response.statusCode).toBe(404);
      expect(apiErrorSchema.parse(response.json()).message).toBe(`Question “${kept!.id}” is not available for practice: it is kept for the mock tests.`);
      expect(await attemptsOf(t, learner, `?questionId=${kept!.id}`)).toEqual([]);
    });

    it('gives the right order full marks: reading_score 90 and every pair', async () => {
      const response = await post('/question-attempt', { questionId: item.id, user_answer: JSON.stringify(key), time_taken: 20 });
      const { data } = questionAttemptResponseSchema.parse(response.json());
      expect(data).toMatchObject({ score: key.length, total_items: key.length, correct_items: key.length, reading_score: 90, pairScore: key.length - 1, pairMax: key.length - 1 });
    });

    it('refuses an order that is not a list of this question’s paragraphs, and other task types, storing nothing', async () => {
      const before = (await attemptsOf(t, learner, '?limit=100')).length;
      for (const userAnswer of ['C,A,D,B', '[]', '["Z","A","B","C"]', JSON.stringify([key[0], key[0], key[1], key[2]])]) {
        const response = await post('/question-attempt', { questionId: item.id, user_answer: userAnswer, time_taken: 5 });
        expect(response.statusCode, userAnswer).toBe(400);
        const error = apiErrorSchema.parse(response.json());
        expect(error.code).toBe('VALIDATION_FAILED');
        expect(error.details?.map((detail) => detail.path)).toContain('user_answer');
      }
      const missingTime = await post('/question-attempt', { questionId: item.id, user_answer: JSON.stringify(key) });
      expect(missingTime.statusCode).toBe(400);
      const wrongType = await post('/question-attempt', { questionId: bankItemOf('reading-multiple-choice-single-answer').id, user_answer: '["A","B"]', time_taken: 5 });
      expect(wrongType.statusCode).toBe(400);
      expect(apiErrorSchema.parse(wrongType.json()).code).toBe('WRONG_TASK_TYPE');
      expect((await attemptsOf(t, learner, '?limit=100')).length).toBe(before);
    });
  });

  describe('GET /attempts', () => {
    it("lists only the learner's own attempts, newest first, filtered by question or type", async () => {
      const ana = await signUpLearner(t.app, { name: 'Ana' });
      const ben = await signUpLearner(t.app, { name: 'Ben' });
      const mcsa = bankItemOf('reading-multiple-choice-single-answer');
      const dictation = bankItemOf('write-from-dictation');
      await post('/reading-mcsa/assess', { questionId: mcsa.id, answer: mcsa.answerKey.correct }, ana);
      await post('/write-from-dictation/assess', { questionId: dictation.id, answer: 'first try' }, ana);
      await post('/write-from-dictation/assess', { questionId: dictation.id, answer: 'second try' }, ana);
      await post('/reading-mcsa/assess', { questionId: mcsa.id, answer: mcsa.answerKey.correct }, ben);

      const anas = await attemptsOf(t, ana);
      expect(anas.map((attempt) => attempt.answer)).toEqual([{ answer: 'second try' }, { answer: 'first try' }, { answer: mcsa.answerKey.correct }]);
      expect(anas.map((attempt) => Date.parse(attempt.createdAt))).toEqual([...anas.map((attempt) => Date.parse(attempt.createdAt))].sort((a, b) => b - a));
      expect(await attemptsOf(t, ben)).toHaveLength(1);
      expect((await attemptsOf(t, ana, `?questionId=${dictation.id}`)).map((attempt) => attempt.answer)).toEqual([{ answer: 'second try' }, { answer: 'first try' }]);
      expect((await attemptsOf(t, ana, '?type=reading-multiple-choice-single-answer')).map((attempt) => attempt.questionId)).toEqual([mcsa.id]);
      expect(await attemptsOf(t, ana, '?limit=1')).toHaveLength(1);
      // Naming another learner's question changes nothing: the list is always the caller's.
      expect(await attemptsOf(t, ben, `?questionId=${dictation.id}`)).toEqual([]);
      expect(attemptsResponseSchema.parse({ data: { attempts: anas } }).data.attempts).toHaveLength(3);
    });

    it.each(['?type=karaoke', '?limit=0', '?limit=101', '?limit=many'])('answers 400 for %s', async (query) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/attempts${query}`, headers: bearer(learner.token) });
      expect(response.statusCode).toBe(400);
      expect(apiErrorSchema.parse(response.json()).code).toBe('VALIDATION_FAILED');
    });

    it('answers 401 without a signed-in learner', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/attempts' })).statusCode).toBe(401);
    });
  });
});
