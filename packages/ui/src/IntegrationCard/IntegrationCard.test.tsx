import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import type { LinkComponentProps } from '../Link';
import { IntegrationCard } from './IntegrationCard';
import { categories, integrations } from './IntegrationCard.fixtures';
import { IntegrationGrid } from './IntegrationGrid';

const filter = () => screen.getByRole('navigation', { name: 'Filter by category' });
const names = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('IntegrationCard', () => {
  it('is an article with the name as the link to its page and the category as a badge', () => {
    const RouterLink = (props: LinkComponentProps) => <a data-router="" {...props} />;
    render(
      <IntegrationCard
        name="UPS"
        description="Parcels."
        href="/integrations/ups"
        categoryLabel="Parcel carriers"
        linkComponent={RouterLink}
      />,
    );
    const card = screen.getByRole('article');
    expect(within(card).getByRole('link', { name: 'UPS' })).toHaveAttribute('data-router');
    expect(card).toHaveTextContent('Parcel carriers');
  });
});

describe('IntegrationGrid', () => {
  it('renders the filter as links to ?category=<id>, "All" current at first, and every card', () => {
    render(<IntegrationGrid integrations={integrations} categories={categories} basePath="/integrations" />);
    const links = within(filter()).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/integrations', ...categories.map((c) => `/integrations?category=${c.id}`)]);
    expect(within(filter()).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getAllByRole('article')).toHaveLength(7);
    expect(screen.getByRole('status')).toHaveTextContent('7 integrations');
  });

  it('filters in place on click and reports the category, so the parent keeps ?category= in step', async () => {
    const user = userEvent.setup();
    const onCategoryChange = vi.fn();
    render(<IntegrationGrid integrations={integrations} categories={categories} onCategoryChange={onCategoryChange} />);
    await user.click(within(filter()).getByRole('link', { name: 'Parcel carriers' }));
    expect(onCategoryChange).toHaveBeenCalledWith('parcel-carriers');
    expect(names()).toEqual(['UPS', 'FedEx']);
    expect(within(filter()).getByRole('link', { name: 'Parcel carriers' })).toHaveAttribute('aria-current', 'true');
    await user.click(within(filter()).getByRole('link', { name: 'Telematics' }));
    expect(screen.getByRole('status')).toHaveTextContent('1 integration');
    await user.click(within(filter()).getByRole('link', { name: 'Communication' }));
    expect(screen.getByRole('status')).toHaveTextContent('No integrations in this category yet.');
    await user.click(within(filter()).getByRole('link', { name: 'All' }));
    expect(onCategoryChange).toHaveBeenLastCalledWith(null);
    expect(names()).toHaveLength(7);
  });

  it('follows a controlled category (from the URL) and shows all for an unknown one', () => {
    const { rerender } = render(<IntegrationGrid integrations={integrations} categories={categories} category="ocean-freight" />);
    expect(names()).toEqual(['Maersk', 'INTTRA']);
    rerender(<IntegrationGrid integrations={integrations} categories={categories} category="nonsense" />);
    expect(names()).toHaveLength(7);
  });

  it('takes its texts from props and has no axe violations', async () => {
    const { container } = render(
      <IntegrationGrid
        integrations={integrations}
        categories={categories}
        filterLabel="Kategorie"
        allLabel="Alle"
        formatCount={(n) => `${n} Integrationen`}
        defaultCategory="accounting"
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Kategorie' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alle' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 Integrationen');
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
