import { assistantStreamEventSchemas, type AssistantReply } from '@pte/contract';

/** One event of a streamed answer, its data parsed. */
export type ReceivedEvent = { event: 'delta' | 'replace'; text: string } | { event: 'done'; reply: AssistantReply } | { event: 'error'; code: string; message: string };

/**
 * The events of a `text/event-stream` body the assistant sent, in order, each checked against the contract (for the
 * tests: the server writes one `event:` and one `data:` line per event).
 */
export function streamedEvents(body: string): ReceivedEvent[] {
  return body
    .split('\n\n')
    .filter((frame) => frame.trim() !== '')
    .map((frame) => {
      const event = /^event: (.+)$/m.exec(frame)?.[1];
      const data = JSON.parse(/^data: (.+)$/m.exec(frame)?.[1] ?? 'null') as unknown;
      switch (event) {
        case 'delta':
        case 'replace':
          return { event, text: assistantStreamEventSchemas[event].parse(data).text };
        case 'done':
          return { event, reply: assistantStreamEventSchemas.done.parse(data).data };
        case 'error':
          return { event, ...assistantStreamEventSchemas.error.parse(data) };
        default:
          throw new Error(`Unexpected event ${String(event)} in ${frame}`);
      }
    });
}

/** The text a learner would read at the end of `events`: the deltas joined, a replace starting over. */
export function textShown(events: readonly ReceivedEvent[]): string {
  let text = '';
  for (const event of events) {
    if (event.event === 'delta') text += event.text;
    if (event.event === 'replace') text = event.text;
  }
  return text;
}
