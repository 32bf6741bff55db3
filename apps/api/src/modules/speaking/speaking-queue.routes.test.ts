import { encodeWav16 } from '@pte/audio';
import { apiErrorSchema, attemptsResponseSchema, speechAssessmentResponseSchema, speechQueueResponseSchema, type SpeechQueueState } from '@pte/contract';
import type { SpeechAssessment, SpeechAssessmentRequest } from '@pte/speech';
import { beforeAll, expect, it } from 'vitest';
import { bankItemOf, contentDir } from '../../../test/bank-items';
import { bearer, describeEachDatabase, signUpLearner, type TestApp, type TestLearner } from '../../../test/test-app';
import { loadQuestionBank } from '../questions/question-bank.loader';
import type { SpeechEngine } from './speech-engine';

// The fair speech queue through the real routes, with a one-worker fake engine whose assessments end when the
// test says so (no PocketSphinx needed). Each answer is a free Read Aloud whose text names it ("A1", "B1", …).

/** A speech engine whose assessments start as the queue hands them over and end when `finish` is called. */
interface FakeSpeechEngine extends SpeechEngine {
  /** The answers started, by their text, in order. */
  started: string[];
  finish(text: string): void;
}

function fakeSpeechEngine(): FakeSpeechEngine {
  const started: string[] = [];
  const finishers = new Map<string, () => void>();
  const assessment = (request: SpeechAssessmentRequest): SpeechAssessment => ({
    taskType: request.task,
    traits: { content: { score: 1, max: 1, raw: 1 } },
    total: { score: 1, max: 1 },
    transcript: request.reference ?? '',
    words: [],
    metrics: { durationSeconds: 1 } as SpeechAssessment['metrics'],
    feedback: [],
    engine: 'fake',
  });
  return {
    started,
    workers: 1,
    assess(request) {
      const text = request.reference ?? '?';
      started.push(text);
      return new Promise((resolve) => finishers.set(text, () => resolve(assessment(request))));
    },
    finish(text) {
      const finisher = finishers.get(text);
      if (!finisher) throw new Error(`${text} has not started`);
      finisher();
    },
    warmUp: () => undefined,
    whenReady: async () => true,
    status: () => ({ status: 'ready' }),
    close: async () => undefined,
  };
}

/** A multipart form with a short recording and the text fields. */
function form(fields: Record<string, string>): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----pte${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  parts.push(
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="recording.wav"\r\nContent-Type: audio/wav\r\n\r\n`),
    Buffer.from(encodeWav16(new Float32Array(16_000), 16_000)),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Waits (briefly) until `check` holds. */
async function eventually(check: () => Promise<boolean> | boolean): Promise<void> {
  for (let tries = 0; tries < 200; tries++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`The queue did not reach the expected state: ${String(await check())}`);
}

describeEachDatabase(
  'the fair speech queue',
  (t: TestApp) => {
    let engine: FakeSpeechEngine;
    let a: TestLearner;
    let b: TestLearner;
    let c: TestLearner;
    const send = (who: TestLearner, fields: Record<string, string>) => {
      const body = form(fields);
      return t.app.inject({ method: 'POST', url: '/api/read-aloud/assess', headers: { ...body.headers, ...bearer(who.token) }, payload: body.payload });
    };
    const queueOf = async (who: TestLearner): Promise<SpeechQueueState> => {
      const response = await t.app.inject({ method: 'GET', url: '/api/speaking/queue', headers: bearer(who.token) });
      expect(response.statusCode, response.body).toBe(200);
      return speechQueueResponseSchema.parse(response.json()).data;
    };
    /** Sends an answer and waits until the queue holds it (running or waiting); `answer` is its pending response. */
    const enqueue = async (who: TestLearner, text: string, extra: Record<string, string> = {}) => {
      const before = await queueOf(who);
      const response = send(who, { referenceText: text, ...extra });
      await eventually(async () => {
        const now = await queueOf(who);
        return now.running + now.waiting > before.running + before.waiting;
      });
      return { answer: response };
    };

    beforeAll(async () => {
      engine = t.app.speech as FakeSpeechEngine;
      [a, b, c] = await Promise.all([signUpLearner(t.app), signUpLearner(t.app), signUpLearner(t.app)]);
    });

    it('serves another learner before the rest of a burst, bounds each line and the whole queue, and loses nothing', async () => {
      const burst = [(await enqueue(a, 'A1')).answer, (await enqueue(a, 'A2')).answer, (await enqueue(a, 'A3')).answer];
      const fromB = (await enqueue(b, 'B1')).answer;
      expect(engine.started).toEqual(['A1']);
      expect(await queueOf(a)).toEqual({ running: 1, waiting: 2, position: 2, expectedWaitSeconds: expect.any(Number) });
      expect(await queueOf(b)).toEqual({ running: 0, waiting: 1, position: 1, expectedWaitSeconds: expect.any(Number) });
      expect((await queueOf(b)).expectedWaitSeconds).toBeLessThan((await queueOf(a)).expectedWaitSeconds);

      // A's own line is full (1 running + 2 waiting): 429 with the reason and when to try again.
      const refused = await send(a, { referenceText: 'A4' });
      expect(refused.statusCode, refused.body).toBe(429);
      expect(apiErrorSchema.parse(refused.json())).toMatchObject({ code: 'SPEECH_QUEUE_LEARNER_FULL', message: expect.stringMatching(/^You already have 3 answers being assessed; wait for them to finish/) });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);

      // The whole queue is full (3 waiting): 503 for anyone else, with Retry-After.
      const busy = await send(c, { referenceText: 'C1' });
      expect(busy.statusCode, busy.body).toBe(503);
      expect(apiErrorSchema.parse(busy.json())).toMatchObject({ code: 'SPEECH_ENGINE_BUSY', message: expect.stringMatching(/would wait about \d+ s before it is assessed\. Please send yours again in about \d+ s\./) });
      expect(Number(busy.headers['retry-after'])).toBeGreaterThanOrEqual(1);

      for (const text of ['A1', 'B1', 'A2', 'A3']) {
        await eventually(() => engine.started.at(-1) === text);
        engine.finish(text);
      }
      expect(engine.started).toEqual(['A1', 'B1', 'A2', 'A3']);
      const answers = await Promise.all([...burst, fromB]);
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
      const results = answers.map((answer) => speechAssessmentResponseSchema.parse(answer.json()).data);
      expect(results.map((result) => result.transcript)).toEqual(['A1', 'A2', 'A3', 'B1']);
      expect(results[0]!.details.queueWaitSeconds).toBeLessThan(1);
      for (const result of results) expect(result.details.queueWaitSeconds).toBeGreaterThanOrEqual(0);
      expect(await queueOf(a)).toEqual({ running: 0, waiting: 0, expectedWaitSeconds: 0 });
    });

    it('stores a bank question\'s answer with the time it waited', async () => {
      await loadQuestionBank(t.database, contentDir);
      const item = bankItemOf('read-aloud');
      const first = (await enqueue(c, 'C2')).answer;
      const second = (await enqueue(c, item.prompt.text, { questionId: item.id })).answer;
      engine.finish('C2');
      await eventually(() => engine.started.at(-1) === item.prompt.text);
      engine.finish(item.prompt.text);
      expect((await first).statusCode).toBe(200);
      const stored = speechAssessmentResponseSchema.parse((await second).json()).data;
      expect(stored.details.queueWaitSeconds).toBeGreaterThanOrEqual(0);
      const attempts = await t.app.inject({ method: 'GET', url: `/api/attempts?questionId=${item.id}`, headers: bearer(c.token) });
      expect(attemptsResponseSchema.parse(attempts.json()).data.attempts[0]?.result).toEqual(stored);
    });

    it('withdraws a waiting answer whose learner went away, so it holds no place in their line', async () => {
      const d = await signUpLearner(t.app);
      const running = (await enqueue(d, 'D1')).answer;
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const leaving = new AbortController();
      const body = form({ referenceText: 'D2' });
      const sent = fetch(`${address}/api/read-aloud/assess`, { method: 'POST', headers: { ...body.headers, ...bearer(d.token) }, body: body.payload, signal: leaving.signal });
      await eventually(async () => (await queueOf(d)).waiting === 1);
      leaving.abort();
      await expect(sent).rejects.toThrow();
      await eventually(async () => (await queueOf(d)).waiting === 0);
      engine.finish('D1');
      expect((await running).statusCode).toBe(200);
      expect(engine.started).not.toContain('D2');
    });

    it('tells only a signed-in learner their queue state', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/speaking/queue' });
      expect(response.statusCode).toBe(401);
    });
  },
  {
    config: { speechQueue: { learnerRunning: 1, learnerWaiting: 2, totalWaiting: 3, maxWaitSeconds: 60 } },
    parts: () => ({ speech: fakeSpeechEngine() }),
  },
);
