import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import type { LinkComponentProps } from '../Link';
import { CookieBanner } from './CookieBanner';

const region = () => screen.queryByRole('region', { name: 'Cookie consent' });

describe('CookieBanner', () => {
  it('shows the English defaults in a labelled region until accepted', async () => {
    const { container } = render(<CookieBanner />);
    expect(region()).toHaveTextContent('We use cookies to ensure you get the best experience on our website.');
    expect(screen.getByRole('button', { name: 'Accept Cookies' })).toBeInTheDocument();
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('stores cookie-consent=accepted and goes away', async () => {
    const user = userEvent.setup();
    const onAccept = vi.fn();
    render(<CookieBanner onAccept={onAccept} />);
    await user.click(screen.getByRole('button', { name: 'Accept Cookies' }));
    expect(localStorage.getItem('cookie-consent')).toBe('accepted');
    expect(region()).not.toBeInTheDocument();
    expect(onAccept).toHaveBeenCalledOnce();
  });

  it('is never shown again once accepted', () => {
    localStorage.setItem('cookie-consent', 'accepted');
    render(<CookieBanner />);
    expect(region()).not.toBeInTheDocument();
  });

  it('shows again for any other stored value', () => {
    localStorage.setItem('cookie-consent', 'declined');
    render(<CookieBanner />);
    expect(region()).toBeInTheDocument();
  });

  it('is reachable and operable by keyboard', async () => {
    const user = userEvent.setup();
    render(
      <>
        <a href="/">Home</a>
        <CookieBanner />
      </>,
    );
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Accept Cookies' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(localStorage.getItem('cookie-consent')).toBe('accepted');
  });

  it('reserves room at the end of the page while shown', async () => {
    const user = userEvent.setup();
    render(<CookieBanner />);
    expect(document.documentElement.style.getPropertyValue('--fl-cookie-banner-offset')).toMatch(/px$/);
    await user.click(screen.getByRole('button', { name: 'Accept Cookies' }));
    expect(document.documentElement.style.getPropertyValue('--fl-cookie-banner-offset')).toBe('');
  });

  it('takes its texts from props', () => {
    render(<CookieBanner text="Wir verwenden Cookies." acceptLabel="Akzeptieren" label="Cookie-Hinweis" />);
    expect(screen.getByRole('region', { name: 'Cookie-Hinweis' })).toHaveTextContent('Wir verwenden Cookies.');
    expect(screen.getByRole('button', { name: 'Akzeptieren' })).toBeInTheDocument();
  });

  it('has no link unless one is given', () => {
    render(<CookieBanner />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('links the message to the given page, through the given link component, before the accept button', async () => {
    const user = userEvent.setup();
    function RouterLink({ href, children, ...rest }: LinkComponentProps) {
      return (
        <a href={href} data-router="yes" {...rest}>
          {children}
        </a>
      );
    }
    const { container } = render(<CookieBanner link={{ label: 'Privacy notice', href: '/privacy' }} linkComponent={RouterLink} />);
    const link = screen.getByRole('link', { name: 'Privacy notice' });
    expect(link).toHaveAttribute('href', '/privacy');
    expect(link).toHaveAttribute('data-router', 'yes');
    expect(region()).toHaveTextContent('We use cookies to ensure you get the best experience on our website. Privacy notice');
    await user.tab();
    expect(link).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Accept Cookies' })).toHaveFocus();
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
