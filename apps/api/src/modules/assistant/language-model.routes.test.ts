import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { assistantHistoryResponseSchema, assistantReplyResponseSchema, type AssistantMessage, type AssistantReply } from '@pte/contract';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { bankItemOf, contentDir } from '../../../test/bank-items';
import { storeAttempts } from '../../../test/stored-attempts';
import { bearer, describeEachDatabase, signUpLearner, type TestLearner } from '../../../test/test-app';
import { loadQuestionBank } from '../questions/question-bank.loader';
import { wholeAnswerTimeFactor } from './language-model-generator';
import { streamedEvents, textShown } from './streamed-events.testing';

/** How the test's model server answers the next requests; every answer is streamed as chat completion chunks. */
type ModelBehaviour =
  /** Streams `chunks` one by one, `gapMs` apart, then `[DONE]`. */
  | { kind: 'answer'; chunks: string[]; gapMs?: number }
  /** Sends its headers and an empty first chunk at once, its words only after `ms` milliseconds: past the timeout. */
  | { kind: 'slow'; ms: number }
  /** Streams `chunks`, then cuts the connection. */
  | { kind: 'drop'; chunks: string[] }
  /** Streams `chunks`, then sends nothing more and never ends. */
  | { kind: 'stall'; chunks: string[] }
  | { kind: 'server-error' }
  /** Streams only spaces. */
  | { kind: 'empty' };

/** A chat completions request as the server received it. */
interface ReceivedRequest {
  path: string;
  authorization: string | undefined;
  body: { model: string; stream?: boolean; messages: { role: string; content: string }[] };
}

/**
 * A small OpenAI-compatible server: `POST /v1/chat/completions` streamed as Server-Sent Events (`data:` lines of
 * `chat.completion.chunk`, then `data: [DONE]`), answering as `behaviour` says and keeping every request.
 */
async function startModelServer() {
  const received: ReceivedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let behaviour: ModelBehaviour = { kind: 'server-error' };

  const later = (ms: number, action: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      action();
    }, ms);
    timers.add(timer);
  };
  const chunk = (delta: { role?: string; content?: string }, finish: string | null = null) =>
    `data: ${JSON.stringify({ id: 'chatcmpl-test', object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model: 'test-model', choices: [{ index: 0, delta, finish_reason: finish, logprobs: null }] })}\n\n`;
  /** Writes `pieces` `gapMs` apart, then `then`. */
  const writePieces = (response: ServerResponse, pieces: readonly string[], gapMs: number, then: () => void) => {
    const [next, ...rest] = pieces;
    if (response.destroyed) return;
    if (next === undefined) return then();
    response.write(chunk({ content: next }));
    later(gapMs, () => writePieces(response, rest, gapMs, then));
  };
  const finish = (response: ServerResponse) => {
    if (response.destroyed) return;
    response.write(chunk({}, 'stop'));
    response.end('data: [DONE]\n\n');
  };

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const parts: Buffer[] = [];
    request.on('data', (part: Buffer) => parts.push(part));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'Not found' } }));
        return;
      }
      received.push({ path: request.url, authorization: request.headers.authorization, body: JSON.parse(Buffer.concat(parts).toString('utf8')) as ReceivedRequest['body'] });
      const now = behaviour;
      if (now.kind === 'server-error') {
        response.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'The model crashed', type: 'server_error' } }));
        return;
      }
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      response.write(chunk({ role: 'assistant', content: '' }));
      if (now.kind === 'answer') writePieces(response, now.chunks, now.gapMs ?? 5, () => finish(response));
      if (now.kind === 'empty') writePieces(response, ['  ', ' '], 5, () => finish(response));
      if (now.kind === 'slow') later(now.ms, () => writePieces(response, ['Too late [1].'], 5, () => finish(response)));
      if (now.kind === 'drop') writePieces(response, now.chunks, 5, () => response.socket?.destroy());
      if (now.kind === 'stall') writePieces(response, now.chunks, 5, () => {});
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    received,
    behave(next: ModelBehaviour) {
      behaviour = next;
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const model = await startModelServer();
afterAll(() => model.close());

/**
 * The assistant's wait for the model's first words in these tests (long enough for a busy machine's first request);
 * the slow server answers well after it.
 */
const timeoutMs = 1000;

/** The built-in answer to "How is Read Aloud scored?" begins with this. */
const builtInReadAloud = 'From “Read Aloud › How it is scored”';

describeEachDatabase(
  'assistant with a language model',
  (t) => {
    let learner: TestLearner;

    const post = (url: string, payload: object, accept = 'application/json') =>
      t.app.inject({ method: 'POST', url, headers: { ...bearer(learner.token), accept }, payload: { timeZone: 'UTC', ...payload } });
    const ask = async (message: string): Promise<AssistantReply> => {
      const response = await post('/api/assistant/messages', { message });
      expect(response.statusCode, response.body).toBe(200);
      return assistantReplyResponseSchema.parse(response.json()).data;
    };
    /** Asks for the answer as Server-Sent Events; answers the events received, in order. */
    const askStreaming = async (message: string) => {
      const response = await post('/api/assistant/messages', { message }, 'text/event-stream');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
      return streamedEvents(response.body);
    };
    const history = async (): Promise<AssistantMessage[]> => {
      const response = await t.app.inject({ method: 'GET', url: '/api/assistant/messages', headers: bearer(learner.token) });
      return assistantHistoryResponseSchema.parse(response.json()).data.messages;
    };
    /** The prompt's user message of the latest request. */
    const lastPrompt = () => model.received.at(-1)!.body.messages.find((message) => message.role === 'user')!.content;

    beforeAll(async () => {
      await loadQuestionBank(t.database, contentDir);
      learner = await signUpLearner(t.app);
      await storeAttempts(t, learner.user.id, [{ questionId: bankItemOf('write-essay').id, type: 'write-essay', skills: { writing: 64 } }]);
    });
    beforeEach(() => {
      model.received.length = 0;
    });

    it('answers with the model’s text, grounded on the passages the built-in answer uses, citing the passage it referenced', async () => {
      model.behave({ kind: 'answer', chunks: ['Read Aloud marks content, ', 'oral fluency and ', 'pronunciation [1].'] });
      const { answer } = await ask('How is Read Aloud scored?');

      expect(model.received).toHaveLength(1);
      const request = model.received[0]!;
      expect(request.body.model).toBe('test-model');
      expect(request.body.stream).toBe(true);
      expect(request.authorization).toBe('Bearer test-key');
      const system = request.body.messages.find((message) => message.role === 'system')!.content;
      expect(system).toMatch(/only the numbered sources/);
      expect(system).toMatch(/do not know/);
      expect(lastPrompt()).toContain('[1] Read Aloud › How it is scored (/resources/study-materials/read-aloud#how-it-is-scored)');
      expect(lastPrompt()).toMatch(/Oral fluency/);
      expect(lastPrompt()).toContain('How is Read Aloud scored?');
      // The built-in answer cites more than one passage: the model's answer keeps only the one it referenced.
      expect(lastPrompt()).toContain('[2] ');

      expect(answer).toMatchObject({ text: 'Read Aloud marks content, oral fluency and pronunciation [1].', source: 'guides', answeredBy: 'model' });
      expect(answer.citations).toEqual([{ title: 'Read Aloud', href: '/resources/study-materials/read-aloud#how-it-is-scored', section: 'How it is scored' }]);
      expect((await history()).at(-1)).toMatchObject({ id: answer.id, answeredBy: 'model', source: 'guides', citations: answer.citations });
    });

    it('streams the model’s words as they come, in order, then the stored message with its citations renumbered', async () => {
      model.behave({ kind: 'answer', chunks: ['<think>Source 2 covers it.</think>', 'See the ', 'scoring ', 'section [2].'] });
      const events = await askStreaming('How is Read Aloud scored?');
      const secondSource = /\n\[2\] (.+) \((\/[^)]+)\)\n/.exec(lastPrompt());
      expect(secondSource).not.toBeNull();

      expect(events.map((event) => event.event)).toEqual(['delta', 'delta', 'delta', 'done']);
      expect(events.slice(0, 3).map((event) => (event.event === 'delta' ? event.text : ''))).toEqual(['See the ', 'scoring ', 'section [2].']);
      const done = events.at(-1)!;
      if (done.event !== 'done') throw new Error('The stream did not end with done');
      expect(done.reply.question.text).toBe('How is Read Aloud scored?');
      expect(done.reply.answer).toMatchObject({ text: 'See the scoring section [1].', answeredBy: 'model', source: 'guides' });
      expect(done.reply.answer.citations.map((citation) => citation.href)).toEqual([secondSource![2]]);
      expect((await history()).slice(-2)).toEqual([done.reply.question, done.reply.answer]);
    });

    it('gives the model the learner’s own results for a question about them', async () => {
      model.behave({ kind: 'answer', chunks: ['Your weakest task so far is Write Essay, ', 'with an average of 64 [1].'] });
      const { answer } = await ask('What is my weakest task?');
      expect(lastPrompt()).toMatch(/Facts about the learner’s own results[^\n]*\nYour weakest task type so far is Write Essay: an average of 64 over 1 attempt\./);
      expect(lastPrompt()).toContain('[1] Write Essay guide (/resources/study-materials/write-essay)');
      expect(answer).toMatchObject({ source: 'your-data', answeredBy: 'model', text: 'Your weakest task so far is Write Essay, with an average of 64 [1].' });
      expect(answer.citations).toEqual([{ title: 'Write Essay guide', href: '/resources/study-materials/write-essay', section: null }]);
    });

    it('gives the built-in answer, as one piece, when the model writes nothing before the timeout', async () => {
      model.behave({ kind: 'slow', ms: timeoutMs * 10 });
      const started = Date.now();
      const events = await askStreaming('How is Read Aloud scored?');
      expect(Date.now() - started).toBeLessThan(timeoutMs * 2);
      expect(model.received).toHaveLength(1);
      expect(events.map((event) => event.event)).toEqual(['delta', 'done']);
      const done = events[1]!;
      if (done.event !== 'done') throw new Error('The stream did not end with done');
      expect(done.reply.answer).toMatchObject({ source: 'guides', answeredBy: 'built-in' });
      expect(done.reply.answer.text.startsWith(builtInReadAloud)).toBe(true);
      expect(textShown(events)).toBe(done.reply.answer.text);
      expect(done.reply.answer.citations[0]?.href).toBe('/resources/study-materials/read-aloud#how-it-is-scored');
    });

    it('replaces what was streamed with the built-in answer, and stores that, when the model breaks off', async () => {
      model.behave({ kind: 'drop', chunks: ['Read Aloud marks ', 'content and '] });
      const events = await askStreaming('How is Read Aloud scored?');
      expect(events.map((event) => event.event)).toEqual(['delta', 'delta', 'replace', 'done']);
      expect(events[0]).toEqual({ event: 'delta', text: 'Read Aloud marks ' });
      const done = events[3]!;
      if (done.event !== 'done') throw new Error('The stream did not end with done');
      expect(done.reply.answer.answeredBy).toBe('built-in');
      expect(events[2]).toEqual({ event: 'replace', text: done.reply.answer.text });
      expect(done.reply.answer.text.startsWith(builtInReadAloud)).toBe(true);
      expect((await history()).at(-1)).toEqual(done.reply.answer);
    });

    it('stops a model that goes quiet mid-answer at the whole-answer limit, and gives the built-in answer', async () => {
      model.behave({ kind: 'stall', chunks: ['Read Aloud marks '] });
      const started = Date.now();
      const events = await askStreaming('How is Read Aloud scored?');
      const waited = Date.now() - started;
      expect(waited).toBeGreaterThanOrEqual(timeoutMs * wholeAnswerTimeFactor - 50);
      expect(waited).toBeLessThan(timeoutMs * wholeAnswerTimeFactor * 3);
      expect(events.map((event) => event.event)).toEqual(['delta', 'replace', 'done']);
      expect(textShown(events).startsWith(builtInReadAloud)).toBe(true);
    });

    it('gives the built-in answer when the model server fails, without retrying', async () => {
      model.behave({ kind: 'server-error' });
      const events = await askStreaming('How is Read Aloud scored?');
      expect(model.received).toHaveLength(1);
      expect(events.map((event) => event.event)).toEqual(['delta', 'done']);
      expect(textShown(events).startsWith(builtInReadAloud)).toBe(true);

      const { answer } = await ask('How is Read Aloud scored?');
      expect(answer).toMatchObject({ source: 'guides', answeredBy: 'built-in' });
      expect(answer.text.startsWith(builtInReadAloud)).toBe(true);
    });

    it('gives the built-in answer when the model answers with no text', async () => {
      model.behave({ kind: 'empty' });
      const { answer } = await ask('What is my weakest task?');
      expect(answer).toMatchObject({ source: 'your-data', answeredBy: 'built-in' });
      expect(answer.text).toMatch(/^Your weakest task type so far is Write Essay/);
    });

    it('does not ask the model when nothing in the guides answers the question, nor for an abusive message', async () => {
      model.behave({ kind: 'answer', chunks: ['An invented answer [1].'] });
      expect((await ask('What is the capital of France?')).answer).toMatchObject({ source: 'none', answeredBy: 'built-in' });
      const abusive = await ask('You useless bot, how is Read Aloud scored?');
      expect(abusive.answer).toMatchObject({ source: 'none', answeredBy: 'built-in', citations: [] });
      expect(abusive.answer.text).toMatch(/asked politely/);
      expect(model.received).toHaveLength(0);
    });

    it('explains a result with the model from the attempt’s marks and the guide sections, streamed', async () => {
      const [attemptId] = await storeAttempts(t, learner.user.id, [
        { questionId: bankItemOf('read-aloud').id, type: 'read-aloud', skills: { speaking: 50 }, traits: { content: { score: 30, max: 40 }, fluency: { score: 2, max: 5 }, pronunciation: { score: 5, max: 5 } } },
      ]);
      model.behave({ kind: 'answer', chunks: ['Fluency cost you most [2]. ', 'Pause only between phrases [2].'] });
      const response = await post('/api/assistant/explanations', { attemptId }, 'text/event-stream');
      expect(response.statusCode, response.body).toBe(200);
      const events = streamedEvents(response.body);
      expect(events.map((event) => event.event)).toEqual(['delta', 'delta', 'done']);

      expect(lastPrompt()).toContain('- Oral fluency: 2 / 5');
      expect(lastPrompt()).toContain('[1] Read Aloud › How it is scored (/resources/study-materials/read-aloud#how-it-is-scored)');
      expect(lastPrompt()).toMatch(/\[2\] Oral fluency(?: › [^\n]+)? \(\/resources\/study-materials\/skills\/oral-fluency[#)]/);
      const done = events.at(-1)!;
      if (done.event !== 'done') throw new Error('The stream did not end with done');
      expect(done.reply.question.text).toMatch(/^Explain my Read Aloud result of \d{1,2} \w{3} \d{4}$/);
      expect(done.reply.answer).toMatchObject({ text: 'Fluency cost you most [1]. Pause only between phrases [1].', answeredBy: 'model', source: 'your-data' });
      expect(done.reply.answer.citations).toHaveLength(1);
      expect(done.reply.answer.citations[0]!.href).toMatch(/^\/resources\/study-materials\/skills\/oral-fluency\b/);
    });

    it('keeps the answer when the learner leaves mid-stream, and goes on serving', async () => {
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const lastBefore = (await history()).at(-1)!.id;
      const chunks = Array.from({ length: 8 }, (_, index) => `Part ${index + 1} of the answer [1]. `);
      model.behave({ kind: 'answer', chunks, gapMs: 60 });
      const leaving = new AbortController();
      const response = await fetch(`${address}/api/assistant/messages`, {
        method: 'POST',
        headers: { ...bearer(learner.token), accept: 'text/event-stream', 'content-type': 'application/json' },
        body: JSON.stringify({ message: 'How is Read Aloud scored?', timeZone: 'UTC' }),
        signal: leaving.signal,
      });
      const reader = response.body!.getReader();
      const first = new TextDecoder().decode((await reader.read()).value);
      expect(first).toContain('event: delta');
      leaving.abort();

      let stored: AssistantMessage | undefined;
      for (let tries = 0; tries < 50 && !(stored && stored.id > lastBefore && stored.role === 'assistant'); tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        stored = (await history()).at(-1);
      }
      expect(stored).toMatchObject({ role: 'assistant', answeredBy: 'model', text: chunks.join('').trim() });
      const health = await fetch(`${address}/api/health`);
      expect(health.status).toBe(200);
    });
  },
  { config: { llm: { baseUrl: model.baseUrl, apiKey: 'test-key', model: 'test-model', timeoutMs } } },
);
