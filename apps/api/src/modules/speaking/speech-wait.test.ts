import { describe, expect, it } from 'vitest';
import { expectedSpeechWaitSeconds, formatWait, speechServerRefusal } from './speech-wait';

describe('expected wait for the speech engine', () => {
  it('is none when a worker is free and nothing waits ahead', () => {
    expect(expectedSpeechWaitSeconds({ ahead: 0, workerFree: true, engineWorkers: 2, meanSeconds: 3 })).toBe(0);
  });

  it('is the mean assessment time × the place in the queue / the engine workers, rounded up', () => {
    // Every worker busy, nothing ahead: the answer starts next, when a worker frees.
    expect(expectedSpeechWaitSeconds({ ahead: 0, workerFree: false, engineWorkers: 1, meanSeconds: 2.5 })).toBe(3);
    // 9 ahead, so 10th in the queue, on 2 workers of 3 s: 15 s.
    expect(expectedSpeechWaitSeconds({ ahead: 9, workerFree: false, engineWorkers: 2, meanSeconds: 3 })).toBe(15);
    // A free worker does not help an answer that others wait ahead of.
    expect(expectedSpeechWaitSeconds({ ahead: 3, workerFree: true, engineWorkers: 4, meanSeconds: 4 })).toBe(4);
    // No worker known (every worker down): counted as one, never a division by zero.
    expect(expectedSpeechWaitSeconds({ ahead: 19, workerFree: false, engineWorkers: 0, meanSeconds: 3 })).toBe(60);
  });
});

describe('the server refusing spoken answers', () => {
  const bounds = { totalWaiting: 100, maxWaitSeconds: 60 };

  it('takes an answer that fits both bounds', () => {
    expect(speechServerRefusal({ expectedWaitSeconds: 60, waiting: 99, placeFreesInSeconds: 2, bounds })).toBeNull();
  });

  it('refuses an answer that would wait longer than the bound, until the wait is back under it', () => {
    expect(speechServerRefusal({ expectedWaitSeconds: 95, waiting: 30, placeFreesInSeconds: 2, bounds })).toEqual({
      retryAfterSeconds: 35,
      message: 'The speech engine is busy: an answer sent now would wait about 1 min 35 s before it is assessed. Please send yours again in about 35 s.',
    });
    // Just over the bound: at least a second.
    expect(speechServerRefusal({ expectedWaitSeconds: 61, waiting: 30, placeFreesInSeconds: 0, bounds })?.retryAfterSeconds).toBe(1);
  });

  it('refuses an answer when the queue holds as many as it may, until a place frees', () => {
    expect(speechServerRefusal({ expectedWaitSeconds: 40, waiting: 100, placeFreesInSeconds: 2.2, bounds })).toMatchObject({
      retryAfterSeconds: 3,
      message: expect.stringContaining('would wait about 40 s'),
    });
  });

  it('writes waits as a learner reads them', () => {
    expect([0.4, 45, 89, 90, 120, 125, 3600].map(formatWait)).toEqual(['1 s', '45 s', '89 s', '1 min 30 s', '2 min', '2 min 5 s', '60 min']);
  });
});
