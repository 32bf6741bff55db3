/** One Server-Sent Event as received: its name (`message` when it has none) and its data lines joined. */
export interface ServerSentEvent {
  event: string;
  data: string;
}

/**
 * The events of a `text/event-stream` body, in order, as they arrive (the framing of the WHATWG HTML standard, §9.2.6):
 * lines end in LF, CRLF or CR; `event:` names the event, `data:` lines are joined with line breaks, a blank line
 * dispatches it; comments (`:`), `id:`, `retry:` and unknown fields are ignored, as is an event left unfinished when
 * the body ends. Bytes are decoded as UTF-8 across chunk boundaries. Stopping the iteration early cancels the body.
 */
export async function* readServerSentEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<ServerSentEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  let event = '';
  let data: string[] = [];
  let finished = false;
  /** The field of one line, applied to the event being read; true when the line dispatches it. */
  const readLine = (line: string): boolean => {
    if (line === '') return data.length > 0;
    if (line.startsWith(':')) return false;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    return false;
  };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      buffered += done ? decoder.decode() : decoder.decode(value, { stream: true });
      // A CR at the very end may be the first half of a CRLF: it waits for the next chunk (unless the body ended).
      const lines = buffered.split(/\r\n|\r(?!$)|\n/);
      buffered = done ? '' : (lines.pop() ?? '');
      for (const line of lines) {
        if (line === '' && data.length === 0) {
          event = '';
          continue;
        }
        if (readLine(line.replace(/\r$/, ''))) {
          yield { event: event || 'message', data: data.join('\n') };
          event = '';
          data = [];
        }
      }
      if (done) {
        finished = true;
        return;
      }
    }
  } finally {
    // Left before the end (the reader stopped listening): the rest of the body is not downloaded.
    if (!finished) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}
