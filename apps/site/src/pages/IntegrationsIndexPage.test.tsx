import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KindPage } from '../data';
import { RouterContext, type Router } from '../router';
import IntegrationsIndexPage from './IntegrationsIndexPage';
import { minimalLayout as layout } from '../testing/layout';

const categoryLabels: Record<string, string> = {
  'parcel-carriers': 'Parcel Carriers',
  'ocean-freight': 'Ocean Freight',
  accounting: 'Accounting',
};

const integration = (id: string, title: string, category: string) => ({
  id,
  title,
  category,
  categoryLabel: categoryLabels[category] ?? '',
  summary: `${title} summary.`,
  path: `/integrations/${id}`,
  markPath: null,
  markViewBox: null,
});

const page: KindPage<'integrationsIndex'> = {
  path: '/integrations',
  kind: 'integrationsIndex',
  title: 'Integrations',
  description: 'Connect the platform.',
  data: {
    title: 'Integrations',
    description: 'Connect the platform.',
    intro: 'Each integration is a set of workflows.',
    introHtml: '<p>Each integration is a set of workflows.</p>\n',
    categories: [
      { id: 'parcel-carriers', label: 'Parcel Carriers', description: 'Labels and tracking.' },
      { id: 'ocean-freight', label: 'Ocean Freight', description: 'Bookings and containers.' },
      { id: 'accounting', label: 'Accounting', description: 'Invoices and bills.' },
    ],
    integrationList: [
      integration('ups', 'UPS', 'parcel-carriers'),
      integration('inttra', 'INTTRA', 'ocean-freight'),
      integration('cargosmart', 'CargoSmart', 'ocean-freight'),
      integration('quickbooks', 'QuickBooks Online', 'accounting'),
    ],
    solutionList: [],
  },
};

const router: Router = { path: '/integrations', navigate: vi.fn(), prefetch: vi.fn() };
const tree = (
  <RouterContext value={router}>
    <IntegrationsIndexPage page={page} layout={layout} />
  </RouterContext>
);

const cardNames = (root: HTMLElement = document.body) =>
  within(root)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('IntegrationsIndexPage', () => {
  beforeEach(() => window.history.replaceState(null, '', '/integrations'));
  afterEach(() => vi.restoreAllMocks());

  it('prerenders every integration, with the category filter as plain ?category= links', () => {
    window.history.replaceState(null, '', '/integrations?category=ocean-freight');
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    expect(cardNames(container)).toEqual(['CargoSmart', 'INTTRA', 'QuickBooks Online', 'UPS']);
    const filter = within(container).getByRole('navigation', { name: 'Filter by category' });
    expect(within(filter).getByRole('link', { name: 'Ocean Freight' })).toHaveAttribute('href', '/integrations?category=ocean-freight');
    expect(within(filter).getByRole('link', { name: 'All' })).toHaveAttribute('href', '/integrations');
    expect(within(container).getByRole('link', { name: 'UPS' })).toHaveAttribute('href', '/integrations/ups');
  });

  it('hydrates the prerendered HTML without a mismatch, then filters by ?category=', async () => {
    window.history.replaceState(null, '', '/integrations?category=ocean-freight');
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(tree);
    const consoleError = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    const root = await act(async () => hydrateRoot(container, tree, { onRecoverableError: recoverable }));
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(cardNames(container)).toEqual(['CargoSmart', 'INTTRA']);
    expect(within(container).getByRole('link', { name: 'Ocean Freight' })).toHaveAttribute('aria-current', 'true');
    expect(within(container).getByRole('heading', { level: 2, name: 'Ocean Freight' })).toBeInTheDocument();
    act(() => root.unmount());
    container.remove();
  });

  it('shows everything for an unknown category', () => {
    window.history.replaceState(null, '', '/integrations?category=rail');
    render(tree);
    expect(cardNames()).toHaveLength(4);
  });

  it('filters in place and keeps ?category= in the URL with replaceState', async () => {
    const user = userEvent.setup();
    const replaceState = vi.spyOn(window.history, 'replaceState');
    render(tree);
    expect(cardNames()).toHaveLength(4);
    await user.click(screen.getByRole('link', { name: 'Accounting' }));
    expect(cardNames()).toEqual(['QuickBooks Online']);
    expect(window.location.search).toBe('?category=accounting');
    expect(replaceState).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('1 integration');
    await user.click(screen.getByRole('link', { name: 'All' }));
    expect(window.location.pathname + window.location.search).toBe('/integrations');
    expect(cardNames()).toHaveLength(4);
  });

  it('follows the URL when it changes under the page (Back, or a navbar link to another category)', () => {
    render(tree);
    act(() => {
      window.history.pushState(null, '', '/integrations?category=parcel-carriers');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(cardNames()).toEqual(['UPS']);
  });
});
