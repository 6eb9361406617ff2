import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { EditThisPage } from './EditThisPage';

describe('EditThisPage', () => {
  it('links to the editor in a new tab', () => {
    render(<EditThisPage href="https://git.example.com/edit/intro.md" />);
    const link = screen.getByRole('link', { name: 'Edit this page' });
    expect(link).toHaveAttribute('href', 'https://git.example.com/edit/intro.md');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('takes its text from props and has no axe violations', async () => {
    const { container } = render(<EditThisPage href="/e" label="Diese Seite bearbeiten" />);
    expect(screen.getByRole('link', { name: 'Diese Seite bearbeiten' })).toBeInTheDocument();
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
