import { questionTypes, skillScore, traitMaxima, type AssessmentResult, type ContentItem } from '@pte/exam';
import type { FastifyBaseLogger } from 'fastify';
import type { QuestionsService } from '../questions/questions.service';
import type { RecordingStore } from '../recordings/recording-store';
import type { MockTestsRepository } from './mock-tests.repository';

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

/** How one waiting answer ended: assessed (a zero included), not assessable, or no longer waiting (done before). */
export type AnswerAssessmentOutcome = 'assessed' | 'failed' | 'not-pending';

/**
 * Assesses answer `position` of sitting `sessionId` if it is still waiting and stores the outcome over `pending`
 * only, so running it twice for one answer (a retried job, a restart) changes nothing the second time. Throws what
 * it cannot explain to the learner (a database or engine fault), leaving the answer waiting for another try.
 */
export type AssessAnswer = (sessionId: string, position: number) => Promise<AnswerAssessmentOutcome>;

/** What is stored for an answer: its assessment, or why it could not be assessed; or a wait before trying again. */
type Decision = { status: 'assessed'; result: AssessmentResult } | { status: 'failed'; reason: string } | { status: 'retry'; afterSeconds: number };

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

/** The engine's outcome as what to store: a zero is the learner's answer marked zero, with the reason as feedback. */
function decisionOf(item: ContentItem, outcome: EngineOutcome): Decision {
  switch (outcome.kind) {
    case 'assessed':
      return { status: 'assessed', result: outcome.result };
    case 'zero':
      return { status: 'assessed', result: zeroResult(item, outcome.reason) };
    case 'failed':
      return { status: 'failed', reason: outcome.reason };
    case 'retry':
      return { status: 'retry', afterSeconds: outcome.afterSeconds };
  }
}

/**
 * The one way a waiting mock-test answer is assessed, whoever runs it: the API in the background, or an assessment
 * worker taking the answer's job. Reads the answer, its item and (for a spoken answer) its recording, runs the
 * engine and stores the outcome.
 */
export function createAnswerAssessment({
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
  log: Pick<FastifyBaseLogger, 'warn'>;
}): AssessAnswer {
  /** What to store for a waiting answer, once its engine has answered; `not-pending` when it is no longer waiting. */
  async function decide(sessionId: string, position: number): Promise<Decision | 'not-pending'> {
    const answer = await repository.findAnswer(sessionId, position);
    if (answer?.status !== 'pending') return 'not-pending';
    const session = await repository.findSessionById(sessionId);
    const item = answer.questionId ? await questions.findItem(answer.questionId) : undefined;
    if (!session || !item) return { status: 'failed', reason: 'This question is no longer in the bank, so it could not be assessed.' };
    if (answer.recordingKey) {
      const wav = await recordings.read(answer.recordingKey);
      return wav ? decisionOf(item, await engines.speech(session.userId, item, wav)) : { status: 'failed', reason: 'The recording could not be found.' };
    }
    const text = (answer.answer as { text?: unknown } | null)?.text;
    return typeof text === 'string' ? decisionOf(item, await engines.writing(item, text)) : { status: 'failed', reason: 'The answer has no text to assess.' };
  }

  return async function assessAnswer(sessionId, position) {
    for (;;) {
      const decision = await decide(sessionId, position);
      if (decision === 'not-pending') return 'not-pending';
      if (decision.status === 'retry') {
        await new Promise((resolve) => setTimeout(resolve, decision.afterSeconds * 1000).unref());
        continue;
      }
      if (decision.status === 'failed') log.warn({ sessionId, position, reason: decision.reason }, 'A mock-test answer could not be assessed');
      const stored = decision.status === 'assessed' ? decision.result : { reason: decision.reason };
      return (await repository.completeAssessment(sessionId, position, decision.status, stored)) ? decision.status : 'not-pending';
    }
  };
}
