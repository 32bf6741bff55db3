import type { AssistantMessage, AssistantReply } from '@pte/contract';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { cutOffMessage, readAssistantAnswer } from './assistant-stream';
import { readServerSentEvents, type ServerSentEvent } from './server-sent-events';

/** A body that delivers `chunks` (text or raw bytes) one by one. */
function bodyOf(chunks: readonly (string | Uint8Array)[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      controller.close();
    },
  });
}

async function eventsOf(chunks: readonly (string | Uint8Array)[]): Promise<ServerSentEvent[]> {
  const events: ServerSentEvent[] = [];
  for await (const event of readServerSentEvents(bodyOf(chunks))) events.push(event);
  return events;
}

const message = (id: number, role: AssistantMessage['role'], text: string): AssistantMessage => ({
  id,
  role,
  text,
  citations: role === 'assistant' ? [{ title: 'Read Aloud', href: '/resources/study-materials/read-aloud#how-it-is-scored', section: 'How it is scored' }] : [],
  source: role === 'assistant' ? 'guides' : null,
  answeredBy: role === 'assistant' ? 'model' : null,
  createdAt: '2026-03-02T10:00:00.000Z',
});
const reply: AssistantReply = { question: message(1, 'learner', 'How is Read Aloud scored?'), answer: message(2, 'assistant', 'It marks content [1].') };
const frame = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
const eventStream = (chunks: readonly string[]) => new Response(bodyOf(chunks), { headers: { 'content-type': 'text/event-stream; charset=utf-8' } });

describe('readServerSentEvents', () => {
  it('reads events split anywhere across chunks, in a UTF-8 character too, with any line ending', async () => {
    const bytes = new TextEncoder().encode('event: delta\r\ndata: {"text":"“Hi”"}\r\n\r\n');
    const split = bytes.indexOf(0x9c); // inside the three bytes of “
    expect(await eventsOf([bytes.slice(0, 5), bytes.slice(5, split), bytes.slice(split), 'event: done\rdata: {}\r', '\rdata: plain\n\n'])).toEqual([
      { event: 'delta', data: '{"text":"“Hi”"}' },
      { event: 'done', data: '{}' },
      { event: 'message', data: 'plain' },
    ]);
  });

  it('joins data lines, skips comments and other fields, and drops an event left unfinished', async () => {
    expect(await eventsOf([': keep-alive\n\n', 'id: 7\nretry: 10\nevent: note\ndata: one\ndata:two\n\n', 'event: delta\ndata: {"text":"cut'])).toEqual([{ event: 'note', data: 'one\ntwo' }]);
  });

  it('cancels the body when the reader stops early', async () => {
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(frame('delta', { text: 'a' })));
      },
      cancel() {
        cancelled = true;
      },
    });
    for await (const event of readServerSentEvents(body)) {
      expect(event.event).toBe('delta');
      break;
    }
    expect(cancelled).toBe(true);
  });
});

describe('readAssistantAnswer', () => {
  it('tells the text as it grows and resolves the stored exchange', async () => {
    const seen: string[] = [];
    const result = await readAssistantAnswer(eventStream([frame('delta', { text: 'It marks ' }), frame('delta', { text: 'content [2].' }), frame('done', { data: reply })]), (text) => seen.push(text));
    expect(seen).toEqual(['It marks ', 'It marks content [2].']);
    expect(result).toEqual(reply);
  });

  it('starts over when the built-in answer replaces what the model had written', async () => {
    const seen: string[] = [];
    await readAssistantAnswer(eventStream([frame('delta', { text: 'It mar' }), frame('replace', { text: 'From the guide.' }), frame('done', { data: reply })]), (text) => seen.push(text));
    expect(seen).toEqual(['It mar', 'From the guide.']);
  });

  it('reads a whole JSON answer from a server that does not stream', async () => {
    const seen: string[] = [];
    const json = new Response(JSON.stringify({ data: reply }), { headers: { 'content-type': 'application/json' } });
    expect(await readAssistantAnswer(json, (text) => seen.push(text))).toEqual(reply);
    expect(seen).toEqual([]);
  });

  it('throws the server’s error event, and says when the stream was cut off before the end', async () => {
    const failed = readAssistantAnswer(eventStream([frame('delta', { text: 'It' }), frame('error', { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side.' })]), () => {});
    await expect(failed).rejects.toMatchObject({ code: 'INTERNAL_ERROR', message: 'Something went wrong on our side.' });
    const cut = readAssistantAnswer(eventStream([frame('delta', { text: 'It marks' })]), () => {});
    await expect(cut).rejects.toBeInstanceOf(ApiRequestError);
    await expect(readAssistantAnswer(eventStream([frame('delta', { text: 'It marks' })]), () => {})).rejects.toThrow(cutOffMessage);
  });
});
