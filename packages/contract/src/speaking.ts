import { registers, type QuestionTypeId, type questionTypes } from '@pte/exam';
import { z } from 'zod';
import { assessmentResultSchema, timeTakenSchema } from './assessment';
import { dataEnvelope } from './envelope';

/** The file name the browser gives its recordings (docs/product-behaviour.md#constants). */
export const RECORDING_FILE_NAME = 'recording.wav';

/** Largest recording upload accepted, in bytes (a 40 s answer as 48 kHz stereo WAV is about 7.5 MB). */
export const MAX_RECORDING_BYTES = 12 * 1024 * 1024;

/** The registry's speaking task ids. */
type SpeakingTypeId = { [Id in QuestionTypeId]: (typeof questionTypes)[Id]['section'] extends 'speaking' ? Id : never }[QuestionTypeId];

/**
 * The speaking tasks' multipart text fields (docs/product-behaviour.md#speaking-assess-fields), besides `file` and
 * `questionId`: one entry for every speaking task of the registry.
 */
export const speakingAssessFields = {
  'read-aloud': ['referenceText'],
  'repeat-sentence': ['referenceAudio', 'answerText'],
  'describe-image': ['imageId'],
  're-tell-lecture': ['referenceAudio', 'questionText'],
  'answer-short-question': ['referenceAudio', 'questionText', 'correctAnswer'],
  'summarize-group-discussion': ['referenceAudio', 'questionText'],
  'respond-to-a-situation': ['referenceAudio', 'situation'],
} as const satisfies { readonly [Id in SpeakingTypeId]: readonly string[] };

/** A speaking task id, as the registry names it. */
export type SpeakingTaskId = keyof typeof speakingAssessFields;

const textField = (what: string, max: number) =>
  z
    .string({ error: `Send ${what} as text` })
    .trim()
    .max(max, `${what[0]!.toUpperCase()}${what.slice(1)} is too long (at most ${max.toLocaleString('en')} characters)`)
    .optional()
    .transform((value) => (value === '' ? undefined : value));

/**
 * The text fields of a speaking assess request, read from the multipart form. With `questionId` the bank item
 * supplies everything and the other fields are ignored; without it, the task's own field says what to assess
 * against (a free practice answer, assessed and not stored): `referenceText` (Read Aloud), `answerText` (Repeat
 * Sentence), `imageId` (Describe Image: a bank item's id), `questionText` (Re-tell Lecture: the lecture's text;
 * Summarize Group Discussion: the discussion's text), `correctAnswer` (Answer Short Question: accepted answers
 * separated by `|`), `situation` (Respond to a Situation: the situation's text, answered in a neutral register).
 */
export const speakingAssessFieldsSchema = z.object({
  questionId: textField('the question id', 100),
  referenceText: textField('the text to read', 5_000),
  referenceAudio: textField('the reference audio address', 2_000),
  answerText: textField('the sentence to repeat', 1_000),
  imageId: textField('the image id', 200),
  questionText: textField('the question text', 10_000),
  correctAnswer: textField('the correct answer', 1_000),
  situation: textField('the situation', 2_000),
  timeTaken: z.coerce.number().pipe(timeTakenSchema).optional(),
});

/** The text fields of a speaking assess request, as read. */
export type SpeakingAssessFields = z.infer<typeof speakingAssessFieldsSchema>;

/** A stored recording, playable by its owner at `url` (`GET /api/recordings/{id}`, `audio/wav`). */
const recordingRefSchema = z.object({
  id: z.string(),
  url: z.string(),
  durationSeconds: z.number(),
});

/** How much of one key point (Describe Image element, Re-tell Lecture or discussion point, what a reply should do) the answer covered. */
const keyPointCoverageSchema = z.object({
  keyPoint: z.string(),
  /** Share of the key point's content words said, 0–1. */
  coverage: z.number(),
  /** Key words not heard. */
  missing: z.array(z.string()),
  /** What counted for the point as said (Respond to a Situation: the act's phrase and the point's words heard). */
  heard: z.array(z.string()).optional(),
});

/** Summarize Group Discussion: how much of one speaker's position the summary gave, and whether it named the speaker. */
const positionCoverageSchema = z.object({
  speaker: z.string(),
  position: z.string(),
  /** Share of the position's content words said, 0–1. */
  coverage: z.number(),
  /** Key words not heard. */
  missing: z.array(z.string()),
  /** The speaker's name was said. */
  named: z.boolean(),
});

/** A sign that a reply suits its listener: a greeting, a polite (to a friend, friendly) form, a closing. */
const appropriacySignalSchema = z.enum(['greeting', 'polite-form', 'closing']);

/** Respond to a Situation: how well the reply suits its listener and register. */
const appropriacySchema = z.object({
  listener: z.string(),
  register: z.enum(registers),
  /** Each signal found, with the words heard for it. */
  found: z.array(z.object({ signal: appropriacySignalSchema, heard: z.string() })),
  /** Signals the reply lacked. */
  missing: z.array(appropriacySignalSchema),
  /** Words heard that do not suit the register (too casual for a lecturer, too stiff for a friend). */
  unsuitable: z.array(z.string()),
  /** Appropriacy as a share, 0–1. */
  share: z.number(),
});

/**
 * `details` of a spoken assessment: the stored recording (null for a free practice answer), why the item scored 0
 * when it did, the key points content was scored against (and, for a discussion summary, the speakers'
 * positions; for a reply to a situation, its appropriacy), the recogniser used and the wait for it.
 */
export const speechAssessmentDetailsSchema = z.object({
  recording: recordingRefSchema.nullable(),
  zeroReason: z.string().optional(),
  keyPoints: z.array(keyPointCoverageSchema).optional(),
  positions: z.array(positionCoverageSchema).optional(),
  appropriacy: appropriacySchema.optional(),
  engine: z.string(),
  /** How long the answer waited for the speech engine before its assessment started, in seconds. */
  queueWaitSeconds: z.number().optional(),
});

/** The assessment of a spoken answer: the common result with the speech details. */
const speechAssessmentResultSchema = assessmentResultSchema.extend({ details: speechAssessmentDetailsSchema });

/** A spoken assessment as the API returns it. */
export type SpeechAssessmentResult = z.infer<typeof speechAssessmentResultSchema>;

/** The speaking assess paths answer `{ data: assessment }` (the spec reads `data.data`). */
export const speechAssessmentResponseSchema = dataEnvelope(speechAssessmentResultSchema);

/**
 * `GET /speaking/queue`: the signed-in learner's answers in the speech engine's fair queue: being assessed now,
 * waiting (and where the next one stands, 1 = it starts next), and about how long until it starts (when none
 * waits, how long an answer sent now would wait).
 */
export const speechQueueStateSchema = z.object({
  running: z.number().int().nonnegative(),
  waiting: z.number().int().nonnegative(),
  position: z.number().int().positive().optional(),
  expectedWaitSeconds: z.number().int().nonnegative(),
});

/** The learner's speech queue state. */
export type SpeechQueueState = z.infer<typeof speechQueueStateSchema>;

/** `GET /speaking/queue` answers `{ data: state }`. */
export const speechQueueResponseSchema = dataEnvelope(speechQueueStateSchema);
