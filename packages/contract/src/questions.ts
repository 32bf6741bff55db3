import {
  difficulties,
  questionTypeIds,
  questionTypeList,
  questionTypes,
  type PublicQuestion,
  type QuestionTypeId,
} from '@pte/exam';
import { z } from 'zod';
import { dataEnvelope } from './envelope';

/** Where a question's recording or picture can be fetched (`/api/media/<file>?v=<content hash>`). */
const questionMediaSchema = z.object({
  /** The item's recording: listening types and the speaking types that play one. */
  audioUrl: z.string().optional(),
  /** The item's picture: describe image. */
  imageUrl: z.string().optional(),
});

// No answer key in any type's schema: a key that slipped into a question is stripped from the answer, never sent.
function publicQuestionSchemaOf<Id extends QuestionTypeId>(type: Id) {
  return z.object({
    id: z.string(),
    type: z.literal(type),
    title: z.string(),
    topic: z.string(),
    difficulty: z.enum(difficulties),
    prompt: questionTypes[type].prompt as (typeof questionTypes)[Id]['prompt'],
    media: questionMediaSchema.optional(),
  });
}

type PublicQuestionSchemaOf<Id extends QuestionTypeId> = ReturnType<typeof publicQuestionSchemaOf<Id>>;

type AnyPublicQuestionSchema = { [K in QuestionTypeId]: PublicQuestionSchemaOf<K> }[QuestionTypeId];

/**
 * A question as the learner sees it before answering, discriminated by `type`; each type's `prompt` is that
 * type's prompt schema from the registry. No audio script, explanation, model answer or answer key.
 */
export const publicQuestionSchema = z.discriminatedUnion(
  'type',
  questionTypeIds.map((id) => publicQuestionSchemaOf(id)) as [AnyPublicQuestionSchema, ...AnyPublicQuestionSchema[]],
);

// The schema and @pte/exam's `PublicQuestion` must describe the same object.
type PublicQuestionMatchesExam = [z.infer<typeof publicQuestionSchema>] extends [PublicQuestion]
  ? [PublicQuestion] extends [z.infer<typeof publicQuestionSchema>]
    ? true
    : false
  : false;
const _publicQuestionMatchesExam: PublicQuestionMatchesExam = true;

/** Fetch-section keys accepted by `GET /questions/category-section/{section}`, one per task type. */
export const fetchSections = questionTypeList.map((type) => type.fetchSection) as [string, ...string[]];

/** Whether `section` is a fetch-section key of the registry. */
export function isFetchSection(section: string): boolean {
  return (fetchSections as readonly string[]).includes(section);
}

/**
 * Path parameters of `GET /questions/category-section/{section}`. Any text is read here; a section the registry
 * does not know answers 404 (there is no such resource), not 400.
 */
export const questionsPageParamsSchema = z.object({
  section: z.string().max(100, 'Unknown question section'),
});

/**
 * Query of `GET /questions/category-section/{section}?page={n}`: pages start at 1, one question per page.
 * `id` (a question id) jumps to the page of that question instead.
 */
export const questionsPageQuerySchema = z.object({
  page: z.coerce.number({ error: 'Page must be a number' }).int('Page must be a whole number').min(1, 'Pages start at 1').max(100_000, 'There is no such page').default(1),
  id: z.string().trim().min(1, 'Give the id of a question').max(100, 'Unknown question').optional(),
});

/** Pagination of a list: the page shown (from 1), how many pages and items there are. */
export const paginationSchema = z.object({
  page: z.number().int().min(1),
  totalPages: z.number().int().min(0),
  total: z.number().int().min(0),
});

/** `GET /questions/category-section/{section}?page={n}` answers `{ data: { questions, pagination } }`. */
export const questionsPageResponseSchema = dataEnvelope(
  z.object({ questions: z.array(publicQuestionSchema), pagination: paginationSchema }),
);

/** The answer of `GET /questions/category-section/{section}`. */
export type QuestionsPageResponse = z.infer<typeof questionsPageResponseSchema>;
