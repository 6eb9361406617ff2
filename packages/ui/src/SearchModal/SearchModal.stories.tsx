import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { SearchButton, useSearchShortcuts } from '../SearchButton';
import { SearchModal } from './SearchModal';
import {
  ComposedSearchModal,
  type ComposedSearchModalProps,
  createFixtureAskAi,
  createFixtureSearch,
  fixtureHits,
} from './SearchModal.fixtures';
import { favoriteSearchesKey, recentSearchesKey } from './useStoredSearches';

/** The modal as the site wires it: the button, the shortcuts and the modal's parts. */
function SearchDemo({ open: initialOpen = true, ...props }: Omit<ComposedSearchModalProps, 'open' | 'onOpenChange'> & { open?: boolean }) {
  const [open, setOpen] = useState(initialOpen);
  useSearchShortcuts({ open, onOpen: () => setOpen(true), onClose: () => setOpen(false) });
  return (
    <>
      <SearchButton onClick={() => setOpen(true)} />
      <ComposedSearchModal {...props} open={open} onOpenChange={setOpen} />
    </>
  );
}

// The Docs page's first props table is SearchModal.Root's, then each part's; every story renders the parts through SearchDemo, which owns `open`.
const meta = {
  title: 'Search/SearchModal',
  component: SearchModal.Root,
  subcomponents: {
    'SearchModal.Content': SearchModal.Content,
    'SearchModal.Input': SearchModal.Input,
    'SearchModal.ScopeFilter': SearchModal.ScopeFilter,
    'SearchModal.Results': SearchModal.Results,
    'SearchModal.Footer': SearchModal.Footer,
  },
  render: ({ open, onOpenChange: _ownedByTheDemo, ...args }) => <SearchDemo {...args} open={open} />,
  args: {
    open: true,
    onOpenChange: fn(),
    search: createFixtureSearch(80),
    onNavigate: fn(),
    suggestions: ['Workflows', 'Orders', 'Carriers'],
    getMissingResultsUrl: (query: string) => `https://github.com/example/website/issues/new?title=${encodeURIComponent(query)}`,
  },
  parameters: { layout: 'fullscreen', docsFrame: { height: 640 } },
  beforeEach: () => {
    localStorage.removeItem(recentSearchesKey('default'));
    localStorage.removeItem(favoriteSearchesKey('default'));
  },
} satisfies Meta<ComposedSearchModalProps>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.getByRole('dialog', { name: 'Search' });
const input = () => screen.getByRole('combobox', { name: 'Search' });

/** Closed: Ctrl+K opens it, Escape closes it and focus goes back. */
export const Closed: Story = {
  args: { open: false },
  play: async () => {
    const button = screen.getByRole('button', { name: 'Search' });
    button.focus();
    await userEvent.keyboard('{Control>}k{/Control}');
    await expect(dialog()).toBeInTheDocument();
    await expect(input()).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(button).toHaveFocus();
  },
};

export const StartScreen: Story = {
  play: async () => {
    await expect(screen.getByText('No recent searches')).toBeInTheDocument();
  },
};

export const Results: Story = {
  args: { initialQuery: 'workflow' },
  play: async () => {
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(0));
    const options = screen.getAllByRole('option');
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}');
    await expect(options[options.length - 1]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await expect(screen.getByRole('link', { name: /See all \d+ results/ })).toHaveAttribute('href', '/search?q=workflow');
  },
};

/** Answers like the fixture index, except that "orders" never comes back: the modal stays loading over the results of "order". */
const searchStuckOnOrders: ComposedSearchModalProps['search'] = (query, context, options) =>
  query === 'orders' ? new Promise(() => undefined) : createFixtureSearch(80)(query, context, options);

/**
 * Reloading: the results of "order" stay at full contrast while "orders"
 * runs (the a11y check sees this state), the list is aria-busy and a
 * spinner takes the search icon's place.
 */
export const Reloading: Story = {
  args: { initialQuery: 'order', search: searchStuckOnOrders },
  play: async () => {
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(0));
    await userEvent.type(input(), 's');
    await expect(await screen.findByRole('status', { name: 'Loading results' })).toBeVisible();
    const listbox = screen.getByRole('listbox', { name: 'Search results' });
    await expect(listbox).toHaveAttribute('aria-busy', 'true');
    for (let element: HTMLElement | null = screen.getAllByRole('option')[0]; element; element = element.parentElement) {
      await expect(getComputedStyle(element).opacity).toBe('1');
    }
  },
};

export const ReloadingDark: Story = { ...Reloading, globals: { theme: 'dark' } };

export const OpenHit: Story = {
  args: { initialQuery: 'carriers' },
  play: async ({ args }) => {
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/docs/user-manual/operations/carriers');
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const NoResults: Story = {
  args: { initialQuery: 'zebra crossing' },
  play: async () => {
    await expect(await screen.findByText(/No results found for/)).toHaveTextContent('No results found for "zebra crossing"');
    await expect(screen.getByRole('link', { name: 'Let us know.' })).toHaveAttribute('target', '_blank');
    await userEvent.click(screen.getByRole('button', { name: 'Orders' }));
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(0));
  },
};

export const FetchError: Story = {
  args: { initialQuery: 'orders', search: () => Promise.reject(new TypeError('Failed to fetch')) },
  play: async () => {
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent('Unable to fetch results');
    await expect(alert).toHaveTextContent('You might want to check your network connection.');
  },
};

export const RecentAndFavorites: Story = {
  beforeEach: () => {
    localStorage.setItem(recentSearchesKey('default'), JSON.stringify(fixtureHits.slice(7, 10)));
    localStorage.setItem(favoriteSearchesKey('default'), JSON.stringify([fixtureHits[0]]));
  },
  play: async () => {
    const recent = screen.getByRole('region', { name: 'Recent' });
    await expect(screen.getByRole('region', { name: 'Favorite' })).toBeInTheDocument();
    const [save] = screen.getAllByRole('button', { name: 'Save this search' });
    await userEvent.click(save);
    await expect(recent.querySelectorAll('li')).toHaveLength(2);
    await userEvent.click(input());
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getAllByRole('link')[0]).toHaveFocus();
  },
};

export const AskAi: Story = {
  args: { initialQuery: 'notify the carrier', askAi: createFixtureAskAi(15) },
  play: async () => {
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(1));
    await expect(screen.getAllByRole('option')[0]).toHaveTextContent('Ask AI: notify the carrier');
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByText('Answers are generated with AI which can make mistakes. Verify responses.')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Orders' })).toBeVisible(), { timeout: 4000 });
    await userEvent.keyboard('{Escape}');
    await expect(input()).toHaveValue('notify the carrier');
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** The answer, as it looks once streamed. */
export const AskAiAnswer: Story = {
  args: { initialQuery: 'notify the carrier', askAi: createFixtureAskAi(1) },
  play: async () => {
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(1));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Workflows' })).toBeVisible(), { timeout: 4000 });
  },
};

/** A failed answer says why under "Chat error", in the backend's words. */
export const AskAiError: Story = {
  args: {
    initialQuery: 'notify the carrier',
    // biome-ignore lint/correctness/useYield: an answer that fails before its first piece.
    askAi: async function* () {
      throw new Error('Too many questions: try again in 30 seconds.');
    },
  },
  play: async () => {
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(1));
    await userEvent.keyboard('{Enter}');
    const failed = await screen.findByRole('region', { name: 'Chat error' });
    await expect(failed).toHaveTextContent('Too many questions: try again in 30 seconds.');
    await expect(screen.getByRole('combobox', { name: 'Ask another question...' })).toHaveAttribute('maxlength', '500');
  },
};

export const AskAiErrorDark: Story = { ...AskAiError, globals: { theme: 'dark' } };

/** A follow-up keeps the conversation: the first question and its answer stay above, and the answer knows what came before. */
export const AskAiConversation: Story = {
  args: { initialQuery: 'notify the carrier', askAi: createFixtureAskAi(1) },
  play: async () => {
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(1));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Workflows' })).toBeVisible(), { timeout: 4000 });
    await userEvent.type(screen.getByRole('combobox', { name: 'Ask another question...' }), 'Cancel an order?{Enter}');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    const [first, second] = screen.getAllByRole('article');
    await expect(first).toHaveAccessibleName('notify the carrier');
    await expect(second).toHaveAccessibleName('Cancel an order?');
    await waitFor(() => expect(second).toHaveTextContent('Following up on "notify the carrier": cancel an order works the same way'), {
      timeout: 4000,
    });
    await expect(screen.getByRole('button', { name: 'New conversation' })).toBeVisible();
  },
};

/** "New conversation" clears the turns and starts the history afresh; Escape then returns to keyword search with the query. */
export const AskAiNewConversation: Story = {
  args: AskAiConversation.args,
  play: async (context) => {
    await AskAiConversation.play!(context);
    await userEvent.click(screen.getByRole('button', { name: 'New conversation' }));
    await expect(screen.queryAllByRole('article')).toHaveLength(0);
    await expect(screen.getByRole('combobox', { name: 'Ask another question...' })).toHaveFocus();
    await userEvent.keyboard('How do I track a container?{Enter}');
    await waitFor(
      () =>
        expect(screen.getByRole('article')).toHaveTextContent(/^How do I track a container\?To how do i track a container, open the order/),
      { timeout: 4000 },
    );
    await userEvent.keyboard('{Escape}');
    await expect(input()).toHaveValue('notify the carrier');
    // Settled results: the list is busy while the keyword search runs again.
    await waitFor(() => expect(screen.getByRole('listbox')).toHaveAttribute('aria-busy', 'false'));
  },
};

export const AskAiConversationMobile: Story = { ...AskAiConversation, globals: { viewport: { value: 'mobile375' } } };

export const AskAiConversationDark: Story = { ...AskAiConversation, globals: { theme: 'dark' } };

export const Mobile: Story = {
  args: { initialQuery: 'order' },
  globals: { viewport: { value: 'mobile375' } },
  play: async () => {
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(0));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const Dark: Story = {
  args: { initialQuery: 'order' },
  globals: { theme: 'dark' },
  play: async () => {
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(0));
  },
};
