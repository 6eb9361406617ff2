import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type LinkComponentProps, LinkOrAnchor } from './Link';

/** A router's link stand-in: marks what it rendered, so a test sees which path was taken. */
const RouterLink = vi.fn((props: LinkComponentProps) => <a {...props} data-router="" />);

describe('LinkOrAnchor', () => {
  it('renders a path of the site through the link component, with every prop passed on', () => {
    render(
      <LinkOrAnchor href="/docs/jobs" className="entry" aria-current="page" linkComponent={RouterLink}>
        Jobs
      </LinkOrAnchor>,
    );
    const link = screen.getByRole('link', { name: 'Jobs' });
    expect(link).toHaveAttribute('data-router');
    expect(link).toHaveAttribute('href', '/docs/jobs');
    expect(link).toHaveClass('entry');
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(link).not.toHaveAttribute('rel');
  });

  it.each(['https://status.freightlane.example', 'mailto:sales@freightlane.example', '//cdn.freightlane.example/guide.pdf'])(
    'renders %s as a plain anchor with rel="noopener noreferrer", never through the link component',
    (href) => {
      RouterLink.mockClear();
      render(
        <LinkOrAnchor href={href} linkComponent={RouterLink}>
          Away
        </LinkOrAnchor>,
      );
      const link = screen.getByRole('link', { name: 'Away' });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).not.toHaveAttribute('data-router');
      expect(RouterLink).not.toHaveBeenCalled();
    },
  );

  it('without a link component, renders a path as a plain anchor without rel', () => {
    render(<LinkOrAnchor href="/about">About</LinkOrAnchor>);
    const link = screen.getByRole('link', { name: 'About' });
    expect(link).toHaveAttribute('href', '/about');
    expect(link).not.toHaveAttribute('rel');
  });
});
