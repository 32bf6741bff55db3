import { questionTypeIds, sections } from '@pte/exam';
import { z } from 'zod';
import { attemptSchema } from './assessment';
import { dataEnvelope } from './envelope';
import { paginationSchema, publicQuestionSchema } from './questions';

/** The four PTE skills an attempt can feed (the same names as the practice sections). */
export const skillIds = sections.map((section) => section.id) as [(typeof sections)[number]['id'], ...(typeof sections)[number]['id'][]];

/** Whether `zone` is an IANA time zone this runtime knows, e.g. `Europe/London`. */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The learner's time zone as the browser reports it (IANA name); days and weeks are counted in it. */
export const timeZoneSchema = z
  .string()
  .max(64, 'Unknown time zone')
  .refine(isTimeZone, 'Unknown time zone: send an IANA name such as Europe/London')
  .default('UTC');

/** A 10–90 score bound of the history filter. */
const scoreBoundSchema = z.coerce.number({ error: 'Scores are numbers from 10 to 90' }).int('Scores are whole numbers').min(10, 'Scores run from 10 to 90').max(90, 'Scores run from 10 to 90');

/**
 * Query of `GET /study-history`: one page of the learner's attempts, newest first, filtered by the skill they
 * feed, task type, the days they were made (`from`/`to`, inclusive, in `timeZone`) and their 10–90 score.
 */
export const studyHistoryQuerySchema = z
  .object({
    page: z.coerce.number({ error: 'Page must be a number' }).int('Page must be a whole number').min(1, 'Pages start at 1').max(100_000, 'There is no such page').default(1),
    pageSize: z.coerce.number({ error: 'Page size must be a number' }).int('Page size must be a whole number').min(1, 'Show at least 1 attempt a page').max(50, 'Show at most 50 attempts a page').default(10),
    skill: z.enum(skillIds, { error: `Unknown skill: use one of ${skillIds.join(', ')}` }).optional(),
    type: z.enum(questionTypeIds, { error: 'Unknown task type' }).optional(),
    from: z.iso.date('Give dates as YYYY-MM-DD').optional(),
    to: z.iso.date('Give dates as YYYY-MM-DD').optional(),
    minScore: scoreBoundSchema.optional(),
    maxScore: scoreBoundSchema.optional(),
    timeZone: timeZoneSchema,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: 'The first day must not be after the last day', path: ['from'] })
  .refine((query) => query.minScore === undefined || query.maxScore === undefined || query.minScore <= query.maxScore, {
    message: 'The lowest score must not be above the highest',
    path: ['minScore'],
  });

/** The query of `GET /study-history`, as read. */
export type StudyHistoryQuery = z.infer<typeof studyHistoryQuerySchema>;

/** One attempt in the history list: what it was, when, and how it scored. */
const historyEntrySchema = z.object({
  id: z.string(),
  questionId: z.string(),
  questionType: z.enum(questionTypeIds),
  /** The question's title as served. */
  title: z.string(),
  /** The 10–90 score the assessment gave, or null when the attempt has none. */
  score: z.number().int().nullable(),
  /** The marks behind it. */
  total: z.object({ score: z.number(), max: z.number() }).nullable(),
  /** Whether a recording of the answer is kept. */
  hasRecording: z.boolean(),
  timeTaken: z.number().nullable(),
  createdAt: z.iso.datetime(),
});

/** An attempt as the history list shows it. */
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** `GET /study-history` answers `{ data: { attempts, pagination } }`. */
export const studyHistoryResponseSchema = dataEnvelope(
  z.object({ attempts: z.array(historyEntrySchema), pagination: paginationSchema.extend({ pageSize: z.number().int().min(1) }) }),
);

/** The answer of `GET /study-history`. */
export type StudyHistoryPage = z.infer<typeof studyHistoryResponseSchema>['data'];

/** Path parameters of `GET` and `DELETE /study-history/{attemptId}`. */
export const historyAttemptParamsSchema = z.object({ attemptId: z.uuid('Not an attempt id') });

/**
 * `GET /study-history/{attemptId}` answers `{ data: { attempt, question, servedThen, practisable } }`: the stored
 * attempt (its answer and the assessment as given then) and the question as it was served; `servedThen` is false for
 * an attempt stored before questions were kept with attempts, shown with the bank's current version instead;
 * `practisable` is false when the question can no longer be practised (it left the bank, or it is now kept for the
 * mock tests): the attempt still shows, but there is no practice page to try it again on.
 */
export const historyAttemptResponseSchema = dataEnvelope(
  z.object({ attempt: attemptSchema, question: publicQuestionSchema, servedThen: z.boolean(), practisable: z.boolean() }),
);

/** The answer of `GET /study-history/{attemptId}`. */
export type HistoryAttempt = z.infer<typeof historyAttemptResponseSchema>['data'];
