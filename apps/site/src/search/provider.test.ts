import { describe, expect, it } from 'vitest';
import { forModal, markedText, toModalHit } from './provider';
import type { SearchHit } from './types';

const hit = (over: Partial<SearchHit>): SearchHit => ({
  url: '/docs/user-manual/operations/jobs#close-a-job',
  hierarchy: { lvl0: 'User manual', lvl1: 'Jobs', lvl2: 'Close a job', lvl3: null },
  highlight: { lvl0: 'User manual', lvl1: 'Jobs', lvl2: 'Close a <mark>job</mark>', lvl3: null },
  type: 'heading',
  snippet: 'Close the <mark>job</mark> once every bill &amp; invoice is posted',
  text: 'Close the job once every bill & invoice is posted and the costs are final.',
  score: 1,
  ...over,
});

describe('search results in the modal', () => {
  it('groups a section hit under its page and titles it with its heading', () => {
    expect(toModalHit(hit({}))).toEqual({
      id: '/docs/user-manual/operations/jobs#close-a-job',
      url: '/docs/user-manual/operations/jobs#close-a-job',
      group: 'Jobs',
      title: 'Close a job',
      path: ['User manual', 'Jobs', 'Close a job'],
      snippet: 'Close the job once every bill & invoice is posted',
      kind: 'section',
      matches: { title: [[8, 11]], snippet: [[10, 13]] },
    });
  });

  it('titles a page hit with the page', () => {
    const ups = { lvl0: 'Integrations', lvl1: 'UPS', lvl2: null, lvl3: null };
    const modalHit = toModalHit(hit({ type: 'page', hierarchy: ups, highlight: ups }));
    expect(modalHit).toMatchObject({ group: 'UPS', title: 'UPS', kind: 'page', path: ['Integrations', 'UPS'] });
  });

  it('turns snippet HTML into the text the reader sees, with the ranges that were marked', () => {
    expect(markedText('a <mark>b</mark> &lt;c&gt; &quot;d&quot; &#39;e&#39; &amp;amp;')).toEqual({
      text: `a b <c> "d" 'e' &amp;`,
      ranges: [[2, 3]],
    });
    // The embedded engine escapes with decimal references: "P&L" must not reach the reader as "P&#38;L".
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

  it('marks the title where the search matched it, a page title too', () => {
    const modalHit = toModalHit(
      hit({
        type: 'page',
        hierarchy: { lvl0: 'Solutions', lvl1: 'Ocean freight', lvl2: null, lvl3: null },
        highlight: { lvl0: 'Solutions', lvl1: 'Ocean <mark>freight</mark>', lvl2: null, lvl3: null },
      }),
    );
    expect(modalHit).toMatchObject({ title: 'Ocean freight', matches: { title: [[6, 13]] } });
  });

  it('passes the total number of hits through and keeps failures failures', async () => {
    const ok = forModal(async () => ({ hits: [hit({})], nbHits: 42 }));
    expect((await ok('job', { language: 'en', docsTag: 'docs-default-current' }, { signal: new AbortController().signal })).total).toBe(42);
    const failing = forModal(async () => {
      throw new Error('HTTP 500');
    });
    await expect(
      failing('job', { language: 'en', docsTag: 'docs-default-current' }, { signal: new AbortController().signal }),
    ).rejects.toThrow('HTTP 500');
  });
});
