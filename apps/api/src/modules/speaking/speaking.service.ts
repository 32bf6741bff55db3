import { randomUUID } from 'node:crypto';
import { speakingAssessFieldsSchema, type SpeakingAssessFields, type SpeakingTaskId, type SpeechAssessmentResult, type SpeechQueueState } from '@pte/contract';
import { questionTypes, skillScore, type ContentItem, type QuestionTypeId } from '@pte/exam';
import { checkRecordingHeader, SpeechEngineUnavailableError, SpeechRejectedError, type SpeechAssessment, type SpeechAssessmentRequest } from '@pte/speech';
import { validationFailed } from '../../platform/error-handler';
import { HttpError } from '../../platform/http-error';
import type { AttemptsRepository } from '../attempts/attempts.repository';
import type { AuthUser } from '../auth/auth.guard';
import type { QuestionsService } from '../questions/questions.service';
import { recordingKey, type RecordingStore } from '../recordings/recording-store';
import { SpeechJobAbandonedError, SpeechQueueFullError, type FairSpeechQueue } from './fair-speech-queue';
import type { RecordingUpload } from './recording-upload';
import type { SpeechEngine } from './speech-engine';

/** What a spoken answer is assessed against: a bank item (stored with its recording) or a free practice target. */
interface SpeakingTarget {
  item: ContentItem | null;
  request: Omit<SpeechAssessmentRequest, 'wav' | 'task' | 'maxSeconds'>;
  correctAnswer?: string;
  explanation?: string;
}

/** The field that names a free practice target, per task, and what to say when neither it nor a question is sent. */
const freeTargetField: Record<SpeakingTaskId, { field: keyof SpeakingAssessFields; missing: string }> = {
  'read-aloud': { field: 'referenceText', missing: 'Say which question you are answering, or send the text you read as referenceText' },
  'repeat-sentence': { field: 'answerText', missing: 'Say which question you are answering, or send the sentence you repeated as answerText' },
  'describe-image': { field: 'imageId', missing: 'Say which image you described: send its question id as questionId (or imageId)' },
  're-tell-lecture': { field: 'questionText', missing: 'Say which lecture you retold: send its question id, or the lecture as questionText' },
  'answer-short-question': { field: 'correctAnswer', missing: 'Say which question you answered, or send the accepted answers as correctAnswer' },
  'summarize-group-discussion': { field: 'questionText', missing: 'Say which discussion you summarised: send its question id, or the discussion as questionText' },
  'respond-to-a-situation': { field: 'situation', missing: 'Say which situation you answered: send its question id, or the situation as situation' },
};

/** A free practice situation is answered as to someone one does not know well: politely, without formality. */
const FREE_PRACTICE_AUDIENCE = { listener: 'the person in the situation', register: 'neutral' } as const;

/** A lecture, discussion or situation sent as text, split into the points an answer should cover (its sentences, at most 12). */
function lecturePoints(text: string): string[] {
  return (text.match(/[^.!?]+[.!?]*/g) ?? [])
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.split(/\s+/).length >= 3)
    .slice(0, 12);
}

/** The bank item's target for its task: the text, the sentence, the key elements or points (with the speakers' positions, or the listener and register), the accepted answers. */
function bankTarget(item: ContentItem): SpeakingTarget {
  const common = { item, explanation: item.explanation, ...(item.modelAnswer ? { correctAnswer: item.modelAnswer } : {}) };
  switch (item.type) {
    case 'read-aloud':
      return { ...common, request: { reference: item.prompt.text } };
    case 'repeat-sentence':
      return { ...common, correctAnswer: item.answerKey.sentence, request: { reference: item.answerKey.sentence } };
    case 'describe-image':
      return { ...common, request: { keyPoints: item.answerKey.keyElements } };
    case 're-tell-lecture':
      return { ...common, request: { keyPoints: item.answerKey.keyPoints } };
    case 'answer-short-question':
      return { ...common, correctAnswer: item.modelAnswer ?? item.answerKey.accepted.join(' / '), request: { accepted: item.answerKey.accepted } };
    case 'summarize-group-discussion':
      return { ...common, request: { keyPoints: item.answerKey.keyPoints, positions: item.answerKey.positions } };
    case 'respond-to-a-situation': {
      const { keyPoints, listener, register } = item.answerKey;
      return { ...common, request: { keyPoints, audience: { listener, register } } };
    }
    default:
      throw new Error(`${item.type} is not a speaking task`);
  }
}

/** A free practice target from the form's own field (not stored). */
function freeTarget(task: SpeakingTaskId, fields: SpeakingAssessFields): SpeakingTarget | null {
  switch (task) {
    case 'read-aloud':
      return fields.referenceText ? { item: null, request: { reference: fields.referenceText } } : null;
    case 'repeat-sentence':
      return fields.answerText ? { item: null, correctAnswer: fields.answerText, request: { reference: fields.answerText } } : null;
    case 're-tell-lecture':
    case 'summarize-group-discussion': {
      const points = fields.questionText ? lecturePoints(fields.questionText) : [];
      return points.length > 0 ? { item: null, request: { keyPoints: points } } : null;
    }
    case 'respond-to-a-situation': {
      const points = fields.situation ? lecturePoints(fields.situation) : [];
      return points.length > 0 ? { item: null, request: { keyPoints: points, audience: FREE_PRACTICE_AUDIENCE } } : null;
    }
    case 'answer-short-question': {
      const accepted = (fields.correctAnswer ?? '').split('|').map((answer) => answer.trim()).filter(Boolean);
      return accepted.length > 0 ? { item: null, correctAnswer: accepted.join(' / '), request: { accepted } } : null;
    }
    case 'describe-image':
      return null;
  }
}

/** A refusal of the fair speech queue (429 for the learner's own bound, 503 for the server's), with `Retry-After`. */
export class SpeechQueueRefusal extends HttpError {
  /** Seconds after which sending the answer again may succeed. */
  readonly retryAfterSeconds: number;

  constructor(statusCode: 429 | 503, code: string, message: string, retryAfterSeconds: number) {
    super(statusCode, code, message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** The 4xx/503 answer for a queue or engine refusal; other errors pass through as 500s. */
function engineFailure(error: unknown): unknown {
  if (error instanceof SpeechQueueFullError) {
    return error.scope === 'learner'
      ? new SpeechQueueRefusal(429, 'SPEECH_QUEUE_LEARNER_FULL', error.message, error.retryAfterSeconds)
      : new SpeechQueueRefusal(503, 'SPEECH_ENGINE_BUSY', error.message, error.retryAfterSeconds);
  }
  if (error instanceof SpeechJobAbandonedError) return new HttpError(408, 'REQUEST_ABANDONED', 'The answer was withdrawn before it was assessed.');
  if (error instanceof SpeechRejectedError) {
    return new HttpError(422, 'RECORDING_REJECTED', error.message, [{ path: 'file', message: error.message }, { path: 'reason', message: error.reason }]);
  }
  if (error instanceof SpeechEngineUnavailableError) return new HttpError(503, 'SPEECH_ENGINE_UNAVAILABLE', error.message);
  return error;
}

/**
 * Assesses spoken answers with the speech engine. A bank question's answer is stored with its recording (the
 * recording first, then the attempt; a failed attempt removes the recording again); a rejected recording stores
 * nothing. A free practice answer (no question id) is assessed and not stored.
 */
export function createSpeakingService({
  repository,
  questions,
  recordings,
  engine,
  queue,
}: {
  repository: AttemptsRepository;
  questions: QuestionsService;
  recordings: RecordingStore;
  engine: SpeechEngine;
  /** The fair queue every assessment waits in for the engine's workers. */
  queue: FairSpeechQueue;
}) {
  async function resolveTarget(task: SpeakingTaskId, fields: SpeakingAssessFields): Promise<SpeakingTarget> {
    const questionId = fields.questionId ?? (task === 'describe-image' ? fields.imageId : undefined);
    if (questionId !== undefined) {
      return bankTarget(await questions.findItemFor(questionId, [task]));
    }
    const target = freeTarget(task, fields);
    if (!target) {
      const { field, missing } = freeTargetField[task];
      throw validationFailed([{ path: task === 'describe-image' ? 'questionId' : String(field), message: missing }]);
    }
    return target;
  }

  function toResult(
    task: SpeakingTaskId,
    target: SpeakingTarget,
    { assessment, queueWaitSeconds }: { assessment: SpeechAssessment; queueWaitSeconds: number },
    recording: SpeechAssessmentResult['details']['recording'],
  ): SpeechAssessmentResult {
    const type = questionTypes[task as QuestionTypeId];
    const traits: SpeechAssessmentResult['traits'] = {};
    for (const definition of type.traits) {
      const trait = assessment.traits[definition.id];
      if (trait) traits[definition.id] = { score: trait.score, max: trait.max, raw: trait.raw };
    }
    for (const [id, trait] of Object.entries(assessment.traits)) traits[id] ??= { score: trait.score, max: trait.max, raw: trait.raw };
    const { score, max } = assessment.total;
    return {
      questionId: target.item?.id ?? '',
      taskType: task,
      traits,
      total: { score, max },
      skills: Object.fromEntries(type.skills.map((skill) => [skill, skillScore(score, max)])),
      transcript: assessment.transcript,
      words: assessment.words,
      metrics: Object.fromEntries(Object.entries(assessment.metrics).filter(([, value]) => Number.isFinite(value))),
      feedback: assessment.feedback,
      ...(target.correctAnswer !== undefined ? { correctAnswer: target.correctAnswer } : {}),
      ...(target.explanation !== undefined ? { explanation: target.explanation } : {}),
      details: {
        recording,
        ...(assessment.zeroReason ? { zeroReason: assessment.zeroReason } : {}),
        ...(assessment.keyPoints ? { keyPoints: assessment.keyPoints } : {}),
        ...(assessment.positions ? { positions: assessment.positions } : {}),
        ...(assessment.appropriacy ? { appropriacy: assessment.appropriacy } : {}),
        engine: assessment.engine,
        queueWaitSeconds,
      },
    };
  }

  return {
    /**
     * `POST /{task path}/assess`: validates the form, assesses the recording against the question (or the free
     * practice target) and, for a bank question, stores the recording and the attempt. The assessment waits its
     * turn in the fair queue; a `signal` that aborts while it waits (the learner left) withdraws it.
     */
    async assess(learner: AuthUser, task: SpeakingTaskId, upload: RecordingUpload, signal?: AbortSignal): Promise<SpeechAssessmentResult> {
      const parsed = speakingAssessFieldsSchema.safeParse(upload.fields);
      if (!parsed.success) throw validationFailed(parsed.error.issues.map((issue) => ({ path: issue.path.join('.') || 'body', message: issue.message })));
      const fields = parsed.data;
      const target = await resolveTarget(task, fields);
      const maxSeconds = questionTypes[task as QuestionTypeId].timings.answerSeconds ?? 40;
      // What the header alone shows (not WAV, an impossible format, too long) is refused before any queueing or decoding.
      try {
        checkRecordingHeader(upload.recording, maxSeconds);
      } catch (error) {
        throw engineFailure(error);
      }

      let assessed: { assessment: SpeechAssessment; queueWaitSeconds: number };
      try {
        const queued = await queue.run(learner.id, () => engine.assess({ wav: upload.recording, task, maxSeconds, ...target.request }), signal);
        assessed = { assessment: queued.value, queueWaitSeconds: queued.waitedSeconds };
      } catch (error) {
        throw engineFailure(error);
      }
      const { assessment } = assessed;

      if (!target.item) return toResult(task, target, assessed, null);
      const recordingId = randomUUID();
      const key = recordingKey(learner.id, recordingId);
      const recording = { id: recordingId, url: `/api/recordings/${recordingId}`, durationSeconds: assessment.metrics.durationSeconds };
      const result = toResult(task, target, assessed, recording);
      await recordings.put(key, upload.recording, 'audio/wav');
      try {
        await repository.insert({
          userId: learner.id,
          questionId: target.item.id,
          questionType: task,
          question: await questions.servedQuestion(target.item),
          answer: { recordingId },
          result,
          recordingKey: key,
          timeTakenMs: fields.timeTaken === undefined ? null : Math.round(fields.timeTaken * 1000),
          createdAt: new Date(),
        });
      } catch (error) {
        await recordings.delete(key).catch(() => undefined);
        throw error;
      }
      return result;
    },

    /**
     * A recording answering bank item `item`, assessed in the learner's line of the fair queue and not stored (a
     * mock test keeps its own answers and recordings). Throws what the engine and the queue throw.
     */
    async assessItemRecording(learnerId: string, item: ContentItem, wav: Uint8Array): Promise<SpeechAssessmentResult> {
      const task = item.type as SpeakingTaskId;
      const target = bankTarget(item);
      const maxSeconds = questionTypes[item.type].timings.answerSeconds ?? 40;
      const queued = await queue.run(learnerId, () => engine.assess({ wav, task, maxSeconds, ...target.request }));
      return toResult(task, target, { assessment: queued.value, queueWaitSeconds: queued.waitedSeconds }, null);
    },

    /** `GET /speaking/queue`: the learner's answers running and waiting in the fair queue, and the expected wait. */
    queueState(learner: AuthUser): SpeechQueueState {
      return queue.stateOf(learner.id);
    },
  };
}

/** The speaking assessment service. */
export type SpeakingService = ReturnType<typeof createSpeakingService>;
