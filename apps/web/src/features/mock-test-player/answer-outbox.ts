import type { TestSessionState } from '@pte/contract';
import { ApiRequestError, failureMessage, type ApiClient } from '@/lib/api-client';
import type { PlayerStorage } from './device-storage';
import { sendTestAnswer, type OutgoingAnswer } from './test-session-api';

/** How sending the kept answers went. Every outcome lists the answers the server refused for good, with its messages. */
export type OutboxFlush =
  /** Every kept answer is acknowledged; `state` is the sitting after the last one sent, or null when none was sent. */
  | { outcome: 'sent'; state: TestSessionState | null; refusals: string[] }
  /** No connection: the rest stay kept for the next try. */
  | { outcome: 'offline'; refusals: string[] }
  /** The server could not take them now (its own problem, or the learner is signed out): they stay kept. */
  | { outcome: 'failed'; message: string; refusals: string[] };

/** A value read back from the outbox as an outgoing answer, or null when it is not one. */
function outgoingAnswerOf(value: unknown): OutgoingAnswer | null {
  if (typeof value !== 'object' || value === null || !('kind' in value)) return null;
  if (value.kind === 'answer' && 'answer' in value) return { kind: 'answer', answer: value.answer };
  if (value.kind === 'recording' && 'recording' in value && value.recording instanceof Blob) return { kind: 'recording', recording: value.recording };
  return null;
}

/** Whether the browser says it has no network at all (then nothing is tried). */
function browserIsOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** Statuses that may succeed later: time-outs, rate limits and a sign-in that has to be renewed. */
const retryableStatuses = new Set([401, 408, 429]);

/**
 * Sends the sitting's kept answers in position order. An answer leaves the outbox when the server acknowledges it,
 * when it answers 409 `ALREADY_ANSWERED` (the answer got there before), or when it refuses it for good (another 4xx,
 * e.g. its time ran out: the message is reported, and a refused JSON answer goes back to the drafts so the learner
 * can correct it). No connection, or a server error, stops the round and keeps the rest.
 */
export async function flushOutbox(api: ApiClient, storage: PlayerStorage, sessionId: string): Promise<OutboxFlush> {
  const refusals: string[] = [];
  let state: TestSessionState | null = null;
  for (const { position, value } of await storage.outbox.list(sessionId)) {
    const outgoing = outgoingAnswerOf(value);
    if (!outgoing) {
      await storage.outbox.remove(sessionId, position);
      continue;
    }
    if (browserIsOffline()) return { outcome: 'offline', refusals };
    try {
      state = (await sendTestAnswer(api, sessionId, position, outgoing)) ?? state;
      await storage.outbox.remove(sessionId, position);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 0) return { outcome: 'offline', refusals };
      if (!(error instanceof ApiRequestError) || error.status >= 500 || retryableStatuses.has(error.status)) {
        return { outcome: 'failed', message: failureMessage(error, 'Your answer could not be sent. It is kept on this device; try again in a moment.'), refusals };
      }
      await storage.outbox.remove(sessionId, position);
      if (error.code === 'ALREADY_ANSWERED') continue;
      refusals.push(error.message);
      if (outgoing.kind === 'answer' && outgoing.answer !== null) await storage.drafts.put(sessionId, position, outgoing.answer);
    }
  }
  return { outcome: 'sent', state, refusals };
}
