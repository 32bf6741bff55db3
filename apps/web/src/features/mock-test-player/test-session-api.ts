import { RECORDING_FILE_NAME, testSessionStateResponseSchema, type TestSessionState } from '@pte/contract';
import type { ApiClient } from '@/lib/api-client';

/** An answer on its way to the server: a JSON answer in its task type's shape (null for none), or a spoken answer's WAV. */
export type OutgoingAnswer = { kind: 'answer'; answer: unknown } | { kind: 'recording'; recording: Blob };

function sessionPath(sessionId: string): string {
  return `/mock-tests/sessions/${encodeURIComponent(sessionId)}`;
}

/** The sitting's state in a `{ data: state }` answer, or null when the body is not one. */
function stateIn(body: unknown): TestSessionState | null {
  const parsed = testSessionStateResponseSchema.safeParse(body);
  return parsed.success ? parsed.data.data : null;
}

/** `GET /mock-tests/sessions/{id}`: where the sitting is and how much time the current item has left. */
export async function fetchTestSession(api: ApiClient, sessionId: string, signal?: AbortSignal): Promise<TestSessionState> {
  return testSessionStateResponseSchema.parse(await api.get(sessionPath(sessionId), { signal })).data;
}

/**
 * Sends the answer to item `position`: JSON answers to `POST …/answers` `{ position, answer }`, recordings to
 * `POST …/recordings` as multipart `position` and `file` (16 kHz WAV). Resolves the sitting's next state, or null when
 * the server acknowledged the answer with a body this page cannot read (the state is then loaded afresh).
 */
export async function sendTestAnswer(api: ApiClient, sessionId: string, position: number, outgoing: OutgoingAnswer): Promise<TestSessionState | null> {
  if (outgoing.kind === 'answer') return stateIn(await api.post(`${sessionPath(sessionId)}/answers`, { position, answer: outgoing.answer }));
  const form = new FormData();
  form.append('position', String(position));
  form.append('file', outgoing.recording, RECORDING_FILE_NAME);
  return stateIn(await api.post(`${sessionPath(sessionId)}/recordings`, form));
}

/** `POST …/heartbeat`: tells the server the learner is still there; resolves the clock as the server has it. */
export async function sendHeartbeat(api: ApiClient, sessionId: string): Promise<TestSessionState | null> {
  return stateIn(await api.post(`${sessionPath(sessionId)}/heartbeat`));
}

/** `POST …/abandon`: gives the test up. */
export async function abandonTestSession(api: ApiClient, sessionId: string): Promise<void> {
  await api.post(`${sessionPath(sessionId)}/abandon`);
}
