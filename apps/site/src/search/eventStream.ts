/** One event of a `text/event-stream` body. */
export interface ServerSentEvent {
  /** The `event:` field; "message" when the event has none. */
  event: string;
  /** The `data:` lines, joined with "\n". */
  data: string;
}

/**
 * Reads a `text/event-stream` body event by event as its bytes arrive,
 * however the network cuts them: a line, a CRLF or a multi-byte character
 * may be split across chunks (the WHATWG event stream format). An event
 * without the blank line that ends it, when the body ends, is dropped, as
 * the format says. Stopping early (or an abort) cancels the body.
 */
export async function* readEventStream(body: ReadableStream<Uint8Array>): AsyncGenerator<ServerSentEvent, void, undefined> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let ended = false;

  const take = (line: string): ServerSentEvent | undefined => {
    if (line === '') {
      const complete = data.length > 0 ? { event: event || 'message', data: data.join('\n') } : undefined;
      event = '';
      data = [];
      return complete;
    }
    if (line.startsWith(':')) return undefined;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    return undefined;
  };

  try {
    for (;;) {
      const { value, done } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      for (;;) {
        const end = buffer.search(/[\r\n]/);
        if (end === -1) break;
        // A CR that ends the buffer may be the first half of a CRLF: wait for the next chunk.
        if (buffer[end] === '\r' && end === buffer.length - 1 && !done) break;
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + (buffer[end] === '\r' && buffer[end + 1] === '\n' ? 2 : 1));
        const complete = take(line);
        if (complete) yield complete;
      }
      if (done) {
        ended = true;
        return;
      }
    }
  } finally {
    if (!ended) await reader.cancel().catch(() => undefined);
  }
}
