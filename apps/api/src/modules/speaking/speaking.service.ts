import { randomUUID } from 'node:crypto';
import { speakingAssessFieldsSchema, type SpeakingAssessFields, type SpeakingTaskId, type SpeechAssessmentResult, type SpeechQueueState } from '@pte/contract';
import { questionTypes, skillScore, type ContentItem, type QuestionTypeId } from '@pte/exam';
import { checkRecordingHeader, SpeechEngineUnavailableError, SpeechRejectedError, type SpeechAssessment, type SpeechAssessmentRequest } from '@pte/speech';
import { validationFailed } from '../../platform/error-handler';
import { HttpError } from '../../platform/http-error';
import type { PracticeAnswer, PracticeJobClient } from '../assessment-jobs/practice-answers';
import { refusedJobOutput, unreadableJobOutput, type PracticeJobInput, type PracticeJobOutput } from '../assessment-jobs/practice-job-data';
import type { PracticeQueueSnapshot } from '../assessment-jobs/practice-jobs';
import type { AttemptsRepository } from '../attempts/attempts.repository';
import type { AuthUser } from '../auth/auth.guard';
import type { QuestionsService } from '../questions/questions.service';
import { recordingKey, type RecordingStore } from '../recordings/recording-store';
import { SpeechJobAbandonedError, SpeechQueueFullError, type FairSpeechQueue } from './fair-speech-queue';
import type { RecordingUpload } from './recording-upload';
import type { SpeechEngine } from './speech-engine';
import { speechJobAdmission, speechJobQueueState, type SpeechJobLimits } from './speech-job-admission';
import { spokenAnswerJobSchema, type SpokenAnswerJob } from './spoken-answer-job';

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

/**
 * Spoken practice answers assessed by assessment workers (`ASSESSMENT_WORKERS=external`): the jobs, their client,
 * and the fair queue's bounds applied to the jobs in PostgreSQL.
 */
interface SpeechJobs {
  client: PracticeJobClient;
  /** The speech jobs not yet assessed and their recent mean time. */
  snapshot(): Promise<PracticeQueueSnapshot>;
  limits: SpeechJobLimits;
  /** How long an assessment is assumed to take before any has finished. */
  assumedSeconds: number;
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

/** The engine's assessment as the API's result: traits ordered as the registry lists them, skills, advice and details. */
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

/**
 * Assesses a recording answering bank item `item` with `engine`, in `learnerId`'s line of the fair `queue`, and
 * stores nothing: what a mock test (which keeps its own answers) and the guides' worked examples use. Throws what
 * the engine and the queue throw.
 */
export async function assessBankRecording(
  { engine, queue }: { engine: SpeechEngine; queue: FairSpeechQueue },
  learnerId: string,
  item: ContentItem,
  wav: Uint8Array,
): Promise<SpeechAssessmentResult> {
  const task = item.type as SpeakingTaskId;
  const target = bankTarget(item);
  const maxSeconds = questionTypes[item.type].timings.answerSeconds ?? 40;
  const queued = await queue.run(learnerId, () => engine.assess({ wav, task, maxSeconds, ...target.request }));
  return toResult(task, target, { assessment: queued.value, queueWaitSeconds: queued.waitedSeconds }, null);
}

/**
 * Assesses spoken answers with the speech engine. A bank question's answer is stored with its recording (the
 * recording first, then the attempt; a failed attempt removes the recording again); a rejected recording stores
 * nothing. A free practice answer (no question id) is assessed and not stored.
 *
 * With `jobs` (assessment workers), the API checks the answer, stores the recording and sends it as a job; a worker
 * assesses it with {@link SpeakingService.assessJob} and saves the attempt, and the API answers with it (or, past its
 * wait, with where the answer stands).
 */
export function createSpeakingService({
  repository,
  questions,
  recordings,
  engine,
  queue,
  jobs,
}: {
  repository: AttemptsRepository;
  questions: QuestionsService;
  recordings: RecordingStore;
  engine: SpeechEngine;
  /** The fair queue every assessment in this process waits in for the engine's workers. */
  queue: FairSpeechQueue;
  /** Set when assessment workers assess practice answers: then this process only checks, stores and sends them. */
  jobs?: SpeechJobs;
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

  /** The form's fields checked and what they are assessed against (400 or 404 otherwise). */
  async function readAnswer(task: SpeakingTaskId, rawFields: Record<string, string>): Promise<{ fields: SpeakingAssessFields; target: SpeakingTarget; maxSeconds: number }> {
    const parsed = speakingAssessFieldsSchema.safeParse(rawFields);
    if (!parsed.success) throw validationFailed(parsed.error.issues.map((issue) => ({ path: issue.path.join('.') || 'body', message: issue.message })));
    const target = await resolveTarget(task, parsed.data);
    return { fields: parsed.data, target, maxSeconds: questionTypes[task as QuestionTypeId].timings.answerSeconds ?? 40 };
  }

  /** What the header alone shows (not WAV, an impossible format, too long) is refused before any queueing or decoding. */
  function checkHeader(recording: Uint8Array, maxSeconds: number): void {
    try {
      checkRecordingHeader(recording, maxSeconds);
    } catch (error) {
      throw engineFailure(error);
    }
  }

  /** The assessment, after its turn in the fair queue; refusals as HTTP errors. */
  async function runEngine(learnerId: string, task: SpeakingTaskId, target: SpeakingTarget, wav: Uint8Array, maxSeconds: number, signal?: AbortSignal) {
    try {
      const queued = await queue.run(learnerId, () => engine.assess({ wav, task, maxSeconds, ...target.request }), signal);
      return { assessment: queued.value, queueWaitSeconds: queued.waitedSeconds };
    } catch (error) {
      throw engineFailure(error);
    }
  }


  /** The attempt of a bank question's answer, with its recording's key (stored already). */
  async function attemptOf(learnerId: string, task: SpeakingTaskId, item: ContentItem, fields: SpeakingAssessFields, result: SpeechAssessmentResult, recordingId: string, key: string) {
    return {
      userId: learnerId,
      questionId: item.id,
      questionType: task,
      question: await questions.servedQuestion(item),
      answer: { recordingId },
      result,
      recordingKey: key,
      timeTakenMs: fields.timeTaken === undefined ? null : Math.round(fields.timeTaken * 1000),
      createdAt: new Date(),
    };
  }

  /** The answer as a job for a worker: its recording stored first (removed again if the job is refused). */
  async function sendJob(speechJobs: SpeechJobs, learner: AuthUser, task: SpeakingTaskId, upload: RecordingUpload, signal?: AbortSignal): Promise<PracticeAnswer<SpeechAssessmentResult>> {
    const snapshot = await speechJobs.snapshot();
    const admission = speechJobAdmission(snapshot, speechJobs.limits, speechJobs.assumedSeconds);
    // Refused at once from the queue as last read (no recording stored for nothing); counted again under the lock.
    const mine = snapshot.jobs.filter((job) => job.learnerId === learner.id);
    try {
      admission({ running: mine.filter((job) => job.running).length, waiting: mine.filter((job) => !job.running).length });
    } catch (error) {
      throw engineFailure(error);
    }
    const id = randomUUID();
    const recordingId = randomUUID();
    const key = recordingKey(learner.id, recordingId);
    await recordings.put(key, upload.recording, 'audio/wav');
    const answer = { task, fields: upload.fields, recording: { key, id: recordingId } } satisfies SpokenAnswerJob;
    try {
      await speechJobs.client.send({ kind: 'speech', id, learnerId: learner.id, answer }, admission);
    } catch (error) {
      // Refused, or not sent: nothing will read the recording.
      await recordings.delete(key).catch(() => undefined);
      throw engineFailure(error);
    }
    return speechJobs.client.answer<SpeechAssessmentResult>(learner.id, id, signal);
  }

  return {
    /**
     * `POST /{task path}/assess`: validates the form, assesses the recording against the question (or the free
     * practice target) and, for a bank question, stores the recording and the attempt. The assessment waits its
     * turn in the fair queue; a `signal` that aborts while it waits (the learner left) withdraws it. With workers,
     * the answer is sent as a job; a `signal` then only stops the wait (the worker still saves the attempt).
     */
    async assess(learner: AuthUser, task: SpeakingTaskId, upload: RecordingUpload, signal?: AbortSignal): Promise<PracticeAnswer<SpeechAssessmentResult>> {
      const { fields, target, maxSeconds } = await readAnswer(task, upload.fields);
      checkHeader(upload.recording, maxSeconds);
      if (jobs) return sendJob(jobs, learner, task, upload, signal);

      const assessed = await runEngine(learner.id, task, target, upload.recording, maxSeconds, signal);
      if (!target.item) return { status: 'assessed', result: toResult(task, target, assessed, null) };
      const recordingId = randomUUID();
      const key = recordingKey(learner.id, recordingId);
      const recording = { id: recordingId, url: `/api/recordings/${recordingId}`, durationSeconds: assessed.assessment.metrics.durationSeconds };
      const result = toResult(task, target, assessed, recording);
      await recordings.put(key, upload.recording, 'audio/wav');
      try {
        await repository.insert(await attemptOf(learner.id, task, target.item, fields, result, recordingId, key));
      } catch (error) {
        await recordings.delete(key).catch(() => undefined);
        throw error;
      }
      return { status: 'assessed', result };
    },

    /**
     * An assessment worker's part of a spoken practice answer sent as a job: checks the job's answer again, reads the
     * recording the API stored, assesses it in this process's fair queue and, for a bank question, saves the attempt
     * under the job's id (once, however often the job is tried). A refusal the learner must hear of (a recording that
     * cannot be assessed, a question gone from the bank) ends the job with it, as does an answer that cannot be read;
     * the recording is then removed, as it is after a free practice answer. Anything else throws: the job is tried again.
     */
    async assessJob({ id, learnerId, answer, queuedSeconds }: PracticeJobInput): Promise<PracticeJobOutput> {
      const job = spokenAnswerJobSchema.safeParse(answer);
      if (!job.success) return unreadableJobOutput;
      const { task, recording } = job.data;
      try {
        const { fields, target, maxSeconds } = await readAnswer(task, job.data.fields);
        const wav = await recordings.read(recording.key);
        if (!wav) return refusedJobOutput(new HttpError(422, 'RECORDING_REJECTED', 'Your recording could not be found on the server. Please record your answer and send it again.'));
        checkHeader(wav, maxSeconds);
        const assessed = await runEngine(learnerId, task, target, wav, maxSeconds);
        assessed.queueWaitSeconds = Math.round((assessed.queueWaitSeconds + queuedSeconds) * 10) / 10;
        if (!target.item) {
          await recordings.delete(recording.key).catch(() => undefined);
          return { outcome: 'assessed', result: toResult(task, target, assessed, null) };
        }
        const ref = { id: recording.id, url: `/api/recordings/${recording.id}`, durationSeconds: assessed.assessment.metrics.durationSeconds };
        const result = toResult(task, target, assessed, ref);
        await repository.insertOnce({ id, ...(await attemptOf(learnerId, task, target.item, fields, result, recording.id, recording.key)) });
        return { outcome: 'saved', attemptId: id };
      } catch (error) {
        const refusal = engineFailure(error);
        if (!(refusal instanceof HttpError)) throw error;
        await recordings.delete(recording.key).catch(() => undefined);
        return refusedJobOutput(refusal);
      }
    },

    /** Removes what a spoken answer's job left behind once every try has failed: its recording. */
    async abandonJob(answer: unknown): Promise<void> {
      const job = spokenAnswerJobSchema.safeParse(answer);
      if (job.success) await recordings.delete(job.data.recording.key);
    },

    /**
     * A recording answering bank item `item`, assessed in the learner's line of the fair queue and not stored (a
     * mock test keeps its own answers and recordings). Throws what the engine and the queue throw.
     */
    assessItemRecording(learnerId: string, item: ContentItem, wav: Uint8Array): Promise<SpeechAssessmentResult> {
      return assessBankRecording({ engine, queue }, learnerId, item, wav);
    },

    /** `GET /speaking/queue`: the learner's answers running and waiting (in this process's queue, or as jobs), and the expected wait. */
    async queueState(learner: AuthUser): Promise<SpeechQueueState> {
      if (!jobs) return queue.stateOf(learner.id);
      return speechJobQueueState(await jobs.snapshot(), learner.id, jobs.limits, jobs.assumedSeconds);
    },
  };
}

/** The speaking assessment service. */
export type SpeakingService = ReturnType<typeof createSpeakingService>;
