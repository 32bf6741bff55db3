import { z } from 'zod';
import { dataEnvelope } from './envelope';
import { apiErrorSchema } from './errors';
import { timeZoneSchema } from './study-history';

/** The longest question the assistant takes, in characters (after surrounding spaces are trimmed). */
export const assistantMessageMaxLength = 1000;

/** How many messages `GET /assistant/messages` answers at most: the latest ones. */
export const assistantHistoryLimit = 50;

/** True when `text` holds a control character other than a tab or a line break (not plain text). */
function hasControlCharacter(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127) return true;
  }
  return false;
}

/**
 * `POST /assistant/messages` body: the learner's question in plain text, 1–1,000 characters once trimmed, with at
 * least one letter or digit; and their time zone, in which "today" and "this month" are read.
 */
export const assistantMessageRequestSchema = z
  .object({
    message: z
      .string({ error: 'Type a question for the assistant.' })
      .trim()
      .min(1, 'Type a question for the assistant.')
      .max(assistantMessageMaxLength, `Keep your question to ${assistantMessageMaxLength.toLocaleString('en-GB')} characters or fewer.`)
      .refine((message) => /[\p{L}\p{N}]/u.test(message), 'Type your question in words: the message has no letters or numbers.')
      .refine((message) => !hasControlCharacter(message), 'Use plain text only: remove the invisible control characters.'),
    timeZone: timeZoneSchema,
  })
  .strict();

/** Where an answer's sources are: a guide or Help Center section, or a page of the app with the learner's data. */
const assistantCitationSchema = z.object({
  title: z.string().describe('The guide, article or page, e.g. “Read Aloud” or “Progress Report”'),
  href: z.string().describe('The web app route, with `#heading-id` for a section of a guide or article'),
  section: z.string().nullable().describe('The section heading the answer comes from; null for a whole page'),
});

/** A source an answer cites. */
export type AssistantCitation = z.infer<typeof assistantCitationSchema>;

/**
 * What an assistant answer rests on: `your-data` (the learner's own results), `guides` (passages of the guides and
 * Help Center), `none` (nothing relevant found: the answer says so).
 */
export const assistantAnswerSources = ['your-data', 'guides', 'none'] as const;

/**
 * Who wrote an answer: `built-in` (the assistant's own answer, quoted from the passages or read from the learner's
 * data) or `model` (the configured language model, given the same passages and data and told to answer only from
 * them).
 */
export const assistantAnswerers = ['built-in', 'model'] as const;

/** One message of the conversation: the learner's question or the assistant's answer. */
const assistantMessageSchema = z.object({
  id: z.number().int().describe('Increases with every message: later messages have larger ids'),
  role: z.enum(['learner', 'assistant']),
  text: z.string().describe('Plain text; lines starting with "- " are list items'),
  citations: z.array(assistantCitationSchema).describe('The sources of an answer, best first; empty for a question'),
  source: z.enum(assistantAnswerSources).nullable().describe('What an answer rests on; null for a question'),
  answeredBy: z.enum(assistantAnswerers).nullable().describe('Who wrote an answer (the built-in assistant or the language model); null for a question'),
  createdAt: z.iso.datetime(),
});

/** A message of the conversation. */
export type AssistantMessage = z.infer<typeof assistantMessageSchema>;

/** `POST /assistant/messages` answer: the question as stored and the assistant's answer. */
export const assistantReplyResponseSchema = dataEnvelope(z.object({ question: assistantMessageSchema, answer: assistantMessageSchema }));

/** The question and answer of one exchange. */
export type AssistantReply = z.infer<typeof assistantReplyResponseSchema>['data'];

/** `GET /assistant/messages` answer: the latest 50 messages of the learner's conversation, oldest first. */
export const assistantHistoryResponseSchema = dataEnvelope(z.object({ messages: z.array(assistantMessageSchema).max(assistantHistoryLimit) }));

/** `DELETE /assistant/messages` answer: how many messages were deleted. */
export const assistantDeleteResponseSchema = dataEnvelope(z.object({ deleted: z.number().int().min(0) }));

/**
 * `POST /assistant/explanations` body: which result to explain — one of the learner's attempts by its id, or their
 * latest attempt at a question (the result a practice page has just shown) — and their time zone, in which the
 * attempt's date is written.
 */
export const assistantExplanationRequestSchema = z
  .object({
    attemptId: z.uuid('Not an attempt id').optional(),
    questionId: z.string().trim().min(1, 'Give the id of a question').max(100, 'Unknown question').optional(),
    timeZone: timeZoneSchema,
  })
  .strict()
  .refine((body) => (body.attemptId === undefined) !== (body.questionId === undefined), {
    message: 'Say which result to explain: an attempt id or a question id, not both.',
    path: ['attemptId'],
  });

/** The body of `POST /assistant/explanations`. */
export type AssistantExplanationRequest = z.infer<typeof assistantExplanationRequestSchema>;

/**
 * The events of an answer streamed as Server-Sent Events (`Accept: text/event-stream`), each `data` a JSON object:
 * `delta` (more text, in order), `replace` (the language model broke off: this whole text replaces what was sent),
 * then `done` with the stored exchange (the answer's final text, its citations and who wrote it), or `error` when
 * the exchange could not be kept.
 */
export const assistantStreamEventSchemas = {
  delta: z.object({ text: z.string() }),
  replace: z.object({ text: z.string() }),
  done: assistantReplyResponseSchema,
  error: apiErrorSchema,
} as const;

/** The name of a streamed answer's event. */
export type AssistantStreamEventName = keyof typeof assistantStreamEventSchemas;
