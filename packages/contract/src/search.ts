import { questionTypeIds } from '@pte/exam';
import { z } from 'zod';
import { dataEnvelope } from './envelope';

/** The most results `GET /search` gives for one query. */
const maxSearchResults = 20;

/**
 * Query of `GET /search?q=&limit=`: the text searched for (trimmed, 1–100 characters) and how many results to
 * give (1–{@link maxSearchResults}, 8 when not given).
 */
export const searchQuerySchema = z.object({
  q: z
    .string({ error: 'Type what to search for' })
    .trim()
    .min(1, 'Type what to search for')
    .max(100, 'Search for at most 100 characters'),
  limit: z.coerce
    .number({ error: 'The limit must be a number' })
    .int('The limit must be a whole number')
    .min(1, 'Ask for at least 1 result')
    .max(maxSearchResults, `Ask for at most ${maxSearchResults} results`)
    .default(8),
});

/** The query of `GET /search`, as read. */
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** A question of the bank found by its title, text or topic. */
const questionSearchHitSchema = z.object({
  kind: z.literal('question'),
  id: z.string(),
  title: z.string(),
  type: z.enum(questionTypeIds),
  topic: z.string(),
  /** A short piece of the question's text around what matched (its beginning when the title or topic matched). */
  snippet: z.string(),
  /** The question's practice page at its page number, e.g. `/reading/multiple-choice-single-answer?page=3`. */
  url: z.string(),
});

/**
 * One search result, told apart by `kind`. Questions are the only kind the server searches today; help and guide
 * articles will be another kind of this union when they exist (pages are searched in the web app itself).
 */
const searchHitSchema = z.discriminatedUnion('kind', [questionSearchHitSchema]);

/** A search result of the API. */
export type SearchHit = z.infer<typeof searchHitSchema>;

/** `GET /search` answers `{ data: { results } }`, best match first. */
export const searchResponseSchema = dataEnvelope(z.object({ results: z.array(searchHitSchema) }));
