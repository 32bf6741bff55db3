import { questionTypeIds } from '@pte/exam';
import { z } from 'zod';
import { dataEnvelope } from './envelope';

/** The most results `GET /search` gives for one query. */
const maxSearchResults = 20;

/**
 * Query of `GET /search?q=&limit=`: the text searched for (trimmed, 1–100 characters) and how many results of each
 * kind to give (1–{@link maxSearchResults}, 8 when not given).
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

/** What a guide or Help Center hit shares: the page, the section that matched and a snippet of it. */
const pageSectionHit = {
  /** The section's link: the page's route and the heading's anchor (the route alone for the page's summary). */
  id: z.string(),
  /** The page's title, e.g. "Read Aloud". */
  title: z.string(),
  /** The heading of the section that matched; null when the page's summary matched. */
  section: z.string().nullable(),
  /** A short piece of the section's text around what matched. */
  snippet: z.string(),
  /** Where the result leads: the page, at the section's heading, e.g. `/resources/study-materials/read-aloud#timing`. */
  url: z.string(),
};

/** A section of a Study Materials guide: a task guide or a skill guide. */
const guideSearchHitSchema = z.object({ kind: z.literal('guide'), ...pageSectionHit, guide: z.enum(['task', 'skill']) });

/** A section of a Help Center article. */
const helpSearchHitSchema = z.object({ kind: z.literal('help'), ...pageSectionHit });

/** One search result, told apart by `kind`: a question of the bank, a section of a guide or of a help article. */
const searchHitSchema = z.discriminatedUnion('kind', [questionSearchHitSchema, guideSearchHitSchema, helpSearchHitSchema]);

/** A search result of the API. */
export type SearchHit = z.infer<typeof searchHitSchema>;

/**
 * `GET /search` answers `{ data: { results } }`: the questions first, best first, then the guides' sections, then the
 * help articles' sections (each best first, one per page), at most `limit` of each kind.
 */
export const searchResponseSchema = dataEnvelope(z.object({ results: z.array(searchHitSchema) }));

/** A question found by the search. */
export type QuestionSearchHit = Extract<SearchHit, { kind: 'question' }>;

/** A section of a guide or help article found by the search. */
export type PageSectionSearchHit = Extract<SearchHit, { kind: 'guide' | 'help' }>;
