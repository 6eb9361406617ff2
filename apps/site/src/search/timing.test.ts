import { afterEach, describe, expect, it, vi } from 'vitest';
import { withTiming } from './timing';
import type { Search } from './types';

const context = { language: 'en', docsTag: 'docs-default-current' };

describe('the search timing mode', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    delete window.__flSearchTiming;
    vi.restoreAllMocks();
  });

  it('leaves the search alone and exposes nothing without ?searchTiming', () => {
    window.history.replaceState(null, '', '/search?q=jobs');
    const search: Search = async () => ({ hits: [], nbHits: 0 });
    expect(withTiming(search)).toBe(search);
    expect(window.__flSearchTiming).toBeUndefined();
  });

  it('times each search in ?searchTiming mode; warming up runs the queries untimed', async () => {
    window.history.replaceState(null, '', '/search?searchTiming=1');
    const asked: string[] = [];
    const search: Search = async (query) => {
      asked.push(query);
      return { hits: [], nbHits: 0 };
    };
    const now = vi.spyOn(performance, 'now');
    for (const t of [10, 12.5, 20, 20.25]) now.mockReturnValueOnce(t);
    const timed = withTiming(search);
    const hook = window.__flSearchTiming!;

    await hook.warm(['j', 'jo', 'job'], context);
    expect(hook.samples).toEqual([]);
    await timed('jobs', context);
    await timed('jobs ', context);
    expect(hook.samples).toEqual([2.5, 0.25]);
    expect(asked).toEqual(['j', 'jo', 'job', 'jobs', 'jobs ']);
  });
});
