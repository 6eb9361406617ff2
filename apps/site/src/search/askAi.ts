/**
 * Ask AI, the browser side: whether the site's server answers questions,
 * and the function the search modal streams answers from. The server
 * (apps/server, `search.askAi.endpoint` in site.yaml) holds the model's key;
 * the browser sends the question with the sections of the site the search
 * finds for it, and reads the answer as a `text/event-stream`:
 * `sources` [{title, url}], then `delta` {text} many times, then `done` {},
 * or `error` {message}.
 */
import type { AskAiEvent, AskAiFunction, AskAiSource } from '@freightlane/ui/search-modal';
import type { AskAiDelta, AskAiFailure, AskAiProblems, AskAiSourceLink, AskAiStatus } from '../api.gen';
import { readEventStream } from './eventStream';
import type { Search, SearchHit } from './types';

/** The most sections sent with a question (the server takes 8). */
export const ASK_AI_MAX_SOURCES = 6;
/** A section's text is cut to this many characters: the server takes 4000, and a short prompt answers faster. */
export const ASK_AI_SOURCE_TEXT_LIMIT = 1500;
/** The longest question the server takes, in characters. */
export const ASK_AI_QUESTION_LIMIT = 500;

/** A failure the reader should be told about; its message says what went wrong and what to do. */
export class AskAiError extends Error {
  override name = 'AskAiError';
}

/** A section sent with the question. */
export interface AskAiRequestSource {
  title: string;
  url: string;
  text: string;
}

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * Whether the server at `endpoint` answers questions: `GET` gives
 * 200 {"enabled": true}. An unconfigured server ({"enabled": false}), a static host (404),
 * an HTML fallback page or no network all mean no.
 */
export async function probeAskAi(endpoint: string, doFetch: Fetch = (input, init) => fetch(input, init)): Promise<boolean> {
  try {
    const res = await doFetch(endpoint, { headers: { Accept: 'application/json' } });
    if (res.status !== 200) return false;
    const body: Partial<AskAiStatus> | null = await res.json();
    return body?.enabled === true;
  } catch {
    return false;
  }
}

/** Text cut to at most `limit` characters, at a word when one is near, with an ellipsis. */
export function trimText(text: string, limit = ASK_AI_SOURCE_TEXT_LIMIT): string {
  const chars = Array.from(text);
  if (chars.length <= limit) return text;
  const cut = chars.slice(0, limit - 1).join('');
  const endsAWord = /\s/.test(chars[limit - 1]);
  const space = cut.lastIndexOf(' ');
  return `${(endsAWord || space <= cut.length / 2 ? cut : cut.slice(0, space)).trimEnd()}…`;
}

/** "Page › Section › Subsection": what a source is called in the prompt and under the answer. */
const sourceTitle = (hit: SearchHit) =>
  [hit.hierarchy.lvl1, hit.hierarchy.lvl2, hit.hierarchy.lvl3].filter((part): part is string => Boolean(part)).join(' › ');

/** The best sections to answer from: those with text, at most six, each trimmed. */
export function sourcesFrom(hits: SearchHit[]): AskAiRequestSource[] {
  return hits
    .filter((hit) => hit.text.trim() !== '')
    .slice(0, ASK_AI_MAX_SOURCES)
    .map((hit) => ({ title: sourceTitle(hit), url: hit.url, text: trimText(hit.text) }));
}

/** A link the answer may show: a path of this site, never another origin or a script. */
const isSitePath = (url: unknown): url is string => typeof url === 'string' && url.startsWith('/') && !url.startsWith('//');

/** An event's data: the server's answer type (api.gen.ts), its fields still to be checked (a proxy may send anything). */
function parseData<T = unknown>(event: string, data: string): T | null {
  try {
    return JSON.parse(data);
  } catch {
    throw new AskAiError(`Ask AI sent an unreadable "${event}" event: the answer is incomplete. Try again.`);
  }
}

function parseSources(data: string): AskAiSource[] {
  const value = parseData('sources', data);
  if (!Array.isArray(value)) throw new AskAiError('Ask AI sent its sources in an unknown shape: the answer is incomplete. Try again.');
  return value
    .filter((s): s is AskAiSourceLink => typeof s?.title === 'string' && isSitePath(s?.url))
    .map(({ title, url }) => ({ title, url }));
}

function parseDelta(data: string): string {
  const value = parseData<Partial<AskAiDelta>>('delta', data);
  if (typeof value?.text !== 'string')
    throw new AskAiError('Ask AI sent a part of the answer in an unknown shape: the answer is incomplete. Try again.');
  return value.text;
}

/** The reader's message for an HTTP error of POST <endpoint>. */
async function httpError(res: Response): Promise<AskAiError> {
  switch (res.status) {
    case 400: {
      const body: Partial<AskAiProblems> | null = await res.json().catch(() => null);
      const details = (body?.errors ?? []).map((e) => (e.pointer ? `${e.pointer}: ${e.message}` : e.message)).filter(Boolean);
      return new AskAiError(
        `Ask AI could not take the question${details.length ? ` (${details.join('; ')})` : ''}. Rephrase it and ask again.`,
      );
    }
    case 404:
      return new AskAiError('Ask AI is not available on this site.');
    case 429: {
      const seconds = Number(res.headers.get('Retry-After'));
      return new AskAiError(`Too many questions in a short time: ask again in ${seconds > 0 ? `${seconds} seconds` : 'a minute'}.`);
    }
    default:
      return new AskAiError(
        res.status >= 500
          ? `Ask AI is unavailable right now (the server answered HTTP ${res.status}). Try again later.`
          : `Ask AI answered HTTP ${res.status}: the question was not answered.`,
      );
  }
}

export interface AskAiOptions {
  /** The site's endpoint, `search.askAi.endpoint` ("/api/ask"). */
  endpoint: string;
  /** Finds the sections a question is answered from: the site's search. */
  search: Search;
  /** fetch to use (tests); the global fetch by default. */
  fetch?: Fetch;
}

/**
 * The modal's Ask AI function. It searches the question itself rather than
 * using the hits the modal passes: those belong to the query typed before
 * Ask AI mode, not to a follow-up question. Every failure rejects with an
 * AskAiError saying what went wrong, except an abort (the modal closed or
 * left Ask AI mode), which rejects with the signal's reason.
 */
export function createAskAi({ endpoint, search, fetch: doFetch = (input, init) => fetch(input, init) }: AskAiOptions): AskAiFunction {
  return async function* ask(question, _modalHits, { signal, context }): AsyncGenerator<AskAiEvent, void, undefined> {
    const q = question.trim();
    if (q === '') throw new AskAiError('Type a question first.');
    const length = Array.from(q).length;
    if (length > ASK_AI_QUESTION_LIMIT) {
      throw new AskAiError(`The question is too long: ${length} characters, at most ${ASK_AI_QUESTION_LIMIT}. Shorten it and ask again.`);
    }

    let hits: SearchHit[];
    try {
      hits = (await search(q, context)).hits;
    } catch (error) {
      throw new AskAiError('Ask AI could not look up the pages to answer from: check your network connection.', { cause: error });
    }
    signal.throwIfAborted();
    const sources = sourcesFrom(hits);
    if (sources.length === 0)
      throw new AskAiError('No page of this site matches the question, so Ask AI has nothing to answer from. Try other words.');

    let res: Response;
    try {
      res = await doFetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
        body: JSON.stringify({ question: q, sources }),
        signal,
      });
    } catch (error) {
      signal.throwIfAborted();
      throw new AskAiError('Ask AI could not reach the server: check your network connection.', { cause: error });
    }
    if (!res.ok) throw await httpError(res);
    const type = res.headers.get('Content-Type') ?? '';
    if (!type.startsWith('text/event-stream') || !res.body) {
      throw new AskAiError(`Ask AI answered with ${type || 'no content type'} instead of a stream: the question was not answered.`);
    }

    try {
      for await (const { event, data } of readEventStream(res.body)) {
        if (event === 'sources') yield { type: 'sources', sources: parseSources(data) };
        else if (event === 'delta') yield { type: 'text', text: parseDelta(data) };
        else if (event === 'done') return;
        else if (event === 'error') {
          const message = parseData<Partial<AskAiFailure>>('error', data)?.message;
          throw new AskAiError(`Ask AI could not answer${typeof message === 'string' && message ? `: ${message}` : ''}. Try again later.`);
        }
      }
    } catch (error) {
      signal.throwIfAborted();
      if (error instanceof AskAiError) throw error;
      throw new AskAiError('The connection to Ask AI broke before the answer was complete. Try again.', { cause: error });
    }
    throw new AskAiError('The answer was cut off: the server closed the connection before it was complete. Try again.');
  };
}
