import { parseContentItem, questionTypeList, sampleItems, toPublicQuestion } from '@pte/exam';
import { describe, expect, it } from 'vitest';
import { fetchSections, isFetchSection, publicQuestionSchema, questionsPageParamsSchema, questionsPageQuerySchema, questionsPageResponseSchema } from './questions';

describe('publicQuestionSchema', () => {
  it.each(questionTypeList.map((type) => [type.id]))('accepts the public form of a %s item', (id) => {
    const question = toPublicQuestion(parseContentItem(sampleItems[id]));
    expect(publicQuestionSchema.parse(question)).toEqual(question);
    expect(publicQuestionSchema.parse({ ...question, media: { audioUrl: '/api/media/x.mp3?v=1' } }).media).toEqual({ audioUrl: '/api/media/x.mp3?v=1' });
  });

  it("checks each type's prompt against that type's schema", () => {
    const question = toPublicQuestion(parseContentItem(sampleItems['reading-multiple-choice-single-answer']));
    expect(publicQuestionSchema.safeParse({ ...question, type: 'write-from-dictation' }).success).toBe(false);
    expect(publicQuestionSchema.safeParse({ ...question, type: 'dance' }).success).toBe(false);
  });
});

describe('GET /questions/category-section/{section}?page={n}', () => {
  it('knows every section the spec names and no others', () => {
    for (const section of ['speaking-read-aloud', 'writing-summarize-text', 'reading-mcsa', 'listening-select-missing-word']) {
      expect(questionsPageParamsSchema.parse({ section }).section).toBe(section);
      expect(isFetchSection(section)).toBe(true);
    }
    expect(fetchSections).toHaveLength(questionTypeList.length);
    // An unknown section is read (the API answers 404 for it), but it is not a fetch section.
    expect(questionsPageParamsSchema.parse({ section: 'reading-everything' }).section).toBe('reading-everything');
    expect(isFetchSection('reading-everything')).toBe(false);
  });

  it.each(['reading-multiple-choice-single-answer', 're-order-paragraphs'] as const)('strips an answer key that slipped into a %s question', (id) => {
    const item = parseContentItem(sampleItems[id]);
    const leaked = { ...toPublicQuestion(item), answerKey: item.answerKey };
    expect(publicQuestionSchema.parse(leaked)).not.toHaveProperty('answerKey');
    expect(publicQuestionSchema.parse(toPublicQuestion(item))).toEqual(toPublicQuestion(item));
  });

  it.each([
    [{}, 1],
    [{ page: '3' }, 3],
    [{ page: 7 }, 7],
    [{ id: 'rmcsa-001-x' }, 1],
  ])('reads page from %j', (query, page) => {
    expect(questionsPageQuerySchema.parse(query).page).toBe(page);
  });

  it.each([[{ page: '0' }], [{ page: '-2' }], [{ page: '1.5' }], [{ page: 'two' }]])('rejects %j', (query) => {
    expect(questionsPageQuerySchema.safeParse(query).success).toBe(false);
  });

  it('describes the page answer', () => {
    const question = toPublicQuestion(parseContentItem(sampleItems['re-order-paragraphs']));
    const body = { data: { questions: [question], pagination: { page: 1, totalPages: 15, total: 15 } } };
    expect(questionsPageResponseSchema.parse(body)).toEqual(body);
    expect(questionsPageResponseSchema.safeParse({ data: { questions: [question] } }).success).toBe(false);
  });
});
