import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { NotFound } from './NotFound';

describe('NotFound', () => {
  it('shows the exact texts in a main landmark', async () => {
    const { container } = render(<NotFound />);
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('There is no page at this address. It may have moved, or the link may have a typo.')).toBeInTheDocument();
    expect(screen.queryByText(/owner of the site/)).toBeNull();
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('leaves the document title to the page: no <title> of its own by default', () => {
    render(<NotFound />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(document.querySelectorAll('title')).toHaveLength(0);
    expect(document.title).toBe('');
  });

  it('sets the document title when given one', () => {
    render(<NotFound documentTitle="Page Not Found" />);
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.title).toBe('Page Not Found');
  });

  it('takes its texts and extra content from props', () => {
    render(
      <NotFound title="Seite nicht gefunden" message="Nichts hier." hint="Bitte melden.">
        <a href="/">Startseite</a>
      </NotFound>,
    );
    expect(screen.getByRole('heading', { name: 'Seite nicht gefunden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Startseite' })).toBeInTheDocument();
  });

  it('inside a layout with its own <main>, renders a plain container: one main landmark', () => {
    render(
      <main>
        <NotFound as="div" />
      </main>,
    );
    expect(screen.getAllByRole('main')).toHaveLength(1);
    const heading = screen.getByRole('heading', { level: 1, name: 'Page not found' });
    expect(heading.closest('[data-component="NotFound"]')?.tagName).toBe('DIV');
  });
});
