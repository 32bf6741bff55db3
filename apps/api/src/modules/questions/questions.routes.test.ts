import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { apiErrorSchema, questionsPageResponseSchema } from '@pte/contract';
import { poolOf, questionTypeList, type ContentItem } from '@pte/exam';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, describeEachDatabase, signUpLearner, type TestLearner } from '../../../test/test-app';
import { defaultContentDir, loadQuestionBank, readQuestionBank } from './question-bank.loader';

const contentDir = defaultContentDir();
const { items } = await readQuestionBank(contentDir);
/** The bank's practice items per fetch section, in page order (by id): the mock-test items are never served here. */
const bySection = new Map<string, ContentItem[]>(
  questionTypeList.map((type) => [type.fetchSection, items.filter((item) => item.type === type.id && poolOf(item) === 'practice')]),
);
/** The bank's mock-test items (`"pool": "mock"`) per fetch section. */
const mockBySection = new Map<string, ContentItem[]>(
  questionTypeList.map((type) => [type.fetchSection, items.filter((item) => item.type === type.id && poolOf(item) === 'mock')]),
);

/** Fetch sections listed in docs/product-behaviour.md#api-calls, each paged through below. */
const specSections = [
  'speaking-read-aloud', 'speaking-repeat-sentence', 'speaking-describe-image', 'speaking-re-tell-lecture',
  'speaking-answer-short-question', 'writing-summarize-text', 'reading-writing-fill-in-the-blanks', 'reading-mcsa',
  'reading-mcma', 'reading-reorder-paragraphs', 'listening-mcsa', 'listening-mcma', 'listening-highlight-summary',
  'listening-select-missing-word', 'listening-fill-in-the-blanks', 'listening-highlight-incorrect-words',
  'listening-write-from-dictation', 'listening-summarize-spoken-text', 'writing-write-essay',
];

describeEachDatabase('GET /questions/category-section/{section}', (t) => {
  let learner: TestLearner;
  const page = (section: string, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/questions/category-section/${section}${query}`, headers: bearer(learner.token) });

  beforeAll(async () => {
    await loadQuestionBank(t.database, contentDir);
    learner = await signUpLearner(t.app);
  });

  it('answers 401 without a signed-in learner', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/questions/category-section/reading-mcsa?page=1' });
    expect(response.statusCode).toBe(401);
    expect(apiErrorSchema.parse(response.json()).code).toBe('UNAUTHORIZED');
  });

  it.each(specSections)('serves %s', async (section) => {
    const response = await page(section, '?page=1');
    expect(response.statusCode).toBe(200);
    const { data } = questionsPageResponseSchema.parse(response.json());
    const expected = bySection.get(section) ?? [];
    expect(data.pagination).toEqual({ page: 1, totalPages: expected.length, total: expected.length });
    expect(data.questions.map((question) => question.id)).toEqual(expected.slice(0, 1).map((item) => item.id));
  });

  describe.each(questionTypeList.filter((type) => (bySection.get(type.fetchSection) ?? []).length > 0).map((type) => [type.id, type] as const))(
    '%s questions',
    (_id, type) => {
      const sectionItems = bySection.get(type.fetchSection) ?? [];

      it('show page n the n-th item in id order, with what the learner may see and nothing else', async () => {
        const n = Math.min(2, sectionItems.length);
        const item = sectionItems[n - 1]!;
        const response = await page(type.fetchSection, `?page=${n}`);
        expect(response.statusCode).toBe(200);
        const body = response.json<{ data: { questions: Record<string, unknown>[] } }>();
        const question = body.data.questions[0]!;
        expect(questionsPageResponseSchema.parse(body).data.pagination).toEqual({ page: n, totalPages: sectionItems.length, total: sectionItems.length });
        expect(question).toMatchObject({ id: item.id, type: item.type, title: item.title, topic: item.topic, difficulty: item.difficulty, prompt: item.prompt });
        const keys = ['id', 'type', 'title', 'topic', 'difficulty', 'prompt'];
        if (question.media !== undefined) keys.push('media');
        expect(Object.keys(question).sort()).toEqual(keys.sort());

        const text = response.body;
        expect(text).not.toContain(item.explanation);
        // Respond to a Situation shows its situation and plays it: its script is the visible prompt, nothing more.
        const scriptIsPrompt = item.type === 'respond-to-a-situation' && item.audio?.script === item.prompt.situation;
        if (item.audio && !scriptIsPrompt) expect(text).not.toContain(item.audio.script);
        if (item.modelAnswer) expect(text).not.toContain(item.modelAnswer);
        expect(text).not.toContain('answerKey');
        for (const keyField of Object.keys(item.answerKey)) expect(text).not.toContain(`"${keyField}"`);

        if (item.audio) {
          expect(question.media).toEqual(expect.objectContaining({ audioUrl: expect.stringMatching(new RegExp(`^/api/media/${item.id}\\.mp3\\?v=[0-9a-f]{16}$`)) }));
        }
        if ('image' in item.prompt) {
          const image = item.prompt.image;
          if (existsSync(join(contentDir, 'media', image))) expect(question.media).toEqual({ imageUrl: expect.stringMatching(new RegExp(`^/api/media/${image.replace('.', '\\.')}\\?v=`)) });
          else expect(question.media).toBeUndefined();
        }
        if (!item.audio && !('image' in item.prompt)) expect(question.media).toBeUndefined();
      });

      it('show the last item on the last page and answer 404 past it', async () => {
        const last = await page(type.fetchSection, `?page=${sectionItems.length}`);
        expect(questionsPageResponseSchema.parse(last.json()).data.questions[0]?.id).toBe(sectionItems.at(-1)?.id);
        const past = await page(type.fetchSection, `?page=${sectionItems.length + 1}`);
        expect(past.statusCode).toBe(404);
        expect(apiErrorSchema.parse(past.json()).message).toBe(
          `Page ${sectionItems.length + 1} does not exist: the “${type.fetchSection}” section has ${sectionItems.length} question${sectionItems.length === 1 ? '' : 's'}, one per page.`,
        );
      });
    },
  );

  it('never serves a mock-test item: every page of a section is a practice item, and a mock item’s id is not found', async () => {
    const section = 'writing-write-essay';
    const practice = bySection.get(section) ?? [];
    const kept = mockBySection.get(section) ?? [];
    expect(kept.length, 'the bank keeps Write Essay items for the mock tests').toBeGreaterThan(0);
    const served: string[] = [];
    for (let n = 1; n <= practice.length; n += 1) {
      const { data } = questionsPageResponseSchema.parse((await page(section, `?page=${n}`)).json());
      expect(data.pagination.total).toBe(practice.length);
      served.push(...data.questions.map((question) => question.id));
    }
    expect(served).toEqual(practice.map((item) => item.id));
    expect((await page(section, `?page=${practice.length + 1}`)).statusCode).toBe(404);
    for (const item of kept) {
      const response = await page(section, `?id=${item.id}`);
      expect(response.statusCode).toBe(404);
      expect(apiErrorSchema.parse(response.json()).message).toBe(`Question “${item.id}” is not available for practice: it is kept for the mock tests.`);
    }
  });

  it('defaults to page 1', async () => {
    const response = await page('reading-mcsa');
    expect(questionsPageResponseSchema.parse(response.json()).data.pagination.page).toBe(1);
  });

  it('jumps to the page of a question given by id', async () => {
    const section = bySection.get('reading-mcsa') ?? [];
    const target = section[Math.min(2, section.length - 1)]!;
    const response = await page('reading-mcsa', `?id=${target.id}&page=1`);
    const { data } = questionsPageResponseSchema.parse(response.json());
    expect(data.questions[0]?.id).toBe(target.id);
    expect(data.pagination.page).toBe(section.indexOf(target) + 1);

    const elsewhere = await page('reading-mcma', `?id=${target.id}`);
    expect(elsewhere.statusCode).toBe(404);
    expect(apiErrorSchema.parse(elsewhere.json()).message).toBe(`Question “${target.id}” is not in the “reading-mcma” section.`);
  });

  it('answers 404 for a section that does not exist, naming it', async () => {
    const response = await page('reading-everything', '?page=1');
    expect(response.statusCode).toBe(404);
    const body = apiErrorSchema.parse(response.json());
    expect(body.code).toBe('NOT_FOUND');
    expect(body.message).toMatch(/^There is no question section called “reading-everything”\. The sections are: .*reading-mcsa/);
  });

  it.each(['0', '-1', '1.5', 'two', ''])('answers 400 for page=%j', async (value) => {
    const response = await page('reading-mcsa', `?page=${value}`);
    expect(response.statusCode).toBe(400);
    const body = apiErrorSchema.parse(response.json());
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details?.map((detail) => detail.path)).toEqual(['page']);
  });
});
