import { act, render, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtureHits } from '../SearchModal/SearchModal.fixtures';
import { SearchPageView } from './SearchPageView';
import { useDebouncedValue } from './useDebouncedValue';

vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });

const base = { onQueryChange: () => undefined, hits: [], total: 0 };

describe('SearchPageView', () => {
  it('titles the page by the query', () => {
    const { rerender } = render(<SearchPageView {...base} query="" status="idle" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Search the documentation');
    rerender(<SearchPageView {...base} query="  workflow " status="loading" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Search results for "workflow"');
  });

  it('has a search field named q in a GET form, for readers without JavaScript', () => {
    render(<SearchPageView {...base} query="x" status="idle" action="/docs-search" />);
    const input = screen.getByRole('searchbox', { name: 'Search' });
    expect(input).toHaveAttribute('name', 'q');
    expect(input).toHaveAttribute('placeholder', 'Type your search here');
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/docs-search');
  });

  it('offers the Docs / All filter as radios of the GET form when given a scope, and reports a pick by click or arrow key', async () => {
    const user = userEvent.setup();
    const onScopeChange = vi.fn();
    function Parent() {
      const [scope, setScope] = useState<'docs' | 'all'>('all');
      return (
        <SearchPageView
          {...base}
          query="bill of lading"
          status="idle"
          scope={scope}
          onScopeChange={(next) => {
            onScopeChange(next);
            setScope(next);
          }}
        />
      );
    }
    render(<Parent />);
    const group = screen.getByRole('group', { name: 'Search in' });
    const docs = within(group).getByRole('radio', { name: 'Docs' });
    const all = within(group).getByRole('radio', { name: 'All pages' });
    expect(all).toBeChecked();
    // Posted with the query by a reader without JavaScript: named scope, in the search form.
    const form = screen.getByRole('search') as HTMLFormElement;
    expect([docs, all].map((radio) => [(radio as HTMLInputElement).form, radio.getAttribute('name'), radio.getAttribute('value')])).toEqual(
      [
        [form, 'scope', 'docs'],
        [form, 'scope', 'all'],
      ],
    );
    expect(new FormData(form).get('scope')).toBe('all');

    await user.click(docs);
    expect(onScopeChange).toHaveBeenLastCalledWith('docs');
    expect(docs).toBeChecked();
    expect(new FormData(form).get('scope')).toBe('docs');
    await user.keyboard('{ArrowRight}');
    expect(onScopeChange).toHaveBeenLastCalledWith('all');
    expect(all).toBeChecked();
    expect(all).toHaveFocus();
  });

  it('lists each page once with its sections under it, and exactly the new hits when the Docs filter narrows All', () => {
    const hit = (page: string, title: string, anchor = '') => ({
      id: page + anchor,
      url: page + anchor,
      page,
      group: page.slice(1),
      title,
    });
    const docs = ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => hit(`/docs/${name}`, `docs/${name}`));
    const all = [
      ...docs.slice(0, 3),
      // Sections of a page without anchors share its URL: each is listed, under the page.
      hit('/solutions/trucking', 'Documents'),
      hit('/solutions/trucking', 'Proof of delivery'),
      hit('/solutions/trucking', 'Customs'),
    ];
    const { rerender } = render(<SearchPageView {...base} query="bill" status="success" hits={all} total={6} scope="all" />);
    const heading = (level: number) => screen.queryAllByRole('heading', { level }).map((h) => h.textContent);
    expect(heading(2)).toEqual(['docs/a', 'docs/b', 'docs/c', 'solutions/trucking']);
    expect(heading(3)).toEqual(['Documents', 'Proof of delivery', 'Customs']);
    rerender(<SearchPageView {...base} query="bill" status="success" hits={docs} total={6} scope="docs" />);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(docs.map((h) => h.url));
    expect(heading(3)).toEqual([]);
  });

  it('says what each page is, beside its title, and leaves the label out of the sections’ trail', () => {
    render(<SearchPageView {...base} query="carrier" status="success" hits={fixtureHits.slice(7, 11)} total={3} />);
    const pages = within(screen.getByRole('list', { name: 'Search results' })).getAllByRole('heading', { level: 2 });
    expect(pages.map((h) => h.textContent)).toEqual(['Orders', 'Carriers']);
    expect(pages.map((h) => h.previousElementSibling?.textContent)).toEqual(['User manual', 'User manual']);
    expect(within(pages[0]!).getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/docs/user-manual/operations/orders');
    expect(screen.getByText('Order statuses', { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByText(/User manual ›/)).toBeNull();
  });

  it('offers no filter without a scope', () => {
    render(<SearchPageView {...base} query="x" status="idle" />);
    expect(screen.queryByRole('group', { name: 'Search in' })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('reports every keystroke to the parent', async () => {
    const user = userEvent.setup();
    const onQueryChange = vi.fn();
    function Parent() {
      const [query, setQuery] = useState('');
      return (
        <SearchPageView
          {...base}
          query={query}
          onQueryChange={(q) => {
            setQuery(q);
            onQueryChange(q);
          }}
          status="idle"
        />
      );
    }
    render(<Parent />);
    await user.type(screen.getByRole('searchbox'), 'abc');
    expect(onQueryChange.mock.calls.map((c) => c[0])).toEqual(['a', 'ab', 'abc']);
  });

  it('counts "One document found" / "N documents found" and lists title, trail and highlighted snippet', () => {
    const { rerender } = render(<SearchPageView {...base} query="carrier" status="success" hits={[fixtureHits[9]]} total={1} />);
    expect(screen.getByRole('status')).toHaveTextContent('One document found');
    const item = screen.getAllByRole('listitem')[0]!;
    expect(within(item).getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/docs/user-manual/operations/orders');
    const link = within(item).getByRole('link', { name: 'Notify the carrier' });
    expect(link).toHaveAttribute('href', '/docs/user-manual/operations/orders#notify-the-carrier');
    expect(item).toHaveTextContent('Order statuses');
    expect([...item.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['carrier', 'carrier']);
    rerender(<SearchPageView {...base} query="workflow" status="success" hits={fixtureHits.slice(0, 7)} total={12} />);
    expect(screen.getByRole('status')).toHaveTextContent('12 documents found');
    // One page, its own hit's snippet under its title and its six sections under it.
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(6);
  });

  it('says when the results match only some of the words, and not when they match all', () => {
    const { rerender } = render(
      <SearchPageView
        {...base}
        query="teams alerts zzz"
        status="success"
        hits={fixtureHits.slice(0, 2)}
        total={2}
        words={{ matched: 2, total: 3 }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('2 documents found. Showing results for 2 of 3 words');
    rerender(
      <SearchPageView
        {...base}
        query="teams alerts"
        status="success"
        hits={fixtureHits.slice(0, 2)}
        total={2}
        words={{ matched: 2, total: 2 }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(/^2 documents found$/);
    rerender(
      <SearchPageView
        {...base}
        query="teams alerts zzz"
        status="success"
        hits={fixtureHits.slice(0, 2)}
        total={2}
        words={{ matched: 1, total: 3 }}
        texts={{ someWords: (m, n) => `Ergebnisse für ${m} von ${n} Wörtern` }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Ergebnisse für 1 von 3 Wörtern');
  });

  it('says "No results were found", shows a spinner while loading and reports errors', () => {
    const { rerender } = render(<SearchPageView {...base} query="zebra" status="success" />);
    expect(screen.getByRole('status')).toHaveTextContent('No results were found');
    rerender(<SearchPageView {...base} query="zebra" status="loading" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    rerender(<SearchPageView {...base} query="zebra" status="error" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to fetch results');
  });

  it('keeps the last results listed, marked busy, while a new query loads', () => {
    const { rerender } = render(<SearchPageView {...base} query="workflow" status="success" hits={fixtureHits.slice(0, 7)} total={7} />);
    const results = screen.getByRole('list', { name: 'Search results' });
    expect(results).toHaveAttribute('aria-busy', 'false');
    rerender(<SearchPageView {...base} query="workflow step" status="loading" hits={fixtureHits.slice(0, 7)} total={7} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.getByRole('list', { name: 'Search results' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(6);
  });

  it('takes its texts from props', () => {
    render(
      <SearchPageView
        {...base}
        query="x"
        status="success"
        hits={[fixtureHits[0]]}
        total={3}
        texts={{ titleWithQuery: (q) => `Ergebnisse für „${q}“`, documentsFound: (n) => `${n} Dokumente` }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ergebnisse für „x“');
    expect(screen.getByRole('status')).toHaveTextContent('3 Dokumente');
  });

  it('has no axe violations, empty and with results', async () => {
    const { container, rerender } = render(<SearchPageView {...base} query="" status="idle" />);
    expect((await axe.run(container)).violations).toEqual([]);
    rerender(<SearchPageView {...base} query="workflow" status="success" hits={fixtureHits.slice(0, 3)} total={3} />);
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

describe('useDebouncedValue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('follows the value exactly 300 ms after it last changed', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), { initialProps: { value: '' } });
    rerender({ value: 'w' });
    act(() => vi.advanceTimersByTime(200));
    rerender({ value: 'wo' }); // typing restarts the wait
    act(() => vi.advanceTimersByTime(299));
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('wo');
  });

  it('waits 300 ms by default', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value), { initialProps: { value: 1 } });
    rerender({ value: 2 });
    act(() => vi.advanceTimersByTime(299));
    expect(result.current).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(2);
  });
});
