import { assistantReplyResponseSchema, assistantStreamEventSchemas, type AssistantReply } from '@pte/contract';
import { ApiRequestError } from '@/lib/api-client';
import { readServerSentEvents } from './server-sent-events';

/** Shown when the stream ends before the answer was kept (the connection dropped mid-answer). */
export const cutOffMessage = 'The answer was cut off before it arrived in full. Please ask again.';

/**
 * The exchange a streamed assistant response ends with. `onText` is told the answer's whole text so far each time it
 * changes: `delta` events add to it, a `replace` puts the built-in answer in its place. Resolves the `done` event's
 * stored exchange; throws {@link ApiRequestError} for an `error` event or a stream cut off before `done`. A response
 * that came as JSON (a server or proxy that does not stream) is read as the whole exchange at once.
 */
export async function readAssistantAnswer(response: Response, onText: (text: string) => void): Promise<AssistantReply> {
  if ((response.headers.get('content-type') ?? '').includes('json')) return assistantReplyResponseSchema.parse(await response.json()).data;
  if (!response.body) throw new ApiRequestError(cutOffMessage, { status: response.status, code: 'STREAM_CUT_OFF' });
  let text = '';
  for await (const { event, data } of readServerSentEvents(response.body)) {
    switch (event) {
      case 'delta':
        text += assistantStreamEventSchemas.delta.parse(JSON.parse(data)).text;
        onText(text);
        break;
      case 'replace':
        text = assistantStreamEventSchemas.replace.parse(JSON.parse(data)).text;
        onText(text);
        break;
      case 'done':
        return assistantStreamEventSchemas.done.parse(JSON.parse(data)).data;
      case 'error': {
        const failure = assistantStreamEventSchemas.error.parse(JSON.parse(data));
        throw new ApiRequestError(failure.message, { status: response.status, code: failure.code });
      }
      default:
        // Events this client does not know are left alone.
        break;
    }
  }
  throw new ApiRequestError(cutOffMessage, { status: response.status, code: 'STREAM_CUT_OFF' });
}
