import { apiErrorSchema, savedStudyPlanResponseSchema, studyPlanResponseSchema, type StudyPlan } from '@pte/contract';
import { questionTypeIds, questionTypes, type QuestionTypeId } from '@pte/exam';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { bankItemOf, contentDir } from '../../../test/bank-items';
import { storeAttempts, storeMockSitting, utcDaysAgo } from '../../../test/stored-attempts';
import { bearer, describeEachDatabase, signUpLearner, type TestLearner } from '../../../test/test-app';
import { studyPlans } from '../../db/schema';
import { addDays, localDate } from '../progress/learner-calendar';
import { loadQuestionBank } from '../questions/question-bank.loader';

/** Today in UTC, the zone these tests plan in (stored attempts are made at 12:00 UTC). */
const today = localDate(new Date(), 'UTC');

const typesOf = (section: string) => questionTypeIds.filter((type) => questionTypes[type].section === section);

/** Items planned for each section over today and the upcoming days (timed sets left out). */
function plannedPerSection(plan: StudyPlan): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const item of [...(plan.todayPlan?.items ?? []), ...plan.upcoming.flatMap((day) => day.items)]) {
    if (item.kind === 'practice') totals[questionTypes[item.type].section] = (totals[questionTypes[item.type].section] ?? 0) + item.planned;
  }
  return totals;
}

const practiceItem = (plan: StudyPlan, type: QuestionTypeId) => plan.todayPlan?.items.find((item) => item.kind === 'practice' && item.type === type);

describeEachDatabase('study plan', (t) => {
  const request = async (who: TestLearner, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: bearer(who.token), ...(payload ? { payload } : {}) });

  const savePlan = async (who: TestLearner, inputs: object): Promise<StudyPlan> => {
    const response = await request(who, 'PUT', '/study-plan', { timeZone: 'UTC', ...inputs });
    expect(response.statusCode, response.body).toBe(200);
    return savedStudyPlanResponseSchema.parse(response.json()).data;
  };

  const readPlan = async (who: TestLearner, timeZone = 'UTC'): Promise<StudyPlan | null> => {
    const response = await request(who, 'GET', `/study-plan?timeZone=${encodeURIComponent(timeZone)}`);
    expect(response.statusCode, response.body).toBe(200);
    return studyPlanResponseSchema.parse(response.json()).data;
  };

  /** Attempts scored `score` on every type of `section`, a week ago (outside the days a plan looks back at). */
  const scoreSection = (who: TestLearner, section: string, score: number) =>
    storeAttempts(
      t,
      who.user.id,
      typesOf(section).map((type) => ({ questionId: bankItemOf(type).id, type, skills: Object.fromEntries(questionTypes[type].skills.map((skill) => [skill, score])), daysAgo: 8 })),
    );

  beforeAll(async () => {
    await loadQuestionBank(t.database, contentDir);
  });

  it('answers null when the learner has no plan, and 401 without a learner', async () => {
    expect(await readPlan(await signUpLearner(t.app))).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/api/study-plan' })).statusCode).toBe(401);
  });

  it.each([
    { label: '3 days', daysToExam: 3, weak: 'speaking', strong: 'reading', upcoming: 2 },
    { label: '3 weeks', daysToExam: 21, weak: 'listening', strong: 'speaking', upcoming: 20 },
    { label: '3 months', daysToExam: 91, weak: 'reading', strong: 'listening', upcoming: 90 },
  ])('plans an exam in $label, favouring weak $weak over strong $strong', async ({ daysToExam, weak, strong, upcoming }) => {
    const learner = await signUpLearner(t.app);
    await scoreSection(learner, weak, 25);
    await scoreSection(learner, strong, 88);
    const examDate = addDays(today, daysToExam);
    const plan = await savePlan(learner, { examDate, targetScore: 70, minutesPerDay: 60 });

    expect(plan).toMatchObject({ examDate, targetScore: 70, minutesPerDay: 60, timeZone: 'UTC', today, daysToExam });
    expect(plan.todayPlan?.date).toBe(today);
    expect(plan.upcoming).toHaveLength(upcoming);
    expect(plan.upcoming.at(-1)).toMatchObject({ date: addDays(examDate, -1), light: true });
    const days = [plan.todayPlan!, ...plan.upcoming];
    const timedSets = days.filter((day) => day.items.some((item) => item.kind === 'timed-set'));
    expect(timedSets.map((day) => day.date)).toEqual(daysToExam >= 21 ? [addDays(examDate, -9), addDays(examDate, -2)] : [addDays(examDate, -2)]);
    expect(timedSets[0]?.items[0]).toMatchObject({ kind: 'timed-set', description: expect.stringContaining('on the Mock Tests page') });
    for (const day of days.filter((planned) => !timedSets.includes(planned))) expect(day.minutes).toBeLessThanOrEqual(60);
    const perSection = plannedPerSection(plan);
    expect(perSection[weak] ?? 0).toBeGreaterThan(perSection[strong] ?? 0);
  });

  it('takes the exam date and target from the profile and keeps the plan’s inputs when changing one', async () => {
    const learner = await signUpLearner(t.app);
    const noInputs = await request(learner, 'PUT', '/study-plan', { timeZone: 'UTC', minutesPerDay: 30 });
    expect(noInputs.statusCode).toBe(400);
    expect(apiErrorSchema.parse(noInputs.json())).toMatchObject({ code: 'MISSING_PLAN_INPUT', details: [{ path: 'examDate' }] });

    const examDate = addDays(today, 30);
    await request(learner, 'PUT', '/users/update', { examDate, targetScore: 65 });
    expect(await savePlan(learner, { minutesPerDay: 30 })).toMatchObject({ examDate, targetScore: 65, minutesPerDay: 30 });
    const changed = await savePlan(learner, { minutesPerDay: 90 });
    expect(changed).toMatchObject({ examDate, targetScore: 65, minutesPerDay: 90 });
    expect(changed.upcoming[0]!.minutes).toBeGreaterThan(60);
  });

  it.each([
    { label: 'a past exam date', examDate: addDays(today, -1), message: 'Your exam date is in the past. Choose a date from today on.' },
    { label: 'an exam date more than 2 years away', examDate: addDays(today, 2 * 366 + 1), message: 'Your exam date is more than 2 years away. Choose a date within the next 2 years.' },
  ])('refuses $label with a clear message', async ({ examDate, message }) => {
    const learner = await signUpLearner(t.app);
    const response = await request(learner, 'PUT', '/study-plan', { timeZone: 'UTC', examDate, targetScore: 65, minutesPerDay: 30 });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json())).toEqual({ code: 'INVALID_EXAM_DATE', message, details: [{ path: 'examDate', message }] });
    expect(await readPlan(learner)).toBeNull();
  });

  it('accepts an exam today (nothing left to plan) and refuses junk inputs with 400', async () => {
    const learner = await signUpLearner(t.app);
    expect(await savePlan(learner, { examDate: today, targetScore: 65, minutesPerDay: 30 })).toMatchObject({ daysToExam: 0, todayPlan: null, upcoming: [] });
    for (const payload of [{ minutesPerDay: 5 }, { minutesPerDay: 601 }, { targetScore: 95 }, { examDate: '2027-02-30' }, { timeZone: 'Nowhere/Land' }, { extra: 1 }]) {
      const response = await request(learner, 'PUT', '/study-plan', { timeZone: 'UTC', ...payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('ticks today’s items off from the learner’s attempts of that type today', async () => {
    const learner = await signUpLearner(t.app);
    const plan = await savePlan(learner, { examDate: addDays(today, 20), targetScore: 65, minutesPerDay: 30 });
    const first = plan.todayPlan!.items.find((item) => item.kind === 'practice');
    if (first?.kind !== 'practice') throw new Error('Today has no practice item');
    expect(first.done).toBe(0);
    await storeAttempts(t, learner.user.id, [{ questionId: bankItemOf(first.type).id, type: first.type, skills: { reading: 50 }, daysAgo: 0 }]);
    expect(practiceItem((await readPlan(learner))!, first.type)).toMatchObject({ done: 1, planned: first.planned });
  });

  it('ticks the timed set off from mock tests answered today in the learner’s time zone, and from practice', async () => {
    const timeZone = 'Asia/Tokyo';
    const localToday = localDate(new Date(), timeZone);
    const learner = await signUpLearner(t.app);
    // An exam in 2 days: today is the timed set's day.
    await savePlan(learner, { examDate: addDays(localToday, 2), targetScore: 65, minutesPerDay: 30, timeZone });
    const timedSet = async () => {
      const item = (await readPlan(learner, timeZone))?.todayPlan?.items[0];
      if (item?.kind !== 'timed-set') throw new Error('Today has no timed set');
      return item;
    };
    expect(await timedSet()).toMatchObject({ done: 0, types: questionTypeIds });

    // Just after midnight in Tokyo (still yesterday in UTC), and just before it.
    const todayInTokyo = new Date(`${localToday}T00:00:30+09:00`);
    const yesterdayInTokyo = new Date(todayInTokyo.getTime() - 60_000);
    const [skipped, ...answered] = questionTypeIds;
    if (!skipped) throw new Error('The registry has no task type');
    const assessed = (type: QuestionTypeId, answeredAt: Date) => ({ type, questionId: bankItemOf(type).id, status: 'assessed' as const, answeredAt });
    const someoneElse = await signUpLearner(t.app);
    await storeMockSitting(t, someoneElse.user.id, [skipped, ...answered].map((type) => assessed(type, todayInTokyo)));
    await storeMockSitting(t, learner.user.id, [
      { type: 'personal-introduction', questionId: null, status: 'unscored', answeredAt: todayInTokyo },
      { type: skipped, questionId: bankItemOf(skipped).id, status: 'unanswered', answeredAt: todayInTokyo },
      ...answered.map((type) => assessed(type, todayInTokyo)),
    ]);
    await storeMockSitting(t, learner.user.id, [assessed(skipped, yesterdayInTokyo)], 'mock-test-1-speaking-writing');
    expect(await timedSet()).toMatchObject({ done: questionTypeIds.length - 1 });

    await storeAttempts(t, learner.user.id, [{ questionId: bankItemOf(skipped).id, type: skipped, skills: { speaking: 50 }, at: todayInTokyo }]);
    expect(await timedSet()).toMatchObject({ done: questionTypeIds.length });
  });

  it('counts the items answered in mock tests today towards practice items, with practice attempts', async () => {
    const learner = await signUpLearner(t.app);
    const plan = await savePlan(learner, { examDate: addDays(today, 20), targetScore: 65, minutesPerDay: 30 });
    const first = plan.todayPlan!.items.find((item) => item.kind === 'practice');
    if (first?.kind !== 'practice') throw new Error('Today has no practice item');
    const questionId = bankItemOf(first.type).id;
    const answeredAt = utcDaysAgo(0);
    await storeMockSitting(t, learner.user.id, [
      { type: 'personal-introduction', questionId: null, status: 'unscored', answeredAt },
      { type: first.type, questionId, status: 'assessed', answeredAt },
      // Answered, though it could not be assessed.
      { type: first.type, questionId, status: 'failed', answeredAt },
      { type: first.type, questionId, status: 'unanswered', answeredAt },
      { type: first.type, questionId, status: 'assessed', answeredAt: utcDaysAgo(1) },
    ]);
    await storeAttempts(t, learner.user.id, [{ questionId, type: first.type, skills: { reading: 50 }, daysAgo: 0 }]);
    expect(practiceItem((await readPlan(learner))!, first.type)).toMatchObject({ done: 3 });
  });

  it('carries unfinished practice of a missed day into today, and less of it once some was done', async () => {
    const learner = await signUpLearner(t.app);
    await savePlan(learner, { examDate: addDays(today, 20), targetScore: 65, minutesPerDay: 30 });
    const [stored] = await t.database.db.select({ days: studyPlans.days }).from(studyPlans).where(eq(studyPlans.userId, learner.user.id));
    const missed = { date: addDays(today, -1), light: false, items: [{ kind: 'practice', type: 'write-from-dictation', count: 3 }] };
    await t.database.db
      .update(studyPlans)
      .set({ days: [missed, ...(stored!.days as object[])] })
      .where(eq(studyPlans.userId, learner.user.id));
    const before = practiceItem((await readPlan(learner))!, 'write-from-dictation');
    expect(before).toMatchObject({ carriedOver: 3 });

    const dictation = bankItemOf('write-from-dictation');
    await storeAttempts(t, learner.user.id, [{ questionId: dictation.id, type: dictation.type, skills: { listening: 50, writing: 50 }, daysAgo: 1 }]);
    const after = practiceItem((await readPlan(learner))!, 'write-from-dictation');
    expect(after).toMatchObject({ carriedOver: 2 });
    expect(after?.kind === 'practice' && before?.kind === 'practice' && after.planned).toBe(before?.kind === 'practice' && before.planned - 1);
  });

  it('regenerates the days ahead from the latest results, on request and when a week old, keeping the past days', async () => {
    const learner = await signUpLearner(t.app);
    const examDate = addDays(today, 40);
    const first = await savePlan(learner, { examDate, targetScore: 70, minutesPerDay: 45 });
    const pastDay = { date: addDays(today, -3), light: false, items: [{ kind: 'practice', type: 'read-aloud', count: 1 }] };
    const [stored] = await t.database.db.select({ days: studyPlans.days }).from(studyPlans).where(eq(studyPlans.userId, learner.user.id));
    await t.database.db
      .update(studyPlans)
      .set({ days: [pastDay, ...(stored!.days as object[])] })
      .where(eq(studyPlans.userId, learner.user.id));

    await scoreSection(learner, 'writing', 20);
    await scoreSection(learner, 'speaking', 90);
    const regenerated = savedStudyPlanResponseSchema.parse((await request(learner, 'POST', '/study-plan/regenerate', { timeZone: 'UTC' })).json()).data;
    expect(plannedPerSection(regenerated).writing).toBeGreaterThan(plannedPerSection(first).writing ?? 0);
    const [kept] = await t.database.db.select({ days: studyPlans.days }).from(studyPlans).where(eq(studyPlans.userId, learner.user.id));
    expect((kept!.days as { date: string }[])[0]).toEqual(pastDay);

    // A week later the days ahead follow the results by themselves.
    await t.database.db
      .update(studyPlans)
      .set({ days: [pastDay], updatedAt: sql`now() - interval '8 days'` })
      .where(eq(studyPlans.userId, learner.user.id));
    const adapted = (await readPlan(learner))!;
    expect(Date.now() - Date.parse(adapted.generatedAt)).toBeLessThan(60_000);
    expect(adapted.upcoming).toHaveLength(39);
  });

  it('deletes the plan; regenerating or deleting without one answers 404', async () => {
    const learner = await signUpLearner(t.app);
    const missing = await request(learner, 'POST', '/study-plan/regenerate', { timeZone: 'UTC' });
    expect(missing.statusCode).toBe(404);
    expect(apiErrorSchema.parse(missing.json()).message).toBe('You have no study plan yet. Create one first.');
    await savePlan(learner, { examDate: addDays(today, 10), targetScore: 60, minutesPerDay: 20 });
    expect((await request(learner, 'DELETE', '/study-plan')).statusCode).toBe(204);
    expect(await readPlan(learner)).toBeNull();
    expect((await request(learner, 'DELETE', '/study-plan')).statusCode).toBe(404);
  });
});
