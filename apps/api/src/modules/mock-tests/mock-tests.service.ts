import { randomUUID } from 'node:crypto';
import type { MockTestCatalogue, TestAnswerReview, TestSessionState, TestSessionSummary } from '@pte/contract';
import {
  HEARTBEAT_SECONDS,
  PERSONAL_INTRODUCTION,
  questionTypes,
  remainingMs,
  scoreAnswer,
  testParts,
  validateAnswer,
  type AssessmentResult,
  type ContentItem,
  type QuestionTypeId,
  type TestItemType,
} from '@pte/exam';
import { writingInputProblem } from '@pte/language/assessor';
import { checkRecordingHeader, SpeechRejectedError } from '@pte/speech';
import { HttpError, notFound } from '../../platform/http-error';
import type { AuthUser } from '../auth/auth.guard';
import type { QuestionsService } from '../questions/questions.service';
import { recordingKey, type RecordingStore } from '../recordings/recording-store';
import type { RecordingUpload } from '../speaking/recording-upload';
import type { MockTestsRepository, MockTestsTransaction, StoredAnswer, StoredSession } from './mock-tests.repository';
import type { PendingAnswerQueue } from './pending-answer-queue';
import { applyChanges, currentItemTimeMs, moveTo, settleClock, unansweredItem } from './session-clock';
import { assembleCatalogue, summarizeTest, type OfferedTest } from './test-catalogue';
import type { PlannedItem } from './test-plan';
import { buildTestReport, type TestReportOutcome } from './test-report';

/** How long the catalogue assembled from the bank is reused: the bank only changes when a server starts. */
const catalogueTtlMs = 60_000;

/** Most sittings `GET /mock-tests/sessions` lists. */
const sessionListLimit = 100;

const conflict = (code: string, message: string) => new HttpError(409, code, message);

/** Task types whose answers are recordings: every speaking task, and the personal introduction. */
function isSpoken(type: TestItemType): boolean {
  return type === 'personal-introduction' || questionTypes[type].section === 'speaking';
}

/** Task types whose answers the writing engine assesses in the background. */
function isWritten(type: TestItemType): boolean {
  return type !== 'personal-introduction' && questionTypes[type].family === 'summarize';
}

/** The longest recording an item accepts, in seconds. */
function recordingSecondsOf(type: TestItemType): number {
  return type === 'personal-introduction' ? PERSONAL_INTRODUCTION.answerSeconds : (questionTypes[type].timings.answerSeconds ?? 40);
}

const itemNumber = (position: number) => `item ${position + 1}`;

/**
 * Refuses (422) an upload that is not a recording this item can take: not WAV, or longer than its answer time. A
 * recording that is merely too short is the learner's answer, kept and scored (zero, with the reason), since a test
 * cannot be recorded again.
 */
function acceptRecordingHeader(wav: Uint8Array, maxSeconds: number): void {
  try {
    checkRecordingHeader(wav, maxSeconds);
  } catch (error) {
    if (!(error instanceof SpeechRejectedError)) throw error;
    if (error.reason === 'too-short') return;
    throw new HttpError(422, 'RECORDING_REJECTED', error.message, [{ path: 'file', message: error.message }]);
  }
}

/**
 * Mock tests: the catalogue, sittings the server times and orders, their answers (assessed in the background
 * while the test goes on) and their score reports. A learner only ever reaches their own sittings; the current
 * item is the only one a running sitting shows, and answers and assessments show only once it is over.
 */
export function createMockTestsService({
  repository,
  questions,
  recordings,
  pending,
  now = () => Date.now(),
}: {
  repository: MockTestsRepository;
  questions: QuestionsService;
  recordings: RecordingStore;
  /** Where stored answers that wait for assessment (spoken and written) are handed over. */
  pending: Pick<PendingAnswerQueue, 'enqueue'>;
  /** The clock, in epoch milliseconds (tests move it). */
  now?: () => number;
}) {
  let catalogue: { expiresAt: number; tests: Promise<OfferedTest[]> } | undefined;

  function offeredTests(): Promise<OfferedTest[]> {
    const at = Date.now();
    if (!catalogue || catalogue.expiresAt <= at) {
      const tests = assembleCatalogue(questions);
      catalogue = { expiresAt: at + catalogueTtlMs, tests };
      tests.catch(() => (catalogue = undefined));
    }
    return catalogue.tests;
  }

  async function testTitle(testId: string): Promise<OfferedTest | undefined> {
    return (await offeredTests()).find((test) => test.id === testId);
  }

  async function itemOf(planned: PlannedItem): Promise<ContentItem | undefined> {
    return planned.questionId ? questions.findItem(planned.questionId) : undefined;
  }

  async function toState(session: StoredSession): Promise<TestSessionState> {
    const test = await testTitle(session.testId);
    const planned = session.status === 'in-progress' ? session.plan.items[session.position] : undefined;
    const block = planned ? session.plan.blocks[planned.block] : undefined;
    let item: TestSessionState['item'] = null;
    if (planned && block) {
      const content = await itemOf(planned);
      item = {
        position: planned.position,
        type: planned.type,
        question: content ? await questions.servedQuestion(content) : null,
        introduction: planned.type === 'personal-introduction' ? { ...PERSONAL_INTRODUCTION } : null,
        audioSeconds: planned.audioSeconds > 0 ? planned.audioSeconds : null,
        clock: {
          scope: block.scope,
          label: block.label,
          limitSeconds: Math.round(block.limitMs / 1000),
          remainingSeconds: Math.ceil(remainingMs(session.clock, block.limitMs) / 1000),
        },
        block: { index: planned.position - block.first, count: block.last - block.first + 1 },
      };
    }
    return {
      id: session.id,
      testId: session.testId,
      title: test?.title ?? session.testId,
      kind: test?.kind ?? 'full',
      status: session.status,
      itemCount: session.plan.items.length,
      done: Math.min(session.position, session.plan.items.length),
      part: planned ? { id: planned.part, title: testParts.find((part) => part.id === planned.part)!.title } : null,
      item,
      interruptions: session.pastInterruptions + (session.status === 'in-progress' ? session.clock.interruptions : 0),
      pendingAssessments: await repository.countPending(session.id),
      heartbeatSeconds: HEARTBEAT_SECONDS,
    };
  }

  /** Loads the learner's sitting inside `tx`, locked, and brings its clock up to now. */
  async function lockAndSettle(tx: MockTestsTransaction, learner: AuthUser, sessionId: string, at: number): Promise<StoredSession> {
    const stored = await tx.findSession(learner.id, sessionId, true);
    if (!stored) throw notFound('There is no such test among yours.');
    const move = settleClock(stored, at);
    if (move.unanswered.length > 0) await tx.insertAnswers(move.unanswered);
    if (Object.keys(move.changes).length > 0) await tx.updateSession(stored.id, move.changes);
    return move.session;
  }

  /**
   * Why an answer for item `position` cannot be taken now, or null. Settling the clock first means an answer that
   * arrives after its time (and its grace) finds the item already recorded as timed out.
   */
  async function refusal(tx: MockTestsTransaction, session: StoredSession, position: number): Promise<HttpError | null> {
    if (position >= session.plan.items.length) return new HttpError(400, 'VALIDATION_FAILED', `This test has ${session.plan.items.length} items; there is no ${itemNumber(position)}.`, [{ path: 'position', message: 'No such item' }]);
    if (position < session.position) {
      const recorded = await tx.findAnswer(session.id, position);
      const reason = (recorded?.result as { reason?: string } | null)?.reason;
      if (recorded?.status === 'unanswered' && reason === 'time-up') return conflict('TIME_UP', `The time for ${itemNumber(position)} ran out before your answer arrived, so it was recorded as unanswered.`);
      if (recorded?.status === 'unanswered' && reason === 'finished-early') return conflict('TEST_FINISHED', 'This test is over: answers can no longer be sent.');
      return conflict('ALREADY_ANSWERED', `You have already moved past ${itemNumber(position)}; its answer was saved and cannot be changed.`);
    }
    if (session.status === 'completed') return conflict('TEST_FINISHED', 'This test is over: answers can no longer be sent.');
    if (session.status === 'abandoned') return conflict('TEST_ABANDONED', 'This test was abandoned: answers can no longer be sent.');
    if (position > session.position) return conflict('OUT_OF_ORDER', `Answer ${itemNumber(session.position)} first: items are answered in order, one at a time.`);
    return null;
  }

  /** Records the current item's answer (or none) and moves on; runs in the sitting's transaction. */
  async function recordAndMove(tx: MockTestsTransaction, session: StoredSession, answer: Omit<StoredAnswer, 'sessionId' | 'position' | 'itemType' | 'questionId' | 'timeUsedMs'>, at: number) {
    const planned = session.plan.items[session.position]!;
    await tx.insertAnswers([
      { sessionId: session.id, position: planned.position, itemType: planned.type, questionId: planned.questionId, timeUsedMs: currentItemTimeMs(session), ...answer },
    ]);
    const changes = moveTo(session, session.position + 1, at);
    await tx.updateSession(session.id, changes);
    return applyChanges(session, changes);
  }

  /** Parses and, for objective types, scores a JSON answer before any lock is taken; 400 for a bad one. */
  async function prepareAnswer(planned: PlannedItem, answer: unknown): Promise<Omit<StoredAnswer, 'sessionId' | 'position' | 'itemType' | 'questionId' | 'timeUsedMs'>> {
    if (answer === null) return { answer: null, recordingKey: null, status: 'unanswered', result: { reason: 'skipped' } };
    if (isSpoken(planned.type)) {
      throw new HttpError(400, 'RECORDING_EXPECTED', `${itemNumber(planned.position)} is answered by speaking: send the recording to the test's recordings endpoint.`);
    }
    const item = await itemOf(planned);
    if (!item) return { answer, recordingKey: null, status: 'failed', result: { reason: 'This question is no longer in the bank, so it could not be assessed.' } };
    if (isWritten(planned.type)) {
      const text = typeof answer === 'object' && answer !== null && 'text' in answer && typeof answer.text === 'string' ? answer.text : undefined;
      if (text !== undefined && text.trim() === '') return { answer: null, recordingKey: null, status: 'unanswered', result: { reason: 'skipped' } };
      const problem = text === undefined ? null : writingInputProblem(text);
      if (problem) throw new HttpError(400, 'VALIDATION_FAILED', problem.message, [{ path: 'answer.text', message: problem.message }]);
    }
    const validation = validateAnswer(item, answer);
    if (!validation.success) {
      throw new HttpError(
        400,
        'VALIDATION_FAILED',
        validation.issues.map((issue) => issue.message).join('; '),
        validation.issues.map((issue) => ({ path: ['answer', ...issue.path].join('.'), message: issue.message })),
      );
    }
    if (isWritten(planned.type)) return { answer: validation.answer, recordingKey: null, status: 'pending', result: null };
    const scored = scoreAnswer(item, validation.answer);
    if (!scored) return { answer: validation.answer, recordingKey: null, status: 'pending', result: null };
    const result: AssessmentResult = { ...scored, questionId: item.id, explanation: item.explanation };
    return { answer: validation.answer, recordingKey: null, status: 'assessed', result };
  }

  async function findOwn(learner: AuthUser, sessionId: string): Promise<StoredSession> {
    const session = await repository.findSession(learner.id, sessionId);
    if (!session) throw notFound('There is no such test among yours.');
    return session;
  }

  async function summaryOf(session: StoredSession): Promise<TestSessionSummary> {
    const test = await testTitle(session.testId);
    const report = session.report as TestReportOutcome | null;
    const skills: TestSessionSummary['skills'] = {};
    for (const entry of report?.skills ?? []) if (entry.figure) skills[entry.skill] = entry.figure.score;
    return {
      id: session.id,
      testId: session.testId,
      title: test?.title ?? session.testId,
      kind: test?.kind ?? 'full',
      status: session.status,
      startedAt: session.startedAt.toISOString(),
      completedAt: session.completedAt?.toISOString() ?? null,
      overall: report?.overall?.score ?? null,
      skills,
    };
  }

  /** Moves a sitting with `work` in one locked transaction, then throws its refusal or queues its waiting answers. */
  async function move(learner: AuthUser, sessionId: string, work: (tx: MockTestsTransaction, session: StoredSession, at: number) => Promise<StoredSession | HttpError>): Promise<TestSessionState> {
    const at = now();
    const outcome = await repository.transaction(async (tx) => work(tx, await lockAndSettle(tx, learner, sessionId, at), at));
    if (outcome instanceof HttpError) throw outcome;
    return toState(outcome);
  }

  return {
    /** `GET /mock-tests`: the tests on offer and the learner's running sitting. */
    async catalogue(learner: AuthUser): Promise<MockTestCatalogue> {
      const tests = await offeredTests();
      const running = await repository.findRunning(learner.id);
      return { tests: tests.map(summarizeTest), active: running ? await summaryOf(running) : null };
    },

    /** `GET /mock-tests/sessions`: the learner's sittings, newest first, with their scores once reported. */
    async list(learner: AuthUser): Promise<TestSessionSummary[]> {
      const sessions = await repository.listSessions(learner.id, sessionListLimit);
      return Promise.all(sessions.map(summaryOf));
    },

    /** `POST /mock-tests/sessions`: starts test `testId`; 409 while another of the learner's tests runs. */
    async start(learner: AuthUser, testId: string): Promise<TestSessionState> {
      const test = (await offeredTests()).find((entry) => entry.id === testId);
      if (!test) throw notFound(`There is no test called “${testId}”. Choose one from the list of mock tests.`);
      const at = now();
      const session = await repository.insertSession({ userId: learner.id, testId, plan: test.plan, clock: { usedMs: 0, lastContactAt: at, awayMs: 0, interruptions: 0 } });
      if (!session) {
        const running = await repository.findRunning(learner.id);
        const title = running ? ((await testTitle(running.testId))?.title ?? running.testId) : 'another test';
        throw conflict('TEST_IN_PROGRESS', `You already have a test in progress (${title}). Resume it, or abandon it, before starting another.`);
      }
      return toState(session);
    },

    /** `GET /mock-tests/sessions/{id}`: resume: the current item and the time left (this contact is charged). */
    state(learner: AuthUser, sessionId: string): Promise<TestSessionState> {
      return move(learner, sessionId, async (_tx, session) => session);
    },

    /** `POST /mock-tests/sessions/{id}/heartbeat`: the learner is still there; the clock as the server has it. */
    heartbeat(learner: AuthUser, sessionId: string): Promise<TestSessionState> {
      return move(learner, sessionId, async (_tx, session) => session);
    },

    /** `POST /mock-tests/sessions/{id}/answers`: the current item's answer (or none), then the next item. */
    async answer(learner: AuthUser, sessionId: string, position: number, answer: unknown): Promise<TestSessionState> {
      const peek = await findOwn(learner, sessionId);
      const planned = peek.plan.items[position];
      const prepared = planned && position === peek.position && peek.status === 'in-progress' ? await prepareAnswer(planned, answer) : undefined;
      const state = await move(learner, sessionId, async (tx, session, at) => {
        const refused = await refusal(tx, session, position);
        if (refused) return refused;
        // Prepared against the same item: the position is the sitting's current one and items never change.
        return recordAndMove(tx, session, prepared ?? (await prepareAnswer(session.plan.items[position]!, answer)), at);
      });
      if (prepared?.status === 'pending') pending.enqueue(sessionId, position);
      return state;
    },

    /** `POST /mock-tests/sessions/{id}/recordings`: the current spoken item's recording, then the next item. */
    async recording(learner: AuthUser, sessionId: string, upload: RecordingUpload): Promise<TestSessionState> {
      const position = Number(upload.fields.position);
      if (!Number.isInteger(position) || position < 0) {
        throw new HttpError(400, 'VALIDATION_FAILED', 'Say which item the recording answers: send its number as position.', [{ path: 'position', message: 'A whole number from 0' }]);
      }
      const peek = await findOwn(learner, sessionId);
      const planned = peek.plan.items[position];
      if (planned && !isSpoken(planned.type)) throw new HttpError(400, 'ANSWER_EXPECTED', `${itemNumber(position)} is not a speaking item: send its answer to the test's answers endpoint.`);
      if (planned) acceptRecordingHeader(upload.recording, recordingSecondsOf(planned.type));
      const recordingId = randomUUID();
      const key = recordingKey(learner.id, recordingId);
      await recordings.put(key, upload.recording, 'audio/wav');
      let stored = false;
      try {
        const state = await move(learner, sessionId, async (tx, session, at) => {
          const refused = await refusal(tx, session, position);
          if (refused) return refused;
          const type = session.plan.items[position]!.type;
          const moved = await recordAndMove(tx, session, { answer: { recordingId }, recordingKey: key, status: type === 'personal-introduction' ? 'unscored' : 'pending', result: null }, at);
          stored = true;
          return moved;
        });
        if (planned?.type !== 'personal-introduction') pending.enqueue(sessionId, position);
        return state;
      } finally {
        if (!stored) await recordings.delete(key).catch(() => undefined);
      }
    },

    /** `POST /mock-tests/sessions/{id}/finish`: ends the test now; the items not reached are recorded as unanswered. */
    finish(learner: AuthUser, sessionId: string): Promise<TestSessionState> {
      return move(learner, sessionId, async (tx, session, at) => {
        if (session.status !== 'in-progress') return conflict(session.status === 'abandoned' ? 'TEST_ABANDONED' : 'TEST_FINISHED', session.status === 'abandoned' ? 'This test was abandoned.' : 'This test is already over.');
        const left = session.plan.items.slice(session.position).map((item) => unansweredItem(session, item.position, 'finished-early', item.position === session.position ? currentItemTimeMs(session) : 0));
        await tx.insertAnswers(left);
        const changes = moveTo(session, session.plan.items.length, at);
        await tx.updateSession(session.id, changes);
        return applyChanges(session, changes);
      });
    },

    /** `POST /mock-tests/sessions/{id}/abandon`: gives the test up; its answers are kept, it gets no report. */
    abandon(learner: AuthUser, sessionId: string): Promise<TestSessionState> {
      return move(learner, sessionId, async (tx, session, at) => {
        if (session.status !== 'in-progress') return conflict(session.status === 'abandoned' ? 'TEST_ABANDONED' : 'TEST_FINISHED', session.status === 'abandoned' ? 'This test was already abandoned.' : 'This test is over; there is nothing to abandon.');
        const changes = { status: 'abandoned' as const, completedAt: new Date(at) };
        await tx.updateSession(session.id, changes);
        return applyChanges(session, changes);
      });
    },

    /** `GET /mock-tests/sessions/{id}/report`: the score report once every answer is assessed, else how far it is. */
    async report(learner: AuthUser, sessionId: string) {
      const session = await findOwn(learner, sessionId);
      if (session.status === 'in-progress') throw conflict('TEST_NOT_FINISHED', 'Finish the test to see its report.');
      if (session.status === 'abandoned') throw conflict('TEST_ABANDONED', 'This test was abandoned, so it has no report.');
      if (session.report) return session.report as TestReportOutcome;
      const answers = await repository.listAnswers(session.id);
      const waiting = answers.filter((answer) => answer.status === 'pending').length;
      if (waiting > 0) return { status: 'scoring' as const, assessed: answers.length - waiting, total: answers.length };
      const test = await testTitle(session.testId);
      const report = await buildTestReport({
        session,
        test: { title: test?.title ?? session.testId, kind: test?.kind ?? 'full', part: test?.part ?? null },
        answers,
        targetScore: await repository.targetScore(learner.id),
        findItem: (id) => questions.findItem(id),
      });
      await repository.updateSession(session.id, { report });
      return report;
    },

    /** `GET /mock-tests/sessions/{id}/answers/{position}`: one item of a finished test, with the answer and its assessment. */
    async review(learner: AuthUser, sessionId: string, position: number): Promise<TestAnswerReview> {
      const session = await findOwn(learner, sessionId);
      if (session.status === 'in-progress') throw conflict('TEST_NOT_FINISHED', 'Answers can be reviewed once the test is over.');
      const planned = session.plan.items[position];
      if (!planned) throw notFound(`This test has ${session.plan.items.length} items; there is no ${itemNumber(position)}.`);
      const stored = await repository.findAnswer(session.id, position);
      const content = await itemOf(planned);
      const recordingId = (stored?.answer as { recordingId?: string } | null)?.recordingId;
      const status = stored?.status ?? 'unanswered';
      return {
        position,
        type: planned.type,
        question: content ? await questions.servedQuestion(content) : null,
        introduction: planned.type === 'personal-introduction' ? { ...PERSONAL_INTRODUCTION } : null,
        status,
        answer: recordingId ? null : (stored?.answer ?? null),
        recordingUrl: recordingId ? `/api/recordings/${recordingId}` : null,
        assessment: stored?.status === 'assessed' ? (stored.result as AssessmentResult<QuestionTypeId>) : null,
      };
    },
  };
}

/** The mock-tests service. */
export type MockTestsService = ReturnType<typeof createMockTestsService>;
