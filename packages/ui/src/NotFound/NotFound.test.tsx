import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { NotFound } from './NotFound';

describe('NotFound', () => {
  it('shows the exact texts in a main landmark', async () => {
    const { container } = render(<NotFound />);
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('We could not find what you were looking for.')).toBeInTheDocument();
    expect(
      screen.getByText('Please contact the owner of the site that linked you to the original URL and let them know their link is broken.'),
    ).toBeInTheDocument();
    expect(document.title).toBe('Page Not Found');
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('takes its texts and extra content from props', () => {
    render(
      <NotFound title="Seite nicht gefunden" message="Nichts hier." hint="Bitte melden." documentTitle={null}>
        <a href="/">Startseite</a>
      </NotFound>,
    );
    expect(screen.getByRole('heading', { name: 'Seite nicht gefunden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Startseite' })).toBeInTheDocument();
  });
});
