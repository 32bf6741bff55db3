import { apiErrorSchema, searchResponseSchema, type SearchHit } from '@pte/contract';
import { questionTypes } from '@pte/exam';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentFingerprints, questions } from '../../db/schema';
import { bankItemOf, contentDir, mockItemOf } from '../../../test/bank-items';
import { bearer, describeEachDatabase, signUpLearner, type TestLearner } from '../../../test/test-app';
import { bankFingerprintName, loadQuestionBank } from '../questions/question-bank.loader';
import { searchableTextOf } from './question-search-text';

describe('searchableTextOf', () => {
  it('reads every text of a prompt, blanks as “…”, but no letters or file names', () => {
    const text = searchableTextOf({ passage: 'Bees {{1}} flowers.', options: [{ id: 'A', text: 'Pollen' }], image: 'chart-1.svg', alt: 'A bar chart' });
    expect(text).toBe('Bees … flowers.\nPollen\nA bar chart');
  });
});

describeEachDatabase('search', (t) => {
  let learner: TestLearner;
  const mcsa = bankItemOf('reading-multiple-choice-single-answer');
  const dictation = bankItemOf('write-from-dictation');
  const essay = bankItemOf('write-essay');
  const get = (query: string) => t.app.inject({ method: 'GET', url: `/api/search${query}`, headers: bearer(learner.token) });
  const search = async (q: string, limit?: number): Promise<SearchHit[]> => {
    const response = await get(`?${new URLSearchParams({ q, ...(limit ? { limit: String(limit) } : {}) })}`);
    expect(response.statusCode, response.body).toBe(200);
    return searchResponseSchema.parse(response.json()).data.results;
  };

  beforeAll(async () => {
    await loadQuestionBank(t.database, contentDir);
    learner = await signUpLearner(t.app);
  });

  it('finds a question by a phrase from its passage, with a snippet around it and its practice page', async () => {
    const phrase = mcsa.prompt.passage.split(/\s+/).slice(40, 46).join(' ');
    const [first] = await search(phrase);
    expect(first).toMatchObject({ kind: 'question', id: mcsa.id, title: mcsa.title, type: mcsa.type, topic: mcsa.topic });
    expect(first!.url).toMatch(/^\/reading\/multiple-choice-single-answer\?page=\d+$/);
    const [stored] = await t.database.db.select({ position: questions.position }).from(questions).where(eq(questions.id, mcsa.id));
    expect(first!.url).toBe(`/reading/multiple-choice-single-answer?page=${stored!.position}`);
    expect(first!.snippet.length).toBeLessThanOrEqual(200);
    expect(first!.snippet).toContain(phrase);
  });

  it('finds questions by title and by topic, by the start of a word and despite a typo', async () => {
    expect((await search(essay.title)).map((hit) => hit.id)).toContain(essay.id);
    const byTopic = await search(mcsa.topic, 20);
    expect(byTopic.map((hit) => hit.id)).toContain(mcsa.id);
    expect((await search('Tambor')).map((hit) => hit.id)).toContain('rmcsa-001-tambora-1816');
    expect((await search('Tamborra eruption')).map((hit) => hit.id)).toContain('rmcsa-001-tambora-1816');
  });

  it('never finds a question kept for the mock tests, by its title or by its text', async () => {
    const kept = mockItemOf('reading-multiple-choice-single-answer');
    expect(kept).toBeDefined();
    expect((await search(kept!.title, 20)).map((hit) => hit.id)).not.toContain(kept!.id);
    const phrase = kept!.prompt.passage.split(/\s+/).slice(20, 27).join(' ');
    expect((await search(phrase, 20)).map((hit) => hit.id)).not.toContain(kept!.id);
    // Every question found opens a practice page that serves it.
    for (const hit of (await search('the', 20)).filter((entry) => entry.kind === 'question')) {
      const page = await t.app.inject({ method: 'GET', url: `/api/questions/category-section/${questionTypes[hit.type].fetchSection}?${new URL(hit.url, 'http://x').searchParams}`, headers: bearer(learner.token) });
      expect(page.json<{ data: { questions: { id: string }[] } }>().data.questions[0]?.id).toBe(hit.id);
    }
  });

  it('never searches answer keys nor shows them', async () => {
    // A dictation's prompt is empty: its sentence is the answer, so it is found by title and topic only.
    const bySentence = await search(dictation.answerKey.sentence);
    expect(bySentence.map((hit) => hit.id)).not.toContain(dictation.id);
    expect((await search(dictation.title)).map((hit) => hit.id)).toContain(dictation.id);
    const hits = (await search('the', 20)).filter((hit) => hit.kind === 'question');
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits) expect(Object.keys(hit).sort()).toEqual(['id', 'kind', 'snippet', 'title', 'topic', 'type', 'url']);
  });

  it('respects the limit for each kind and answers no results for words nothing has', async () => {
    expect((await search('the', 3)).filter((hit) => hit.kind === 'question')).toHaveLength(3);
    const microphone = await search('microphone', 2);
    expect(microphone.filter((hit) => hit.kind === 'guide').length).toBeLessThanOrEqual(2);
    expect(microphone.filter((hit) => hit.kind === 'help')).toHaveLength(2);
    expect(await search('zzqxv')).toEqual([]);
  });

  it('finds the sections of guides and help articles, each linking to its page at the section, one per page', async () => {
    const fluency = await search('fluency drills');
    expect(fluency).toContainEqual({
      kind: 'guide',
      guide: 'skill',
      id: '/resources/study-materials/skills/oral-fluency#drills',
      title: 'Oral fluency',
      section: 'Drills',
      snippet: expect.stringMatching(/fluency|drill/i) as string,
      url: '/resources/study-materials/skills/oral-fluency#drills',
    });

    const microphone = await search('allow microphone');
    const article = microphone.find((hit) => hit.kind === 'help' && hit.url.startsWith('/resources/help/microphone-setup'));
    expect(article).toMatchObject({ title: 'Setting up your microphone', section: 'Allow the microphone', url: '/resources/help/microphone-setup#allow-the-microphone' });
    expect(article!.snippet).toContain('microphone');
    const pages = microphone.filter((hit) => hit.kind !== 'question').map((hit) => hit.url.split('#')[0]);
    expect(new Set(pages).size).toBe(pages.length);

    // A task guide's summary (no section) links to the page itself.
    const readAloud = await search('Read Aloud asks you to read');
    expect(readAloud).toContainEqual(expect.objectContaining({ kind: 'guide', guide: 'task', section: null, url: '/resources/study-materials/read-aloud' }));
  });

  it('lists the questions first, so a phrase from an item still finds that item at the top', async () => {
    const phrase = mcsa.prompt.passage.split(/\s+/).slice(40, 46).join(' ');
    const hits = await search(phrase);
    expect(hits[0]).toMatchObject({ kind: 'question', id: mcsa.id });
    const order = { question: 0, guide: 1, help: 2 } as const;
    const kinds = hits.map((hit) => order[hit.kind]);
    expect(kinds).toEqual([...kinds].sort((a, b) => a - b));
    // A word of both the bank and the guides gives both kinds, questions before guides and help.
    const both = await search('pollinators');
    expect(both[0]?.kind).toBe('question');
    expect(both.some((hit) => hit.kind !== 'question')).toBe(true);
  });

  it.each([
    ['', 'Type what to search for'],
    ['?q=', 'Type what to search for'],
    ['?q=%20%20%20', 'Type what to search for'],
    [`?q=${'a'.repeat(101)}`, 'Search for at most 100 characters'],
    ['?q=bees&limit=0', 'Ask for at least 1 result'],
    ['?q=bees&limit=many', 'The limit must be a number'],
  ])('refuses %s with a 400 saying why', async (query, message) => {
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).message).toContain(message);
  });

  it('asks for sign-in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/search?q=bees' });
    expect(response.statusCode).toBe(401);
  });

  it('rebuilds its index when the bank changes, and never finds a retired question', async () => {
    expect((await search('Tambora')).map((hit) => hit.id)).toContain(mcsa.id);
    const [stored] = await t.database.db.select().from(contentFingerprints).where(eq(contentFingerprints.name, bankFingerprintName));
    // As a load that dropped the item (while attempts keep it) would leave the database.
    await t.database.db.update(questions).set({ retiredAt: new Date() }).where(eq(questions.id, mcsa.id));
    await t.database.db.update(contentFingerprints).set({ fingerprint: 'a bank without it' }).where(eq(contentFingerprints.name, bankFingerprintName));
    try {
      expect((await search('Tambora')).map((hit) => hit.id)).not.toContain(mcsa.id);
    } finally {
      await t.database.db.update(questions).set({ retiredAt: null }).where(eq(questions.id, mcsa.id));
      await t.database.db.update(contentFingerprints).set({ fingerprint: stored!.fingerprint }).where(eq(contentFingerprints.name, bankFingerprintName));
    }
    expect((await search('Tambora')).map((hit) => hit.id)).toContain(mcsa.id);
  });
});
