import {
  blankAnswersSchema,
  hasObjectiveScorer,
  multipleChoiceAnswerSchema,
  questionTypeIds,
  questionTypeList,
  questionTypes,
  singleChoiceAnswerSchema,
  wordStatuses,
  type AssessmentResult,
  type QuestionTypeId,
} from '@pte/exam';
import { z } from 'zod';
import { dataEnvelope } from './envelope';

/** One PTE trait's mark: the band, the trait's maximum and, where measured, a continuous estimate. */
const traitScoreSchema = z.object({ score: z.number(), max: z.number(), raw: z.number().optional() });

/** One word of word-level feedback. */
const wordMarkSchema = z.object({
  text: z.string(),
  status: z.enum(wordStatuses),
  start: z.number().optional(),
  end: z.number().optional(),
  quality: z.number().optional(),
  heard: z.string().optional(),
  weakPhones: z.array(z.string()).optional(),
});

/** The 10–90 estimate an answer contributes to each skill its task feeds. */
const skillScoresSchema = z.object({
  speaking: z.number().optional(),
  writing: z.number().optional(),
  reading: z.number().optional(),
  listening: z.number().optional(),
});

/**
 * The assessment of one answer, the same shape for every task type (the spec's `aiData`, `results`,
 * `result`). Matches `AssessmentResult` of @pte/exam.
 */
export const assessmentResultSchema = z.object({
  questionId: z.string(),
  taskType: z.enum(questionTypeIds),
  traits: z.record(z.string(), traitScoreSchema),
  total: z.object({ score: z.number(), max: z.number() }),
  skills: skillScoresSchema,
  transcript: z.string().optional(),
  words: z.array(wordMarkSchema).optional(),
  metrics: z.record(z.string(), z.number()).optional(),
  feedback: z.array(z.string()),
  correctAnswer: z.unknown().optional(),
  explanation: z.string().optional(),
  details: z.unknown().optional(),
});

/** An assessment as the API returns it. */
export type AssessmentResultResponse = z.infer<typeof assessmentResultSchema>;

// The schema and @pte/exam's `AssessmentResult` must describe the same object.
type AssessmentMatchesExam = [AssessmentResultResponse] extends [AssessmentResult<QuestionTypeId>]
  ? [AssessmentResult<QuestionTypeId>] extends [AssessmentResultResponse]
    ? true
    : false
  : false;
const _assessmentMatchesExam: AssessmentMatchesExam = true;

/** Speaking and summary assessments answer `{ data: assessment }` (the spec reads `data.data`). */
export const assessmentDataResponseSchema = dataEnvelope(assessmentResultSchema);

/**
 * A practice answer still being assessed when the server stopped waiting for it (assessment workers on several
 * machines): `202 { data: pending }`. The answer is kept; `GET checkUrl` (`/api/assessment-jobs/{id}`) answers with
 * the assessment once it is ready (200, as the assess path would have), `202` again while it is not, or the error.
 */
const assessmentPendingSchema = z.object({
  id: z.uuid(),
  /** `waiting` for a worker, or being `assessing` by one. */
  status: z.enum(['waiting', 'assessing']),
  checkUrl: z.string().startsWith('/api/'),
});

/** A practice answer still being assessed. */
export type AssessmentPending = z.infer<typeof assessmentPendingSchema>;

/** `202 { data: pending }`: see {@link assessmentPendingSchema}. */
export const assessmentPendingResponseSchema = dataEnvelope(assessmentPendingSchema);

/** Fill-in-the-blanks and multiple-answer assessments answer `{ results: assessment }` (the spec reads `data.results`). */
export const assessmentResultsResponseSchema = z.object({ results: assessmentResultSchema });

/** Single-answer assessments answer `{ result: assessment }` (the spec reads `data.result`). */
export const assessmentResultResponseSchema = z.object({ result: assessmentResultSchema });

/** The bank id of the question answered. */
const questionIdSchema = z
  .string({ error: 'Say which question you are answering' })
  .trim()
  .min(1, 'Say which question you are answering')
  .max(100, 'Unknown question');

/** Seconds the learner took over an answer, when the client measured it (optional on every assess call). */
export const timeTakenSchema = z
  .number({ error: 'Send the time taken as a number of seconds' })
  .min(0, 'Time taken cannot be negative')
  .max(86_400, 'Time taken is longer than a day');

/**
 * Blank answers as a client may send them: keyed by blank order, `{"1": "word", "2": "word"}`, or as a list in
 * blank order, `["word", "word"]` (read as blanks 1, 2, …; `null` marks a blank left empty).
 */
const blankAnswersInputSchema = z.preprocess(
  (value) =>
    Array.isArray(value)
      ? Object.fromEntries(value.flatMap((word: unknown, index) => (word === null || word === undefined ? [] : [[String(index + 1), word]])))
      : value,
  blankAnswersSchema.shape.answers,
);

/** What every assess body carries besides the answer: the question and, optionally, the time taken. */
const assessRequestBase = { questionId: questionIdSchema, timeTaken: timeTakenSchema.optional() };

/**
 * `POST /reading-writing-fill-in-the-blanks/assess` and the other fill-in-the-blanks assess paths:
 * answers keyed by blank order, "1", "2", … (or a list in blank order).
 */
export const blanksAssessRequestSchema = z.object({ ...assessRequestBase, answers: blankAnswersInputSchema });

/** `POST /reading-mcma/assess` (reading and listening multiple-answer): the chosen option ids. */
export const multiAnswerAssessRequestSchema = z.object({ ...assessRequestBase, ...multipleChoiceAnswerSchema.shape });

/** `POST /reading-mcsa/assess` (reading and the three listening single-answer types): the chosen option id. */
export const singleAnswerAssessRequestSchema = z.object({ ...assessRequestBase, ...singleChoiceAnswerSchema.shape });

/** `POST /write-from-dictation/assess`: the sentence as typed. */
export const writeFromDictationAssessRequestSchema = z.object({
  ...assessRequestBase,
  ...questionTypes['write-from-dictation'].answer.shape,
});

/** `POST /highlight-incorrect-words/assess`: indices of the clicked words (0-based, split on whitespace). */
export const highlightIncorrectWordsAssessRequestSchema = z.object({
  ...assessRequestBase,
  ...questionTypes['highlight-incorrect-words'].answer.shape,
});

/** Where an assess path puts the assessment: `result` for single-answer types, `results` for the others (docs/product-behaviour.md#api-calls). */
type AssessResponseKey = 'result' | 'results';

/** One assess path of the objective (reading and listening) types, derived from the registry. */
export interface ObjectiveAssessEndpoint {
  /** The path under `/api`, e.g. `/reading-mcsa/assess`. */
  path: string;
  /** The task types whose answers this path assesses. */
  types: readonly QuestionTypeId[];
  responseKey: AssessResponseKey;
  /** The body: `questionId`, optional `timeTaken` (seconds) and the answer fields of its types. */
  request: z.ZodObject;
  /** `{ result: assessment }` or `{ results: assessment }`. */
  response: typeof assessmentResultResponseSchema | typeof assessmentResultsResponseSchema;
}

function buildObjectiveAssessEndpoints(): ObjectiveAssessEndpoint[] {
  const byPath = new Map<string, QuestionTypeId[]>();
  for (const type of questionTypeList) {
    // Re-order paragraphs keeps the spec's own call, `/question-attempt` (the order as JSON text, `{ data: attempt }`).
    if (!hasObjectiveScorer(type.id) || type.family === 'reorder') continue;
    byPath.set(type.assessPath, [...(byPath.get(type.assessPath) ?? []), type.id]);
  }
  return [...byPath].map(([path, types]) => {
    const definitions = types.map((id) => questionTypes[id]);
    const first = definitions[0]!;
    const responseKey: AssessResponseKey = first.family === 'single-answer' ? 'result' : 'results';
    for (const definition of definitions) {
      // One handler per path reads one body shape and answers under one key: the registry must agree.
      if (definition.answer !== first.answer) throw new Error(`${definition.id} and ${first.id} share ${path} but not their answer schema`);
      if ((definition.family === 'single-answer' ? 'result' : 'results') !== responseKey) {
        throw new Error(`${definition.id} and ${first.id} share ${path} but answer under different keys`);
      }
    }
    if (!(first.answer instanceof z.ZodObject)) throw new Error(`The answer schema of ${first.id} must be an object`);
    const answerShape = first.family === 'blanks' ? { answers: blankAnswersInputSchema } : first.answer.shape;
    return {
      path,
      types,
      responseKey,
      request: z.object({ ...assessRequestBase, ...answerShape }),
      response: responseKey === 'result' ? assessmentResultResponseSchema : assessmentResultsResponseSchema,
    };
  });
}

/**
 * Every assess path of the objective types: `/reading-writing-fill-in-the-blanks/assess`,
 * `/reading-fill-in-the-blanks/assess`, `/reading-mcma/assess` (reading and listening multiple-answer),
 * `/reading-mcsa/assess` (reading single-answer, highlight correct summary, listening single-answer, select
 * missing word), `/listening-fill-in-the-blanks/assess`, `/highlight-incorrect-words/assess`,
 * `/write-from-dictation/assess`. Re-order paragraphs is saved through `/question-attempt` instead.
 */
export const objectiveAssessEndpoints: readonly ObjectiveAssessEndpoint[] = buildObjectiveAssessEndpoints();

const userOrderSchema = questionTypes['re-order-paragraphs'].answer.shape.order;

/** Reads the order out of a `/question-attempt` `user_answer` (JSON text of the paragraph ids); undefined if malformed. */
export function parseUserOrder(userAnswer: string): string[] | undefined {
  try {
    const parsed = userOrderSchema.safeParse(JSON.parse(userAnswer));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** `POST /question-attempt`: a re-order answer, the order as JSON text; the server scores and stores it. */
export const questionAttemptRequestSchema = z.object({
  questionId: questionIdSchema,
  user_answer: z
    .string()
    .max(2000, 'The answer is too long')
    .refine((text) => parseUserOrder(text) !== undefined, 'Send the paragraph order as a JSON list of paragraph ids, e.g. ["C","A","D","B"]'),
  /** Seconds the learner took. */
  time_taken: z.number().min(0, 'Time taken cannot be negative').max(86_400, 'Time taken is longer than a day'),
});

/** The body of `POST /question-attempt`. */
export type QuestionAttemptRequest = z.infer<typeof questionAttemptRequestSchema>;

/** A re-order result (the spec's reorder result, plus PTE's pair score). */
export const reorderAttemptResultSchema = z.object({
  questionId: z.string(),
  userOrder: z.array(z.string()),
  score: z.number().int().min(0),
  timeTaken: z.number().min(0),
  created_at: z.iso.datetime(),
  total_items: z.number().int().min(0),
  correct_items: z.number().int().min(0),
  reading_score: z.number().int().min(0).max(90),
  pairScore: z.number().int().min(0),
  pairMax: z.number().int().min(0),
});

/**
 * A re-order attempt as the server scores, stores and answers it: the spec's result plus the full assessment (pair
 * trait, feedback, per-slot and per-pair details, the correct order and the item's explanation) for the result screen.
 */
const reorderAttemptSchema = reorderAttemptResultSchema.extend({ assessment: assessmentResultSchema });

/** A stored re-order attempt. */
export type ReorderAttempt = z.infer<typeof reorderAttemptSchema>;

/** `POST /question-attempt` answers `{ data: attempt }`. */
export const questionAttemptResponseSchema = dataEnvelope(reorderAttemptSchema);

/** One stored attempt of the signed-in learner, newest first in lists. */
export const attemptSchema = z.object({
  id: z.string(),
  questionId: z.string(),
  questionType: z.enum(questionTypeIds),
  /** What was submitted, as the server read it (e.g. `{ answers: { "1": "word" } }`, `{ order: [...] }`). */
  answer: z.unknown(),
  /** The assessment, or for re-order paragraphs the spec's result with its assessment. */
  result: z.union([assessmentResultSchema, reorderAttemptSchema]).nullable(),
  /** Seconds the learner took, when the client sent it. */
  timeTaken: z.number().nullable(),
  createdAt: z.iso.datetime(),
});

/** A stored attempt as the API returns it. */
export type Attempt = z.infer<typeof attemptSchema>;

/** Query of `GET /attempts`: filter by question or task type; newest first, at most `limit` (default 20). */
export const attemptsQuerySchema = z.object({
  questionId: z.string().trim().min(1, 'Give the id of a question').max(100, 'Unknown question').optional(),
  type: z.enum(questionTypeIds, { error: 'Unknown task type' }).optional(),
  limit: z.coerce.number({ error: 'Limit must be a number' }).int('Limit must be a whole number').min(1, 'Ask for at least 1 attempt').max(100, 'Ask for at most 100 attempts').default(20),
});

/** The query of `GET /attempts`, as read. */
export type AttemptsQuery = z.infer<typeof attemptsQuerySchema>;

/** `GET /attempts` answers `{ data: { attempts } }`. */
export const attemptsResponseSchema = dataEnvelope(z.object({ attempts: z.array(attemptSchema) }));

/**
 * A written answer as sent to the writing assess paths. Its length is checked by the writing engine, which
 * answers 400 with a message for the learner (empty, or longer than it assesses); this cap only stops abuse.
 */
const writtenAnswerInputSchema = z
  .string({ error: 'Send your answer as text' })
  .max(200_000, 'The answer is too long to assess');

/**
 * `POST /summarize/assess` (Summarize Written Text and Summarize Spoken Text, docs/product-behaviour.md#api-calls): the summary as typed.
 * With `questionId` the bank item supplies the passage or lecture and the attempt is stored; without it,
 * `referenceText` is the passage of a free practice summary, assessed and not stored.
 */
export const summarizeAssessRequestSchema = z
  .object({
    questionId: questionIdSchema.optional(),
    answer: writtenAnswerInputSchema,
    referenceText: z.string({ error: 'Send the passage as text' }).max(20_000, 'The passage is too long (at most 20,000 characters)').optional(),
    timeTaken: timeTakenSchema.optional(),
  })
  .refine((body) => body.questionId !== undefined || (body.referenceText ?? '').trim() !== '', {
    message: 'Say which question you are answering, or send the passage you summarised as referenceText',
    path: ['questionId'],
  });

/** The body of `POST /summarize/assess`. */
export type SummarizeAssessRequest = z.infer<typeof summarizeAssessRequestSchema>;

/** `POST /write-essay/assess`: the essay as typed. */
export const writeEssayAssessRequestSchema = z.object({
  questionId: questionIdSchema,
  answer: writtenAnswerInputSchema,
  timeTaken: timeTakenSchema.optional(),
});

/** The body of `POST /write-essay/assess`. */
export type WriteEssayAssessRequest = z.infer<typeof writeEssayAssessRequestSchema>;

/** One problem found in a written answer, by character offsets into the answer as sent (`end` exclusive). */
const writingIssueSchema = z.object({
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  category: z.enum(['grammar', 'spelling', 'form', 'vocabulary', 'style', 'content']),
  message: z.string(),
  /** Replacements for the marked text; empty when the fix needs rewording. */
  suggestions: z.array(z.string()),
  /** Which check found it, e.g. `harper:AnA`, `rule:modal-verb-form`, `spelling`. */
  source: z.string(),
});

/** A PTE rule that zeroed the item's total (form, content, all capitals, …), with the reason. */
const writingGateSchema = z.object({ rule: z.string(), message: z.string() });

/**
 * `details` of a written assessment: every issue to highlight in the answer, the gates that zeroed the total
 * (the traits still report what they measured), and the key ideas or aspects content was scored against.
 */
export const writingAssessmentDetailsSchema = z.object({
  issues: z.array(writingIssueSchema),
  gates: z.array(writingGateSchema),
  keyIdeas: z.array(z.string()).optional(),
  keyAspects: z.array(z.string()).optional(),
});

/** The assessment of a summary or an essay: the common result with the writing details. */
const writingAssessmentResultSchema = assessmentResultSchema.extend({ details: writingAssessmentDetailsSchema });

/** A written assessment as the API returns it. */
export type WritingAssessmentResult = z.infer<typeof writingAssessmentResultSchema>;

/** `POST /summarize/assess` and `POST /write-essay/assess` answer `{ data: assessment }`. */
export const writingAssessmentResponseSchema = dataEnvelope(writingAssessmentResultSchema);
