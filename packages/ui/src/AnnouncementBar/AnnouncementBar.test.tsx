import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { AnnouncementBar } from './AnnouncementBar';
import { announcementBarScript } from './announcementBarScript';

const html = document.documentElement;
const content = 'New: <a href="/integrations/project44">project44 visibility</a> is live.';
const region = () => screen.queryByRole('region', { name: 'Announcement' });

describe('AnnouncementBar', () => {
  it('is a labelled region (not a banner) showing the HTML content with a Close button', async () => {
    const { container } = render(<AnnouncementBar id="launch-2025" content={content} />);
    expect(region()).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'project44 visibility' })).toHaveAttribute('href', '/integrations/project44');
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('takes children instead of HTML', () => {
    render(
      <AnnouncementBar id="x">
        Hello <strong>world</strong>
      </AnnouncementBar>,
    );
    expect(region()).toHaveTextContent('Hello world');
  });

  it('stores the dismissed id under "announcement-dismissed" and hides itself', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    render(<AnnouncementBar id="launch-2025" content={content} onDismiss={onDismiss} />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(localStorage.getItem('announcement-dismissed')).toBe('launch-2025');
    expect(region()).not.toBeInTheDocument();
    expect(onDismiss).toHaveBeenCalledOnce();
    expect(html).toHaveAttribute('data-announcement-dismissed');
  });

  it('stays hidden on the next view with the same id', () => {
    localStorage.setItem('announcement-dismissed', 'launch-2025');
    render(<AnnouncementBar id="launch-2025" content={content} />);
    expect(region()).not.toBeInTheDocument();
  });

  it('shows a new id again on the very next view', () => {
    localStorage.setItem('announcement-dismissed', 'launch-2025');
    runScript('webinar-2026');
    expect(html).not.toHaveAttribute('data-announcement-dismissed');
    render(<AnnouncementBar id="webinar-2026" content={content} />);
    expect(region()).toBeInTheDocument();
    expect(html).not.toHaveAttribute('data-announcement-dismissed');
  });

  it('is Keyboard-dismissible', async () => {
    const user = userEvent.setup();
    render(<AnnouncementBar id="k" content="Hi" />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(region()).not.toBeInTheDocument();
  });

  it('can be non-dismissible and takes its texts from props', () => {
    localStorage.setItem('announcement-dismissed', 'sticky');
    const { rerender } = render(<AnnouncementBar id="sticky" content="Maintenance tonight" dismissible={false} />);
    expect(region()).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<AnnouncementBar id="other" content="Hinweis" label="Hinweis" closeLabel="Schließen" />);
    expect(screen.getByRole('region', { name: 'Hinweis' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
  });
});

function runScript(id: string) {
  new Function(announcementBarScript(id))();
}

describe('announcementBarScript', () => {
  it('marks <html> before paint only when the stored id is this one', () => {
    runScript('launch-2025');
    expect(html).not.toHaveAttribute('data-announcement-dismissed');
    localStorage.setItem('announcement-dismissed', 'launch-2025');
    runScript('launch-2025');
    expect(html).toHaveAttribute('data-announcement-dismissed');
  });

  it('escapes the id safely', () => {
    const script = announcementBarScript('a"b</script>');
    expect(script).not.toContain('</script>');
    localStorage.setItem('announcement-dismissed', 'a"b</script>');
    new Function(script)();
    expect(html).toHaveAttribute('data-announcement-dismissed');
  });
});
