import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchModal } from './SearchModal';
import { ComposedSearchModal, type ComposedSearchModalProps, createFixtureSearch, fixtureHits } from './SearchModal.fixtures';
import { ASK_AI_QUESTION_MAX_LENGTH, SEARCH_QUERY_MAX_LENGTH, SEARCH_SPINNER_DELAY_MS } from './texts';
import type { AskAiEvent, AskAiFunction, AskAiTurn, SearchHit, SearchResult } from './types';
import { favoriteSearchesKey, recentSearchesKey } from './useStoredSearches';

type HarnessProps = Partial<ComposedSearchModalProps> & { startOpen?: boolean };

function Harness({ startOpen = true, ...props }: HarnessProps) {
  const [open, setOpen] = useState(startOpen);
  return (
    <>
      <main>
        <button type="button" onClick={() => setOpen(true)}>
          Open search
        </button>
      </main>
      <ComposedSearchModal open={open} onOpenChange={setOpen} search={createFixtureSearch()} onNavigate={() => undefined} {...props} />
    </>
  );
}

const input = () => screen.getByRole('combobox', { name: 'Search' });
const options = () => screen.queryAllByRole('option');
const selected = () => screen.getAllByRole('option').find((o) => o.getAttribute('aria-selected') === 'true');

async function openWithQuery(query: string, props: HarnessProps = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  await user.type(input(), query);
  await waitFor(() => expect(options().length).toBeGreaterThan(0));
  return user;
}

describe('SearchModal', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is a modal dialog whose input has focus while the rest of the page is inert', () => {
    render(<Harness />);
    const dialog = screen.getByRole('dialog', { name: 'Search' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(input()).toHaveFocus();
    expect(screen.getByRole('main', { hidden: true }).parentElement).toHaveAttribute('inert');
    expect(document.body.style.overflow).toBe('hidden');
    expect(within(dialog).getByRole('search')).toBeInTheDocument();
  });

  it('closes on Escape, returns focus to where it was and lifts the inert', async () => {
    const user = userEvent.setup();
    render(<Harness startOpen={false} />);
    const opener = screen.getByRole('button', { name: 'Open search' });
    await user.click(opener);
    expect(input()).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(opener.closest('[inert]')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on a click on the backdrop and on "Cancel"', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('dialog').parentElement as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const buttons = within(screen.getByRole('dialog')).getAllByRole('button');
    buttons[buttons.length - 1].focus();
    await user.tab();
    expect(input()).toHaveFocus();
    await user.tab({ shift: true });
    expect(buttons[buttons.length - 1]).toHaveFocus();
  });

  it('queries on every keystroke with the context, and groups hits by page, at most 5 per group', async () => {
    const search = vi.fn(createFixtureSearch());
    await openWithQuery('workflow', { search });
    expect(search.mock.calls.map((call) => call[0])).toEqual(['w', 'wo', 'wor', 'work', 'workf', 'workfl', 'workflo', 'workflow']);
    expect(search).toHaveBeenLastCalledWith(
      'workflow',
      { language: 'en', docsTag: 'docs-default-current' },
      { signal: expect.any(AbortSignal) },
    );
    const listbox = await screen.findByRole('listbox', { name: 'Search results' });
    const group = within(listbox).getByRole('group', { name: 'Workflows' });
    expect(within(group).getAllByRole('option')).toHaveLength(5);
    // What the page is stands beside its title and describes the group.
    expect(group).toHaveAccessibleDescription('Developer guide');
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    expect(input()).toHaveAttribute('aria-controls', listbox.id);
  });

  it('groups by page, not by title: two pages of one title are two groups', async () => {
    const hit = (page: string, title: string): SearchHit => ({
      id: `${page}#${title}`,
      url: `${page}#${title}`,
      page,
      group: 'Overview',
      title,
    });
    const hits = [
      hit('/docs/development/workflows/overview', 'Triggers'),
      hit('/docs/overview', 'Modes'),
      hit('/docs/development/workflows/overview', 'Steps'),
    ];
    await openWithQuery('overview', { search: async () => ({ hits, total: 3 }) });
    const groups = within(await screen.findByRole('listbox', { name: 'Search results' })).getAllByRole('group', { name: 'Overview' });
    expect(
      groups.map((g) =>
        within(g)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ),
    ).toEqual([['Triggers', 'Steps'], ['Modes']]);
  });

  it('highlights the query in titles and snippets with <mark>', async () => {
    await openWithQuery('carrier');
    const option = screen.getByRole('option', { name: /Notify the carrier/ });
    expect([...option.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['carrier', 'carrier']);
  });

  it('marks where the search says it matched (the word a typo stands for too), not the query itself', async () => {
    const hit: SearchHit = {
      id: 'demurrage',
      url: '/docs/demurrage',
      group: 'Demurrage and detention',
      title: 'Demurrage and detention',
      snippet: 'Free time ends, and demurrage starts.',
      matches: { title: [[0, 9]], snippet: [[20, 29]] },
    };
    await openWithQuery('demurage', { search: async () => ({ hits: [hit], total: 1 }) });
    const option = screen.getByRole('option', { name: /Demurrage and detention/ });
    expect([...option.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Demurrage', 'demurrage']);
  });

  it('selects the first result and wraps with ArrowDown/ArrowUp', async () => {
    const user = await openWithQuery('order');
    await waitFor(() => expect(options()).toHaveLength(4));
    expect(selected()).toBe(options()[0]);
    expect(input()).toHaveAttribute('aria-activedescendant', options()[0].id);
    await user.keyboard('{ArrowUp}');
    expect(selected()).toBe(options()[3]);
    await user.keyboard('{ArrowDown}');
    expect(selected()).toBe(options()[0]);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input()).toHaveAttribute('aria-activedescendant', options()[2].id);
  });

  it('opens the selected hit on Enter: navigates, closes and remembers it as a recent search', async () => {
    const onNavigate = vi.fn();
    const user = await openWithQuery('carriers', { onNavigate, indexName: 'docs' });
    await user.keyboard('{Enter}');
    expect(onNavigate).toHaveBeenCalledWith('/docs/user-manual/operations/carriers');
    expect(screen.queryByRole('dialog')).toBeNull();
    const stored = JSON.parse(localStorage.getItem('__DOCSEARCH_RECENT_SEARCHES__docs') as string);
    expect(stored).toEqual([expect.objectContaining({ id: 'user-manual/operations/carriers', title: 'Carriers' })]);
    expect(stored[0]).not.toHaveProperty('snippet');
    expect(stored[0]).not.toHaveProperty('matches');
  });

  it('opens the selected hit in a new tab on Ctrl+Enter and Cmd+Enter, and stays open', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const onNavigate = vi.fn();
    const user = await openWithQuery('carriers', { onNavigate });
    await user.keyboard('{Control>}{Enter}{/Control}');
    await user.keyboard('{Meta>}{Enter}{/Meta}');
    expect(open).toHaveBeenCalledTimes(2);
    expect(open).toHaveBeenCalledWith('/docs/user-manual/operations/carriers', '_blank', 'noopener');
    expect(onNavigate).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('opens a hit on click', async () => {
    const onNavigate = vi.fn();
    const user = await openWithQuery('order statuses', { onNavigate });
    await user.click(screen.getByRole('option', { name: /^Order statuses/ }));
    expect(onNavigate).toHaveBeenCalledWith('/docs/user-manual/operations/orders#order-statuses');
  });

  it('ignores a stale answer that arrives after a newer one', async () => {
    const pending = new Map<string, (result: SearchResult) => void>();
    const search = (query: string) => new Promise<SearchResult>((resolve) => pending.set(query, resolve));
    const user = userEvent.setup();
    render(<Harness search={search} />);
    await user.type(input(), 'ab');
    const hit = (title: string): SearchHit => ({ id: title, url: `/${title}`, group: 'G', title });
    act(() => pending.get('ab')?.({ hits: [hit('fresh')], total: 1 }));
    await screen.findByRole('option', { name: /fresh/ });
    act(() => pending.get('a')?.({ hits: [hit('stale')], total: 1 }));
    await act(async () => {});
    expect(screen.queryByRole('option', { name: /stale/ })).toBeNull();
    expect(screen.getByRole('option', { name: /fresh/ })).toBeInTheDocument();
  });

  it('says "Showing results for 2 of 3 words" when no result has every word, and nothing when they do', async () => {
    const user = userEvent.setup();
    const search = vi.fn(async (query: string): Promise<SearchResult> => {
      const partial = query.split(' ').length === 3;
      return { hits: fixtureHits.slice(0, 2), total: 2, words: { matched: 2, total: partial ? 3 : 2 } };
    });
    render(<Harness search={search} />);
    await user.type(input(), 'teams alerts');
    await waitFor(() => expect(options().length).toBeGreaterThan(0));
    expect(screen.queryByText(/Showing results for/)).toBeNull();
    await user.type(input(), ' zzz');
    expect(await screen.findByText('Showing results for 2 of 3 words')).toBeInTheDocument();
  });

  it('says so when nothing matched, offers up to three suggestions and the "Let us know." link', async () => {
    const user = userEvent.setup();
    render(
      <Harness
        suggestions={['workflows', 'orders', 'carriers', 'invoices']}
        getMissingResultsUrl={(q) => `https://example.com/issues/new?title=${q}`}
      />,
    );
    await user.type(input(), 'zebra');
    expect(await screen.findByText(/No results found for/)).toHaveTextContent('No results found for "zebra"');
    expect(screen.getByText('Try searching for:')).toBeInTheDocument();
    const suggestions = screen.getAllByRole('button', { name: /^(workflows|orders|carriers|invoices)$/ });
    expect(suggestions.map((b) => b.textContent)).toEqual(['workflows', 'orders', 'carriers']);
    expect(screen.getByText(/Believe this query should return results\?/)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Let us know.' });
    expect(link).toHaveAttribute('href', 'https://example.com/issues/new?title=zebra');
    expect(link).toHaveAttribute('target', '_blank');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    await user.click(suggestions[1]);
    expect(input()).toHaveValue('orders');
    await screen.findByRole('option', { name: /^Order statuses/ });
  });

  it('reports a failed fetch', async () => {
    const user = userEvent.setup();
    render(<Harness search={() => Promise.reject(new TypeError('Failed to fetch'))} />);
    await user.type(input(), 'x');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unable to fetch results');
    expect(alert).toHaveTextContent('You might want to check your network connection.');
  });

  describe('while a search runs', () => {
    afterEach(() => vi.useRealTimers());

    /** Answers "order" at once; any other query only when the test says so. */
    function searchWithPendingQueries() {
      const pending = new Map<string, (result: SearchResult) => void>();
      const answerAtOnce = createFixtureSearch();
      const search: ComposedSearchModalProps['search'] = (query, context, options) =>
        query === 'order' ? answerAtOnce(query, context, options) : new Promise((resolve) => pending.set(query, resolve));
      return { search, pending };
    }

    const spinner = () => screen.queryByRole('status', { name: 'Loading results' });

    it(`marks the results busy at once and shows a spinner in place of the search icon after ${SEARCH_SPINNER_DELAY_MS} ms, the old results unchanged`, async () => {
      expect(SEARCH_SPINNER_DELAY_MS).toBe(200);
      vi.useFakeTimers();
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const { search, pending } = searchWithPendingQueries();
      render(<Harness search={search} />);
      await user.type(input(), 'order');
      await act(() => vi.advanceTimersByTimeAsync(0));
      const listbox = screen.getByRole('listbox', { name: 'Search results' });
      expect(listbox).toHaveAttribute('aria-busy', 'false');
      const shown = options().map((option) => option.textContent);

      await user.type(input(), 's');
      expect(listbox).toHaveAttribute('aria-busy', 'true');
      expect(options().map((option) => option.textContent)).toEqual(shown);
      act(() => vi.advanceTimersByTime(SEARCH_SPINNER_DELAY_MS - 1));
      expect(spinner()).toBeNull();
      act(() => vi.advanceTimersByTime(1));
      expect(spinner()).toBeInTheDocument();

      await act(async () => pending.get('orders')?.({ hits: fixtureHits.slice(7, 9), total: 2 }));
      expect(spinner()).toBeNull();
      expect(listbox).toHaveAttribute('aria-busy', 'false');
      expect(options()).toHaveLength(2);
    });

    it(`shows no spinner for a search that answers within ${SEARCH_SPINNER_DELAY_MS} ms, and counts the delay from when the search started, not from each keystroke`, async () => {
      vi.useFakeTimers();
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const { search, pending } = searchWithPendingQueries();
      render(<Harness search={search} />);
      await user.type(input(), 'carriers');
      act(() => vi.advanceTimersByTime(SEARCH_SPINNER_DELAY_MS - 1));
      await act(async () => pending.get('carriers')?.({ hits: [fixtureHits[10]], total: 1 }));
      act(() => vi.advanceTimersByTime(SEARCH_SPINNER_DELAY_MS));
      expect(spinner()).toBeNull();

      await user.type(input(), ' x');
      act(() => vi.advanceTimersByTime(SEARCH_SPINNER_DELAY_MS - 1));
      await user.type(input(), 'y');
      expect(spinner()).toBeNull();
      act(() => vi.advanceTimersByTime(1));
      expect(spinner()).toBeInTheDocument();
    });

    it('drops the spinner once the query is cleared and when Ask AI takes over', async () => {
      vi.useFakeTimers();
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const { search } = searchWithPendingQueries();
      const askAi: AskAiFunction = () => (async function* () {})();
      render(<Harness search={search} askAi={askAi} />);
      await user.type(input(), 'trucks');
      act(() => vi.advanceTimersByTime(SEARCH_SPINNER_DELAY_MS));
      expect(spinner()).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Clear the query' }));
      expect(spinner()).toBeNull();
      act(() => vi.advanceTimersByTime(SEARCH_SPINNER_DELAY_MS));
      expect(spinner()).toBeNull();

      await user.type(input(), 'ships');
      act(() => vi.advanceTimersByTime(SEARCH_SPINNER_DELAY_MS));
      expect(spinner()).toBeInTheDocument();
      await user.keyboard('{Enter}');
      expect(screen.getByRole('button', { name: 'Back to keyword search' })).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(SEARCH_SPINNER_DELAY_MS));
      expect(spinner()).toBeNull();
    });
  });

  it('links "See all N results" to the search page with the query', async () => {
    const onNavigate = vi.fn();
    const user = await openWithQuery('workflow step', { onNavigate });
    const link = await screen.findByRole('link', { name: 'See all 4 results' });
    expect(link).toHaveAttribute('href', '/search?q=workflow%20step');
    await user.click(link);
    expect(onNavigate).toHaveBeenCalledWith('/search?q=workflow%20step');
  });

  describe('recent and favourite searches', () => {
    const save = (key: string, hits: SearchHit[]) => localStorage.setItem(key, JSON.stringify(hits));

    it('shows "No recent searches" at first', () => {
      render(<Harness />);
      expect(screen.getByText('No recent searches')).toBeInTheDocument();
    });

    it('lists recent searches; saving one moves it to the favourites, and both can be removed', async () => {
      save(recentSearchesKey('default'), fixtureHits.slice(0, 2));
      const user = userEvent.setup();
      render(<Harness />);
      const recent = screen.getByRole('region', { name: 'Recent' });
      expect(
        within(recent)
          .getAllByRole('link')
          .map((a) => a.getAttribute('href')),
      ).toEqual(['/docs/development/workflows/overview', '/docs/development/workflows/overview#triggers']);
      await user.click(within(recent).getAllByRole('button', { name: 'Save this search' })[1]);
      const favorites = screen.getByRole('region', { name: 'Favorite' });
      expect(within(favorites).getByRole('link')).toHaveTextContent('Triggers');
      expect(JSON.parse(localStorage.getItem(favoriteSearchesKey('default')) as string)).toHaveLength(1);
      expect(JSON.parse(localStorage.getItem(recentSearchesKey('default')) as string)).toHaveLength(1);
      await user.click(within(recent).getByRole('button', { name: 'Remove this search from history' }));
      expect(screen.queryByRole('region', { name: 'Recent' })).toBeNull();
      await user.click(within(favorites).getByRole('button', { name: 'Remove this search from favorites' }));
      expect(screen.getByText('No recent searches')).toBeInTheDocument();
      expect(localStorage.getItem(favoriteSearchesKey('default'))).toBe('[]');
    });

    it('keeps 7 recent searches, newest first, and does not repeat favourites', async () => {
      save(recentSearchesKey('default'), fixtureHits.slice(1, 8));
      save(favoriteSearchesKey('default'), [fixtureHits[10]]);
      const onNavigate = vi.fn();
      const user = await openWithQuery('trigger fires', { onNavigate });
      await user.keyboard('{Enter}');
      const recent = JSON.parse(localStorage.getItem(recentSearchesKey('default')) as string) as SearchHit[];
      expect(recent).toHaveLength(7);
      expect(recent[0].id).toBe(fixtureHits[0].id);
      expect(recent.map((h) => h.id)).not.toContain(fixtureHits[7].id);
      await user.click(screen.getByRole('button', { name: 'Open search' }));
      await user.type(input(), 'carriers');
      await waitFor(() => expect(options()).toHaveLength(1));
      await user.keyboard('{Enter}');
      expect((JSON.parse(localStorage.getItem(recentSearchesKey('default')) as string) as SearchHit[])[0].id).toBe(fixtureHits[0].id);
    });

    it('keeps 10 favourites', async () => {
      const many = Array.from({ length: 10 }, (_, i) => ({ ...fixtureHits[0], id: `f${i}` }));
      save(favoriteSearchesKey('default'), many);
      save(recentSearchesKey('default'), [fixtureHits[1]]);
      const user = userEvent.setup();
      render(<Harness />);
      await user.click(screen.getByRole('button', { name: 'Save this search' }));
      const favorites = JSON.parse(localStorage.getItem(favoriteSearchesKey('default')) as string) as SearchHit[];
      expect(favorites).toHaveLength(10);
      expect(favorites[0].id).toBe(fixtureHits[1].id);
    });

    it('walks the stored searches with the arrow keys from the input', async () => {
      save(recentSearchesKey('default'), fixtureHits.slice(0, 3));
      const user = userEvent.setup();
      render(<Harness />);
      const links = within(screen.getByRole('region', { name: 'Recent' })).getAllByRole('link');
      await user.keyboard('{ArrowDown}');
      expect(links[0]).toHaveFocus();
      await user.keyboard('{ArrowUp}');
      expect(links[2]).toHaveFocus();
      await user.keyboard('{ArrowDown}');
      expect(links[0]).toHaveFocus();
    });
  });

  describe('Ask AI', () => {
    /** A stream the test feeds by hand; it records the signal it was given. */
    /** A stream the test feeds by hand, one answer per question; it records every call. */
    function manualStream() {
      let queue: AskAiEvent[] = [];
      let wake: (() => void) | null = null;
      let done = false;
      let fail = false;
      const calls: { question: string; sources: SearchHit[]; history: AskAiTurn[]; signal: AbortSignal }[] = [];
      const state: { signal?: AbortSignal; question?: string; sources?: SearchHit[] } = {};
      const askAi: AskAiFunction = (question, sources, { signal, history }) => {
        Object.assign(state, { question, sources, signal });
        calls.push({ question, sources, history, signal });
        queue = [];
        done = false;
        fail = false;
        return (async function* () {
          while (!done && !signal.aborted) {
            if (fail) throw new Error('backend down');
            if (queue.length) yield queue.shift() as AskAiEvent;
            else await new Promise<void>((resolve) => (wake = resolve));
          }
        })();
      };
      const push = async (event: AskAiEvent | 'end' | 'fail') => {
        if (event === 'end') done = true;
        else if (event === 'fail') fail = true;
        else queue.push(event);
        await act(async () => {
          wake?.();
          await new Promise((resolve) => setTimeout(resolve, 0));
        });
      };
      return { askAi, push, state, calls };
    }

    /** Asks `question` from the Ask AI input and waits for its call to start. */
    async function followUp(user: ReturnType<typeof userEvent.setup>, question: string, calls: unknown[]) {
      const before = calls.length;
      await user.type(screen.getByRole('combobox', { name: 'Ask another question...' }), `${question}{Enter}`);
      await waitFor(() => expect(calls).toHaveLength(before + 1));
    }

    it('offers "Ask AI: <query>" first and selected, only when an askAi function is given', async () => {
      await openWithQuery('carriers');
      expect(screen.queryByRole('option', { name: /Ask AI/ })).toBeNull();
    });

    it('streams the answer with its sources and the disclaimer, then Escape goes back and a second Escape closes', async () => {
      const { askAi, push, state } = manualStream();
      const user = await openWithQuery('notify the carrier', { askAi });
      const first = options()[0];
      expect(first).toHaveTextContent('Ask AI: notify the carrier');
      expect(first).toHaveAttribute('aria-selected', 'true');
      await user.keyboard('{Enter}');
      expect(state.question).toBe('notify the carrier');
      expect(state.sources?.map((h) => h.title)).toEqual(['Notify the carrier']);
      expect(screen.getByRole('heading', { name: 'notify the carrier' })).toBeInTheDocument();
      expect(screen.getByText('Answering...')).toBeInTheDocument();
      await push({ type: 'text', text: 'Open the order ' });
      await push({ type: 'text', text: 'and confirm it.' });
      expect(screen.getByText('Open the order and confirm it.')).toBeInTheDocument();
      await push({ type: 'sources', sources: [{ title: 'Orders', url: '/docs/orders' }] });
      await push('end');
      expect(screen.getByRole('region', { name: 'Related sources' })).toContainElement(screen.getByRole('link', { name: 'Orders' }));
      expect(screen.getByText('Answers are generated with AI which can make mistakes. Verify responses.')).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Ask another question...' })).toHaveFocus();

      await user.keyboard('{Escape}');
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      expect(input()).toHaveValue('notify the carrier');
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('aborts the answer when leaving the mode with "Back to keyword search"', async () => {
      const { askAi, push, state } = manualStream();
      const user = await openWithQuery('carriers', { askAi });
      await user.keyboard('{Enter}');
      await push({ type: 'text', text: 'Partial' });
      await user.click(screen.getByRole('button', { name: 'Back to keyword search' }));
      expect(state.signal?.aborted).toBe(true);
      expect(input()).toHaveValue('carriers');
      expect(screen.queryByText('Partial')).toBeNull();
      await waitFor(() => expect(options()[0]).toHaveTextContent('Ask AI: carriers'));
    });

    it('sends a follow-up question with Enter and aborts when the modal closes', async () => {
      const { askAi, push, state, calls } = manualStream();
      const user = await openWithQuery('carriers', { askAi });
      await user.keyboard('{Enter}');
      await push('end');
      await followUp(user, 'and trucks?', calls);
      expect(state.question).toBe('and trucks?');
      expect(screen.getAllByRole('article')).toHaveLength(2);
      const signal = state.signal;
      await user.keyboard('{Escape}{Escape}');
      expect(signal?.aborted).toBe(true);
    });

    it('keeps the conversation: earlier questions and answers stay above, and each follow-up gets them as history with its own keyword hits', async () => {
      const { askAi, push, calls } = manualStream();
      const user = await openWithQuery('notify the carrier', { askAi });
      await user.keyboard('{Enter}');
      await push({ type: 'text', text: 'Confirm the order.' });
      await push({ type: 'sources', sources: [{ title: 'Orders', url: '/docs/orders' }] });
      await push('end');
      await followUp(user, 'order statuses', calls);
      await push({ type: 'text', text: 'Draft, confirmed, delivered.' });
      await push('end');
      await followUp(user, 'and after delivery?', calls);

      expect(calls.map((call) => call.question)).toEqual(['notify the carrier', 'order statuses', 'and after delivery?']);
      expect(calls[0].history).toEqual([]);
      expect(calls[1].history).toEqual([{ question: 'notify the carrier', answer: 'Confirm the order.' }]);
      expect(calls[2].history).toEqual([
        { question: 'notify the carrier', answer: 'Confirm the order.' },
        { question: 'order statuses', answer: 'Draft, confirmed, delivered.' },
      ]);
      expect(calls[1].sources.map((hit) => hit.title)).toEqual(['Order statuses']);
      expect(calls[2].sources).toEqual([]);

      const turns = screen.getAllByRole('article');
      expect(turns.map((turn) => within(turn).getByRole('heading', { level: 2 }).textContent)).toEqual([
        'notify the carrier',
        'order statuses',
        'and after delivery?',
      ]);
      expect(turns[0]).toHaveAccessibleName('notify the carrier');
      expect(within(turns[0]).getByText('Confirm the order.')).toBeInTheDocument();
      expect(within(turns[0]).getByRole('link', { name: 'Orders' })).toBeInTheDocument();
      expect(within(turns[1]).getByText('Draft, confirmed, delivered.')).toBeInTheDocument();
      expect(within(turns[2]).getByText('Answering...')).toBeInTheDocument();
    });

    it('a follow-up sent while an answer streams stops that answer, and stopped or failed answers stay out of the history', async () => {
      const { askAi, push, calls } = manualStream();
      const user = await openWithQuery('carriers', { askAi });
      await user.keyboard('{Enter}');
      await push({ type: 'text', text: 'Carriers are' });
      await followUp(user, 'ocean lines?', calls);
      expect(calls[0].signal.aborted).toBe(true);
      const [stopped] = screen.getAllByRole('article');
      expect(stopped).toHaveAttribute('data-state', 'stopped');
      expect(within(stopped).getByText('Carriers are')).toBeInTheDocument();
      expect(within(stopped).getByText('Stopped for the next question.')).toBeInTheDocument();
      expect(within(stopped).queryByText('Answering...')).toBeNull();
      await push('fail');
      expect(within(screen.getAllByRole('article')[1]).getByRole('region', { name: 'Chat error' })).toHaveTextContent(
        'Chat errorbackend down',
      );
      await followUp(user, 'airlines?', calls);
      expect(calls[1].history).toEqual([]);
      expect(calls[2].history).toEqual([]);
    });

    it('"New conversation" stops the answer, clears the turns and starts the history afresh; Escape still goes back to keyword search first', async () => {
      const { askAi, push, calls } = manualStream();
      const user = await openWithQuery('carriers', { askAi });
      expect(screen.queryByRole('button', { name: 'New conversation' })).toBeNull();
      await user.keyboard('{Enter}');
      await push({ type: 'text', text: 'They move shipments.' });
      await push('end');
      await followUp(user, 'which ones?', calls);
      await user.click(screen.getByRole('button', { name: 'New conversation' }));
      expect(calls[1].signal.aborted).toBe(true);
      expect(screen.queryAllByRole('article')).toHaveLength(0);
      expect(screen.queryByRole('button', { name: 'New conversation' })).toBeNull();
      expect(screen.getByText('Answers are generated with AI which can make mistakes. Verify responses.')).toBeInTheDocument();
      const askInput = screen.getByRole('combobox', { name: 'Ask another question...' });
      expect(askInput).toHaveFocus();
      expect(askInput).toHaveValue('');
      await followUp(user, 'what is a carrier?', calls);
      expect(calls[2].history).toEqual([]);
      expect(screen.getAllByRole('article')).toHaveLength(1);

      await user.keyboard('{Escape}');
      expect(calls[2].signal.aborted).toBe(true);
      expect(input()).toHaveValue('carriers');
      await waitFor(() => expect(options()[0]).toHaveTextContent('Ask AI: carriers'));
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('shows the message of a failed answer under "Chat error", so the reader knows what to do', async () => {
      const failures: unknown[] = [
        new Error('Too many questions: try again in 30 seconds'),
        'Ask AI is switched off for maintenance.',
        undefined,
        new Error('  '),
      ];
      const askAi: AskAiFunction = () =>
        (async function* () {
          yield { type: 'text' as const, text: 'Partial answer.' };
          throw failures.shift();
        })();
      const user = await openWithQuery('carriers', { askAi });
      await user.keyboard('{Enter}');
      const failed = await screen.findByRole('region', { name: 'Chat error' });
      expect(within(failed).getByRole('heading', { level: 3, name: 'Chat error' })).toBeInTheDocument();
      expect(within(failed).getByText('Too many questions: try again in 30 seconds')).toBeInTheDocument();
      const [turn] = screen.getAllByRole('article');
      expect(turn).toHaveAttribute('data-state', 'error');
      expect(within(turn).getByText('Partial answer.')).toBeInTheDocument();

      const texts = () => screen.getAllByRole('region', { name: 'Chat error' }).map((region) => region.textContent);
      const ask = screen.getByRole('combobox', { name: 'Ask another question...' });
      await user.type(ask, 'and trucks?{Enter}');
      await waitFor(() => expect(texts()).toHaveLength(2));
      // Something thrown without a message (or a blank one) shows the heading alone.
      await user.type(ask, 'and ships?{Enter}');
      await user.type(ask, 'and planes?{Enter}');
      await waitFor(() => expect(texts()).toHaveLength(4));
      expect(texts()).toEqual([
        'Chat errorToo many questions: try again in 30 seconds',
        'Chat errorAsk AI is switched off for maintenance.',
        'Chat error',
        'Chat error',
      ]);
    });

    it('takes questions of at most 500 characters; keyword queries stay at 512', async () => {
      expect(ASK_AI_QUESTION_MAX_LENGTH).toBe(500);
      expect(SEARCH_QUERY_MAX_LENGTH).toBe(512);
      const { askAi, push } = manualStream();
      const user = await openWithQuery('carriers', { askAi });
      expect(input()).toHaveAttribute('maxlength', '512');
      await user.clear(input());
      await user.paste('q'.repeat(600));
      expect(input()).toHaveValue('q'.repeat(512));
      await user.clear(input());
      await user.type(input(), 'carriers');
      await waitFor(() => expect(options()[0]).toHaveTextContent('Ask AI: carriers'));
      await user.keyboard('{Enter}');
      await push('end');
      const ask = screen.getByRole('combobox', { name: 'Ask another question...' });
      expect(ask).toHaveAttribute('maxlength', '500');
      await user.paste(`${'a'.repeat(499)}bcd`);
      expect(ask).toHaveValue(`${'a'.repeat(499)}b`);
      await user.click(screen.getByRole('button', { name: 'Back to keyword search' }));
      expect(input()).toHaveAttribute('maxlength', '512');
    });

    it('still takes an ask function written before history existed', async () => {
      const received: string[] = [];
      const legacyAsk = (
        question: string,
        _sources: SearchHit[],
        { signal }: { signal: AbortSignal; context: { language: string; docsTag: string } },
      ) =>
        (async function* () {
          received.push(question);
          if (!signal.aborted) yield { type: 'text' as const, text: `About ${question}.` };
        })();
      const user = await openWithQuery('carriers', { askAi: legacyAsk });
      await user.keyboard('{Enter}');
      expect(await screen.findByText('About carriers.')).toBeInTheDocument();
      expect(received).toEqual(['carriers']);
    });
  });

  it('takes every text from props', async () => {
    const user = userEvent.setup();
    render(
      <Harness
        texts={{
          dialogLabel: 'Suche',
          inputLabel: 'Suchbegriff',
          noResults: 'Keine Ergebnisse für',
          noRecentSearches: 'Noch nichts gesucht',
        }}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Suche' })).toBeInTheDocument();
    expect(screen.getByText('Noch nichts gesucht')).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Suchbegriff' }), 'zebra');
    expect(await screen.findByText(/Keine Ergebnisse für/)).toBeInTheDocument();
  });

  it('throws a clear error for a part outside SearchModal.Root', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<SearchModal.Input />)).toThrow('<SearchModal.Input> must be used inside <SearchModal.Root>.');
    expect(() => render(<SearchModal.Footer />)).toThrow('<SearchModal.Footer> must be used inside <SearchModal.Root>.');
  });

  it('shows only the parts it is composed of: without a footer, the hits but no "See all" link nor key hints', async () => {
    const user = userEvent.setup();
    render(
      <SearchModal.Root open onOpenChange={() => undefined} search={createFixtureSearch()} onNavigate={() => undefined}>
        <SearchModal.Content>
          <SearchModal.Input />
          <SearchModal.Results />
        </SearchModal.Content>
      </SearchModal.Root>,
    );
    await user.type(input(), 'order');
    await waitFor(() => expect(options().length).toBeGreaterThan(0));
    expect(screen.queryByRole('link', { name: /See all/ })).toBeNull();
    expect(screen.getByRole('dialog').querySelector('kbd')).toBeNull();
  });

  it('has no axe violations, closed and open with results', async () => {
    const user = userEvent.setup();
    render(<Harness startOpen={false} />);
    expect((await axe.run(document.body)).violations).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    await user.type(input(), 'order');
    await waitFor(() => expect(options().length).toBeGreaterThan(0));
    expect((await axe.run(screen.getByRole('dialog'))).violations).toEqual([]);
  });
});
