import { describe, expect, it } from 'vitest';
import { forModal, toModalHit } from './provider';
import type { SearchHit } from './types';

const hit = (over: Partial<SearchHit>): SearchHit => ({
  url: '/docs/user-manual/operations/jobs#close-a-job',
  hierarchy: { lvl0: 'User manual', lvl1: 'Jobs', lvl2: 'Close a job', lvl3: null },
  matches: { lvl1: [], lvl2: [[8, 11]], lvl3: [] },
  type: 'heading',
  snippet: { text: 'Close the job once every bill & invoice is posted', ranges: [[10, 13]] },
  text: 'Close the job once every bill & invoice is posted and the costs are final.',
  score: 1,
  ...over,
});

describe('search results in the modal', () => {
  it('groups a section hit under its page and titles it with its heading', () => {
    expect(toModalHit(hit({}))).toEqual({
      id: '/docs/user-manual/operations/jobs#close-a-job',
      url: '/docs/user-manual/operations/jobs#close-a-job',
      page: '/docs/user-manual/operations/jobs',
      label: 'User manual',
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
    const modalHit = toModalHit(hit({ type: 'page', hierarchy: ups, matches: { lvl1: [], lvl2: [], lvl3: [] } }));
    expect(modalHit).toMatchObject({ group: 'UPS', label: 'Integrations', title: 'UPS', kind: 'page', path: ['Integrations', 'UPS'] });
  });

  it('titles a subsection hit with its own heading and marks it there', () => {
    const modalHit = toModalHit(
      hit({
        hierarchy: { lvl0: 'User manual', lvl1: 'Jobs', lvl2: 'Close a job', lvl3: 'Reopen' },
        matches: { lvl1: [], lvl2: [[8, 11]], lvl3: [[0, 6]] },
      }),
    );
    expect(modalHit).toMatchObject({ title: 'Reopen', path: ['User manual', 'Jobs', 'Close a job'], matches: { title: [[0, 6]] } });
  });

  it('marks the title where the search matched it, a page title too', () => {
    const modalHit = toModalHit(
      hit({
        type: 'page',
        hierarchy: { lvl0: 'Solutions', lvl1: 'Ocean freight', lvl2: null, lvl3: null },
        matches: { lvl1: [[6, 13]], lvl2: [], lvl3: [] },
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
