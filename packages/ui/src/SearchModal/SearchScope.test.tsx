import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ComposedSearchModal, type ComposedSearchModalProps } from './SearchModal.fixtures';
import type { SearchContext, SearchResult } from './types';

// The Docs / All filter a search opened on a docs page offers.

const answer: SearchResult = {
  hits: [{ id: '/docs/jobs', url: '/docs/jobs', group: 'Jobs', title: 'Jobs', path: ['User manual', 'Jobs'] }],
  total: 1,
};

function Harness(props: Partial<ComposedSearchModalProps>) {
  const [open, setOpen] = useState(true);
  return <ComposedSearchModal open={open} onOpenChange={setOpen} search={async () => answer} onNavigate={() => undefined} {...props} />;
}

const input = () => screen.getByRole('combobox', { name: 'Search' });

describe('SearchModal scope filter', () => {
  it('opens on Docs from a docs page, sends the scope with every query, and All searches again', async () => {
    const user = userEvent.setup();
    const search = vi.fn<ComposedSearchModalProps['search']>(async () => answer);
    render(<Harness scope="docs" search={search} />);
    const filter = screen.getByRole('group', { name: 'Search in' });
    const docs = within(filter).getByRole('button', { name: 'Docs' });
    const all = within(filter).getByRole('button', { name: 'All pages' });
    expect(docs).toHaveAttribute('aria-pressed', 'true');
    expect(all).toHaveAttribute('aria-pressed', 'false');

    await user.type(input(), 'jobs');
    await waitFor(() => expect(search).toHaveBeenCalled());
    const scopes = () => search.mock.calls.map(([, context]: [string, SearchContext, unknown]) => context.scope);
    expect(new Set(scopes())).toEqual(new Set(['docs']));
    expect(search.mock.calls.at(-1)?.[1]).toMatchObject({ language: 'en', docsTag: 'docs-default-current', scope: 'docs' });

    await user.click(all);
    expect(all).toHaveAttribute('aria-pressed', 'true');
    expect(docs).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(search.mock.calls.at(-1)?.[1].scope).toBe('all'));
    expect(search.mock.calls.at(-1)?.[0]).toBe('jobs');
    // The reader goes on typing where they were.
    expect(input()).toHaveFocus();
  });

  it('is reached with Tab and switched with Space or Enter', async () => {
    const user = userEvent.setup();
    const search = vi.fn<ComposedSearchModalProps['search']>(async () => answer);
    render(<Harness scope="docs" search={search} />);
    await user.type(input(), 'jobs');
    const docs = screen.getByRole('button', { name: 'Docs' });
    const all = screen.getByRole('button', { name: 'All pages' });
    while (document.activeElement !== docs) await user.tab();
    await user.tab();
    expect(all).toHaveFocus();
    await user.keyboard(' ');
    expect(all).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(search.mock.calls.at(-1)?.[1].scope).toBe('all'));
    while (document.activeElement !== docs) await user.tab();
    await user.keyboard('{Enter}');
    expect(docs).toHaveAttribute('aria-pressed', 'true');
  });

  it('starts again on the given scope at each opening', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <ComposedSearchModal open scope="docs" onOpenChange={() => undefined} search={async () => answer} onNavigate={() => undefined} />,
    );
    await user.click(screen.getByRole('button', { name: 'All pages' }));
    rerender(
      <ComposedSearchModal
        open={false}
        scope="docs"
        onOpenChange={() => undefined}
        search={async () => answer}
        onNavigate={() => undefined}
      />,
    );
    rerender(
      <ComposedSearchModal open scope="docs" onOpenChange={() => undefined} search={async () => answer} onNavigate={() => undefined} />,
    );
    expect(screen.getByRole('button', { name: 'Docs' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('carries the chosen scope to the search page in "See all N results"', async () => {
    const user = userEvent.setup();
    render(<Harness scope="docs" />);
    await user.type(input(), 'bill of lading');
    expect(await screen.findByRole('link', { name: 'See all 1 results' })).toHaveAttribute(
      'href',
      '/search?q=bill%20of%20lading&scope=docs',
    );
    await user.click(screen.getByRole('button', { name: 'All pages' }));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'See all 1 results' })).toHaveAttribute('href', '/search?q=bill%20of%20lading&scope=all'),
    );
  });

  it('offers no filter when no scope is given, and sends none', async () => {
    const user = userEvent.setup();
    const search = vi.fn<ComposedSearchModalProps['search']>(async () => answer);
    render(<Harness search={search} />);
    expect(screen.queryByRole('group', { name: 'Search in' })).toBeNull();
    await user.type(input(), 'j');
    await waitFor(() => expect(search).toHaveBeenCalled());
    expect(search.mock.calls[0][1]).not.toHaveProperty('scope');
  });
});
