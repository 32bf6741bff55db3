import {
  apiErrorSchema,
  mockTestCatalogueResponseSchema,
  testAnswerReviewResponseSchema,
  testReportResponseSchema,
  testSessionListResponseSchema,
  testSessionStateResponseSchema,
  type TestSessionState,
} from '@pte/contract';
import {
  ANSWER_GRACE_SECONDS,
  AWAY_AFTER_SECONDS,
  blueprintSlots,
  fullTestBlueprint,
  miniTestBlueprint,
  poolOf,
  questionTypes,
  sectionalBlueprint,
  slotCount,
  type ContentItem,
} from '@pte/exam';
import { encodeWav16 } from '@pte/audio';
import { checkSpeechEngine } from '@pte/speech';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { contentDir } from '../../../test/bank-items';
import { bearer, describeEachDatabase, signUpLearner, type TestLearner } from '../../../test/test-app';
import { loadQuestionBank, readQuestionBank } from '../questions/question-bank.loader';

const { items: bank } = await readQuestionBank(contentDir);
const itemById = new Map<string, ContentItem>(bank.map((item) => [item.id, item]));

/** The right answer to a reading item, from its key (the types the reading section opens with). */
function correctAnswer(questionId: string): unknown {
  const item = itemById.get(questionId)!;
  if (item.type === 'reading-writing-fill-in-the-blanks') {
    return { answers: Object.fromEntries(item.answerKey.answers.map((word, index) => [String(index + 1), word])) };
  }
  throw new Error(`No right answer written for ${item.type}`);
}

/** A multipart body with `recording` in `file` and the text fields. */
function form(recording: Uint8Array, fields: Record<string, string>): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----pte${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="recording.wav"\r\nContent-Type: audio/wav\r\n\r\n`));
  parts.push(Buffer.from(recording), Buffer.from('\r\n'), Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** `seconds` of a quiet hum at 16 kHz, as WAV bytes. */
const hum = (seconds: number) => encodeWav16(Float32Array.from({ length: Math.round(seconds * 16_000) }, (_, i) => 0.01 * Math.sin((2 * Math.PI * 150 * i) / 16_000)), 16_000);

const speechEngine = checkSpeechEngine();

const realNow = Date.now.bind(Date);
let clockOffsetMs = 0;

/** Moves the clock the server reads by `seconds` (on top of earlier moves in the same test). */
function advanceClock(seconds: number): void {
  clockOffsetMs += seconds * 1000;
  vi.spyOn(Date, 'now').mockImplementation(() => realNow() + clockOffsetMs);
}

afterEach(() => {
  clockOffsetMs = 0;
  vi.restoreAllMocks();
});

describeEachDatabase('mock tests', (t) => {
  const call = (who: TestLearner | null, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: who ? bearer(who.token) : {}, ...(payload ? { payload } : {}) });

  const stateOf = (response: { statusCode: number; body: string; json: () => unknown }, status = 200): TestSessionState => {
    expect(response.statusCode, response.body).toBe(status);
    return testSessionStateResponseSchema.parse(response.json()).data;
  };

  const errorOf = (response: { statusCode: number; body: string; json: () => unknown }, status: number, code: string) => {
    expect(response.statusCode, response.body).toBe(status);
    const error = apiErrorSchema.parse(response.json());
    expect(error.code).toBe(code);
    return error;
  };

  const start = async (who: TestLearner, testId: string) => stateOf(await call(who, 'POST', '/mock-tests/sessions', { testId }), 201);

  beforeAll(async () => {
    await loadQuestionBank(t.database, contentDir);
  });

  it('offers three full mock tests, each part of each as a sectional test, and a mini mock, with the blueprint’s item counts', async () => {
    const learner = await signUpLearner(t.app);
    const response = await call(learner, 'GET', '/mock-tests');
    expect(response.statusCode, response.body).toBe(200);
    const { tests, active } = mockTestCatalogueResponseSchema.parse(response.json()).data;
    expect(active).toBeNull();
    const full = tests.filter((test) => test.kind === 'full');
    expect(full.map((test) => test.id)).toEqual(['mock-test-1', 'mock-test-2', 'mock-test-3']);
    const fullCount = fullTestBlueprint.parts.flatMap((part) => part.blocks).flatMap((block) => block.types).reduce((sum, slot) => sum + slot.count, 0);
    for (const test of full) expect(test.itemCount).toBe(fullCount);
    expect(tests.filter((test) => test.kind === 'sectional')).toHaveLength(9);
    const mini = tests.find((test) => test.kind === 'mini')!;
    expect(mini.itemCount).toBe(miniTestBlueprint.parts.flatMap((part) => part.blocks).flatMap((block) => block.types).length);
    expect(slotCount(fullTestBlueprint, 'read-aloud')).toBe(6);
    // A full test takes a little over two hours when every clock runs out.
    expect(full[0]!.timeLimitMinutes).toBeGreaterThan(100);
    expect((await call(null, 'GET', '/mock-tests')).statusCode).toBe(401);
  });

  it('shows only the current item, without its answer key, on the server’s clock; one test at a time', async () => {
    const learner = await signUpLearner(t.app);
    const state = await start(learner, 'mock-test-1-reading');
    expect(state.status).toBe('in-progress');
    expect(state.item?.position).toBe(0);
    expect(state.item?.clock.scope).toBe('section');
    expect(state.item?.clock.remainingSeconds).toBe(state.item?.clock.limitSeconds);
    expect(JSON.stringify(state)).not.toContain('answerKey');
    const item = itemById.get(state.item!.question!.id)!;
    expect(JSON.stringify(state)).not.toContain(JSON.stringify((item.answerKey as { answers: string[] }).answers));

    errorOf(await call(learner, 'POST', '/mock-tests/sessions', { testId: 'mock-test-2' }), 409, 'TEST_IN_PROGRESS');
    errorOf(await call(learner, 'POST', '/mock-tests/sessions', { testId: 'no-such-test' }), 404, 'NOT_FOUND');
    const catalogue = mockTestCatalogueResponseSchema.parse((await call(learner, 'GET', '/mock-tests')).json()).data;
    expect(catalogue.active?.id).toBe(state.id);

    // Another learner cannot see it.
    const other = await signUpLearner(t.app);
    errorOf(await call(other, 'GET', `/mock-tests/sessions/${state.id}`), 404, 'NOT_FOUND');
    stateOf(await call(learner, 'POST', `/mock-tests/sessions/${state.id}/abandon`));
  });

  it('takes answers in order, once each, and refuses bad ones with a clear 4xx that changes nothing', async () => {
    const learner = await signUpLearner(t.app);
    const first = await start(learner, 'mock-test-1-reading');
    const url = `/mock-tests/sessions/${first.id}/answers`;
    errorOf(await call(learner, 'POST', url, { position: 1, answer: null }), 409, 'OUT_OF_ORDER');
    errorOf(await call(learner, 'POST', url, { position: 0, answer: { answers: 'not keyed' } }), 400, 'VALIDATION_FAILED');
    errorOf(await call(learner, 'POST', `/mock-tests/sessions/${first.id}/recordings`, {}), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(stateOf(await call(learner, 'GET', `/mock-tests/sessions/${first.id}`)).item?.position).toBe(0);

    const second = stateOf(await call(learner, 'POST', url, { position: 0, answer: correctAnswer(first.item!.question!.id) }));
    expect(second.item?.position).toBe(1);
    expect(second.done).toBe(1);
    // The shared reading clock runs on across items.
    expect(second.item?.clock.scope).toBe('section');
    errorOf(await call(learner, 'POST', url, { position: 0, answer: null }), 409, 'ALREADY_ANSWERED');
    errorOf(await call(learner, 'GET', `/mock-tests/sessions/${first.id}/report`), 409, 'TEST_NOT_FINISHED');
    errorOf(await call(learner, 'GET', `/mock-tests/sessions/${first.id}/answers/0`), 409, 'TEST_NOT_FINISHED');

    const finished = stateOf(await call(learner, 'POST', `/mock-tests/sessions/${first.id}/finish`));
    expect(finished.status).toBe('completed');
    expect(finished.item).toBeNull();
    errorOf(await call(learner, 'POST', url, { position: 1, answer: null }), 409, 'TEST_FINISHED');
    errorOf(await call(learner, 'POST', `/mock-tests/sessions/${first.id}/abandon`), 409, 'TEST_FINISHED');

    const report = testReportResponseSchema.parse((await call(learner, 'GET', `/mock-tests/sessions/${first.id}/report`)).json()).data;
    if (report.status !== 'ready') throw new Error('The reading report needs no background assessment');
    expect(report.overall).toBeNull();
    expect(report.skills.map((skill) => skill.skill)).toEqual(['reading']);
    const reading = report.skills[0]!.figure!;
    // One right item out of fifteen: above the floor, far from the top; objective scoring has no band.
    expect(reading.score).toBeGreaterThan(10);
    expect(reading.score).toBeLessThan(40);
    expect(reading.low).toBe(reading.score);
    expect(reading.high).toBe(reading.score);
    expect(report.items[0]).toMatchObject({ position: 0, status: 'assessed' });
    expect(report.items[0]!.score).toBe(report.items[0]!.max);
    expect(report.items.slice(1).every((item) => item.status === 'unanswered' && item.score === 0)).toBe(true);
    expect(report.topGains.length).toBeGreaterThan(0);
    expect(report.topGains[0]!.practicePath).toMatch(/^\/reading\//);
    expect(report.taskTypes.reduce((sum, type) => sum + type.items, 0)).toBe(15);

    const review = testAnswerReviewResponseSchema.parse((await call(learner, 'GET', `/mock-tests/sessions/${first.id}/answers/0`)).json()).data;
    expect(review.answer).toEqual(correctAnswer(first.item!.question!.id));
    expect(review.assessment?.total.score).toBe(review.assessment?.total.max);
    errorOf(await call(learner, 'GET', `/mock-tests/sessions/${first.id}/answers/99`), 404, 'NOT_FOUND');

    const list = testSessionListResponseSchema.parse((await call(learner, 'GET', '/mock-tests/sessions')).json()).data;
    expect(list.sessions[0]).toMatchObject({ id: first.id, status: 'completed', skills: { reading: reading.score } });
  });

  it('asks items of the mock pool, which practice never serves, and plays a listening item’s recording', async () => {
    const learner = await signUpLearner(t.app);
    let state = await start(learner, 'mock-test-1-reading');
    const asked: ContentItem[] = [];
    while (state.item) {
      asked.push(itemById.get(state.item.question!.id)!);
      state = stateOf(await call(learner, 'POST', `/mock-tests/sessions/${state.id}/answers`, { position: state.item.position, answer: null }));
    }
    expect(state.status).toBe('completed');
    expect(asked).toHaveLength(blueprintSlots(sectionalBlueprint('reading')).length);
    expect(asked.filter((item) => poolOf(item) !== 'mock')).toEqual([]);

    // Practice knows nothing of them: not on the practice page, not at the assess path.
    const [kept] = asked;
    const practicePage = await call(learner, 'GET', `/questions/category-section/${questionTypes[kept!.type].fetchSection}?id=${kept!.id}`);
    errorOf(practicePage, 404, 'NOT_FOUND');
    const practised = await call(learner, 'POST', questionTypes[kept!.type].assessPath, { questionId: kept!.id, ...(correctAnswer(kept!.id) as object) });
    expect(errorOf(practised, 404, 'NOT_FOUND').message).toBe(`Question “${kept!.id}” is not available for practice: it is kept for the mock tests.`);

    // Listening: Summarize Spoken Text first (from the mock pool once it has items, until then from practice), then a
    // mock item with its recording to play.
    let listening = await start(learner, 'mock-test-1-listening');
    const summary = itemById.get(listening.item!.question!.id)!;
    expect(poolOf(summary)).toBe(bank.some((item) => item.type === summary.type && poolOf(item) === 'mock') ? 'mock' : 'practice');
    listening = stateOf(await call(learner, 'POST', `/mock-tests/sessions/${listening.id}/answers`, { position: 0, answer: null }));
    const played = itemById.get(listening.item!.question!.id)!;
    expect(poolOf(played)).toBe('mock');
    expect(listening.item!.question!.media?.audioUrl).toMatch(new RegExp(`^/api/media/${played.id}\\.mp3\\?v=`));
    stateOf(await call(learner, 'POST', `/mock-tests/sessions/${listening.id}/abandon`));
  });

  it('resumes with the time the learner had left, counts a long absence as an interruption, and moves on when time runs out', async () => {
    const learner = await signUpLearner(t.app);
    const first = await start(learner, 'mock-test-2-listening');
    const clock = first.item!.clock;
    expect(clock.scope).toBe('item');

    advanceClock(3);
    const reloaded = stateOf(await call(learner, 'GET', `/mock-tests/sessions/${first.id}`));
    expect(reloaded.item?.position).toBe(0);
    expect(reloaded.item?.clock.remainingSeconds).toBe(clock.limitSeconds - 3);

    // Twenty minutes away: only the grace is charged, and the absence is counted.
    advanceClock(20 * 60);
    const back = stateOf(await call(learner, 'POST', `/mock-tests/sessions/${first.id}/heartbeat`));
    expect(back.interruptions).toBe(1);
    expect(back.item?.position).toBe(0);
    expect(back.item?.clock.remainingSeconds).toBe(clock.limitSeconds - 3 - AWAY_AFTER_SECONDS);

    // The item's clock runs out (the learner seen every 20 s): past its grace, the next block starts on its own clock.
    let next = back;
    for (let waited = 0; next.item?.position === 0; waited += 20) {
      expect(waited).toBeLessThanOrEqual(back.item!.clock.remainingSeconds + ANSWER_GRACE_SECONDS);
      advanceClock(20);
      next = stateOf(await call(learner, 'POST', `/mock-tests/sessions/${first.id}/heartbeat`));
    }
    expect(next.item?.position).toBe(1);
    expect(next.item?.clock.scope).toBe('section');
    expect(next.item?.clock.remainingSeconds).toBe(next.item?.clock.limitSeconds);
    errorOf(await call(learner, 'POST', `/mock-tests/sessions/${first.id}/answers`, { position: 0, answer: { text: 'Too late.' } }), 409, 'TIME_UP');

    stateOf(await call(learner, 'POST', `/mock-tests/sessions/${first.id}/abandon`));
    errorOf(await call(learner, 'GET', `/mock-tests/sessions/${first.id}/report`), 409, 'TEST_ABANDONED');
  });

  it('assesses written answers in the background and reports once they are scored', async () => {
    const learner = await signUpLearner(t.app);
    const first = await start(learner, 'mock-test-3-listening');
    expect(first.item?.type).toBe('summarize-spoken-text');
    const summary =
      'The speaker explained how the topic developed, described the main evidence for it and its causes, and concluded that further study is needed before firm decisions can be made about how institutions should respond to the problem in the coming years.';
    stateOf(await call(learner, 'POST', `/mock-tests/sessions/${first.id}/answers`, { position: 0, answer: { text: summary } }));
    stateOf(await call(learner, 'POST', `/mock-tests/sessions/${first.id}/finish`));
    await t.app.pendingTestAnswers.idle();
    const report = testReportResponseSchema.parse((await call(learner, 'GET', `/mock-tests/sessions/${first.id}/report`)).json()).data;
    if (report.status !== 'ready') throw new Error(`Expected a ready report, got ${JSON.stringify(report)}`);
    expect(report.items[0]).toMatchObject({ type: 'summarize-spoken-text', status: 'assessed' });
    expect(report.items[0]!.max).toBeGreaterThan(0);
    const review = testAnswerReviewResponseSchema.parse((await call(learner, 'GET', `/mock-tests/sessions/${first.id}/answers/0`)).json()).data;
    expect(review.assessment?.taskType).toBe('summarize-spoken-text');
    expect(review.answer).toEqual({ text: summary });
  });
  it('refuses an upload that is not a recording, and keeps a recording too short to assess as the answer, scored zero', async () => {
    const learner = await signUpLearner(t.app);
    const first = await start(learner, 'mock-test-1-speaking-writing');
    expect(first.item?.type).toBe('personal-introduction');
    const send = (recording: Uint8Array, position: number) => {
      const body = form(recording, { position: String(position) });
      return t.app.inject({ method: 'POST', url: `/api/mock-tests/sessions/${first.id}/recordings`, headers: { ...body.headers, ...bearer(learner.token) }, payload: body.payload });
    };
    errorOf(await send(new TextEncoder().encode('not a recording at all, just text'), 0), 422, 'RECORDING_REJECTED');
    errorOf(await send(hum(1), 1), 409, 'OUT_OF_ORDER');
    expect(stateOf(await call(learner, 'GET', `/mock-tests/sessions/${first.id}`)).item?.position).toBe(0);

    const second = stateOf(await send(hum(0.2), 0));
    expect(second.item?.type).toBe('read-aloud');
    stateOf(await send(hum(0.2), 1));
    stateOf(await call(learner, 'POST', `/mock-tests/sessions/${first.id}/finish`));
    await t.app.pendingTestAnswers.idle();
    const report = testReportResponseSchema.parse((await call(learner, 'GET', `/mock-tests/sessions/${first.id}/report`)).json()).data;
    if (report.status !== 'ready') throw new Error(`Expected a ready report, got ${JSON.stringify(report)}`);
    expect(report.items[0]).toMatchObject({ type: 'personal-introduction', status: 'unscored' });
    if (speechEngine.available) {
      expect(report.items[1]).toMatchObject({ type: 'read-aloud', status: 'assessed', score: 0 });
      const review = testAnswerReviewResponseSchema.parse((await call(learner, 'GET', `/mock-tests/sessions/${first.id}/answers/1`)).json()).data;
      expect(review.recordingUrl).toMatch(/^\/api\/recordings\//);
      expect(review.assessment?.feedback.join(' ')).not.toBe('');
    } else {
      expect(report.items[1]).toMatchObject({ type: 'read-aloud', status: 'failed' });
    }
  });
});
