import { questionTypes, skillScore, traitMaxima, type AssessmentResult, type ContentItem } from '@pte/exam';
import type { FastifyBaseLogger } from 'fastify';
import type { QuestionsService } from '../questions/questions.service';
import type { RecordingStore } from '../recordings/recording-store';
import type { MockTestsRepository } from './mock-tests.repository';
import type { PendingAnswerQueue } from './mock-tests.service';

/**
 * What an answer can come back as from an engine: an assessment, a zero with the learner-facing reason (a recording
 * with no speech, a text the engine cannot read: the learner's answer, marked as the exam would), a retry later
 * (the engine's queue is full), or a failure of ours (the engine is unavailable): left out of the scores.
 */
export type EngineOutcome =
  | { kind: 'assessed'; result: AssessmentResult }
  | { kind: 'zero'; reason: string }
  | { kind: 'retry'; afterSeconds: number }
  | { kind: 'failed'; reason: string };

/** The speaking and writing engines as background assessment uses them. */
export interface AnswerEngines {
  /** Assesses a spoken answer to `item`, in the learner's line of the fair speech queue. */
  speech(learnerId: string, item: ContentItem, wav: Uint8Array): Promise<EngineOutcome>;
  /** Assesses a written answer to `item`. */
  writing(item: ContentItem, text: string): Promise<EngineOutcome>;
}

/** An assessment of zero on every trait of the item's rubric, with the reason as its feedback. */
function zeroResult(item: ContentItem, reason: string): AssessmentResult {
  const type = questionTypes[item.type];
  const maxima = traitMaxima(type.traits, item.answerKey, item.prompt);
  const traits = Object.fromEntries(Object.entries(maxima).map(([id, max]) => [id, { score: 0, max }]));
  const max = Object.values(maxima).reduce((sum, value) => sum + value, 0);
  return {
    questionId: item.id,
    taskType: item.type,
    traits,
    total: { score: 0, max },
    skills: Object.fromEntries(type.skills.map((skill) => [skill, skillScore(0, max)])),
    feedback: [reason],
    explanation: item.explanation,
  };
}

/**
 * Assesses the answers sittings leave waiting (spoken and written), in the background while the test goes on.
 * The `test_answers` rows are the durable record of what waits: an answer is queued when it is stored and, after a
 * restart, {@link resumePending} queues every one still waiting. A sitting's answers are assessed one at a time, in
 * order; each once (a second enqueue of one in flight is ignored, and a result is only written over `pending`).
 */
export function createPendingAnswerAssessor({
  repository,
  questions,
  recordings,
  engines,
  log,
}: {
  repository: MockTestsRepository;
  questions: QuestionsService;
  recordings: RecordingStore;
  engines: AnswerEngines;
  log: FastifyBaseLogger;
}): PendingAnswerQueue & { resumePending(): Promise<number>; idle(): Promise<void> } {
  const inFlight = new Map<string, Promise<void>>();
  // One line per sitting: its answers are assessed one after another, in the order they were given, so a sitting
  // never holds more than one place in the learner's line of the fair speech queue.
  const lines = new Map<string, Promise<void>>();

  async function assess(sessionId: string, position: number): Promise<void> {
    const answer = await repository.findAnswer(sessionId, position);
    if (answer?.status !== 'pending') return;
    const session = await repository.findSessionById(sessionId);
    const item = answer.questionId ? await questions.findItem(answer.questionId) : undefined;
    if (!session || !item) {
      await repository.completeAssessment(sessionId, position, 'failed', { reason: 'This question is no longer in the bank, so it could not be assessed.' });
      return;
    }
    let outcome: EngineOutcome;
    if (answer.recordingKey) {
      const wav = await recordings.read(answer.recordingKey);
      outcome = wav ? await engines.speech(session.userId, item, wav) : { kind: 'failed', reason: 'The recording could not be found.' };
    } else {
      const text = (answer.answer as { text?: unknown } | null)?.text;
      outcome = typeof text === 'string' ? await engines.writing(item, text) : { kind: 'failed', reason: 'The answer has no text to assess.' };
    }
    switch (outcome.kind) {
      case 'assessed':
        await repository.completeAssessment(sessionId, position, 'assessed', outcome.result);
        return;
      case 'zero':
        await repository.completeAssessment(sessionId, position, 'assessed', zeroResult(item, outcome.reason));
        return;
      case 'failed':
        log.warn({ sessionId, position, reason: outcome.reason }, 'A mock-test answer could not be assessed');
        await repository.completeAssessment(sessionId, position, 'failed', { reason: outcome.reason });
        return;
      case 'retry':
        await new Promise((resolve) => setTimeout(resolve, outcome.afterSeconds * 1000).unref());
        return assess(sessionId, position);
    }
  }

  function enqueue(sessionId: string, position: number): void {
    const key = `${sessionId}:${position}`;
    if (inFlight.has(key)) return;
    const job = (lines.get(sessionId) ?? Promise.resolve())
      .then(() => assess(sessionId, position))
      .catch((error: unknown) => log.error({ err: error, sessionId, position }, 'Assessing a mock-test answer failed; it stays waiting until the next start'))
      .finally(() => {
        inFlight.delete(key);
        if (lines.get(sessionId) === job) lines.delete(sessionId);
      });
    inFlight.set(key, job);
    lines.set(sessionId, job);
  }

  return {
    enqueue,
    /** Queues every answer still waiting (after a restart); answers how many. */
    async resumePending() {
      const waiting = await repository.listPending();
      for (const { sessionId, position } of waiting) enqueue(sessionId, position);
      return waiting.length;
    },
    /** Resolves when nothing is being assessed (tests, shutdown). */
    async idle() {
      while (inFlight.size > 0) await Promise.all([...inFlight.values()]);
    },
  };
}
