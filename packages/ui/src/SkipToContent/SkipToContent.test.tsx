import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SkipToContent } from './SkipToContent';

function Page() {
  return (
    <>
      <SkipToContent />
      <nav>
        <a href="/docs">Docs</a>
      </nav>
      <main id="main">
        <h1>Jobs</h1>
      </main>
    </>
  );
}

describe('SkipToContent', () => {
  it('is the first stop of Tab and moves focus to main when followed', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.tab();
    const link = screen.getByRole('link', { name: 'Skip to main content' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('href', '#main');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    // The next Tab goes on from main, not back to the navbar.
    await user.tab();
    expect(screen.getByRole('link', { name: 'Docs' })).not.toHaveFocus();
  });

  it('takes its text and target from props, and leaves a missing target to the browser', async () => {
    const user = userEvent.setup();
    render(<SkipToContent targetId="content" label="Zum Inhalt springen" />);
    const link = screen.getByRole('link', { name: 'Zum Inhalt springen' });
    expect(link).toHaveAttribute('href', '#content');
    await user.click(link);
    expect(window.location.hash).toBe('#content');
  });
});
