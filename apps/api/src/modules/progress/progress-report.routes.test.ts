import { apiErrorSchema, progressReportResponseSchema, type ProgressReport } from '@pte/contract';
import { beforeAll, expect, it } from 'vitest';
import { bankItemOf, contentDir } from '../../../test/bank-items';
import { storeAttempts, utcDaysAgo } from '../../../test/stored-attempts';
import { bearer, describeEachDatabase, signUpLearner, type TestLearner } from '../../../test/test-app';
import { loadQuestionBank } from '../questions/question-bank.loader';
import { addDays, localDate, mondayOf } from './learner-calendar';

/** Days since Monday, today included, in UTC. */
const daysIntoWeek = (new Date().getUTCDay() + 6) % 7;
/** Days ago that fall in last week, five weeks ago (week 6 of 12) and before the report's 12 weeks. */
const lastWeek = daysIntoWeek + 3;
const fiveWeeksAgo = daysIntoWeek + 7 * 4 + 3;
const beforeTheReport = daysIntoWeek + 7 * 12 + 3;

const emptyWeeks = (weeks: number) => Array.from({ length: weeks }, () => [] as unknown[]);

describeEachDatabase('progress report', (t) => {
  let learner: TestLearner;
  const readAloud = bankItemOf('read-aloud');
  const describeImage = bankItemOf('describe-image');
  const repeatSentence = bankItemOf('repeat-sentence');
  const retell = bankItemOf('re-tell-lecture');
  const shortAnswer = bankItemOf('answer-short-question');
  const summary = bankItemOf('summarize-written-text');
  const spokenSummary = bankItemOf('summarize-spoken-text');
  const dictation = bankItemOf('write-from-dictation');
  const essay = bankItemOf('write-essay');
  const mcsa = bankItemOf('reading-multiple-choice-single-answer');

  const report = async (who: TestLearner, query = ''): Promise<ProgressReport> => {
    const response = await t.app.inject({ method: 'GET', url: `/api/progress/report${query}`, headers: bearer(who.token) });
    expect(response.statusCode, response.body).toBe(200);
    return progressReportResponseSchema.parse(response.json()).data;
  };
  const today = () => localDate(new Date(), 'UTC');
  /** The Monday of each of the report's 12 weeks, oldest first. */
  const reportWeeks = () => Array.from({ length: 12 }, (_, index) => addDays(mondayOf(today()), -7 * (11 - index)));

  beforeAll(async () => {
    await loadQuestionBank(t.database, contentDir);
    learner = await signUpLearner(t.app);
    const target = await t.app.inject({ method: 'PUT', url: '/api/users/update', headers: bearer(learner.token), payload: { targetScore: 70 } });
    expect(target.statusCode, target.body).toBe(200);
    await storeAttempts(t, learner.user.id, [
      // This week.
      { questionId: readAloud.id, type: 'read-aloud', skills: { speaking: 40, reading: 40 }, traits: { content: { score: 4, max: 5 }, fluency: { score: 3, max: 5 }, pronunciation: { score: 2, max: 5 } } },
      { questionId: readAloud.id, type: 'read-aloud', skills: { speaking: 60, reading: 60 }, traits: { fluency: { score: 5, max: 5 }, pronunciation: { score: 4, max: 5 } } },
      { questionId: mcsa.id, type: mcsa.type, skills: { reading: 60 }, traits: { choice: { score: 1, max: 1 } } },
      // Last week.
      { questionId: repeatSentence.id, type: 'repeat-sentence', skills: { speaking: 50, listening: 50 }, daysAgo: lastWeek, traits: { fluency: { score: 2, max: 5 }, pronunciation: { score: 3, max: 5 } } },
      {
        questionId: essay.id,
        type: 'write-essay',
        skills: { writing: 80 },
        daysAgo: lastWeek,
        traits: {
          content: { score: 3, max: 3 },
          form: { score: 2, max: 2 },
          developmentStructureCoherence: { score: 1, max: 2 },
          grammar: { score: 2, max: 2 },
          generalLinguisticRange: { score: 2, max: 2 },
          vocabularyRange: { score: 2, max: 2 },
          spelling: { score: 1, max: 2 },
        },
      },
      {
        questionId: summary.id,
        type: 'summarize-written-text',
        skills: { writing: 70, reading: 70 },
        daysAgo: lastWeek,
        traits: { content: { score: 2, max: 2 }, form: { score: 1, max: 1 }, grammar: { score: 1, max: 2 }, vocabulary: { score: 1, max: 2 } },
      },
      // Five weeks ago.
      { questionId: mcsa.id, type: mcsa.type, skills: { reading: 30 }, daysAgo: fiveWeeksAgo },
      { questionId: shortAnswer.id, type: 'answer-short-question', skills: { speaking: 90, listening: 90 }, daysAgo: fiveWeeksAgo, traits: { vocabulary: { score: 1, max: 1 } } },
      // Before the report's twelve weeks: counted in the averages per type and the predictions only.
      { questionId: mcsa.id, type: mcsa.type, skills: { reading: 90 }, daysAgo: beforeTheReport },
      { questionId: mcsa.id, type: mcsa.type, skills: { reading: 20 }, daysAgo: beforeTheReport },
    ]);
  });

  it('averages each skill per week, Monday first, over the last 12 weeks', async () => {
    const weeks = reportWeeks();
    const expected = emptyWeeks(12);
    // Read Aloud feeds speaking and reading: reading (40 + 60 + 60) / 3.
    expected[11] = [
      { skill: 'speaking', average: 50, attempts: 2 },
      { skill: 'reading', average: 53, attempts: 3 },
    ];
    expected[10] = [
      { skill: 'speaking', average: 50, attempts: 1 },
      { skill: 'writing', average: 75, attempts: 2 },
      { skill: 'reading', average: 70, attempts: 1 },
      { skill: 'listening', average: 50, attempts: 1 },
    ];
    // Answer Short Question feeds speaking and listening.
    expected[6] = [
      { skill: 'speaking', average: 90, attempts: 1 },
      { skill: 'reading', average: 30, attempts: 1 },
      { skill: 'listening', average: 90, attempts: 1 },
    ];
    expect((await report(learner)).skillsOverTime).toEqual(weeks.map((weekStart, index) => ({ weekStart, skills: expected[index] })));
  });

  it('gives each enabling skill per week as a percentage of its traits’ maxima', async () => {
    const expected = emptyWeeks(12);
    expected[11] = [
      { skill: 'oralFluency', percent: 80, attempts: 2 },
      { skill: 'pronunciation', percent: 60, attempts: 2 },
    ];
    expected[10] = [
      { skill: 'grammar', percent: 75, attempts: 2 },
      { skill: 'oralFluency', percent: 40, attempts: 1 },
      { skill: 'pronunciation', percent: 60, attempts: 1 },
      { skill: 'spelling', percent: 50, attempts: 1 },
      // The essay's vocabulary range (2 of 2) and the summary's vocabulary (1 of 2).
      { skill: 'vocabulary', percent: 75, attempts: 2 },
      // Development, structure and coherence (1 of 2) and general linguistic range (2 of 2) of one essay.
      { skill: 'writtenDiscourse', percent: 75, attempts: 1 },
    ];
    expected[6] = [{ skill: 'vocabulary', percent: 100, attempts: 1 }];
    expect((await report(learner)).enablingSkillsOverTime).toEqual(reportWeeks().map((weekStart, index) => ({ weekStart, skills: expected[index] })));
  });

  it('gives the average, best and attempts of every task type practised, in sidebar order', async () => {
    expect((await report(learner)).taskTypes).toEqual([
      { type: 'read-aloud', average: 50, best: 60, attempts: 2 },
      { type: 'repeat-sentence', average: 50, best: 50, attempts: 1 },
      { type: 'answer-short-question', average: 90, best: 90, attempts: 1 },
      { type: 'summarize-written-text', average: 70, best: 70, attempts: 1 },
      { type: 'write-essay', average: 80, best: 80, attempts: 1 },
      { type: 'reading-multiple-choice-single-answer', average: 50, best: 90, attempts: 4 },
    ]);
  });

  it('counts attempts on each of the last 30 days, days without practice as 0', async () => {
    const { attemptsPerDay } = await report(learner);
    const expected = Array.from({ length: 30 }, (_, index) => ({ day: addDays(today(), index - 29), attempts: 0 }));
    expected[29] = { day: today(), attempts: 3 };
    expected[29 - lastWeek] = { day: addDays(today(), -lastWeek), attempts: 3 };
    expect(attemptsPerDay).toEqual(expected);
  });

  it('predicts a band per skill from its latest attempts, with the gap to the target, once 3 attempts feed it', async () => {
    const data = await report(learner);
    expect(data.targetScore).toBe(70);
    expect(data.predictions).toEqual([
      // 40, 60, 50, 90: mean 60, s = 21.6, ± 3.182 × 21.6 / √4 = ± 34.4, clamped at 90.
      { skill: 'speaking', attempts: 4, band: { centre: 60, low: 26, high: 90 }, gapToTarget: 10 },
      { skill: 'writing', attempts: 2, band: null, gapToTarget: null },
      // 40, 60, 60, 70, 30, 90, 20: mean 52.9, s = 24.3, ± 2.447 × 24.3 / √7 = ± 22.5.
      { skill: 'reading', attempts: 7, band: { centre: 53, low: 30, high: 75 }, gapToTarget: 17 },
      { skill: 'listening', attempts: 2, band: null, gapToTarget: null },
    ]);
    expect(data.overall).toEqual({ predicted: null, gapToTarget: null });
  });

  it('names the task types that would gain most towards the target, linking to their practice', async () => {
    // Unpractised types feeding two skills: (70 − 10) × 2 = 120 each; sidebar order breaks the tie.
    expect((await report(learner)).topGains).toEqual([
      { type: 're-tell-lecture', average: null, attempts: 0, skills: 2, expectedGain: 120, practicePath: '/speaking/re-tell-lecture' },
      { type: 'summarize-group-discussion', average: null, attempts: 0, skills: 2, expectedGain: 120, practicePath: '/speaking/summarize-group-discussion' },
      { type: 'reading-writing-fill-in-the-blanks', average: null, attempts: 0, skills: 2, expectedGain: 120, practicePath: '/reading/reading-writing-fill-in-the-blanks' },
    ]);
  });

  it('ranks gains by the distance of each type’s average to 90 without a target, the less practised first on a tie', async () => {
    const practised = await signUpLearner(t.app);
    await storeAttempts(t, practised.user.id, [
      { questionId: repeatSentence.id, type: 'repeat-sentence', skills: { speaking: 80, listening: 80 } },
      { questionId: retell.id, type: 're-tell-lecture', skills: { speaking: 30, listening: 30 } },
      { questionId: summary.id, type: 'summarize-written-text', skills: { writing: 50, reading: 50 } },
      { questionId: spokenSummary.id, type: 'summarize-spoken-text', skills: { listening: 85, writing: 85 } },
      { questionId: dictation.id, type: 'write-from-dictation', skills: { listening: 90, writing: 90 } },
    ]);
    const data = await report(practised);
    expect(data.targetScore).toBeNull();
    // Every unpractised two-skill type (90 − 10) × 2 = 160, in sidebar order; then Re-tell Lecture (90 − 30) × 2 = 120.
    expect(data.topGains).toEqual([
      { type: 'read-aloud', average: null, attempts: 0, skills: 2, expectedGain: 160, practicePath: '/speaking/read-aloud' },
      { type: 'answer-short-question', average: null, attempts: 0, skills: 2, expectedGain: 160, practicePath: '/speaking/answer-short-question' },
      { type: 'summarize-group-discussion', average: null, attempts: 0, skills: 2, expectedGain: 160, practicePath: '/speaking/summarize-group-discussion' },
    ]);
    // Every skill now has at least 3 attempts except reading (1): no overall prediction yet.
    expect(data.predictions.map((prediction) => [prediction.skill, prediction.attempts])).toEqual([
      ['speaking', 2],
      ['writing', 3],
      ['reading', 1],
      ['listening', 4],
    ]);
    expect(data.overall.predicted).toBeNull();
  });

  it('predicts an overall score from the four skills and rests each band on the latest 20 attempts', async () => {
    const steady = await signUpLearner(t.app);
    await t.app.inject({ method: 'PUT', url: '/api/users/update', headers: bearer(steady.token), payload: { targetScore: 65 } });
    // 25 old attempts at 10 fall outside the 20 latest; 20 recent ones at 60 (write from dictation feeds two skills).
    await storeAttempts(t, steady.user.id, [
      ...Array.from({ length: 25 }, () => ({ questionId: mcsa.id, type: mcsa.type, skills: { reading: 10 }, daysAgo: 20 })),
      ...Array.from({ length: 20 }, () => ({ questionId: mcsa.id, type: mcsa.type, skills: { reading: 60 }, daysAgo: 1 })),
      ...Array.from({ length: 3 }, () => ({ questionId: describeImage.id, type: 'describe-image' as const, skills: { speaking: 70 } })),
      ...Array.from({ length: 3 }, () => ({ questionId: dictation.id, type: 'write-from-dictation' as const, skills: { listening: 50, writing: 50 } })),
    ]);
    const data = await report(steady);
    // Equal scores leave the narrowest band, ± 2.
    expect(data.predictions).toEqual([
      { skill: 'speaking', attempts: 3, band: { centre: 70, low: 68, high: 72 }, gapToTarget: -5 },
      { skill: 'writing', attempts: 3, band: { centre: 50, low: 48, high: 52 }, gapToTarget: 15 },
      { skill: 'reading', attempts: 20, band: { centre: 60, low: 58, high: 62 }, gapToTarget: 5 },
      { skill: 'listening', attempts: 3, band: { centre: 50, low: 48, high: 52 }, gapToTarget: 15 },
    ]);
    // (70 + 50 + 60 + 50) / 4 = 57.5, rounded.
    expect(data.overall).toEqual({ predicted: 58, gapToTarget: 7 });
  });

  it('is empty, with every week and day in place, for a learner who has not practised', async () => {
    const data = await report(await signUpLearner(t.app));
    expect(data.skillsOverTime.every((week) => week.skills.length === 0)).toBe(true);
    expect(data.enablingSkillsOverTime.map((week) => week.weekStart)).toEqual(reportWeeks());
    expect(data.taskTypes).toEqual([]);
    expect(data.attemptsPerDay.map((day) => day.attempts)).toEqual(Array.from({ length: 30 }, () => 0));
    expect(data.predictions.every((prediction) => prediction.attempts === 0 && prediction.band === null)).toBe(true);
    expect(data.topGains.map((gain) => [gain.type, gain.expectedGain])).toEqual([
      ['read-aloud', 160],
      ['repeat-sentence', 160],
      ['re-tell-lecture', 160],
    ]);
  });

  it('counts days in the learner’s time zone', async () => {
    const late = await signUpLearner(t.app);
    await storeAttempts(t, late.user.id, [{ questionId: mcsa.id, type: mcsa.type, skills: { reading: 50 }, daysAgo: 1, hourUtc: 23 }]);
    const instant = utcDaysAgo(1, 23);
    for (const timeZone of ['UTC', 'Asia/Tokyo', 'America/Los_Angeles']) {
      const { attemptsPerDay } = await report(late, `?timeZone=${encodeURIComponent(timeZone)}`);
      expect(attemptsPerDay.filter((day) => day.attempts > 0)).toEqual([{ day: localDate(instant, timeZone), attempts: 1 }]);
    }
  });

  it('answers 400 for an unknown time zone and 401 without a learner', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/progress/report?timeZone=Nowhere/Land', headers: bearer(learner.token) });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).details?.[0]?.message).toBe('Unknown time zone: send an IANA name such as Europe/London');
    expect((await t.app.inject({ method: 'GET', url: '/api/progress/report' })).statusCode).toBe(401);
  });
});
