import { difficulties } from '@pte/exam';
import { z } from 'zod';
import { dataEnvelope } from './envelope';
import { paginationSchema } from './questions';

/** A yes/no filter of the question list. */
const yesNoSchema = z.enum(['yes', 'no'], { error: 'Use yes or no' });

/**
 * Path parameters of `GET /questions/list/{section}`. Any text is read here; a section the registry does not
 * know answers 404 (there is no such list), not 400.
 */
export const questionListParamsSchema = z.object({
  section: z.string().max(100, 'Unknown question section'),
});

/**
 * Query of `GET /questions/list/{section}`: the section's questions filtered by whether the learner has practised
 * them, difficulty, topic and bookmark, a page at a time.
 */
export const questionListQuerySchema = z.object({
  practised: yesNoSchema.optional(),
  difficulty: z.enum(difficulties, { error: `Unknown difficulty: use one of ${difficulties.join(', ')}` }).optional(),
  topic: z.string().trim().min(1, 'Give a topic').max(100, 'Unknown topic').optional(),
  bookmarked: z.literal('yes', { error: 'Use bookmarked=yes to list only your bookmarks' }).optional(),
  page: z.coerce.number({ error: 'Page must be a number' }).int('Page must be a whole number').min(1, 'Pages start at 1').max(100_000, 'There is no such page').default(1),
  pageSize: z.coerce
    .number({ error: 'Page size must be a number' })
    .int('Page size must be a whole number')
    .min(1, 'Show at least 1 question a page')
    .max(100, 'Show at most 100 questions a page')
    .default(50),
});

/** The query of `GET /questions/list/{section}`, as read. */
export type QuestionListQuery = z.infer<typeof questionListQuerySchema>;

/** One question of a section's list, with the learner's own record of it. */
const questionListEntrySchema = z.object({
  id: z.string(),
  /** Its page number in the section's practice page. */
  position: z.number().int().min(1),
  title: z.string(),
  topic: z.string(),
  difficulty: z.enum(difficulties),
  bookmarked: z.boolean(),
  /** How many times the learner has answered it. */
  attempts: z.number().int().min(0),
  /** The learner's best 10–90 score on it, or null when no attempt has one. */
  bestScore: z.number().int().min(10).max(90).nullable(),
});

/** A question as the section's list shows it. */
export type QuestionListEntry = z.infer<typeof questionListEntrySchema>;

/**
 * `GET /questions/list/{section}` answers `{ data: { questions, topics, pagination } }`: the matching questions in
 * page order and every topic of the section (for the topic filter).
 */
export const questionListResponseSchema = dataEnvelope(
  z.object({
    questions: z.array(questionListEntrySchema),
    topics: z.array(z.string()),
    pagination: paginationSchema.extend({ pageSize: z.number().int().min(1) }),
  }),
);

/** The answer of `GET /questions/list/{section}`. */
export type QuestionList = z.infer<typeof questionListResponseSchema>['data'];

/** Path parameters of `GET`, `PUT` and `DELETE /bookmarks/{questionId}`. */
export const bookmarkParamsSchema = z.object({
  questionId: z.string().trim().min(1, 'Give the id of a question').max(100, 'Unknown question'),
});

/** `GET`, `PUT` and `DELETE /bookmarks/{questionId}` answer `{ data: { questionId, bookmarked } }`. */
export const bookmarkResponseSchema = dataEnvelope(z.object({ questionId: z.string(), bookmarked: z.boolean() }));

/** Whether a question is bookmarked. */
export type BookmarkState = z.infer<typeof bookmarkResponseSchema>['data'];
