import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { assistantHistoryResponseSchema, assistantReplyResponseSchema, type AssistantReply } from '@pte/contract';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { bankItemOf, contentDir } from '../../../test/bank-items';
import { storeAttempts } from '../../../test/stored-attempts';
import { bearer, describeEachDatabase, signUpLearner, type TestLearner } from '../../../test/test-app';
import { loadQuestionBank } from '../questions/question-bank.loader';

/** How the test's model server answers the next requests. */
type ModelBehaviour =
  | { kind: 'answer'; text: string }
  /** Answers only after `ms` milliseconds: past the assistant's timeout. */
  | { kind: 'slow'; ms: number }
  | { kind: 'server-error' }
  | { kind: 'empty' };

/** A chat completions request as the server received it. */
interface ReceivedRequest {
  path: string;
  authorization: string | undefined;
  body: { model: string; stream?: boolean; messages: { role: string; content: string }[] };
}

/** A small OpenAI-compatible server: `POST /v1/chat/completions`, answering as `behaviour` says, keeping every request. */
async function startModelServer() {
  const received: ReceivedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let behaviour: ModelBehaviour = { kind: 'server-error' };

  const completion = (content: string) => ({
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: 'test-model',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop', logprobs: null }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  });
  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') return send(response, 404, { error: { message: 'Not found' } });
      received.push({ path: request.url, authorization: request.headers.authorization, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as ReceivedRequest['body'] });
      const now = behaviour;
      if (now.kind === 'answer') return send(response, 200, completion(now.text));
      if (now.kind === 'empty') return send(response, 200, completion('  '));
      if (now.kind === 'server-error') return send(response, 500, { error: { message: 'The model crashed', type: 'server_error' } });
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!response.destroyed) send(response, 200, completion('Too late [1].'));
      }, now.ms);
      timers.add(timer);
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

/** The assistant's timeout in these tests; the slow server answers well after it. */
const timeoutMs = 400;

describeEachDatabase(
  'assistant with a language model',
  (t) => {
    let learner: TestLearner;

    const ask = async (message: string): Promise<AssistantReply> => {
      const response = await t.app.inject({ method: 'POST', url: '/api/assistant/messages', headers: bearer(learner.token), payload: { message, timeZone: 'UTC' } });
      expect(response.statusCode, response.body).toBe(200);
      return assistantReplyResponseSchema.parse(response.json()).data;
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
      model.behave({ kind: 'answer', text: 'Read Aloud marks content, oral fluency and pronunciation [1].' });
      const { answer } = await ask('How is Read Aloud scored?');

      expect(model.received).toHaveLength(1);
      const request = model.received[0]!;
      expect(request.body.model).toBe('test-model');
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

      const history = await t.app.inject({ method: 'GET', url: '/api/assistant/messages', headers: bearer(learner.token) });
      const stored = assistantHistoryResponseSchema.parse(history.json()).data.messages.at(-1)!;
      expect(stored).toMatchObject({ id: answer.id, answeredBy: 'model', source: 'guides', citations: answer.citations });
    });

    it('renumbers the model’s references to the citations it keeps', async () => {
      model.behave({ kind: 'answer', text: 'See the scoring section [2].' });
      const { answer } = await ask('How is Read Aloud scored?');
      const secondSource = /\n\[2\] (.+) \((\/[^)]+)\)\n/.exec(lastPrompt());
      expect(secondSource).not.toBeNull();
      expect(answer.answeredBy).toBe('model');
      expect(answer.text).toBe('See the scoring section [1].');
      expect(answer.citations.map((citation) => citation.href)).toEqual([secondSource![2]]);
    });

    it('gives the model the learner’s own results for a question about them', async () => {
      model.behave({ kind: 'answer', text: 'Your weakest task so far is Write Essay, with an average of 64 [1].' });
      const { answer } = await ask('What is my weakest task?');
      expect(lastPrompt()).toMatch(/Facts about the learner’s own results[^\n]*\nYour weakest task type so far is Write Essay: an average of 64 over 1 attempt\./);
      expect(lastPrompt()).toContain('[1] Write Essay guide (/resources/study-materials/write-essay)');
      expect(answer).toMatchObject({ source: 'your-data', answeredBy: 'model', text: 'Your weakest task so far is Write Essay, with an average of 64 [1].' });
      expect(answer.citations).toEqual([{ title: 'Write Essay guide', href: '/resources/study-materials/write-essay', section: null }]);
    });

    it('gives the built-in answer when the model does not answer within the timeout', async () => {
      model.behave({ kind: 'slow', ms: timeoutMs * 10 });
      const started = Date.now();
      const { answer } = await ask('How is Read Aloud scored?');
      expect(Date.now() - started).toBeLessThan(timeoutMs * 5);
      expect(model.received).toHaveLength(1);
      expect(answer).toMatchObject({ source: 'guides', answeredBy: 'built-in' });
      expect(answer.text).toContain('From “Read Aloud › How it is scored”');
      expect(answer.citations[0]?.href).toBe('/resources/study-materials/read-aloud#how-it-is-scored');
    });

    it('gives the built-in answer when the model server fails, without retrying', async () => {
      model.behave({ kind: 'server-error' });
      const { answer } = await ask('How is Read Aloud scored?');
      expect(model.received).toHaveLength(1);
      expect(answer).toMatchObject({ source: 'guides', answeredBy: 'built-in' });
      expect(answer.text).toContain('From “Read Aloud › How it is scored”');
    });

    it('gives the built-in answer when the model answers with no text', async () => {
      model.behave({ kind: 'empty' });
      const { answer } = await ask('What is my weakest task?');
      expect(answer).toMatchObject({ source: 'your-data', answeredBy: 'built-in' });
      expect(answer.text).toMatch(/^Your weakest task type so far is Write Essay/);
    });

    it('does not ask the model when nothing in the guides answers the question', async () => {
      model.behave({ kind: 'answer', text: 'An invented answer [1].' });
      const { answer } = await ask('What is the capital of France?');
      expect(model.received).toHaveLength(0);
      expect(answer).toMatchObject({ source: 'none', answeredBy: 'built-in' });
    });
  },
  { config: { llm: { baseUrl: model.baseUrl, apiKey: 'test-key', model: 'test-model', timeoutMs } } },
);
