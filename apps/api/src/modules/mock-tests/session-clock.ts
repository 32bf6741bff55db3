import { ANSWER_GRACE_SECONDS, chargeContact, hasRunOut, startClock, type ExamClock } from '@pte/exam';
import type { AnswerStatus, SessionChanges, StoredAnswer, StoredSession } from './mock-tests.repository';
import { blockAt } from './test-plan';

/** Why an item was left without an answer: the learner moved on, its time ran out, or the test was finished early. */
export type UnansweredReason = 'skipped' | 'time-up' | 'finished-early';

/** A sitting after a move: what to write to its row and which items to record as left behind. */
export interface SessionMove {
  session: StoredSession;
  changes: SessionChanges;
  unanswered: StoredAnswer[];
}

/** An item left without an answer, as stored. */
export function unansweredItem(session: StoredSession, position: number, reason: UnansweredReason, timeUsedMs: number): StoredAnswer {
  const item = session.plan.items[position]!;
  const status: AnswerStatus = 'unanswered';
  return { sessionId: session.id, position, itemType: item.type, questionId: item.questionId, answer: null, recordingKey: null, status, result: { reason }, timeUsedMs };
}

/** The time the current item has taken on its block's clock so far. */
export function currentItemTimeMs(session: StoredSession): number {
  const block = blockAt(session.plan, session.position);
  const used = Math.min(session.clock.usedMs, block?.limitMs ?? session.clock.usedMs);
  return Math.max(0, used - session.itemStartUsedMs);
}

/**
 * Moves a sitting to item `position` at time `now`: into a new block, its clock starts afresh (the old block's
 * interruptions and time away are kept); within a block, the shared clock runs on and the new item's time is
 * counted from here; past the last item, the sitting is completed.
 */
export function moveTo(session: StoredSession, position: number, now: number): SessionChanges {
  const { plan } = session;
  const leavingBlock = plan.items[session.position]?.block;
  if (position >= plan.items.length) {
    return {
      position: plan.items.length,
      status: 'completed',
      completedAt: new Date(now),
      pastInterruptions: session.pastInterruptions + session.clock.interruptions,
      pastAwayMs: session.pastAwayMs + session.clock.awayMs,
      clock: session.clock,
    };
  }
  if (plan.items[position]!.block !== leavingBlock) {
    return {
      position,
      clock: startClock(now),
      itemStartUsedMs: 0,
      pastInterruptions: session.pastInterruptions + session.clock.interruptions,
      pastAwayMs: session.pastAwayMs + session.clock.awayMs,
    };
  }
  return { position, clock: session.clock, itemStartUsedMs: session.clock.usedMs };
}

/** `session` with `changes` applied. */
export function applyChanges(session: StoredSession, changes: SessionChanges): StoredSession {
  return { ...session, ...changes } as StoredSession;
}

/**
 * Charges the learner's contact at `now` to the running block's clock and, when the block's time has run out
 * (beyond the grace an answer in flight is allowed), records its remaining items as unanswered and moves to the
 * next block, whose clock starts now. A sitting that is not running is left as it is.
 */
export function settleClock(session: StoredSession, now: number): SessionMove {
  if (session.status !== 'in-progress') return { session, changes: {}, unanswered: [] };
  const clock: ExamClock = chargeContact(session.clock, now);
  let current = applyChanges(session, { clock });
  const block = blockAt(current.plan, current.position);
  if (!block || !hasRunOut(clock, block.limitMs, ANSWER_GRACE_SECONDS * 1000)) return { session: current, changes: { clock }, unanswered: [] };

  const unanswered: StoredAnswer[] = [];
  for (let position = current.position; position <= block.last; position += 1) {
    unanswered.push(unansweredItem(current, position, 'time-up', position === current.position ? currentItemTimeMs(current) : 0));
  }
  const changes = { clock, ...moveTo(current, block.last + 1, now) };
  current = applyChanges(current, changes);
  return { session: current, changes, unanswered };
}
