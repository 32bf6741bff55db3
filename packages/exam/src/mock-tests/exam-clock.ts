/**
 * A test clock the server owns. The server charges the time between the learner's contacts: every request of the
 * running test, including a heartbeat the page sends every `HEARTBEAT_SECONDS`. A gap of up to
 * `AWAY_AFTER_SECONDS` is charged in full; a longer gap is an interruption (a closed tab, a dropped connection):
 * only `AWAY_AFTER_SECONDS` of it is charged and the rest is recorded as time away, so a reload resumes with the
 * time the learner had left and the report can say the test was interrupted. Pure; times are epoch milliseconds.
 */

/** Seconds between the page's heartbeats while a test runs. */
export const HEARTBEAT_SECONDS = 10;

/** A gap between contacts longer than this is an interruption; only this much of it is charged. */
export const AWAY_AFTER_SECONDS = 30;

/** Seconds after an item's time runs out during which its answer is still accepted (it may be on its way). */
export const ANSWER_GRACE_SECONDS = 5;

/** The state of one clock: time charged, the last contact, time away and how many interruptions. */
export interface ExamClock {
  /** Milliseconds charged to the learner so far. */
  usedMs: number;
  /** When the learner was last heard from (epoch ms). */
  lastContactAt: number;
  /** Milliseconds of interruptions not charged. */
  awayMs: number;
  /** Gaps longer than `AWAY_AFTER_SECONDS`. */
  interruptions: number;
}

const AWAY_AFTER_MS = AWAY_AFTER_SECONDS * 1000;

/** A clock started at `now`, nothing charged yet. */
export function startClock(now: number): ExamClock {
  return { usedMs: 0, lastContactAt: now, awayMs: 0, interruptions: 0 };
}

/**
 * The clock after a contact at `now`: the gap since the last contact is charged in full up to
 * `AWAY_AFTER_SECONDS`; beyond that only `AWAY_AFTER_SECONDS` is charged, the rest counts as time away and one
 * interruption. Never charges a negative time: a system clock moved back charges 0 and counts from `now` on.
 */
export function chargeContact(clock: ExamClock, now: number): ExamClock {
  const gap = now - clock.lastContactAt;
  if (!(gap > 0)) return { ...clock, lastContactAt: Number.isFinite(now) ? now : clock.lastContactAt };
  if (gap <= AWAY_AFTER_MS) return { ...clock, usedMs: clock.usedMs + gap, lastContactAt: now };
  return {
    usedMs: clock.usedMs + AWAY_AFTER_MS,
    lastContactAt: now,
    awayMs: clock.awayMs + gap - AWAY_AFTER_MS,
    interruptions: clock.interruptions + 1,
  };
}

/** Milliseconds left of a `limitMs` limit; never below 0. */
export function remainingMs(clock: ExamClock, limitMs: number): number {
  return Math.max(0, limitMs - clock.usedMs);
}

/**
 * Whether the clock has used its `limitMs`, plus `graceMs` (e.g. `ANSWER_GRACE_SECONDS * 1000` when deciding
 * whether an answer still counts). Charge the latest contact first.
 */
export function hasRunOut(clock: ExamClock, limitMs: number, graceMs = 0): boolean {
  return clock.usedMs >= limitMs + Math.max(0, graceMs);
}
