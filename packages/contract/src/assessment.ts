import {
  blankAnswersSchema,
  multipleChoiceAnswerSchema,
  questionTypeIds,
  questionTypes,
  singleChoiceAnswerSchema,
  wordStatuses,
  type AssessmentResult,
  type QuestionTypeId,
} from '@pte/exam';
import { z } from 'zod';
import { dataEnvelope } from './envelope';

/** One PTE trait's mark: the band, the trait's maximum and, where measured, a continuous estimate. */
export const traitScoreSchema = z.object({ score: z.number(), max: z.number(), raw: z.number().optional() });

/** One word of word-level feedback. */
export const wordMarkSchema = z.object({
  text: z.string(),
  status: z.enum(wordStatuses),
  start: z.number().optional(),
  end: z.number().optional(),
  quality: z.number().optional(),
});

/** The 10–90 estimate an answer contributes to each skill its task feeds. */
export const skillScoresSchema = z.object({
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

/** Fill-in-the-blanks and multiple-answer assessments answer `{ results: assessment }` (the spec reads `data.results`). */
export const assessmentResultsResponseSchema = z.object({ results: assessmentResultSchema });

/** Single-answer assessments answer `{ result: assessment }` (the spec reads `data.result`). */
export const assessmentResultResponseSchema = z.object({ result: assessmentResultSchema });

/** The bank id of the question answered. */
export const questionIdSchema = z.string().trim().min(1, 'Say which question you are answering').max(100, 'Unknown question');

/**
 * `POST /reading-writing-fill-in-the-blanks/assess` and the other fill-in-the-blanks assess paths:
 * answers keyed by blank order, "1", "2", ….
 */
export const blanksAssessRequestSchema = z.object({ questionId: questionIdSchema, ...blankAnswersSchema.shape });

/** `POST /reading-mcma/assess` (reading and listening multiple-answer): the chosen option ids. */
export const multiAnswerAssessRequestSchema = z.object({ questionId: questionIdSchema, ...multipleChoiceAnswerSchema.shape });

/** `POST /reading-mcsa/assess` (reading and the three listening single-answer types): the chosen option id. */
export const singleAnswerAssessRequestSchema = z.object({ questionId: questionIdSchema, ...singleChoiceAnswerSchema.shape });

/** `POST /write-from-dictation/assess`: the sentence as typed. */
export const writeFromDictationAssessRequestSchema = z.object({
  questionId: questionIdSchema,
  ...questionTypes['write-from-dictation'].answer.shape,
});

/** `POST /highlight-incorrect-words/assess`: indices of the clicked words (0-based, split on whitespace). */
export const highlightIncorrectWordsAssessRequestSchema = z.object({
  questionId: questionIdSchema,
  ...questionTypes['highlight-incorrect-words'].answer.shape,
});

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

/** `POST /question-attempt`: a re-order attempt scored on the client, saved with the order as JSON text. */
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

/** A re-order attempt as the web app keeps it (the spec's reorder result, plus PTE's pair score). */
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
