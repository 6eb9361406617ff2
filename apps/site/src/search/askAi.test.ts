import type { AskAiEvent } from '@freightlane/ui/search-modal';
import { describe, expect, it, vi } from 'vitest';
import { ASK_AI_QUESTION_LIMIT, ASK_AI_SOURCE_TEXT_LIMIT, AskAiError, createAskAi, probeAskAi, sourcesFrom, trimText } from './askAi';
import { sse, streamedResponse, type StreamedResponse } from './streamStandIn';
import type { Search, SearchHit } from './types';

const context = { language: 'en', docsTag: 'docs-default-current' };

const section = (page: string, heading: string | null, text: string, anchor = heading?.toLowerCase().replace(/ /g, '-')): SearchHit => ({
  url: `/docs/${page.toLowerCase()}${anchor ? `#${anchor}` : ''}`,
  hierarchy: { lvl0: 'User manual', lvl1: page, lvl2: heading, lvl3: null },
  matches: { lvl1: [], lvl2: [], lvl3: [] },
  type: heading ? 'heading' : 'page',
  snippet: { text: text.slice(0, 40), ranges: [] },
  text,
  score: 1,
});

const closeAJob = section('Jobs', 'Close a job', 'Close the job once every bill and invoice is posted.');
const liquidation = section('Liquidation', 'Steps', 'Liquidation checks costs, then closes the job.');

/** The site's search answering every question with the given hits, recording what it was asked. */
function searchWith(hits: SearchHit[]) {
  const asked: { query: string; context: typeof context }[] = [];
  const search: Search = async (query, ctx) => {
    asked.push({ query, context: ctx });
    return { hits, nbHits: hits.length };
  };
  return { search, asked };
}

/**
 * The server stand-in: POST <endpoint> answers with a stream the test
 * writes; an abort breaks the body as the browser's fetch does.
 */
function standIn(answer: (stream: StreamedResponse) => Response | Promise<Response> = (stream) => stream.response) {
  let current: StreamedResponse | undefined;
  const requests: {
    url: string;
    init: RequestInit;
    body: { question: string; sources: { title: string; url: string; text: string }[] };
  }[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    current = streamedResponse();
    const stream = current;
    init.signal?.addEventListener('abort', () => stream.fail(init.signal!.reason));
    requests.push({ url, init, body: JSON.parse(String(init.body)) });
    return answer(stream);
  });
  return { fetch, requests, stream: () => current! };
}

/** Reads an answer to the end: its events, or the error it stopped with. */
async function collect(answer: AsyncIterable<AskAiEvent>) {
  const events: AskAiEvent[] = [];
  try {
    for await (const event of answer) events.push(event);
    return { events };
  } catch (error) {
    return { events, error: error as Error };
  }
}

const until = async (condition: () => boolean) => {
  await vi.waitFor(() => {
    if (!condition()) throw new Error('not yet');
  });
};

describe('Ask AI: the question and its sources', () => {
  it('posts the trimmed question with the top sections the search finds for it, in its context', async () => {
    const server = standIn();
    const { search, asked } = searchWith([closeAJob, liquidation]);
    const ask = createAskAi({ endpoint: '/api/ask', search, fetch: server.fetch });
    const answer = collect(ask('  how do I close a job? ', [], { signal: new AbortController().signal, context, history: [] }));
    await until(() => server.requests.length === 1);
    server.stream().push(sse('done', {}));
    expect((await answer).error).toBeUndefined();

    expect(asked).toEqual([{ query: 'how do I close a job?', context }]);
    const [request] = server.requests;
    expect(request.url).toBe('/api/ask');
    expect(request.init.method).toBe('POST');
    expect(request.init.headers).toMatchObject({ 'Content-Type': 'application/json', Accept: 'text/event-stream' });
    expect(request.body).toEqual({
      question: 'how do I close a job?',
      sources: [
        { title: 'Jobs › Close a job', url: '/docs/jobs#close-a-job', text: 'Close the job once every bill and invoice is posted.' },
        { title: 'Liquidation › Steps', url: '/docs/liquidation#steps', text: 'Liquidation checks costs, then closes the job.' },
      ],
    });
  });

  it('sends at most six sections, skips those without text and cuts long text at a word', () => {
    const long = 'word '.repeat(1000);
    const hits = [section('Empty', 'Nothing', '  '), ...Array.from({ length: 8 }, (_, i) => section(`Page${i}`, null, long))];
    const sources = sourcesFrom(hits);
    expect(sources.map((s) => s.title)).toEqual(['Page0', 'Page1', 'Page2', 'Page3', 'Page4', 'Page5']);
    expect(Array.from(sources[0].text).length).toBeLessThanOrEqual(ASK_AI_SOURCE_TEXT_LIMIT);
    expect(sources[0].text).toMatch(/word…$/);
    expect(sourcesFrom([section('Jobs', 'Costs', 'Cost lines and their subsections.')]).map((s) => s.title)).toEqual(['Jobs › Costs']);
  });

  it('cuts by characters, never inside one, and leaves short text alone', () => {
    expect(trimText('short text', 20)).toBe('short text');
    expect(trimText('🚚'.repeat(30), 10)).toBe(`${'🚚'.repeat(9)}…`);
    expect(trimText('a b c d e f g h i j', 10)).toBe('a b c d e…');
    expect(trimText('alpha beta gamma', 9)).toBe('alpha…');
    expect(trimText('supercalifragilistic', 9)).toBe('supercal…');
  });

  it('refuses an empty or too long question before searching or posting', async () => {
    const server = standIn((stream) => {
      stream.push(sse('done', {}));
      return stream.response;
    });
    const { search, asked } = searchWith([closeAJob]);
    const ask = createAskAi({ endpoint: '/api/ask', search, fetch: server.fetch });
    const signal = new AbortController().signal;
    expect((await collect(ask('   ', [], { signal, context, history: [] }))).error).toEqual(new AskAiError('Type a question first.'));
    const tooLong = (await collect(ask('é'.repeat(ASK_AI_QUESTION_LIMIT + 1), [], { signal, context, history: [] }))).error;
    expect(tooLong).toBeInstanceOf(AskAiError);
    expect(tooLong?.message).toBe('The question is too long: 501 characters, at most 500. Shorten it and ask again.');
    expect((await collect(ask('é'.repeat(ASK_AI_QUESTION_LIMIT), [], { signal, context, history: [] }))).error).toBeUndefined();
    expect(asked).toHaveLength(1);
    expect(server.fetch).toHaveBeenCalledTimes(1);
  });

  it('says so when no page matches, without posting', async () => {
    const server = standIn();
    const ask = createAskAi({ endpoint: '/api/ask', search: searchWith([section('Jobs', null, '')]).search, fetch: server.fetch });
    const { error } = await collect(ask('zebra crossing', [], { signal: new AbortController().signal, context, history: [] }));
    expect(error?.message).toBe('No page of this site matches the question, so Ask AI has nothing to answer from. Try other words.');
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it('says so when the search itself fails', async () => {
    const server = standIn();
    const failing: Search = async () => {
      throw new Error('search index: manifest.json: HTTP 503');
    };
    const { error } = await collect(
      createAskAi({ endpoint: '/api/ask', search: failing, fetch: server.fetch })('close a job', [], {
        signal: new AbortController().signal,
        context,
        history: [],
      }),
    );
    expect(error).toBeInstanceOf(AskAiError);
    expect(error?.message).toBe('Ask AI could not look up the pages to answer from: check your network connection.');
    expect(server.fetch).not.toHaveBeenCalled();
  });
});

describe('Ask AI: the streamed answer', () => {
  const start = (signal = new AbortController().signal) => {
    const server = standIn();
    const ask = createAskAi({ endpoint: '/api/ask', search: searchWith([closeAJob]).search, fetch: server.fetch });
    const answer = ask('close a job', [], { signal, context, history: [] })[Symbol.asyncIterator]();
    return { server, answer };
  };

  it('yields the sources, then each delta as it arrives, and ends at done', async () => {
    const { server, answer } = start();
    const sources = answer.next();
    await until(() => server.requests.length === 1);
    const stream = server.stream();
    stream.push('event: sources\ndata: [{"title":"Jobs › Close a job","url":"/docs/jobs#close-a-job"}]\n');
    stream.push('\nevent: del');
    expect(await sources).toEqual({
      done: false,
      value: { type: 'sources', sources: [{ title: 'Jobs › Close a job', url: '/docs/jobs#close-a-job' }] },
    });

    const first = answer.next();
    stream.push('ta\ndata: {"text":"Open the job, "}\n\n');
    expect(await first).toEqual({ done: false, value: { type: 'text', text: 'Open the job, ' } });

    const second = answer.next();
    stream.push(sse('delta', { text: 'then choose Close.' }));
    expect(await second).toEqual({ done: false, value: { type: 'text', text: 'then choose Close.' } });

    // done ends the answer although the connection is still open: the rest is never read.
    const end = answer.next();
    stream.push(sse('done', {}) + sse('delta', { text: 'after done' }));
    expect(await end).toEqual({ done: true, value: undefined });
    expect(stream.cancelled()).toBe(true);
  });

  it('ignores unknown events and keeps only sources that are paths of this site', async () => {
    const { server, answer } = start();
    const result = collect({ [Symbol.asyncIterator]: () => answer });
    await until(() => server.requests.length === 1);
    server
      .stream()
      .push(
        sse('ping', { at: 1 }) +
          sse('sources', [
            { title: 'Jobs', url: '/docs/jobs' },
            { title: 'Elsewhere', url: 'https://example.com/' },
            { title: 'Protocol-relative', url: '//example.com/' },
            { title: 'Script', url: 'javascript:alert(1)' },
            { url: '/no-title' },
          ]) +
          sse('delta', { text: 'Yes.' }) +
          sse('done', {}),
      );
    expect(await result).toEqual({
      events: [
        { type: 'sources', sources: [{ title: 'Jobs', url: '/docs/jobs' }] },
        { type: 'text', text: 'Yes.' },
      ],
    });
  });

  it('rejects with the server’s message on an error event, after the text before it', async () => {
    const { server, answer } = start();
    const result = collect({ [Symbol.asyncIterator]: () => answer });
    await until(() => server.requests.length === 1);
    server.stream().push(sse('delta', { text: 'Open the' }) + sse('error', { message: 'the model is unavailable' }));
    const { events, error } = await result;
    expect(events).toEqual([{ type: 'text', text: 'Open the' }]);
    expect(error).toBeInstanceOf(AskAiError);
    expect(error?.message).toBe('Ask AI could not answer: the model is unavailable. Try again later.');
  });

  it('rejects when the stream ends before done, breaks, or sends unreadable data', async () => {
    const cases: [string, (s: StreamedResponse) => void, string][] = [
      [
        'ends early',
        (s) => {
          s.push(sse('delta', { text: 'Open' }));
          return s.close();
        },
        'The answer was cut off: the server closed the connection before it was complete. Try again.',
      ],
      [
        'breaks',
        (s) => s.fail(new TypeError('network error')),
        'The connection to Ask AI broke before the answer was complete. Try again.',
      ],
      [
        'bad JSON',
        (s) => s.push('event: delta\ndata: {"text":\n\n'),
        'Ask AI sent an unreadable "delta" event: the answer is incomplete. Try again.',
      ],
      [
        'bad delta',
        (s) => s.push(sse('delta', { content: 'x' })),
        'Ask AI sent a part of the answer in an unknown shape: the answer is incomplete. Try again.',
      ],
      [
        'bad sources',
        (s) => s.push(sse('sources', { title: 'x' })),
        'Ask AI sent its sources in an unknown shape: the answer is incomplete. Try again.',
      ],
    ];
    for (const [name, act, message] of cases) {
      const { server, answer } = start();
      const result = collect({ [Symbol.asyncIterator]: () => answer });
      await until(() => server.requests.length === 1);
      act(server.stream());
      const { error } = await result;
      expect(error, name).toBeInstanceOf(AskAiError);
      expect(error?.message, name).toBe(message);
    }
  });

  it('maps HTTP errors and a network failure to what the reader should do', async () => {
    const json =
      (status: number, body: unknown, headers: Record<string, string> = {}) =>
      () =>
        new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
    const cases: [() => Response | Promise<Response>, string][] = [
      [
        json(400, { errors: [{ pointer: '/question', message: 'must be at most 500 characters' }] }),
        'Ask AI could not take the question (/question: must be at most 500 characters). Rephrase it and ask again.',
      ],
      [() => new Response('bad', { status: 400 }), 'Ask AI could not take the question. Rephrase it and ask again.'],
      [json(404, { error: 'not found' }), 'Ask AI is not available on this site.'],
      [json(429, {}, { 'Retry-After': '30' }), 'Too many questions in a short time: ask again in 30 seconds.'],
      [json(429, {}), 'Too many questions in a short time: ask again in a minute.'],
      [json(502, {}), 'Ask AI is unavailable right now (the server answered HTTP 502). Try again later.'],
      [json(409, {}), 'Ask AI answered HTTP 409: the question was not answered.'],
      [json(200, { answer: 'no stream' }), 'Ask AI answered with application/json instead of a stream: the question was not answered.'],
      [() => Promise.reject(new TypeError('Failed to fetch')), 'Ask AI could not reach the server: check your network connection.'],
    ];
    for (const [answer, message] of cases) {
      const server = standIn(answer);
      const ask = createAskAi({ endpoint: '/api/ask', search: searchWith([closeAJob]).search, fetch: server.fetch });
      const { error } = await collect(ask('close a job', [], { signal: new AbortController().signal, context, history: [] }));
      expect(error, message).toBeInstanceOf(AskAiError);
      expect(error?.message).toBe(message);
    }
  });
});

describe('Ask AI: stopping', () => {
  it('aborts the request and the stream when the signal aborts mid-answer, rejecting with the abort', async () => {
    const controller = new AbortController();
    const server = standIn();
    const ask = createAskAi({ endpoint: '/api/ask', search: searchWith([closeAJob]).search, fetch: server.fetch });
    const result = collect(ask('close a job', [], { signal: controller.signal, context, history: [] }));
    await until(() => server.requests.length === 1);
    expect(server.requests[0].init.signal).toBe(controller.signal);
    server.stream().push(sse('delta', { text: 'Open' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    controller.abort();
    const { events, error } = await result;
    expect(events).toEqual([{ type: 'text', text: 'Open' }]);
    expect(error).not.toBeInstanceOf(AskAiError);
    expect(error?.name).toBe('AbortError');
  });

  it('never posts when the signal aborted while the search ran', async () => {
    const controller = new AbortController();
    const server = standIn();
    const search: Search = async () => {
      controller.abort();
      return { hits: [closeAJob], nbHits: 1 };
    };
    const { error } = await collect(
      createAskAi({ endpoint: '/api/ask', search, fetch: server.fetch })('close a job', [], {
        signal: controller.signal,
        context,
        history: [],
      }),
    );
    expect(error?.name).toBe('AbortError');
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it('cancels the body when the modal stops reading', async () => {
    const server = standIn();
    const ask = createAskAi({ endpoint: '/api/ask', search: searchWith([closeAJob]).search, fetch: server.fetch });
    const answer = ask('close a job', [], { signal: new AbortController().signal, context, history: [] })[Symbol.asyncIterator]();
    const first = answer.next();
    await until(() => server.requests.length === 1);
    server.stream().push(sse('delta', { text: 'Open' }));
    await first;
    await answer.return?.();
    expect(server.stream().cancelled()).toBe(true);
  });
});

describe('Ask AI: whether the server offers it', () => {
  const probe = (answer: () => Promise<Response>) => {
    const fetch = vi.fn(answer);
    return { result: probeAskAi('/api/ask', fetch), fetch };
  };

  it('is on when GET <endpoint> answers 200 {"enabled": true}', async () => {
    const { result, fetch } = probe(async () => Response.json({ enabled: true, model: 'standin' }));
    expect(await result).toBe(true);
    expect(fetch).toHaveBeenCalledWith('/api/ask', { headers: { Accept: 'application/json' } });
  });

  it('is off on 404 (a static host or an unconfigured server), a network error, an HTML fallback page or enabled false', async () => {
    expect(await probe(async () => new Response('<!doctype html><title>Page Not Found</title>', { status: 404 })).result).toBe(false);
    expect(await probe(() => Promise.reject(new TypeError('Failed to fetch'))).result).toBe(false);
    expect(await probe(async () => new Response('<!doctype html>', { status: 200, headers: { 'Content-Type': 'text/html' } })).result).toBe(
      false,
    );
    expect(await probe(async () => Response.json({ enabled: false })).result).toBe(false);
    expect(await probe(async () => Response.json({ enabled: true }, { status: 500 })).result).toBe(false);
  });
});
