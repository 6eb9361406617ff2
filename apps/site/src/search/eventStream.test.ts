import { describe, expect, it } from 'vitest';
import { readEventStream, type ServerSentEvent } from './eventStream';
import { streamedResponse } from './streamStandIn';

const wire = [
  ': a comment line the server may send to keep the connection open\n',
  'event: sources\r\n',
  'data: [{"title":"Jobs › Close a job","url":"/docs/jobs#close"}]\r\n',
  '\r\n',
  'id: 7\rretry: 1000\revent: delta\rdata: {"text":"Déjà vu 🚚 "}\r\r',
  'data: first line\n',
  'data:second line\n',
  'data\n',
  '\n',
  'event: done\n',
  'data: {}\n',
  '\n',
  'event: delta\n',
  'data: {"text":"never ended"}\n',
].join('');

const expected: ServerSentEvent[] = [
  { event: 'sources', data: '[{"title":"Jobs › Close a job","url":"/docs/jobs#close"}]' },
  { event: 'delta', data: '{"text":"Déjà vu 🚚 "}' },
  { event: 'message', data: 'first line\nsecond line\n' },
  { event: 'done', data: '{}' },
];

async function readAll(chunks: Uint8Array[]): Promise<ServerSentEvent[]> {
  const stream = streamedResponse();
  chunks.forEach(stream.push);
  stream.close();
  const events: ServerSentEvent[] = [];
  for await (const e of readEventStream(stream.response.body!)) events.push(e);
  return events;
}

describe('reading an event stream', () => {
  const bytes = new TextEncoder().encode(wire);

  it('reads the events of one chunk, with LF, CRLF and CR line ends, comments, unknown fields and multi-line data', async () => {
    expect(await readAll([bytes])).toEqual(expected);
  });

  it('reads the same events however two chunks cut the bytes: inside a line, a CRLF or a multi-byte character', async () => {
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await readAll([bytes.slice(0, cut), bytes.slice(cut)]), `cut at byte ${cut}`).toEqual(expected);
    }
  });

  it('reads the same events when every byte comes alone', async () => {
    expect(await readAll([...bytes].map((b) => Uint8Array.of(b)))).toEqual(expected);
  });

  it('gives each event as soon as its blank line arrives, before the body ends', async () => {
    const stream = streamedResponse();
    const events = readEventStream(stream.response.body!);
    stream.push('event: delta\ndata: {"text":"Hel');
    const first = events.next();
    stream.push('lo"}\n');
    stream.push('\n');
    expect(await first).toEqual({ done: false, value: { event: 'delta', data: '{"text":"Hello"}' } });
    expect(stream.cancelled()).toBe(false);
  });

  it('cancels the body when the reader stops early', async () => {
    const stream = streamedResponse();
    stream.push('event: delta\ndata: {}\n\n');
    for await (const event of readEventStream(stream.response.body!)) {
      expect(event.event).toBe('delta');
      break;
    }
    expect(stream.cancelled()).toBe(true);
  });

  it('rejects with the reason the body broke', async () => {
    const stream = streamedResponse();
    const events = readEventStream(stream.response.body!);
    stream.fail(new TypeError('network error'));
    await expect(events.next()).rejects.toThrow('network error');
  });
});
