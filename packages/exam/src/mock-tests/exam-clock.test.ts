import { describe, expect, it } from 'vitest';
import { ANSWER_GRACE_SECONDS, AWAY_AFTER_SECONDS, chargeContact, hasRunOut, HEARTBEAT_SECONDS, remainingMs, startClock, type ExamClock } from './exam-clock';

const start = Date.UTC(2026, 0, 5, 9, 0, 0);
const second = 1000;
const minute = 60 * second;

/** The clock after contacts at each of `offsets` (ms after the start). */
function after(...offsets: number[]): ExamClock {
  return offsets.reduce((clock, offset) => chargeContact(clock, start + offset), startClock(start));
}

describe('exam clock', () => {
  it('keeps the heartbeat well inside the away threshold', () => {
    expect(HEARTBEAT_SECONDS * 2).toBeLessThan(AWAY_AFTER_SECONDS);
  });

  it.each<[string, number[], Partial<ExamClock>]>([
    ['a reload after 3 s', [3 * second], { usedMs: 3 * second, awayMs: 0, interruptions: 0 }],
    ['heartbeats for a minute', [10, 20, 30, 40, 50, 60].map((s) => s * second), { usedMs: minute, awayMs: 0, interruptions: 0 }],
    ['a gap of exactly the away threshold', [AWAY_AFTER_SECONDS * second], { usedMs: AWAY_AFTER_SECONDS * second, interruptions: 0 }],
    ['a 20-minute absence', [20 * minute], { usedMs: 30 * second, awayMs: 20 * minute - 30 * second, interruptions: 1 }],
    ['two absences between heartbeats', [10 * second, 5 * minute, 5 * minute + 10 * second, 9 * minute], { usedMs: 10 * second + 30 * second + 10 * second + 30 * second, interruptions: 2 }],
    ['a system clock moved back', [10 * second, 4 * second, 8 * second], { usedMs: 10 * second + 4 * second, interruptions: 0 }],
    ['a repeated contact', [5 * second, 5 * second], { usedMs: 5 * second }],
  ])('charges %s', (_name, offsets, expected) => {
    expect(after(...offsets)).toMatchObject(expected);
  });

  it('records the last contact, even one with an earlier time', () => {
    expect(after(10 * second).lastContactAt).toBe(start + 10 * second);
    expect(after(10 * second, 4 * second).lastContactAt).toBe(start + 4 * second);
  });

  it('resumes a reloaded item with the time the learner had left', () => {
    const limit = 40 * second;
    expect(remainingMs(after(3 * second), limit)).toBe(37 * second);
    expect(remainingMs(after(10 * second, 20 * minute), limit)).toBe(0);
    expect(remainingMs(after(10 * second, 20 * minute), 10 * minute)).toBe(10 * minute - 40 * second);
  });

  it.each<[number, number | undefined, boolean]>([
    [39 * second, undefined, false],
    [40 * second, undefined, true],
    [43 * second, ANSWER_GRACE_SECONDS * second, false],
    [45 * second, ANSWER_GRACE_SECONDS * second, true],
  ])('after %i ms of a 40 s limit with grace %s ms, run out: %s', (used, grace, expected) => {
    expect(hasRunOut({ ...startClock(start), usedMs: used }, 40 * second, grace)).toBe(expected);
  });

  it('does not change the clock it is given', () => {
    const clock = startClock(start);
    chargeContact(clock, start + 20 * minute);
    expect(clock).toEqual(startClock(start));
  });
});
