// @vitest-environment node
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAlgoliaSearch, markedText } from './algolia';

interface Seen {
  method?: string;
  url?: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

// The algolia stand-in: a local server answering in Algolia's documented
// multi-query format, with the answer each test sets.
let answer: (res: ServerResponse) => void = () => {};
let seen: Seen | undefined;
let host = '';
const server = createServer((req, res) => {
  let raw = '';
  req.on('data', (c) => (raw += c));
  req.on('end', () => {
    seen = { method: req.method, url: req.url, headers: req.headers, body: raw ? JSON.parse(raw) : undefined };
    answer(res);
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const json = (status: number, body: string) => (res: ServerResponse) => {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(body);
};

const search = () => createAlgoliaSearch({ appId: 'APPID', apiKey: 'search-key', indexName: 'freightlane', host });
const context = { language: 'en', docsTag: 'docs-default-current' };

describe('Algolia DocSearch client against the algolia stand-in', () => {
  it('sends the DocSearch query with contextual facet filters and insights off', async () => {
    answer = json(200, JSON.stringify({ results: [{ hits: [], nbHits: 0 }] }));
    await search()('bill of lading', context);
    expect(seen?.method).toBe('POST');
    expect(seen?.url).toBe('/1/indexes/*/queries');
    expect(seen?.headers['x-algolia-application-id']).toBe('APPID');
    expect(seen?.headers['x-algolia-api-key']).toBe('search-key');
    expect(seen?.body).toEqual({
      requests: [
        {
          indexName: 'freightlane',
          query: 'bill of lading',
          hitsPerPage: 20,
          attributesToRetrieve: [
            'hierarchy.lvl0',
            'hierarchy.lvl1',
            'hierarchy.lvl2',
            'hierarchy.lvl3',
            'hierarchy.lvl4',
            'hierarchy.lvl5',
            'hierarchy.lvl6',
            'content',
            'type',
            'url',
          ],
          attributesToSnippet: ['content:15'],
          snippetEllipsisText: '…',
          highlightPreTag: '<mark>',
          highlightPostTag: '</mark>',
          facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
          clickAnalytics: false,
        },
      ],
    });
  });

  it('maps hits to the embedded engine’s shape', async () => {
    answer = json(
      200,
      JSON.stringify({
        results: [
          {
            nbHits: 42,
            hits: [
              {
                objectID: '1',
                url: 'https://www.example.com/docs/user-manual/operations/jobs#amend',
                type: 'content',
                content: 'Use Amend on an issued house bill of lading.',
                hierarchy: { lvl0: 'User manual', lvl1: 'Jobs', lvl2: 'Bookings and shipments', lvl3: null },
                _highlightResult: {
                  hierarchy: { lvl1: { value: 'Jobs' }, lvl2: { value: '<mark>Bookings</mark> and shipments' } },
                },
                _snippetResult: { content: { value: '… house <mark>bill</mark> of <mark>lading</mark>.' } },
              },
              {
                objectID: '2',
                url: 'https://www.example.com/solutions/ocean-freight',
                type: 'lvl1',
                hierarchy: { lvl0: 'Solutions', lvl1: 'Ocean <Freight>', lvl2: null },
                _highlightResult: { hierarchy: { lvl1: { value: 'Ocean &lt;<mark>Freight</mark>&gt;' } } },
              },
              { objectID: '3', url: '/docs/x#y', type: 'lvl3', hierarchy: { lvl0: 'Docs', lvl1: 'X', lvl2: 'Y', lvl3: 'Z' } },
            ],
          },
        ],
      }),
    );
    const { hits, nbHits } = await search()('bill of lading', context);
    expect(nbHits).toBe(42);
    expect(hits).toEqual([
      {
        url: '/docs/user-manual/operations/jobs#amend',
        hierarchy: { lvl0: 'User manual', lvl1: 'Jobs', lvl2: 'Bookings and shipments', lvl3: null },
        matches: { lvl1: [], lvl2: [[0, 8]], lvl3: [] },
        type: 'content',
        snippet: {
          text: '… house bill of lading.',
          ranges: [
            [8, 12],
            [16, 22],
          ],
        },
        text: 'Use Amend on an issued house bill of lading.',
        score: 3,
      },
      {
        url: '/solutions/ocean-freight',
        hierarchy: { lvl0: 'Solutions', lvl1: 'Ocean <Freight>', lvl2: null, lvl3: null },
        matches: { lvl1: [[7, 14]], lvl2: [], lvl3: [] },
        type: 'page',
        snippet: { text: '', ranges: [] },
        text: '',
        score: 2,
      },
      expect.objectContaining({ url: '/docs/x#y', type: 'heading', score: 1 }),
    ]);
  });

  it('reads highlight HTML as the text the reader sees and the ranges that were marked', () => {
    expect(markedText('a <mark>b</mark> &lt;c&gt; &quot;d&quot; &#39;e&#39; &amp;amp;')).toEqual({
      text: `a b <c> "d" 'e' &amp;`,
      ranges: [[2, 3]],
    });
    // Decimal and hexadecimal references too: "P&L" must not reach the reader as "P&#38;L".
    expect(markedText('<mark>P&#38;L</mark> &#60;fees&#62; &#x2014; caf&#233;')).toEqual({
      text: 'P&L <fees> \u2014 café',
      ranges: [[0, 3]],
    });
    expect(markedText('<mark>Demurrage</mark> and <mark>detention</mark><mark></mark>')).toEqual({
      text: 'Demurrage and detention',
      ranges: [
        [0, 9],
        [14, 23],
      ],
    });
  });

  it('drops a highlight that does not read as its level, rather than mark the wrong letters', async () => {
    answer = json(
      200,
      JSON.stringify({
        results: [
          {
            hits: [
              {
                url: '/docs/x',
                type: 'lvl1',
                hierarchy: { lvl0: 'Docs', lvl1: 'Jobs' },
                _highlightResult: { hierarchy: { lvl1: { value: '<mark>Job</mark> list' } } },
              },
            ],
          },
        ],
      }),
    );
    const { hits } = await search()('job', context);
    expect(hits[0].matches.lvl1).toEqual([]);
  });

  it('answers an empty result', async () => {
    answer = json(200, JSON.stringify({ results: [{ hits: [], nbHits: 0, page: 0, nbPages: 0 }] }));
    expect(await search()('zzzz', context)).toEqual({ hits: [], nbHits: 0 });
  });

  it('rejects on HTTP 500, so the modal shows "Unable to fetch results"', async () => {
    answer = json(500, JSON.stringify({ message: 'Internal error', status: 500 }));
    await expect(search()('jobs', context)).rejects.toThrow('Algolia: HTTP 500');
  });

  it('rejects a malformed answer', async () => {
    answer = json(200, '{"results": [');
    await expect(search()('jobs', context)).rejects.toThrow('not JSON');
    answer = json(200, '{"message": "ok"}');
    await expect(search()('jobs', context)).rejects.toThrow('no results');
  });
});
