import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ColorModeProvider } from '../ColorMode';
import type { LinkComponentProps } from '../Link';
import { OPEN_DELAY_MS } from '../MegaDropdown';
import { Navbar, type NavbarProps } from './Navbar';
import { sampleNavbarItems } from './Navbar.fixtures';
import { DESKTOP_MEDIA_QUERY, DESKTOP_MIN_WIDTH_PX } from './useBreakpoint';

const renderNavbar = (props: Partial<NavbarProps> = {}) =>
  render(
    <ColorModeProvider>
      <Navbar title="Example Logistics" items={sampleNavbarItems} {...props} />
    </ColorModeProvider>,
  );

const nav = () => screen.getByRole('navigation', { name: 'Main' });

describe('Navbar', () => {
  it('draws the line between mobile and desktop at 997 px', () => {
    expect(DESKTOP_MIN_WIDTH_PX).toBe(997);
    expect(DESKTOP_MEDIA_QUERY).toBe('(min-width: 997px)');
  });

  it('is a named navigation landmark with the logo linking home', () => {
    renderNavbar();
    expect(within(nav()).getByRole('link', { name: 'Example Logistics' })).toHaveAttribute('href', '/');
  });

  it('renders the left items in order and the right items after them', () => {
    renderNavbar();
    const left = nav().querySelector('[data-part="left-items"]')!;
    const right = nav().querySelector('[data-part="right-items"]')!;
    expect(
      within(left as HTMLElement)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Solutions', 'Developers', 'Integrations']);
    expect(
      within(left as HTMLElement)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['About', 'Request Demo']);
    const rightEl = right as HTMLElement;
    expect(within(rightEl).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/docs/intro');
    expect(within(rightEl).getByRole('button', { name: /Search/ })).toBeInTheDocument();
    expect(within(rightEl).getByRole('button', { name: /Switch between dark and light mode/ })).toBeInTheDocument();
  });

  it('marks the active link with aria-current="page" and only that one', () => {
    renderNavbar({ pathname: '/about/' });
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Request Demo' })).not.toHaveAttribute('aria-current');
  });

  it('marks a dropdown active when one of its entries is the current page', () => {
    renderNavbar({ pathname: '/solutions/air-freight' });
    expect(screen.getByRole('button', { name: 'Solutions' })).toHaveAttribute('data-active');
    expect(screen.getByRole('button', { name: 'Developers' })).not.toHaveAttribute('data-active');
  });

  it('renders links through the link component', () => {
    const RouterLink = ({ children, ...rest }: LinkComponentProps) => (
      <a data-router="yes" {...rest}>
        {children}
      </a>
    );
    renderNavbar({ linkComponent: RouterLink });
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('data-router', 'yes');
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('data-router', 'yes');
  });

  it('takes slots for search and colour mode', () => {
    renderNavbar({
      items: [
        { type: 'search', element: <button type="button">Find</button>, position: 'right' },
        { type: 'colorMode', element: <button type="button">Theme</button>, position: 'right' },
      ],
    });
    expect(screen.getByRole('button', { name: 'Find' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Theme' })).toBeInTheDocument();
  });

  it('has no hamburger when there are no items', () => {
    window.resizeTo(375, 800);
    renderNavbar({ items: [] });
    expect(screen.queryByRole('button', { name: 'Toggle navigation bar' })).not.toBeInTheDocument();
  });

  it('at 996 px the hamburger opens the mobile sidebar; at 997 px it does not', async () => {
    const user = userEvent.setup();
    window.resizeTo(996, 800);
    const { unmount } = renderNavbar();
    await user.click(screen.getByRole('button', { name: 'Toggle navigation bar' }));
    expect(screen.getByRole('dialog', { name: 'Navigation' })).toBeInTheDocument();
    unmount();
    window.resizeTo(997, 800);
    renderNavbar();
    await user.click(screen.getByRole('button', { name: 'Toggle navigation bar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('passes the secondary menu to the drawer', async () => {
    const user = userEvent.setup();
    window.resizeTo(375, 800);
    renderNavbar({ secondaryMenu: <p>Doc sidebar</p> });
    await user.click(screen.getByRole('button', { name: 'Toggle navigation bar' }));
    expect(within(screen.getByRole('dialog')).getByText('Doc sidebar')).toBeInTheDocument();
  });

  it('has no axe violations closed and with a dropdown open', async () => {
    const { container } = renderNavbar({ pathname: '/about' });
    expect((await axe.run(container)).violations).toEqual([]);
    act(() => screen.getByRole('button', { name: 'Integrations' }).click());
    expect(screen.getByRole('button', { name: 'Integrations' })).toHaveAttribute('aria-expanded', 'true');
    expect((await axe.run(container)).violations).toEqual([]);
  });

  describe('with fake timers', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('opens a dropdown on hover after exactly 100 ms', async () => {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderNavbar();
      await user.hover(screen.getByRole('button', { name: 'Developers' }));
      act(() => vi.advanceTimersByTime(OPEN_DELAY_MS - 1));
      expect(screen.getByRole('button', { name: 'Developers' })).toHaveAttribute('aria-expanded', 'false');
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByRole('button', { name: 'Developers' })).toHaveAttribute('aria-expanded', 'true');
    });

    it('keeps its dropdowns in one group: hovering to the next closes the first the moment the next opens', async () => {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderNavbar();
      const expanded = () => ['Solutions', 'Developers'].map((name) => screen.getByRole('button', { name }).getAttribute('aria-expanded'));
      await user.hover(screen.getByRole('button', { name: 'Solutions' }));
      act(() => vi.advanceTimersByTime(OPEN_DELAY_MS));
      await user.unhover(screen.getByRole('button', { name: 'Solutions' }));
      await user.hover(screen.getByRole('button', { name: 'Developers' }));
      act(() => vi.advanceTimersByTime(OPEN_DELAY_MS - 1));
      expect(expanded()).toEqual(['true', 'false']);
      act(() => vi.advanceTimersByTime(1));
      expect(expanded()).toEqual(['false', 'true']);
    });
  });
});
