import {
  apiErrorSchema,
  assistantDeleteResponseSchema,
  assistantHistoryResponseSchema,
  assistantReplyResponseSchema,
  type AssistantMessage,
  type AssistantReply,
} from '@pte/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { bankItemOf, contentDir } from '../../../test/bank-items';
import { storeAttempts } from '../../../test/stored-attempts';
import { bearer, describeEachDatabase, signUpLearner, type TestLearner } from '../../../test/test-app';
import { assistantMessages, attempts, testSessions } from '../../db/schema';
import { addDays, localDate } from '../progress/learner-calendar';
import { loadQuestionBank } from '../questions/question-bank.loader';
import { streamedEvents, textShown } from './streamed-events.testing';

/** A well-formed attempt id, for requests refused before any attempt is looked up. */
const readAloudAttemptIdPlaceholder = '00000000-0000-4000-8000-000000000001';

describeEachDatabase('assistant', (t) => {
  const readAloud = bankItemOf('read-aloud');
  const essay = bankItemOf('write-essay');
  const dictation = bankItemOf('write-from-dictation');
  /** Has read two Read Aloud items (fluency 4/5 six weeks ago, 2/5 today), written an essay, made a plan and sat a mock test. */
  let ana: TestLearner;
  /** Has only done a Write from Dictation item. */
  let ben: TestLearner;
  let anaSittingId: string;

  const post = (who: TestLearner | null, payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/assistant/messages', headers: who ? bearer(who.token) : {}, payload: payload as object });
  const ask = async (who: TestLearner, message: string): Promise<AssistantReply> => {
    const response = await post(who, { message, timeZone: 'UTC' });
    expect(response.statusCode, response.body).toBe(200);
    return assistantReplyResponseSchema.parse(response.json()).data;
  };
  const history = async (who: TestLearner): Promise<AssistantMessage[]> => {
    const response = await t.app.inject({ method: 'GET', url: '/api/assistant/messages', headers: bearer(who.token) });
    expect(response.statusCode, response.body).toBe(200);
    return assistantHistoryResponseSchema.parse(response.json()).data.messages;
  };

  beforeAll(async () => {
    await loadQuestionBank(t.database, contentDir);
    [ana, ben] = await Promise.all([signUpLearner(t.app), signUpLearner(t.app)]);
    await storeAttempts(t, ana.user.id, [
      { questionId: readAloud.id, type: 'read-aloud', skills: { speaking: 60, reading: 60 }, daysAgo: 42, traits: { fluency: { score: 4, max: 5 } } },
      { questionId: readAloud.id, type: 'read-aloud', skills: { speaking: 40, reading: 40 }, traits: { fluency: { score: 2, max: 5 } } },
      { questionId: essay.id, type: 'write-essay', skills: { writing: 70 } },
    ]);
    await storeAttempts(t, ben.user.id, [{ questionId: dictation.id, type: 'write-from-dictation', skills: { listening: 30, writing: 30 } }]);
    const plan = await t.app.inject({
      method: 'PUT',
      url: '/api/study-plan',
      headers: bearer(ana.token),
      payload: { examDate: addDays(localDate(new Date(), 'UTC'), 30), targetScore: 70, minutesPerDay: 60, timeZone: 'UTC' },
    });
    expect(plan.statusCode, plan.body).toBe(200);
    const [sitting] = await t.database.db
      .insert(testSessions)
      .values({
        userId: ana.user.id,
        testId: 'mini-mock-test',
        status: 'completed',
        plan: { items: [], blocks: [] },
        clock: { usedMs: 0, lastContactAt: 0, awayMs: 0, interruptions: 0 },
        report: { overall: { score: 58 }, skills: [{ skill: 'speaking', figure: { score: 52 } }] },
        completedAt: new Date(),
      })
      .returning({ id: testSessions.id });
    anaSittingId = sitting!.id;
  });

  it('answers how Read Aloud is scored from its guide, quoting the section and linking to it', async () => {
    const { question, answer } = await ask(ana, 'How is Read Aloud scored?');
    expect(question).toMatchObject({ role: 'learner', text: 'How is Read Aloud scored?', citations: [], source: null, answeredBy: null });
    expect(answer.role).toBe('assistant');
    expect(answer.source).toBe('guides');
    expect(answer.answeredBy).toBe('built-in');
    expect(answer.citations[0]).toEqual({ title: 'Read Aloud', href: '/resources/study-materials/read-aloud#how-it-is-scored', section: 'How it is scored' });
    expect(answer.text).toContain('From “Read Aloud › How it is scored”');
    expect(answer.text).toMatch(/Oral fluency: 5/);
    expect(answer.id).toBeGreaterThan(question.id);
  });

  it('says plainly when it does not know, and points to the Help Center and Study Materials', async () => {
    const { answer } = await ask(ana, 'What is the capital of France?');
    expect(answer.source).toBe('none');
    expect(answer.text).toMatch(/^I do not know/);
    expect(answer.citations.map((citation) => citation.href)).toEqual(['/resources/study-materials', '/resources/help']);
  });

  it('names each learner’s own weakest task, never the other’s', async () => {
    const anas = (await ask(ana, 'What is my weakest task?')).answer;
    expect(anas.source).toBe('your-data');
    expect(anas.text).toContain('Your weakest task type so far is Read Aloud: an average of 50 over 2 attempts.');
    expect(anas.text).toContain('Write Essay: 70');
    expect(anas.text).not.toContain('Write from Dictation');
    expect(anas.citations.map((citation) => citation.href)).toEqual(['/resources/study-materials/read-aloud', '/speaking/read-aloud', '/progress-report']);

    const bens = (await ask(ben, 'What is my weakest task?')).answer;
    expect(bens.text).toContain('Your weakest task type so far is Write from Dictation: an average of 30 over 1 attempt.');
    expect(bens.text).not.toMatch(/Read Aloud|Write Essay/);
  });

  it('compares a skill over the last four weeks with the four before, from the learner’s marks', async () => {
    const { answer } = await ask(ana, 'How did my fluency change this month?');
    expect(answer.text).toBe(
      'Oral fluency in the last 4 weeks: 40% of its marks (1 attempt). That is down 40 percentage points from the 4 weeks before (80% of its marks, 1 attempt). With so few attempts, treat the change as a rough sign.',
    );
    const bens = (await ask(ben, 'How did my fluency change this month?')).answer;
    expect(bens.text).toMatch(/^You have no scored attempts that mark oral fluency in the last 4 weeks/);
  });

  it('reads today’s practice from the learner’s plan, or suggests the task types that would gain most without one', async () => {
    const anas = (await ask(ana, 'What should I practise today?')).answer;
    expect(anas.text).toMatch(/^Today's plan \(\d+ minutes, 30 days to your exam\):\n- /);
    expect(anas.citations[0]).toEqual({ title: 'Study Plan', href: '/study-plan', section: null });

    const bens = (await ask(ben, 'What should I practise today?')).answer;
    expect(bens.text).toMatch(/^You have no study plan yet\. From your results, these task types would raise your scores most:\n- /);
  });

  it('gives the predicted score only when every skill has enough attempts', async () => {
    const { answer } = await ask(ana, 'What is my predicted score?');
    expect(answer.text).toContain('There is no overall prediction yet');
    expect(answer.text).toContain('- Speaking: not enough attempts yet (2 of 3)');
  });

  it('reports the learner’s own last mock test, and tells another learner they have none', async () => {
    const anas = (await ask(ana, 'How did I do in my last mock test?')).answer;
    expect(anas.text).toContain('overall 58.');
    expect(anas.text).toContain('- Speaking: 52');
    expect(anas.citations[0]!.href).toBe(`/mock-tests/report/${anaSittingId}`);

    const bens = (await ask(ben, 'How did I do in my last mock test?')).answer;
    expect(bens.text).toBe('You have not taken a mock test yet. The Mock Tests page offers full, sectional and mini tests under exam timings.');
  });

  it.each([
    [{}, 'Type a question for the assistant.'],
    [{ message: '' }, 'Type a question for the assistant.'],
    [{ message: '    ' }, 'Type a question for the assistant.'],
    [{ message: '?!? … !!' }, 'Type your question in words'],
    [{ message: 'a'.repeat(1001) }, 'Keep your question to 1,000 characters or fewer.'],
    [{ message: 'hello\u0007' }, 'Use plain text only'],
    [{ message: 'How is Read Aloud scored?', timeZone: 'Mars/Olympus' }, 'Unknown time zone'],
    [{ message: 'How is Read Aloud scored?', extra: true }, ''],
  ])('refuses %j with a 400 saying why', async (payload, message) => {
    const response = await post(ana, payload);
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).message).toContain(message);
  });

  it('takes a question of exactly 1,000 characters once its spaces are trimmed', async () => {
    const { question } = await ask(ben, `  ${'word '.repeat(200).trim().padEnd(1000, 's')}  `);
    expect(question.text).toHaveLength(1000);
  });

  it('asks for sign-in', async () => {
    expect((await post(null, { message: 'How is Read Aloud scored?' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/assistant/messages' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/assistant/messages' })).statusCode).toBe(401);
  });

  it('allows 20 questions a minute per learner, then answers 429 with Retry-After, leaving others unaffected', async () => {
    const busy = await signUpLearner(t.app);
    for (let count = 0; count < 20; count += 1) expect((await post(busy, { message: 'How is Read Aloud scored?' })).statusCode).toBe(200);
    const refused = await post(busy, { message: 'How is Read Aloud scored?' });
    expect(refused.statusCode).toBe(429);
    expect(apiErrorSchema.parse(refused.json())).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Asked for a stream, the refusal is still a JSON error, before any event.
    const refusedStream = await t.app.inject({ method: 'POST', url: '/api/assistant/messages', headers: { ...bearer(busy.token), accept: 'text/event-stream' }, payload: { message: 'How is Read Aloud scored?' } });
    expect(refusedStream.statusCode).toBe(429);
    expect(refusedStream.headers['content-type']).toMatch(/^application\/json/);
    expect(apiErrorSchema.parse(refusedStream.json()).code).toBe('RATE_LIMITED');
    expect((await history(busy)).length).toBe(40);
    expect((await post(ben, { message: 'How is Read Aloud scored?' })).statusCode).toBe(200);
  });

  it('keeps each learner’s conversation apart, answers the latest 50 oldest first, and deletes only the asker’s', async () => {
    const carla = await signUpLearner(t.app);
    await t.database.db
      .insert(assistantMessages)
      .values(Array.from({ length: 60 }, (_, index) => ({ userId: carla.user.id, role: index % 2 === 0 ? 'learner' : 'assistant', text: `Message ${index}`, citations: [], source: index % 2 === 0 ? null : 'none' })));
    const carlas = await history(carla);
    expect(carlas.map((message) => message.text)).toEqual(Array.from({ length: 50 }, (_, index) => `Message ${index + 10}`));

    const anas = await history(ana);
    expect(anas.length).toBeGreaterThan(0);
    expect(anas.every((message, index) => index === 0 || message.id > anas[index - 1]!.id)).toBe(true);
    const bensTexts = (await history(ben)).map((message) => message.text).join('\n');
    expect(bensTexts).not.toContain('What is the capital of France?');
    expect(bensTexts).not.toContain('Read Aloud: an average of 50');

    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/assistant/messages', headers: bearer(carla.token) });
    expect(deleted.statusCode).toBe(200);
    expect(assistantDeleteResponseSchema.parse(deleted.json()).data.deleted).toBe(60);
    expect(await history(carla)).toEqual([]);
    expect((await history(ana)).length).toBe(anas.length);
  });
  it('streams the built-in answer as one delta, then the stored exchange, when asked for events', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/assistant/messages', headers: { ...bearer(ben.token), accept: 'text/event-stream' }, payload: { message: 'How is Read Aloud scored?', timeZone: 'UTC' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = streamedEvents(response.body);
    expect(events.map((event) => event.event)).toEqual(['delta', 'done']);
    const done = events[1]!;
    if (done.event !== 'done') throw new Error('The stream did not end with done');
    expect(done.reply.answer).toMatchObject({ source: 'guides', answeredBy: 'built-in' });
    expect(textShown(events)).toBe(done.reply.answer.text);
    expect((await history(ben)).slice(-2)).toEqual([done.reply.question, done.reply.answer]);

    const refused = await t.app.inject({ method: 'POST', url: '/api/assistant/messages', headers: { ...bearer(ben.token), accept: 'text/event-stream' }, payload: { message: ' ', timeZone: 'UTC' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(apiErrorSchema.parse(refused.json()).message).toContain('Type a question for the assistant.');
  });

  it('answers an abusive message calmly and briefly without searching the guides, and keeps both in the conversation', async () => {
    const erin = await signUpLearner(t.app);
    for (const message of ['You stupid bot, how is Read Aloud scored?', 'shut up you moron']) {
      const { question, answer } = await ask(erin, message);
      expect(question.text).toBe(message);
      expect(answer).toMatchObject({ source: 'none', answeredBy: 'built-in', citations: [] });
      expect(answer.text).toMatch(/^I am here to help with your PTE practice/);
      expect(answer.text.length).toBeLessThan(200);
    }
    const { answer } = await ask(erin, 'How is Read Aloud scored? I feel so dumb when I hear my recording.');
    expect(answer.source).toBe('guides');
    expect((await history(erin)).map((message) => message.role)).toEqual(['learner', 'assistant', 'learner', 'assistant', 'learner', 'assistant']);
  });

  describe('explaining a result', () => {
    const blanks = bankItemOf('listening-fill-in-the-blanks');
    /** Has a Read Aloud attempt and an essay with full assessments, and a partly right fill-in-the-blanks answer. */
    let dana: TestLearner;
    let readAloudAttemptId: string;
    let essayAttemptId: string;
    const essayText = 'Technology have changed how students learn. Many recieve lessons online, and teachers adapt.';

    const explain = (who: TestLearner, payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/assistant/explanations', headers: bearer(who.token), payload: { timeZone: 'UTC', ...payload } });
    const explained = async (who: TestLearner, payload: object): Promise<AssistantReply> => {
      const response = await explain(who, payload);
      expect(response.statusCode, response.body).toBe(200);
      return assistantReplyResponseSchema.parse(response.json()).data;
    };

    beforeAll(async () => {
      dana = await signUpLearner(t.app);
      const rows = await t.database.db
        .insert(attempts)
        .values([
          {
            userId: dana.user.id,
            questionId: readAloud.id,
            questionType: 'read-aloud',
            answer: { recordingId: 'no-recording' },
            createdAt: new Date('2025-11-28T10:00:00Z'),
            result: {
              questionId: readAloud.id,
              taskType: 'read-aloud',
              traits: { content: { score: 38, max: 42 }, fluency: { score: 2, max: 5 }, pronunciation: { score: 3, max: 5 } },
              total: { score: 43, max: 52 },
              skills: { speaking: 62, reading: 62 },
              words: [
                { text: 'bees', status: 'correct', quality: 0.9 },
                { text: 'hives', status: 'omitted' },
                { text: 'pollinate', status: 'mispronounced', quality: 0.3 },
                { text: 'um', status: 'inserted' },
              ],
              metrics: { longPauseCount: 2, fillerCount: 1, wordCount: 40 },
              feedback: ['You left out a word: “hives”. Every missing word costs a content point.', 'Avoid long pauses: 2 lasted a second or more.'],
              details: { recording: null, engine: 'pocketsphinx' },
            },
          },
          {
            userId: dana.user.id,
            questionId: essay.id,
            questionType: 'write-essay',
            answer: { text: essayText },
            result: {
              questionId: essay.id,
              taskType: 'write-essay',
              traits: {
                content: { score: 3, max: 3 },
                form: { score: 0, max: 2 },
                developmentStructureCoherence: { score: 2, max: 2 },
                grammar: { score: 1, max: 2 },
                generalLinguisticRange: { score: 2, max: 2 },
                vocabularyRange: { score: 2, max: 2 },
                spelling: { score: 1, max: 2 },
              },
              total: { score: 11, max: 15 },
              skills: { writing: 69 },
              feedback: ['Write 200–300 words: this essay has 13.'],
              details: {
                issues: [
                  { start: essayText.indexOf('have'), end: essayText.indexOf('have') + 4, category: 'grammar', message: 'Use “has” with a singular subject.', suggestions: ['has'], source: 'rule:agreement' },
                  { start: essayText.indexOf('recieve'), end: essayText.indexOf('recieve') + 7, category: 'spelling', message: 'Possible spelling mistake.', suggestions: ['receive'], source: 'spelling' },
                ],
                gates: [],
              },
            },
          },
        ])
        .returning({ id: attempts.id });
      [readAloudAttemptId, essayAttemptId] = rows.map((row) => row.id) as [string, string];
    });

    it('gives each trait’s mark and what lost marks on a spoken answer, cites the guides on those traits, and keeps the exchange', async () => {
      const { question, answer } = await explained(dana, { attemptId: readAloudAttemptId });
      expect(question.text).toBe('Explain my Read Aloud result of 28 Nov 2025');
      expect(answer).toMatchObject({ source: 'your-data', answeredBy: 'built-in' });
      expect(answer.text).toContain(`Your Read Aloud answer of 28 Nov 2025 (“${readAloud.title}”) scored 43 of 52.`);
      expect(answer.text).toContain('- Content: 38 / 42 — 1 word left out: “hives”; 1 word added: “um”');
      expect(answer.text).toContain('- Oral fluency: 2 / 5 — 2 long pauses (1 s or more); 1 hesitation such as “um” or “uh”');
      expect(answer.text).toContain('- Pronunciation: 3 / 5 — least clear words: “pollinate”');
      expect(answer.text).toContain('- Avoid long pauses: 2 lasted a second or more.');
      const hrefs = answer.citations.map((citation) => citation.href);
      expect(hrefs[0]).toBe('/resources/study-materials/read-aloud#how-it-is-scored');
      expect(hrefs.some((href) => href.startsWith('/resources/study-materials/skills/oral-fluency'))).toBe(true);
      expect(hrefs.some((href) => href.startsWith('/resources/study-materials/skills/pronunciation'))).toBe(true);
      expect(answer.text).toMatch(/To improve, read:\n- Read Aloud › How it is scored\n- Oral fluency › /);
      expect((await history(dana)).slice(-2)).toEqual([question, answer]);
    });

    it('quotes a written answer’s issues under the traits they cost', async () => {
      const { answer } = await explained(dana, { attemptId: essayAttemptId });
      expect(answer.text).toContain('- Grammar: 1 / 2 — 1 issue — “have”: Use “has” with a singular subject.');
      expect(answer.text).toContain('- Spelling: 1 / 2 — 1 issue — “recieve”: Possible spelling mistake.');
      expect(answer.text).toContain('- Content: 3 / 3, full marks');
      expect(answer.text).toMatch(/- Form: 0 \/ 2 \(marked on: 2 for 200–300 words/);
      const hrefs = answer.citations.map((citation) => citation.href);
      expect(hrefs.some((href) => href.startsWith('/resources/study-materials/skills/grammar'))).toBe(true);
      expect(hrefs.some((href) => href.startsWith('/resources/study-materials/skills/spelling'))).toBe(true);
    });

    it('explains the latest attempt at a question, as a practice page asks just after an answer, with the blanks missed', async () => {
      const first = blanks.answerKey.answers[0]!;
      const assessed = await t.app.inject({ method: 'POST', url: '/api/listening-fill-in-the-blanks/assess', headers: bearer(dana.token), payload: { questionId: blanks.id, answers: { '1': first } } });
      expect(assessed.statusCode, assessed.body).toBe(200);
      const events = streamedEvents(
        (await t.app.inject({ method: 'POST', url: '/api/assistant/explanations', headers: { ...bearer(dana.token), accept: 'text/event-stream' }, payload: { questionId: blanks.id, timeZone: 'UTC' } })).body,
      );
      const done = events.at(-1)!;
      if (done.event !== 'done') throw new Error('The stream did not end with done');
      expect(done.reply.question.text).toMatch(/^Explain my Fill in the Blanks \(Listening\) result of /);
      expect(done.reply.answer.text).toContain(`blank 2: left empty, the answer is “${blanks.answerKey.answers[1]}”`);
      expect(done.reply.answer.citations[0]!.href).toBe('/resources/study-materials/listening-fill-in-the-blanks#how-it-is-scored');
      expect(textShown(events)).toBe(done.reply.answer.text);
    });

    it('explains only the learner’s own attempts: another learner’s attempt, an unknown one or a question never answered is a 404', async () => {
      for (const payload of [{ attemptId: readAloudAttemptId }, { attemptId: '00000000-0000-4000-8000-000000000000' }, { questionId: essay.id }]) {
        const response = await explain(ben, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(404);
        expect(apiErrorSchema.parse(response.json()).code).toBe('NOT_FOUND');
      }
      const streamed = await t.app.inject({ method: 'POST', url: '/api/assistant/explanations', headers: { ...bearer(ben.token), accept: 'text/event-stream' }, payload: { attemptId: readAloudAttemptId, timeZone: 'UTC' } });
      expect(streamed.statusCode).toBe(404);
      expect(streamed.headers['content-type']).toMatch(/^application\/json/);
      expect((await history(ben)).map((message) => message.text).join('\n')).not.toContain('Explain my Read Aloud');
    });

    it.each([
      [{}, 'Say which result to explain'],
      [{ attemptId: readAloudAttemptIdPlaceholder, questionId: 'ra-001' }, 'Say which result to explain'],
      [{ attemptId: 'not-an-id' }, 'Not an attempt id'],
    ])('refuses %j with a 400 saying why', async (payload, message) => {
      const response = await explain(dana, payload);
      expect(response.statusCode).toBe(400);
      expect(apiErrorSchema.parse(response.json()).message).toContain(message);
    });

    it('asks for sign-in', async () => {
      expect((await t.app.inject({ method: 'POST', url: '/api/assistant/explanations', payload: { attemptId: readAloudAttemptId } })).statusCode).toBe(401);
    });
  });
});
