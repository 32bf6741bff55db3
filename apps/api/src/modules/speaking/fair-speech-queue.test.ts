import { describe, expect, it } from 'vitest';
import { createFairSpeechQueue, SpeechJobAbandonedError, SpeechQueueFullError, type FairSpeechQueueLimits } from './fair-speech-queue';

/** A fake engine: each job starts when the queue says so and ends when the test says so. */
function fakeEngine() {
  const started: string[] = [];
  const finishers = new Map<string, { resolve: (value: string) => void; reject: (error: Error) => void }>();
  return {
    started,
    job: (name: string) => () => {
      started.push(name);
      return new Promise<string>((resolve, reject) => finishers.set(name, { resolve, reject }));
    },
    finish(name: string) {
      const finisher = finishers.get(name);
      if (!finisher) throw new Error(`${name} has not started`);
      finisher.resolve(`${name} assessed`);
    },
    fail(name: string, error: Error) {
      finishers.get(name)!.reject(error);
    },
  };
}

/** Lets settled promises run their callbacks (the queue starts the next job in a `finally`). */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function queueWith(limits: Partial<FairSpeechQueueLimits> = {}) {
  let clock = 0;
  const queue = createFairSpeechQueue({ concurrency: 1, learnerRunning: 1, learnerWaiting: 5, totalWaiting: 100, maxWaitSeconds: 60, assumedSeconds: 2, now: () => clock, ...limits });
  return { queue, advance: (ms: number) => (clock += ms) };
}

describe('fair speech queue', () => {
  it('starts another learner\'s answer before the rest of a burst from one learner', async () => {
    const engine = fakeEngine();
    const { queue } = queueWith();
    const burst = ['A1', 'A2', 'A3', 'A4', 'A5', 'A6'].map((name) => queue.run('a', engine.job(name)));
    const fromB = queue.run('b', engine.job('B1'));
    expect(engine.started).toEqual(['A1']);

    for (const name of ['A1', 'B1', 'A2', 'A3', 'A4', 'A5', 'A6']) {
      expect(engine.started.at(-1)).toBe(name);
      engine.finish(name);
      await settle();
    }
    expect(engine.started).toEqual(['A1', 'B1', 'A2', 'A3', 'A4', 'A5', 'A6']);
    expect((await fromB).value).toBe('B1 assessed');
    expect((await Promise.all(burst)).map((result) => result.value)).toEqual(['A1', 'A2', 'A3', 'A4', 'A5', 'A6'].map((name) => `${name} assessed`));
  });

  it('takes turns among waiting learners, each with at most their running limit', async () => {
    const engine = fakeEngine();
    const { queue } = queueWith({ concurrency: 3, learnerRunning: 2 });
    const jobs = [
      ...['A1', 'A2', 'A3', 'A4'].map((name) => queue.run('a', engine.job(name))),
      ...['B1', 'B2'].map((name) => queue.run('b', engine.job(name))),
      queue.run('c', engine.job('C1')),
    ];
    // A has two running (its limit), B takes the third worker; C waits for the next free one, ahead of A and B.
    expect(engine.started).toEqual(['A1', 'A2', 'B1']);
    engine.finish('A1');
    await settle();
    expect(engine.started).toEqual(['A1', 'A2', 'B1', 'C1']);
    engine.finish('B1');
    await settle();
    // A (1 running) and B (0 running): the one with fewer running goes first.
    expect(engine.started.at(-1)).toBe('B2');
    for (const name of ['A2', 'C1', 'B2']) engine.finish(name);
    await settle();
    expect(engine.started).toEqual(['A1', 'A2', 'B1', 'C1', 'B2', 'A3', 'A4']);
    for (const name of ['A3', 'A4']) engine.finish(name);
    await expect(Promise.all(jobs)).resolves.toHaveLength(7);
  });

  it('refuses a learner\'s answer beyond their own line with a message and a retry time, and queues nothing', async () => {
    const engine = fakeEngine();
    const { queue } = queueWith();
    const accepted = ['A1', 'A2', 'A3', 'A4', 'A5', 'A6'].map((name) => queue.run('a', engine.job(name)));
    let refusal: unknown;
    try {
      await queue.run('a', engine.job('A7'));
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(SpeechQueueFullError);
    expect(refusal).toMatchObject({ scope: 'learner', message: expect.stringMatching(/^You already have 6 answers being assessed; wait for them to finish/) });
    // A2 starts when A1 ends: about one typical assessment (2 s assumed) away.
    expect((refusal as SpeechQueueFullError).retryAfterSeconds).toBe(2);
    expect(queue.stateOf('a')).toMatchObject({ running: 1, waiting: 5 });
    // Another learner is not affected by A's full line.
    const fromB = queue.run('b', engine.job('B1'));
    for (const name of ['A1', 'B1', 'A2', 'A3', 'A4', 'A5', 'A6']) {
      engine.finish(name);
      await settle();
    }
    await expect(Promise.all([...accepted, fromB])).resolves.toHaveLength(7);
    expect(engine.started).not.toContain('A7');
  });

  it('refuses any answer when the whole queue is full, with a 503-kind refusal that names the wait', async () => {
    const engine = fakeEngine();
    const { queue } = queueWith({ totalWaiting: 2 });
    const accepted = [queue.run('a', engine.job('A1')), queue.run('b', engine.job('B1')), queue.run('c', engine.job('C1'))];
    // D1 would start after A1, B1 and C1 (2 s each, assumed): 6 s. A place frees when A1 ends, in 2 s.
    await expect(queue.run('d', engine.job('D1'))).rejects.toMatchObject({
      name: 'SpeechQueueFullError',
      scope: 'server',
      retryAfterSeconds: 2,
      message: 'The speech engine is busy: an answer sent now would wait about 6 s before it is assessed. Please send yours again in about 2 s.',
    });
    expect(queue.stateOf('d')).toMatchObject({ running: 0, waiting: 0 });
    for (const name of ['A1', 'B1', 'C1']) {
      engine.finish(name);
      await settle();
    }
    await expect(Promise.all(accepted)).resolves.toHaveLength(3);
  });

  it('refuses an answer that would wait longer than the bound, from the measured assessment time, and says for how long', async () => {
    const engine = fakeEngine();
    const { queue, advance } = queueWith({ maxWaitSeconds: 30 });
    // One assessment measured at 10 s replaces the assumed 2 s.
    const first = queue.run('a', engine.job('A1'));
    advance(10_000);
    engine.finish('A1');
    await settle();
    await first;

    const accepted = [queue.run('a', engine.job('A2')), queue.run('b', engine.job('B1')), queue.run('c', engine.job('C1'))];
    // A2 runs; B1 starts in 10 s, C1 in 20 s, a fourth answer in 30 s: still taken (the bound is 30 s).
    expect(queue.stateOf('e')).toEqual({ running: 0, waiting: 0, expectedWaitSeconds: 30 });
    accepted.push(queue.run('d', engine.job('D1')));
    // A fifth would wait 40 s: refused, to be sent again once the wait is back under 30 s (10 s from now).
    await expect(queue.run('e', engine.job('E1'))).rejects.toMatchObject({
      scope: 'server',
      retryAfterSeconds: 10,
      message: 'The speech engine is busy: an answer sent now would wait about 40 s before it is assessed. Please send yours again in about 10 s.',
    });
    // 4 s into A2, the wait of a new answer is 36 s: refused, for 6 s.
    advance(4_000);
    await expect(queue.run('e', engine.job('E1'))).rejects.toMatchObject({ retryAfterSeconds: 6 });
    for (const name of ['A2', 'B1', 'C1', 'D1']) {
      engine.finish(name);
      await settle();
    }
    await expect(Promise.all(accepted)).resolves.toHaveLength(4);
    expect(engine.started).not.toContain('E1');
  });

  it('reports each learner\'s position and expected wait from recent assessment times, and the time waited', async () => {
    const engine = fakeEngine();
    const { queue, advance } = queueWith();
    expect(queue.stateOf('a')).toEqual({ running: 0, waiting: 0, expectedWaitSeconds: 0 });
    const first = queue.run('a', engine.job('A1'));
    advance(4000);
    engine.finish('A1');
    await settle();
    expect((await first).waitedSeconds).toBe(0);

    // The typical assessment now takes 4 s.
    const jobs = [queue.run('a', engine.job('A2')), queue.run('a', engine.job('A3')), queue.run('b', engine.job('B1')), queue.run('c', engine.job('C1'))];
    advance(1000);
    expect(queue.stateOf('a')).toEqual({ running: 1, waiting: 1, position: 3, expectedWaitSeconds: 11 });
    expect(queue.stateOf('b')).toEqual({ running: 0, waiting: 1, position: 1, expectedWaitSeconds: 3 });
    expect(queue.stateOf('c')).toEqual({ running: 0, waiting: 1, position: 2, expectedWaitSeconds: 7 });
    // A learner with nothing queued is told how long an answer sent now would wait: behind A3.
    expect(queue.stateOf('d')).toEqual({ running: 0, waiting: 0, expectedWaitSeconds: 11 });

    advance(3000);
    engine.finish('A2');
    await settle();
    expect(engine.started.at(-1)).toBe('B1');
    expect((await jobs[0]!).waitedSeconds).toBe(0);
    for (const name of ['B1', 'C1', 'A3']) {
      advance(500);
      engine.finish(name);
      await settle();
    }
    expect((await jobs[2]!).waitedSeconds).toBe(4);
    expect((await jobs[3]!).waitedSeconds).toBe(4.5);
    expect((await jobs[1]!).waitedSeconds).toBe(5);
  });

  it('loses nothing: a failed assessment rejects with its own error and the next one still starts', async () => {
    const engine = fakeEngine();
    const { queue } = queueWith();
    const failing = queue.run('a', engine.job('A1'));
    const next = queue.run('b', engine.job('B1'));
    engine.fail('A1', new Error('The recording is silent'));
    await expect(failing).rejects.toThrow('The recording is silent');
    await settle();
    engine.finish('B1');
    await expect(next).resolves.toMatchObject({ value: 'B1 assessed' });
    const thrown = queue.run('a', () => {
      throw new Error('Could not read the recording');
    });
    await expect(thrown).rejects.toThrow('Could not read the recording');
    expect(queue.stateOf('a')).toEqual({ running: 0, waiting: 0, expectedWaitSeconds: 0 });
  });

  it('withdraws a waiting answer whose request is abandoned, and runs a started one to its end', async () => {
    const engine = fakeEngine();
    const { queue } = queueWith();
    const running = new AbortController();
    const waiting = new AbortController();
    const first = queue.run('a', engine.job('A1'), running.signal);
    const second = queue.run('a', engine.job('A2'), waiting.signal);
    waiting.abort();
    running.abort();
    await expect(second).rejects.toBeInstanceOf(SpeechJobAbandonedError);
    expect(queue.stateOf('a')).toMatchObject({ running: 1, waiting: 0 });
    engine.finish('A1');
    await expect(first).resolves.toMatchObject({ value: 'A1 assessed' });
    expect(engine.started).toEqual(['A1']);
  });
});
