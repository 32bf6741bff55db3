import { apiErrorSchema, historyAttemptResponseSchema, studyHistoryResponseSchema, type StudyHistoryPage } from '@pte/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { attempts, questions } from '../../db/schema';
import { bankItemOf, contentDir, mockItemOf } from '../../../test/bank-items';
import { storeAttempts, utcDaysAgo } from '../../../test/stored-attempts';
import { bearer, describeEachDatabase, signUpLearner, type TestLearner } from '../../../test/test-app';
import { loadQuestionBank } from '../questions/question-bank.loader';
import { openRecordingStore, recordingKey } from '../recordings/recording-store';

describeEachDatabase('study history', (t) => {
  let ana: TestLearner;
  let ben: TestLearner;
  const mcsa = bankItemOf('reading-multiple-choice-single-answer');
  const dictation = bankItemOf('write-from-dictation');
  const essay = bankItemOf('write-essay');
  const readAloud = bankItemOf('read-aloud');
  const get = (url: string, who: TestLearner = ana) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(who.token) });
  const page = async (query: string, who: TestLearner = ana): Promise<StudyHistoryPage> => {
    const response = await get(`/study-history${query}`, who);
    expect(response.statusCode, response.body).toBe(200);
    return studyHistoryResponseSchema.parse(response.json()).data;
  };
  const isoDay = (date: Date) => date.toISOString().slice(0, 10);

  beforeAll(async () => {
    await loadQuestionBank(t.database, contentDir);
    ana = await signUpLearner(t.app, { name: 'Ana' });
    ben = await signUpLearner(t.app, { name: 'Ben' });
    // Ana: eight attempts over ten days; Ben: one.
    await storeAttempts(t, ana.user.id, [
      { questionId: mcsa.id, type: mcsa.type, skills: { reading: 90 }, daysAgo: 10 },
      { questionId: mcsa.id, type: mcsa.type, skills: { reading: 10 }, daysAgo: 9 },
      { questionId: dictation.id, type: dictation.type, skills: { listening: 50, writing: 50 }, daysAgo: 6 },
      { questionId: dictation.id, type: dictation.type, skills: { listening: 70, writing: 70 }, daysAgo: 5 },
      { questionId: readAloud.id, type: readAloud.type, skills: { speaking: 40 }, daysAgo: 3, hourUtc: 23 },
      { questionId: readAloud.id, type: readAloud.type, skills: { speaking: 60 }, daysAgo: 2 },
      { questionId: essay.id, type: essay.type, skills: { writing: 30 }, daysAgo: 1 },
      { questionId: essay.id, type: essay.type, skills: { writing: 80 }, daysAgo: 0, hourUtc: 0 },
    ]);
    await storeAttempts(t, ben.user.id, [{ questionId: mcsa.id, type: mcsa.type, skills: { reading: 20 }, daysAgo: 0 }]);
  });

  it('lists the learner’s own attempts newest first, a page at a time, with titles and 10–90 scores', async () => {
    const first = await page('?pageSize=3');
    expect(first.pagination).toEqual({ page: 1, pageSize: 3, total: 8, totalPages: 3 });
    expect(first.attempts.map((attempt) => [attempt.questionType, attempt.score])).toEqual([
      ['write-essay', 80],
      ['write-essay', 30],
      ['read-aloud', 60],
    ]);
    expect(first.attempts[0]).toMatchObject({ questionId: essay.id, title: essay.title, total: { score: 1, max: 1 }, hasRecording: false });
    const last = await page('?pageSize=3&page=3');
    expect(last.attempts.map((attempt) => attempt.score)).toEqual([10, 90]);
    expect((await page('?pageSize=3&page=4')).attempts).toEqual([]);
    expect((await page('', ben)).attempts.map((attempt) => attempt.score)).toEqual([20]);
  });

  it('filters by task type, skill, score and days', async () => {
    const scores = async (query: string) => (await page(query)).attempts.map((attempt) => attempt.score);
    expect(await scores('?type=write-from-dictation')).toEqual([70, 50]);
    // Writing: the essays and the dictations, which feed writing.
    expect(await scores('?skill=writing')).toEqual([80, 30, 70, 50]);
    expect(await scores('?skill=speaking')).toEqual([60, 40]);
    expect(await scores('?minScore=50&maxScore=70')).toEqual([60, 70, 50]);
    expect(await scores('?minScore=80')).toEqual([80, 90]);
    expect(await scores(`?from=${isoDay(utcDaysAgo(6))}&to=${isoDay(utcDaysAgo(5))}`)).toEqual([70, 50]);
    expect(await scores(`?from=${isoDay(utcDaysAgo(1))}&type=write-essay&minScore=50`)).toEqual([80]);
    // Days are the learner's: 23:00 UTC three days ago is already two days ago in Tokyo.
    expect(await scores(`?from=${isoDay(utcDaysAgo(3))}&to=${isoDay(utcDaysAgo(3))}`)).toEqual([40]);
    expect(await scores(`?from=${isoDay(utcDaysAgo(3))}&to=${isoDay(utcDaysAgo(3))}&timeZone=Asia/Tokyo`)).toEqual([]);
    expect(await scores(`?from=${isoDay(utcDaysAgo(2))}&to=${isoDay(utcDaysAgo(2))}&timeZone=Asia/Tokyo`)).toEqual([60, 40]);
  });

  it.each([
    ['?skill=cooking', 'Unknown skill'],
    ['?type=karaoke', 'Unknown task type'],
    ['?from=yesterday', 'YYYY-MM-DD'],
    ['?from=2026-03-02&to=2026-03-01', 'The first day must not be after the last day'],
    ['?minScore=5', 'Scores run from 10 to 90'],
    ['?minScore=70&maxScore=60', 'The lowest score must not be above the highest'],
    ['?pageSize=51', 'Show at most 50 attempts a page'],
    ['?page=0', 'Pages start at 1'],
    ['?timeZone=Mars/Olympus', 'Unknown time zone'],
  ])('answers 400 for %s, saying why', async (query, message) => {
    const response = await get(`/study-history${query}`);
    expect(response.statusCode).toBe(400);
    const error = apiErrorSchema.parse(response.json());
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(error)).toContain(message);
  });

  it('reopens an attempt as it was: the answer, the assessment given then and the question as served then', async () => {
    const assessed = await t.app.inject({ method: 'POST', url: '/api/reading-mcsa/assess', headers: bearer(ana.token), payload: { questionId: mcsa.id, answer: mcsa.answerKey.correct } });
    expect(assessed.statusCode).toBe(200);
    const [newest] = (await page('?pageSize=1')).attempts;
    // The bank changes afterwards: the attempt keeps the question it was served.
    await t.database.db.update(questions).set({ title: 'A renamed question' }).where(eq(questions.id, mcsa.id));
    const response = await get(`/study-history/${newest!.id}`);
    expect(response.statusCode).toBe(200);
    const { attempt, question, servedThen } = historyAttemptResponseSchema.parse(response.json()).data;
    expect(servedThen).toBe(true);
    expect(question).toMatchObject({ id: mcsa.id, type: mcsa.type, title: mcsa.title, prompt: mcsa.prompt });
    expect(attempt).toMatchObject({ id: newest!.id, answer: { answer: mcsa.answerKey.correct }, result: assessed.json<{ result: object }>().result });
    await t.database.db.update(questions).set({ title: mcsa.title }).where(eq(questions.id, mcsa.id));
  });

  it('reopens an attempt stored without its question with the bank’s current version, saying so', async () => {
    const [id] = await storeAttempts(t, ana.user.id, [{ questionId: essay.id, type: essay.type, skills: { writing: 55 }, daysAgo: 20 }]);
    const { question, servedThen } = historyAttemptResponseSchema.parse((await get(`/study-history/${id}`)).json()).data;
    expect(servedThen).toBe(false);
    expect(question).toMatchObject({ id: essay.id, prompt: essay.prompt });
  });

  it('keeps showing an attempt at a question since kept for the mock tests, saying it can no longer be practised', async () => {
    const kept = mockItemOf('write-from-dictation');
    expect(kept).toBeDefined();
    const cleo = await signUpLearner(t.app, { name: 'Cleo' });
    // Cleo practised it before it moved to the mock pool (stored without its question, and with it).
    const [without] = await storeAttempts(t, cleo.user.id, [{ questionId: kept!.id, type: kept!.type, skills: { listening: 60, writing: 60 }, daysAgo: 3 }]);
    const [served] = await storeAttempts(t, cleo.user.id, [{ questionId: kept!.id, type: kept!.type, skills: { listening: 70, writing: 70 }, daysAgo: 2 }]);
    const question = { id: kept!.id, type: kept!.type, title: kept!.title, topic: kept!.topic, difficulty: kept!.difficulty, prompt: kept!.prompt };
    await t.database.db.update(attempts).set({ question }).where(eq(attempts.id, served!));

    const listed = await page('', cleo);
    expect(listed.attempts.map((attempt) => [attempt.questionId, attempt.title, attempt.score])).toEqual([
      [kept!.id, kept!.title, 70],
      [kept!.id, kept!.title, 60],
    ]);
    for (const id of [served!, without!]) {
      const response = await get(`/study-history/${id}`, cleo);
      expect(response.statusCode, response.body).toBe(200);
      const data = historyAttemptResponseSchema.parse(response.json()).data;
      expect(data).toMatchObject({ practisable: false, question: { id: kept!.id, title: kept!.title } });
    }
    const practised = historyAttemptResponseSchema.parse((await get(`/study-history/${(await page('', ben)).attempts[0]!.id}`, ben)).json()).data;
    expect(practised.practisable).toBe(true);
  });

  it('never shows or deletes another learner’s attempt: 404, as for one that does not exist', async () => {
    const [bens] = (await page('', ben)).attempts;
    for (const method of ['GET', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: `/api/study-history/${bens!.id}`, headers: bearer(ana.token) });
      expect(response.statusCode).toBe(404);
      expect(apiErrorSchema.parse(response.json()).message).toBe(`There is no attempt “${bens!.id}” among yours.`);
    }
    expect((await page('', ben)).attempts).toHaveLength(1);
    expect((await get('/study-history/not-a-uuid')).statusCode).toBe(400);
  });

  it('deletes an attempt and its recording', async () => {
    const store = openRecordingStore(t.config.recordingStorage);
    const key = recordingKey(ana.user.id, '6f1c1f2e-8a55-4c55-9d3e-1f2a3b4c5d6e');
    await store.put(key, new Uint8Array([82, 73, 70, 70]), 'audio/wav');
    const [id] = await storeAttempts(t, ana.user.id, [{ questionId: readAloud.id, type: readAloud.type, skills: { speaking: 45 }, daysAgo: 30, recordingKey: key }]);
    expect((await page('?minScore=45&maxScore=45')).attempts).toEqual([expect.objectContaining({ id, hasRecording: true })]);

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/study-history/${id}`, headers: bearer(ana.token) });
    expect(deleted.statusCode).toBe(204);
    expect(await store.read(key)).toBeNull();
    expect((await page('?minScore=45&maxScore=45')).attempts).toEqual([]);
    expect((await get(`/study-history/${id}`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/study-history/${id}`, headers: bearer(ana.token) })).statusCode).toBe(404);
  });

  describe('without a signed-in learner', () => {
    it.each([
      ['GET', '/api/study-history'],
      ['GET', '/api/study-history/6f1c1f2e-8a55-4c55-9d3e-1f2a3b4c5d6e'],
      ['DELETE', '/api/study-history/6f1c1f2e-8a55-4c55-9d3e-1f2a3b4c5d6e'],
    ] as const)('%s %s answers 401', async (method, url) => {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    });
  });

  it('documents its routes in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
    expect(document.paths['/api/study-history']).toHaveProperty('get');
    expect(document.paths['/api/study-history/{attemptId}']).toHaveProperty('get');
    expect(document.paths['/api/study-history/{attemptId}']).toHaveProperty('delete');
    expect(document.paths['/api/progress/summary']).toHaveProperty('get');
  });
});
