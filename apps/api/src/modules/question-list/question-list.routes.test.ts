import { apiErrorSchema, bookmarkResponseSchema, questionListResponseSchema, type QuestionList } from '@pte/contract';
import { eq } from 'drizzle-orm';
import { poolOf } from '@pte/exam';
import { beforeAll, expect, it } from 'vitest';
import { questions } from '../../db/schema';
import { contentDir } from '../../../test/bank-items';
import { storeAttempts } from '../../../test/stored-attempts';
import { bearer, describeEachDatabase, signUpLearner, type TestLearner } from '../../../test/test-app';
import { loadQuestionBank, readQuestionBank } from '../questions/question-bank.loader';

const section = 'reading-mcsa';
const type = 'reading-multiple-choice-single-answer';
const bank = (await readQuestionBank(contentDir)).items.filter((item) => item.type === type);
/** The section's practice items in page order (the loader numbers them in id order). */
const sectionItems = bank.filter((item) => poolOf(item) === 'practice');
/** The section's items kept for the mock tests, never listed. */
const mockItems = bank.filter((item) => poolOf(item) === 'mock');

describeEachDatabase('question lists and bookmarks', (t) => {
  let ana: TestLearner;
  let ben: TestLearner;
  const [first, second, third] = sectionItems;
  const send = (method: 'GET' | 'PUT' | 'DELETE', url: string, who: TestLearner = ana) => t.app.inject({ method, url: `/api${url}`, headers: bearer(who.token) });
  const list = async (query = '', who: TestLearner = ana): Promise<QuestionList> => {
    const response = await send('GET', `/questions/list/${section}${query}`, who);
    expect(response.statusCode, response.body).toBe(200);
    return questionListResponseSchema.parse(response.json()).data;
  };
  const ids = async (query: string, who?: TestLearner) => (await list(query, who)).questions.map((question) => question.id);

  beforeAll(async () => {
    await loadQuestionBank(t.database, contentDir);
    ana = await signUpLearner(t.app, { name: 'Ana' });
    ben = await signUpLearner(t.app, { name: 'Ben' });
    await storeAttempts(t, ana.user.id, [
      { questionId: first!.id, type, skills: { reading: 40 } },
      { questionId: first!.id, type, skills: { reading: 75 } },
      { questionId: first!.id, type, skills: { reading: 60 } },
      { questionId: third!.id, type, skills: { reading: 20 } },
    ]);
    await storeAttempts(t, ben.user.id, [{ questionId: second!.id, type, skills: { reading: 90 } }]);
  });

  it('lists a section’s questions in page order with the learner’s attempts and best score', async () => {
    const { questions: listed, topics, pagination } = await list();
    expect(listed.map((question) => question.id)).toEqual(sectionItems.map((item) => item.id));
    expect(listed.map((question) => question.position)).toEqual(sectionItems.map((_, index) => index + 1));
    expect(listed[0]).toEqual({ id: first!.id, position: 1, title: first!.title, topic: first!.topic, difficulty: first!.difficulty, bookmarked: false, attempts: 3, bestScore: 75 });
    expect(listed[1]).toMatchObject({ attempts: 0, bestScore: null });
    expect(listed[2]).toMatchObject({ attempts: 1, bestScore: 20 });
    expect(topics).toEqual([...new Set(sectionItems.map((item) => item.topic))].sort());
    expect(pagination).toEqual({ page: 1, pageSize: 50, total: sectionItems.length, totalPages: 1 });
    // Ben sees his own attempts only.
    expect((await list('', ben)).questions.slice(0, 3).map((question) => [question.attempts, question.bestScore])).toEqual([
      [0, null],
      [1, 90],
      [0, null],
    ]);
  });

  it('filters by practised, difficulty and topic, and pages', async () => {
    expect(await ids('?practised=yes')).toEqual([first!.id, third!.id]);
    expect(await ids('?practised=no')).toEqual(sectionItems.slice(1).filter((item) => item !== third).map((item) => item.id));
    const hard = sectionItems.filter((item) => item.difficulty === 'hard').map((item) => item.id);
    expect(await ids('?difficulty=hard')).toEqual(hard);
    const topic = first!.topic;
    expect(await ids(`?topic=${encodeURIComponent(topic)}`)).toEqual(sectionItems.filter((item) => item.topic === topic).map((item) => item.id));
    expect(await ids(`?topic=${encodeURIComponent(topic)}&practised=no`)).toEqual(sectionItems.filter((item) => item.topic === topic && item !== first && item !== third).map((item) => item.id));
    const secondPage = await list('?pageSize=2&page=2');
    expect(secondPage.questions.map((question) => question.position)).toEqual([3, 4]);
    expect(secondPage.pagination).toEqual({ page: 2, pageSize: 2, total: sectionItems.length, totalPages: Math.ceil(sectionItems.length / 2) });
    const pastTheEnd = await list('?practised=yes&page=9');
    expect(pastTheEnd.questions).toEqual([]);
    expect(pastTheEnd.pagination.total).toBe(2);
  });

  it('bookmarks and unbookmarks a question, idempotently, for the learner alone', async () => {
    const put = await send('PUT', `/bookmarks/${second!.id}`);
    expect(put.statusCode, put.body).toBe(200);
    expect(bookmarkResponseSchema.parse(put.json()).data).toEqual({ questionId: second!.id, bookmarked: true });
    expect((await send('PUT', `/bookmarks/${second!.id}`)).statusCode).toBe(200);
    expect(bookmarkResponseSchema.parse((await send('GET', `/bookmarks/${second!.id}`)).json()).data.bookmarked).toBe(true);
    expect(await ids('?bookmarked=yes')).toEqual([second!.id]);
    expect((await list()).questions[1]).toMatchObject({ id: second!.id, bookmarked: true });
    expect(await ids('?bookmarked=yes&practised=no')).toEqual([second!.id]);
    expect(await ids('?bookmarked=yes&practised=yes')).toEqual([]);

    // Ben sees none of Ana's bookmarks.
    expect(await ids('?bookmarked=yes', ben)).toEqual([]);
    expect((await list('', ben)).questions.every((question) => !question.bookmarked)).toBe(true);
    expect(bookmarkResponseSchema.parse((await send('GET', `/bookmarks/${second!.id}`, ben)).json()).data.bookmarked).toBe(false);

    const removed = await send('DELETE', `/bookmarks/${second!.id}`);
    expect(removed.statusCode).toBe(200);
    expect(bookmarkResponseSchema.parse(removed.json()).data).toEqual({ questionId: second!.id, bookmarked: false });
    expect((await send('DELETE', `/bookmarks/${second!.id}`)).statusCode).toBe(200);
    expect(await ids('?bookmarked=yes')).toEqual([]);
  });

  it('answers 404 for a question not in the bank, or retired, and for an unknown section', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await send(method, '/bookmarks/no-such-question');
      expect(response.statusCode).toBe(404);
      expect(apiErrorSchema.parse(response.json()).message).toBe('There is no question “no-such-question” in the bank.');
    }
    const response = await send('GET', '/questions/list/cooking');
    expect(response.statusCode).toBe(404);
    expect(apiErrorSchema.parse(response.json()).message).toContain('There is no question section called “cooking”');

    await t.database.db.update(questions).set({ retiredAt: new Date() }).where(eq(questions.id, third!.id));
    try {
      expect(await ids('')).not.toContain(third!.id);
    } finally {
      await t.database.db.update(questions).set({ retiredAt: null }).where(eq(questions.id, third!.id));
    }
  });

  it.each([
    ['?practised=maybe', 'Use yes or no'],
    ['?difficulty=brutal', 'Unknown difficulty'],
    ['?bookmarked=no', 'Use bookmarked=yes'],
    ['?pageSize=500', 'Show at most 100 questions a page'],
    ['?page=0', 'Pages start at 1'],
  ])('refuses %s with a 400 saying why', async (query, message) => {
    const response = await send('GET', `/questions/list/${section}${query}`);
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).message).toContain(message);
  });

  it('asks for sign-in', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/questions/list/${section}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: `/api/bookmarks/${first!.id}` })).statusCode).toBe(401);
  });

  it('never lists a mock-test item, even one the learner answered before it was kept for the tests, nor lets it be bookmarked', async () => {
    expect(mockItems.length, 'the bank keeps Multiple Choice, Single Answer items for the mock tests').toBeGreaterThan(0);
    const cara = await signUpLearner(t.app, { name: 'Cara' });
    const [kept] = mockItems;
    await storeAttempts(t, cara.user.id, [{ questionId: kept!.id, type, skills: { reading: 70 } }]);
    const all = await list('?pageSize=100', cara);
    expect(all.questions.map((question) => question.id)).toEqual(sectionItems.map((item) => item.id));
    expect(all.pagination.total).toBe(sectionItems.length);
    expect(await ids('?practised=yes', cara)).toEqual([]);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await send(method, `/bookmarks/${kept!.id}`, cara);
      expect(response.statusCode).toBe(404);
      expect(apiErrorSchema.parse(response.json()).message).toBe(`Question “${kept!.id}” is not available for practice: it is kept for the mock tests.`);
    }
    expect(await ids('?bookmarked=yes', cara)).toEqual([]);
  });
});
