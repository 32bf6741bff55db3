import type { TestSessionState } from '@pte/contract';
import { questionTypes, type PublicQuestion, type QuestionTypeId } from '@pte/exam';
import { samplePublicQuestion } from '@/features/practice/testing/practice-api-double';
import { jsonResponse, type FakeRoute, type RecordedRequest } from '@/testing/fake-fetch';

/** The sitting every player test takes. */
export const SESSION_ID = '0b6c1f8e-4d2a-4e59-9a57-3f1d2c6b8a10';

/** One item of a scripted test: a registry task type's sample question, or the personal introduction. */
type ScriptedItem =
  | { type: QuestionTypeId; question?: PublicQuestion; remainingSeconds?: number }
  | { type: 'personal-introduction'; prompt: string; prepareSeconds: number; answerSeconds: number; remainingSeconds?: number };

/** What the double saw of one answer: its position and JSON answer, or the multipart fields of a recording. */
interface ReceivedAnswer {
  position: number;
  answer?: unknown;
  recording?: Blob;
}

function bodyOf(request: RecordedRequest): Record<string, unknown> {
  return typeof request.body === 'object' && request.body !== null ? (request.body as Record<string, unknown>) : {};
}

function conflict(code: string, message: string): Response {
  return jsonResponse({ code, message }, { status: 409 });
}

/**
 * An in-memory double of the mock test session endpoints over a scripted list of items: it keeps the server's
 * position, answers in the contract's shapes (`{ data: state }`), refuses answers out of turn as the API does
 * (409 `ALREADY_ANSWERED`, `OUT_OF_ORDER`), counts heartbeats, and can go unreachable (`offline = true`: every call fails as a network
 * error does).
 */
export function createTestSessionDouble(items: readonly ScriptedItem[], { heartbeatSeconds = 600 }: { heartbeatSeconds?: number } = {}) {
  const base = `/api/mock-tests/sessions/${SESSION_ID}`;
  const double = {
    position: 0,
    status: 'in-progress' as TestSessionState['status'],
    offline: false,
    received: [] as ReceivedAnswer[],
    heartbeats: 0,
    abandoned: false,
    /** When set, the seconds the server's clock has left, whatever the item's script says (e.g. to re-sync the page). */
    remainingSeconds: null as number | null,
    state(): TestSessionState {
      const scripted = items[double.position];
      const item: TestSessionState['item'] =
        double.status !== 'in-progress' || !scripted
          ? null
          : {
              position: double.position,
              type: scripted.type,
              question: scripted.type === 'personal-introduction' ? null : (scripted.question ?? samplePublicQuestion(scripted.type)),
              introduction: scripted.type === 'personal-introduction' ? { prompt: scripted.prompt, prepareSeconds: scripted.prepareSeconds, answerSeconds: scripted.answerSeconds } : null,
              audioSeconds: null,
              clock: {
                scope: 'item',
                label: scripted.type === 'personal-introduction' ? 'Personal introduction' : questionTypes[scripted.type].title,
                limitSeconds: 600,
                remainingSeconds: double.remainingSeconds ?? scripted.remainingSeconds ?? 300,
              },
              block: { index: 0, count: 1 },
            };
      return {
        id: SESSION_ID,
        testId: 'mini-1',
        title: 'Mini mock test 1',
        kind: 'mini',
        status: double.status,
        itemCount: items.length,
        done: double.position,
        part: { id: 'reading', title: 'Part 2: Reading' },
        item,
        interruptions: 0,
        pendingAssessments: 0,
        heartbeatSeconds,
      };
    },
    /** Takes the answer to `position` as the API would, moving on (and completing the test after the last item). */
    take(received: ReceivedAnswer): Response {
      if (double.status !== 'in-progress') return conflict('TEST_FINISHED', 'This test is over: answers can no longer be sent.');
      if (received.position < double.position) return conflict('ALREADY_ANSWERED', `You have already moved past item ${received.position + 1}; its answer was saved and cannot be changed.`);
      if (received.position > double.position) return conflict('OUT_OF_ORDER', `Answer item ${double.position + 1} first: items are answered in order, one at a time.`);
      double.received.push(received);
      double.position += 1;
      if (double.position >= items.length) double.status = 'completed';
      return jsonResponse({ data: double.state() });
    },
  };

  const reachable =
    (route: FakeRoute): FakeRoute =>
    (request) => {
      if (double.offline) throw new TypeError('Failed to fetch');
      return route(request);
    };

  const routes: Record<string, FakeRoute> = {
    [`GET ${base}`]: reachable(() => jsonResponse({ data: double.state() })),
    [`POST ${base}/answers`]: reachable((request) => {
      const { position, answer } = bodyOf(request);
      return double.take({ position: Number(position), answer });
    }),
    [`POST ${base}/recordings`]: reachable((request) => {
      const form = request.body as FormData;
      const file = form.get('file');
      return double.take({ position: Number(form.get('position')), recording: file instanceof Blob ? file : undefined });
    }),
    [`POST ${base}/heartbeat`]: reachable(() => {
      double.heartbeats += 1;
      return jsonResponse({ data: double.state() });
    }),
    [`POST ${base}/abandon`]: reachable(() => {
      double.status = 'abandoned';
      double.abandoned = true;
      return jsonResponse({ data: double.state() });
    }),
  };

  return Object.assign(double, { routes });
}
