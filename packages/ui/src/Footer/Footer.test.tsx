import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { LinkComponentProps } from '../Link';
import { Footer } from './Footer';

const columns = [
  { title: 'Solutions', items: [{ label: 'Ocean Freight', href: '/solutions/ocean-freight' }] },
  {
    title: 'Company',
    items: [
      { label: 'About Us', href: '/about' },
      { label: 'Status', href: 'https://status.example.com' },
    ],
  },
];

/** A router's link stand-in that marks its anchors and records each href it renders. */
function recordingLink(seen: string[]) {
  return function RouterLink({ href, children, ...rest }: LinkComponentProps) {
    seen.push(href);
    return (
      <a href={href} data-router="yes" {...rest}>
        {children}
      </a>
    );
  };
}

describe('Footer', () => {
  it('is a contentinfo landmark with a named link navigation', () => {
    render(<Footer columns={columns} copyright="Copyright © 2025 Example" />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('navigation', { name: 'Footer' })).toBeInTheDocument();
    expect(within(footer).getByText('Copyright © 2025 Example')).toBeInTheDocument();
  });

  it('renders each column as a heading followed by its links, in order', () => {
    render(<Footer columns={columns} copyright="©" />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Solutions', 'Company']);
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/solutions/ocean-freight',
      '/about',
      'https://status.example.com',
    ]);
  });

  it('renders internal links through the given link component and external ones as plain anchors', () => {
    const seen: string[] = [];
    const RouterLink = recordingLink(seen);
    render(<Footer columns={columns} copyright="©" linkComponent={RouterLink} />);
    expect(seen).toEqual(['/solutions/ocean-freight', '/about']);
    expect(screen.getByRole('link', { name: 'About Us' })).toHaveAttribute('data-router', 'yes');
    const external = screen.getByRole('link', { name: 'Status' });
    expect(external).not.toHaveAttribute('data-router');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('takes the navigation label from props', () => {
    render(<Footer columns={columns} copyright="©" navLabel="Site map" />);
    expect(screen.getByRole('navigation', { name: 'Site map' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<Footer columns={columns} copyright="Copyright © 2025 Example" />);
    const results = await axe.run(container, { rules: { region: { enabled: false } } });
    expect(results.violations).toEqual([]);
  });

  it('has no bottom-row navigation without bottom links', () => {
    render(<Footer columns={columns} copyright="©" />);
    expect(screen.queryByRole('navigation', { name: 'Legal' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('navigation')).toHaveLength(1);
  });

  it('puts bottom links in a named navigation of their own, after the copyright line and the columns', () => {
    const seen: string[] = [];
    const RouterLink = recordingLink(seen);
    render(
      <Footer
        columns={columns}
        copyright="Copyright © 2025 Example"
        linkComponent={RouterLink}
        bottomLinks={[
          { label: 'Privacy', href: '/privacy' },
          { label: 'Security', href: '/security' },
          { label: 'Trust centre', href: 'https://trust.example.com' },
        ]}
      />,
    );
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Privacy', '/privacy'],
      ['Security', '/security'],
      ['Trust centre', 'https://trust.example.com'],
    ]);
    expect(within(legal).getByRole('link', { name: 'Privacy' })).toHaveAttribute('data-router', 'yes');
    expect(within(legal).getByRole('link', { name: 'Trust centre' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(seen).toContain('/security');
    // In reading order the bottom links come last, after every column link.
    expect(screen.getAllByRole('link').at(-3)).toHaveTextContent('Privacy');
    // The copyright line and the links share one row.
    expect(legal.parentElement).toBe(screen.getByText('Copyright © 2025 Example').parentElement);
  });

  it('takes the bottom navigation label from props', () => {
    render(<Footer columns={columns} copyright="©" bottomLinks={[{ label: 'Privacy', href: '/privacy' }]} bottomNavLabel="Policies" />);
    expect(screen.getByRole('navigation', { name: 'Policies' })).toBeInTheDocument();
  });

  it('has no axe violations with bottom links', async () => {
    const { container } = render(
      <Footer columns={columns} copyright="Copyright © 2025 Example" bottomLinks={[{ label: 'Privacy', href: '/privacy' }]} />,
    );
    const results = await axe.run(container, { rules: { region: { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
