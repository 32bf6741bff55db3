import { apiErrorSchema, progressSummaryResponseSchema, type ProgressSummary } from '@pte/contract';
import { beforeAll, expect, it } from 'vitest';
import { bankItemOf, contentDir } from '../../../test/bank-items';
import { storeAttempts } from '../../../test/stored-attempts';
import { bearer, describeEachDatabase, signUpLearner, type TestLearner } from '../../../test/test-app';
import { loadQuestionBank } from '../questions/question-bank.loader';

/** Days since Monday, today included, in UTC: how many of the last days fall in this week. */
const daysIntoWeek = (new Date().getUTCDay() + 6) % 7;

describeEachDatabase('progress summary', (t) => {
  let learner: TestLearner;
  const mcsa = bankItemOf('reading-multiple-choice-single-answer');
  const dictation = bankItemOf('write-from-dictation');
  const essay = bankItemOf('write-essay');
  const readAloud = bankItemOf('read-aloud');
  const summary = async (who: TestLearner, query = ''): Promise<ProgressSummary> => {
    const response = await t.app.inject({ method: 'GET', url: `/api/progress/summary${query}`, headers: bearer(who.token) });
    expect(response.statusCode, response.body).toBe(200);
    return progressSummaryResponseSchema.parse(response.json()).data;
  };

  beforeAll(async () => {
    await loadQuestionBank(t.database, contentDir);
    learner = await signUpLearner(t.app);
    await storeAttempts(t, learner.user.id, [
      { questionId: mcsa.id, type: mcsa.type, skills: { reading: 30 }, daysAgo: 9 },
      { questionId: mcsa.id, type: mcsa.type, skills: { reading: 50 }, daysAgo: 3, hourUtc: 23 },
      { questionId: dictation.id, type: dictation.type, skills: { listening: 60, writing: 60 }, daysAgo: 1 },
      { questionId: readAloud.id, type: readAloud.type, skills: { speaking: 20, reading: 20 }, daysAgo: 1 },
      { questionId: essay.id, type: essay.type, skills: { writing: 90 }, daysAgo: 0 },
      { questionId: essay.id, type: essay.type, skills: { writing: 71 }, daysAgo: 0 },
    ]);
  });

  it('is empty for a learner who has not practised', async () => {
    expect(await summary(await signUpLearner(t.app))).toEqual({
      totalAttempts: 0,
      attemptsThisWeek: 0,
      streak: { days: 0, practisedToday: false },
      skills: [],
      weakestTypes: [],
    });
  });

  it('counts attempts in all and since Monday', async () => {
    const { totalAttempts, attemptsThisWeek } = await summary(learner);
    expect(totalAttempts).toBe(6);
    const expectedThisWeek = [9, 3, 1, 1, 0, 0].filter((daysAgo) => daysAgo <= daysIntoWeek).length;
    expect(attemptsThisWeek).toBe(expectedThisWeek);
  });

  it('averages each skill on the 10–90 scale from the skills each assessment fed', async () => {
    expect((await summary(learner)).skills).toEqual([
      { skill: 'speaking', average: 20, attempts: 1 },
      { skill: 'writing', average: 74, attempts: 3 },
      { skill: 'reading', average: 33, attempts: 3 },
      { skill: 'listening', average: 60, attempts: 1 },
    ]);
  });

  it('names the three task types with the lowest average', async () => {
    expect((await summary(learner)).weakestTypes).toEqual([
      { type: 'read-aloud', average: 20, attempts: 1 },
      { type: 'reading-multiple-choice-single-answer', average: 40, attempts: 2 },
      { type: 'write-from-dictation', average: 60, attempts: 1 },
    ]);
  });

  it('counts the streak of consecutive practice days in the learner’s time zone', async () => {
    // UTC: today, yesterday, then a gap (three days ago at 23:00).
    expect((await summary(learner)).streak).toEqual({ days: 2, practisedToday: true });
    // In Tokyo, 23:00 UTC three days ago is two days ago (UTC dates), closing the gap.
    expect((await summary(learner, '?timeZone=Asia/Tokyo')).streak.days).toBe(3);
  });

  it('keeps a streak alive through today until the learner practises, and ends a broken one', async () => {
    const yesterday = await signUpLearner(t.app);
    await storeAttempts(t, yesterday.user.id, [
      { questionId: mcsa.id, type: mcsa.type, skills: { reading: 50 }, daysAgo: 1 },
      { questionId: mcsa.id, type: mcsa.type, skills: { reading: 50 }, daysAgo: 2 },
    ]);
    expect((await summary(yesterday)).streak).toEqual({ days: 2, practisedToday: false });
    const lapsed = await signUpLearner(t.app);
    await storeAttempts(t, lapsed.user.id, [{ questionId: mcsa.id, type: mcsa.type, skills: { reading: 50 }, daysAgo: 2 }]);
    expect((await summary(lapsed)).streak).toEqual({ days: 0, practisedToday: false });
  });

  it('updates after each attempt', async () => {
    const fresh = await signUpLearner(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/api/reading-mcsa/assess', headers: bearer(fresh.token), payload: { questionId: mcsa.id, answer: mcsa.answerKey.correct } });
    expect(response.statusCode).toBe(200);
    expect(await summary(fresh)).toMatchObject({ totalAttempts: 1, attemptsThisWeek: 1, streak: { days: 1, practisedToday: true }, skills: [{ skill: 'reading', average: 90, attempts: 1 }] });
  });

  it('answers 400 for an unknown time zone and 401 without a learner', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/progress/summary?timeZone=Nowhere/Land', headers: bearer(learner.token) });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).details?.[0]?.message).toBe('Unknown time zone: send an IANA name such as Europe/London');
    expect((await t.app.inject({ method: 'GET', url: '/api/progress/summary' })).statusCode).toBe(401);
  });
});
