import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { DocPaginator } from './DocPaginator';

const previous = { title: 'Installation', href: '/docs/install' };
const next = { title: 'First workflow', href: '/docs/first-workflow' };

describe('DocPaginator', () => {
  it('links the previous and next pages inside nav "Docs pages"', () => {
    render(<DocPaginator previous={previous} next={next} />);
    const nav = screen.getByRole('navigation', { name: 'Docs pages' });
    const [prev, nxt] = within(nav).getAllByRole('link');
    expect(prev).toHaveAccessibleName(/^Previous ?Installation$/);
    expect(prev).toHaveAttribute('href', '/docs/install');
    expect(nxt).toHaveAccessibleName(/^Next ?First workflow$/);
    expect(nxt).toHaveAttribute('href', '/docs/first-workflow');
  });

  it('shows only the neighbour it has, and nothing without any', () => {
    const { rerender, container } = render(<DocPaginator next={next} />);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    rerender(<DocPaginator />);
    expect(container).toBeEmptyDOMElement();
  });

  it('takes its texts from props', () => {
    render(<DocPaginator previous={previous} next={next} label="Seiten" previousLabel="Zurück" nextLabel="Weiter" />);
    expect(screen.getByRole('navigation', { name: 'Seiten' })).toHaveTextContent(/Zurück.*Weiter/);
  });

  it('has no axe violations', async () => {
    const { container } = render(<DocPaginator previous={previous} next={next} />);
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
