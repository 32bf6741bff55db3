import { z } from 'zod';
import type { QuestionTypeDefinition } from '../question-type';
import { questionTypeIds, questionTypes, type QuestionTypeId } from '../registry';
import { itemAudioSchema, type ItemAudio } from './item-audio';
import { textField } from './text-fields';

/** How hard an item is, as its author judged it. */
export const difficulties = ['easy', 'medium', 'hard'] as const;

/** An item's difficulty. */
export type Difficulty = (typeof difficulties)[number];

/**
 * The pools the bank is split into: `practice` items are offered on the practice pages, `mock` items are kept for the
 * mock tests, so that a learner meets in a test items they have not practised. An item names its pool with
 * `"pool": "mock"`; an item without the field is a practice item.
 */
export const itemPools = ['practice', 'mock'] as const;

/** The pool an item is in: `practice` or `mock`. */
export type ItemPool = (typeof itemPools)[number];

/** A bank item id: kebab-case, unique in the whole bank, prefixed by a short type code (`rmcsa-001-coral-bleaching`). */
const itemIdSchema = z
  .string()
  .max(100, 'Use at most 100 characters')
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use a kebab-case id: lowercase letters, digits and single hyphens');

/** The prompt a task type shows, as parsed. */
export type PromptOf<Id extends QuestionTypeId> = z.output<(typeof questionTypes)[Id]['prompt']>;

/** The answer key of a task type, as parsed. */
export type AnswerKeyOf<Id extends QuestionTypeId> = z.output<(typeof questionTypes)[Id]['answerKey']>;

/** What the learner submits for a task type, as parsed. */
export type AnswerOf<Id extends QuestionTypeId> = z.output<(typeof questionTypes)[Id]['answer']>;

/** What a learner may see of an item of a task type before answering (see `PublicQuestion`). */
export interface ItemFaceOf<Id extends QuestionTypeId> {
  id: string;
  type: Id;
  title: string;
  /** Academic topic, e.g. biology, history, economics. */
  topic: string;
  difficulty: Difficulty;
  prompt: PromptOf<Id>;
}

interface ContentItemOf<Id extends QuestionTypeId> extends ItemFaceOf<Id> {
  answerKey: AnswerKeyOf<Id>;
  /** Why the answer is right, revealed after submission. */
  explanation: string;
  /** Listening and some speaking types only. */
  audio?: ItemAudio;
  /** Speaking and writing types: a model answer shown after submission. */
  modelAnswer?: string;
  /** `mock` for an item kept for the mock tests and never offered in practice; absent for a practice item. */
  pool?: 'mock';
}

/** Every bank item, one member per task type. */
type AnyContentItem = { [K in QuestionTypeId]: ContentItemOf<K> }[QuestionTypeId];

/**
 * One item of the question bank (`content/questions/<section>/<type>/<id>.json`), typed by its task type. An item
 * of some of the types (`ContentItem<'write-essay'>`) is one of all items, so a type guard can narrow to it.
 */
export type ContentItem<Id extends QuestionTypeId = QuestionTypeId> = Extract<AnyContentItem, { type: Id }>;

const commonShape = {
  id: itemIdSchema,
  title: textField(120, 'Give the item a title'),
  topic: textField(60, 'Name the topic'),
  difficulty: z.enum(difficulties),
  explanation: textField(2000, 'Explain the answer'),
  pool: z.literal('mock', { error: 'The only pool an item names is "mock"; leave the field out for a practice item' }).optional(),
};

const modelAnswerSchema = textField(5000, 'Write the model answer');

function buildContentItemSchema(type: QuestionTypeDefinition): z.ZodType {
  return z
    .strictObject({
      ...commonShape,
      type: z.literal(type.id),
      prompt: type.prompt,
      answerKey: type.answerKey,
      audio: type.audio === 'required' ? itemAudioSchema : z.never({ error: 'This task type has no audio' }).optional(),
      modelAnswer:
        type.modelAnswer === 'required'
          ? modelAnswerSchema
          : type.modelAnswer === 'optional'
            ? modelAnswerSchema.optional()
            : z.never({ error: 'This task type has no model answer' }).optional(),
    })
    .superRefine((item, context) => {
      type.checkItem?.(item, (message, path) => context.addIssue({ code: 'custom', message, path: [...path] }));
    });
}

const schemas = new Map<QuestionTypeId, z.ZodType>();

/**
 * The schema of a bank item of one task type: the common fields, the type's prompt and answer key, audio when
 * the type requires it, a model answer for speaking and writing, and the type's cross-field checks (blank
 * counts, options, agreement with the audio script).
 */
export function contentItemSchema<Id extends QuestionTypeId>(type: Id): z.ZodType<ContentItem<Id>> {
  let schema = schemas.get(type);
  if (!schema) {
    const definition: QuestionTypeDefinition = questionTypes[type];
    schema = buildContentItemSchema(definition);
    schemas.set(type, schema);
  }
  return schema as z.ZodType<ContentItem<Id>>;
}

/** The pool of a bank item: `mock` when it says so, else `practice`. */
export function poolOf(item: Pick<ContentItem, 'pool'>): ItemPool {
  return item.pool ?? 'practice';
}

const itemTypeSchema = z.object({ type: z.enum(questionTypeIds, { error: 'Unknown task type' }) });

/** Validates parsed JSON as a bank item of the type it names. Throws a `ZodError` listing every problem. */
export function parseContentItem(json: unknown): ContentItem {
  const { type } = itemTypeSchema.parse(json);
  return contentItemSchema(type).parse(json);
}
