import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createFixtureSearch, fixtureHits } from '../SearchModal/SearchModal.fixtures';
import type { SearchHit } from '../SearchModal/types';
import { SearchPageView, type SearchPageViewProps } from './SearchPageView';
import { useDebouncedValue } from './useDebouncedValue';

const search = createFixtureSearch(150);

/** The page as the site wires it: the query state, a 300 ms debounce, the search. */
function SearchPageDemo({ initialQuery = '' }: { initialQuery?: string }) {
  const [query, setQuery] = useState(initialQuery);
  const debounced = useDebouncedValue(query, 300);
  const [state, setState] = useState<{ status: SearchPageViewProps['status']; hits: SearchHit[]; total: number }>({
    status: 'idle',
    hits: [],
    total: 0,
  });
  useEffect(() => {
    if (!debounced.trim()) return setState({ status: 'idle', hits: [], total: 0 });
    const controller = new AbortController();
    setState((s) => ({ ...s, status: 'loading' }));
    search(debounced, { language: 'en', docsTag: 'docs-default-current' }, { signal: controller.signal }).then(
      (result) => setState({ status: 'success', hits: result.hits, total: result.total }),
      () => controller.signal.aborted || setState({ status: 'error', hits: [], total: 0 }),
    );
    return () => controller.abort();
  }, [debounced]);
  return <SearchPageView query={query} onQueryChange={setQuery} {...state} />;
}

const meta = {
  title: 'Search/SearchPageView',
  component: SearchPageView,
  args: { query: '', onQueryChange: () => undefined, status: 'idle', hits: [], total: 0 },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SearchPageView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Search the documentation');
    const input = canvas.getByRole('searchbox', { name: 'Search' });
    await expect(input).toHaveAttribute('placeholder', 'Type your search here');
    await expect(input).toHaveAttribute('name', 'q');
  },
};

/** Typing: the search runs 300 ms after the last keystroke. */
export const Typing: Story = {
  render: () => <SearchPageDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), 'workflow');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Search results for "workflow"');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('7 documents found'));
    // One page with its six sections under it.
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(1);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(6);
  },
};

export const Results: Story = {
  args: { query: 'workflow', status: 'success', hits: fixtureHits.slice(0, 7), total: 7 },
};

export const OneResult: Story = {
  args: { query: 'carriers', status: 'success', hits: [fixtureHits[10]], total: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('One document found');
  },
};

export const NoResults: Story = {
  args: { query: 'zebra', status: 'success', hits: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('No results were found');
  },
};

export const Loading: Story = {
  args: { query: 'order', status: 'loading', hits: [], total: 0 },
};

/** A new query runs over the last results: they stay at full contrast (the a11y check sees this state), the list is aria-busy and the spinner says it. */
export const Reloading: Story = {
  args: { query: 'workflow step', status: 'loading', hits: fixtureHits.slice(0, 7), total: 7 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
    const results = canvas.getByRole('list', { name: 'Search results' });
    await expect(results).toHaveAttribute('aria-busy', 'true');
    await expect(getComputedStyle(results).opacity).toBe('1');
  },
};

export const FetchError: Story = {
  args: { query: 'order', status: 'error', hits: [], total: 0 },
};

export const Mobile: Story = {
  args: Results.args,
  globals: { viewport: { value: 'mobile375' } },
};

export const Dark: Story = {
  args: Results.args,
  globals: { theme: 'dark' },
};
