import { apiErrorSchema, attemptsResponseSchema, writingAssessmentResponseSchema, type Attempt } from '@pte/contract';
import { MAX_WRITING_LENGTH, prepareWritingAssessment } from '@pte/language';
import { beforeAll, expect, it } from 'vitest';
import { bearer, describeEachDatabase, signUpLearner, type TestApp, type TestLearner } from '../../../test/test-app';
import { bankItemOf, contentDir, mockItemOf } from '../../../test/bank-items';
import { loadQuestionBank } from '../questions/question-bank.loader';


const swt = bankItemOf('summarize-written-text');
const sst = bankItemOf('summarize-spoken-text');
const essay = bankItemOf('write-essay');

// Harper and the dictionaries load once for the whole file (both databases share the process).
beforeAll(() => prepareWritingAssessment(), 60_000);

describeEachDatabase('writing assessment', (t: TestApp) => {
  let learner: TestLearner;
  const post = (url: string, payload: Record<string, unknown>, who: TestLearner | null = learner) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, headers: who ? bearer(who.token) : {}, payload });

  async function attemptsOf(who: TestLearner, questionId: string): Promise<Attempt[]> {
    const response = await t.app.inject({ method: 'GET', url: `/api/attempts?questionId=${questionId}`, headers: bearer(who.token) });
    expect(response.statusCode).toBe(200);
    return attemptsResponseSchema.parse(response.json()).data.attempts;
  }

  beforeAll(async () => {
    await loadQuestionBank(t.database, contentDir);
    learner = await signUpLearner(t.app);
  });

  it('gives a one-sentence summary full form, reports every trait and stores the attempt', async () => {
    const response = await post('/summarize/assess', { questionId: swt.id, answer: swt.modelAnswer, referenceText: swt.prompt.passage, timeTaken: 312 });
    expect(response.statusCode).toBe(200);
    const result = writingAssessmentResponseSchema.parse(response.json()).data;
    expect(result).toMatchObject({ questionId: swt.id, taskType: 'summarize-written-text', correctAnswer: swt.modelAnswer, explanation: swt.explanation });
    expect(Object.keys(result.traits)).toEqual(['content', 'form', 'grammar', 'vocabulary']);
    expect(result.traits.form).toMatchObject({ score: 1, max: 1 });
    expect(result.details.gates).toEqual([]);
    expect(result.details.keyIdeas).toEqual(swt.answerKey.keyIdeas);
    expect(result.total.max).toBe(7);
    const expectedSkill = Math.round(10 + (80 * result.total.score) / result.total.max);
    expect(result.skills).toEqual({ writing: expectedSkill, reading: expectedSkill });

    const [stored] = await attemptsOf(learner, swt.id);
    expect(stored).toMatchObject({ questionType: 'summarize-written-text', answer: { text: swt.modelAnswer }, timeTaken: 312, result });
  });

  it('zeroes a two-sentence summary by the one-sentence rule but still reports what each trait measured', async () => {
    const twoSentences = 'Wild pollinators are declining because of habitat loss, pesticides, disease and climate change. Protecting the wider landscape helps more than adding honeybee hives.';
    const response = await post('/summarize/assess', { questionId: swt.id, answer: twoSentences });
    expect(response.statusCode).toBe(200);
    const result = writingAssessmentResponseSchema.parse(response.json()).data;
    expect(result.traits.form?.score).toBe(0);
    expect(result.details.gates.map((gate) => gate.rule)).toContain('one-sentence');
    expect(result.total.score).toBe(0);
    expect(result.skills.writing).toBe(10);
    for (const id of ['content', 'grammar', 'vocabulary']) expect(result.traits[id]?.raw, id).toBeGreaterThan(0);
  });

  it('assesses a spoken-text summary against its lecture and reveals the script', async () => {
    const response = await post('/summarize/assess', { questionId: sst.id, answer: sst.modelAnswer });
    expect(response.statusCode).toBe(200);
    const result = writingAssessmentResponseSchema.parse(response.json()).data;
    expect(result).toMatchObject({ taskType: 'summarize-spoken-text', transcript: sst.audio?.script });
    expect(result.transcript).toBeTruthy();
    expect(Object.keys(result.traits)).toEqual(['content', 'form', 'grammar', 'vocabulary', 'spelling']);
    expect(result.traits.form).toMatchObject({ score: 2, max: 2 });
    expect(Object.keys(result.skills).sort()).toEqual(['listening', 'writing']);
  });

  it('assesses free practice on a passage of the learner’s own without storing it', async () => {
    const other = await signUpLearner(t.app);
    const response = await post('/summarize/assess', { answer: swt.modelAnswer, referenceText: swt.prompt.passage }, other);
    expect(response.statusCode).toBe(200);
    const result = writingAssessmentResponseSchema.parse(response.json()).data;
    expect(result).toMatchObject({ questionId: '', taskType: 'summarize-written-text' });
    expect(result.traits.content?.score).toBeGreaterThan(0);
    const listed = await t.app.inject({ method: 'GET', url: '/api/attempts', headers: bearer(other.token) });
    expect(attemptsResponseSchema.parse(listed.json()).data.attempts).toEqual([]);
    expect((await post('/summarize/assess', { answer: swt.modelAnswer }, other)).statusCode).toBe(400);
  });

  it('points at a misspelt word of an essay, in registry trait order', async () => {
    const answer = (essay.modelAnswer ?? '').replace('most obvious gain', 'most obvius gain');
    const start = answer.indexOf('obvius');
    expect(start).toBeGreaterThan(0);
    const response = await post('/write-essay/assess', { questionId: essay.id, answer, timeTaken: 1100 });
    expect(response.statusCode).toBe(200);
    const result = writingAssessmentResponseSchema.parse(response.json()).data;
    expect(Object.keys(result.traits)).toEqual(['content', 'form', 'developmentStructureCoherence', 'grammar', 'generalLinguisticRange', 'vocabularyRange', 'spelling']);
    expect(result.details.issues).toContainEqual(expect.objectContaining({ category: 'spelling', start, end: start + 'obvius'.length }));
    expect(result.details.issues.find((issue) => issue.start === start)?.suggestions).toContain('obvious');
    expect(result.details.keyAspects).toEqual(essay.answerKey.keyAspects);
    expect(result.traits.spelling?.score).toBeLessThan(2);
    expect(result.skills).toEqual({ writing: Math.round(10 + (80 * result.total.score) / result.total.max) });
    expect(await attemptsOf(learner, essay.id)).toHaveLength(1);
  });

  it('refuses empty and over-long answers with a message, storing nothing', async () => {
    const other = await signUpLearner(t.app);
    const cases: [string, Record<string, unknown>][] = [
      ['/summarize/assess', { questionId: swt.id, answer: '   ' }],
      ['/summarize/assess', { questionId: swt.id, answer: 'word '.repeat(MAX_WRITING_LENGTH / 5 + 1) }],
      ['/write-essay/assess', { questionId: essay.id, answer: '' }],
    ];
    for (const [url, payload] of cases) {
      const response = await post(url, payload, other);
      expect(response.statusCode, url).toBe(400);
      const error = apiErrorSchema.parse(response.json());
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.message).toMatch(/Write your answer before submitting|too long to assess/);
    }
    const listed = await t.app.inject({ method: 'GET', url: '/api/attempts', headers: bearer(other.token) });
    expect(attemptsResponseSchema.parse(listed.json()).data.attempts).toEqual([]);
  });

  it('refuses an answer longer than the task takes before scoring it, storing nothing', async () => {
    const other = await signUpLearner(t.app);
    const answer = 'word '.repeat(2_500);
    expect(answer.length).toBeLessThan(MAX_WRITING_LENGTH);
    for (const [url, questionId] of [['/summarize/assess', sst.id], ['/write-essay/assess', essay.id]] as const) {
      const response = await post(url, { questionId, answer }, other);
      expect(response.statusCode, url).toBe(400);
      expect(apiErrorSchema.parse(response.json())).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'Use at most 10,000 characters',
        details: [{ path: 'answer', message: 'Use at most 10,000 characters' }],
      });
    }
    const listed = await t.app.inject({ method: 'GET', url: '/api/attempts', headers: bearer(other.token) });
    expect(attemptsResponseSchema.parse(listed.json()).data.attempts).toEqual([]);
  });

  it('answers 401 without sign-in, 400 for a question of another type and 404 for an unknown one', async () => {
    expect((await post('/summarize/assess', { questionId: swt.id, answer: swt.modelAnswer }, null)).statusCode).toBe(401);
    expect((await post('/write-essay/assess', { questionId: essay.id, answer: essay.modelAnswer }, null)).statusCode).toBe(401);

    const essayToSummary = await post('/summarize/assess', { questionId: essay.id, answer: swt.modelAnswer });
    expect(essayToSummary.statusCode).toBe(400);
    expect(apiErrorSchema.parse(essayToSummary.json())).toMatchObject({ code: 'WRONG_TASK_TYPE' });
    expect(essayToSummary.json<{ message: string }>().message).toContain('POST /api/write-essay/assess');
    const summaryToEssay = await post('/write-essay/assess', { questionId: sst.id, answer: essay.modelAnswer });
    expect(summaryToEssay.statusCode).toBe(400);
    expect(apiErrorSchema.parse(summaryToEssay.json())).toMatchObject({ code: 'WRONG_TASK_TYPE' });

    expect((await post('/write-essay/assess', { questionId: 'we-999-no-such-item', answer: essay.modelAnswer })).statusCode).toBe(404);
  });

  it('answers 404 for a summary or an essay kept for the mock tests, storing nothing', async () => {
    const keptSummary = mockItemOf('summarize-written-text');
    const keptEssay = mockItemOf('write-essay');
    expect(keptSummary).toBeDefined();
    expect(keptEssay).toBeDefined();
    for (const [path, kept] of [['/summarize/assess', keptSummary!], ['/write-essay/assess', keptEssay!]] as const) {
      const response = await post(path, { questionId: kept.id, answer: kept.modelAnswer });
      expect(response.statusCode).toBe(404);
      expect(apiErrorSchema.parse(response.json())).toEqual({ code: 'NOT_FOUND', message: `Question “${kept.id}” is not available for practice: it is kept for the mock tests.` });
      expect(await attemptsOf(learner, kept.id)).toEqual([]);
    }
  });
});

describeEachDatabase(
  'writing assessment on the August 2025 rubric',
  (t: TestApp) => {
    it('scores an essay on the 2025 maxima (content, development and range out of 6) when configured', async () => {
      await loadQuestionBank(t.database, contentDir);
      const learner = await signUpLearner(t.app);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/write-essay/assess',
        headers: bearer(learner.token),
        payload: { questionId: essay.id, answer: essay.modelAnswer },
      });
      expect(response.statusCode).toBe(200);
      const { traits } = writingAssessmentResponseSchema.parse(response.json()).data;
      expect(traits.content?.max).toBe(6);
      expect(traits.developmentStructureCoherence?.max).toBe(6);
      expect(traits.generalLinguisticRange?.max).toBe(6);
      expect(traits.grammar?.max).toBe(2);
    });
  },
  { config: { writingRubric: '2025' } },
);
