import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ColorModeProvider } from '../ColorMode';
import { DRAWER_CLOSE_DURATION_MS } from '../Drawer';
import { sampleNavbarItems, sampleSecondaryMenu } from '../Navbar/Navbar.fixtures';
import { NavbarMobileSidebar, type NavbarMobileSidebarProps } from './NavbarMobileSidebar';

const hamburger = () => screen.getByRole('button', { name: 'Toggle navigation bar' });
const drawer = () => screen.queryByRole('dialog', { name: 'Navigation' });

function renderSidebar(props: Partial<NavbarMobileSidebarProps> = {}) {
  const result = render(
    <ColorModeProvider>
      <NavbarMobileSidebar items={sampleNavbarItems} {...props} />
    </ColorModeProvider>,
  );
  return {
    ...result,
    rerenderWith: (next: Partial<NavbarMobileSidebarProps>) =>
      result.rerender(
        <ColorModeProvider>
          <NavbarMobileSidebar items={sampleNavbarItems} {...props} {...next} />
        </ColorModeProvider>,
      ),
  };
}

describe('NavbarMobileSidebar', () => {
  afterEach(() => vi.useRealTimers());

  it('is not rendered at all when there are no items and no secondary menu', () => {
    window.resizeTo(375, 800);
    const { container } = renderSidebar({ items: [] });
    expect(screen.queryByRole('button', { name: 'Toggle navigation bar' })).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
  });

  it('opens from the hamburger at 996 px with the main items and a close button', async () => {
    window.resizeTo(996, 800);
    const user = userEvent.setup();
    renderSidebar();
    expect(hamburger()).toHaveAttribute('aria-expanded', 'false');
    await user.click(hamburger());
    expect(hamburger()).toHaveAttribute('aria-expanded', 'true');
    const dialog = within(drawer()!);
    expect(dialog.getByRole('button', { name: 'Close navigation bar' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Solutions' })).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(dialog.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/docs/intro');
    expect(dialog.getByRole('button', { name: /Switch between dark and light mode/ })).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: /Search/ })).not.toBeInTheDocument();
  });

  it('renders no drawer at 997 px, and closes itself when the window grows from 996 to 997 px', async () => {
    window.resizeTo(997, 800);
    const user = userEvent.setup();
    renderSidebar();
    await user.click(hamburger());
    expect(drawer()).not.toBeInTheDocument();
    act(() => window.resizeTo(996, 800));
    expect(drawer()).not.toBeInTheDocument();
    await user.click(hamburger());
    await user.click(hamburger().ownerDocument.body); // no-op outside click: still open
    expect(drawer()).toBeInTheDocument();
    act(() => window.resizeTo(997, 800));
    expect(drawer()).not.toBeInTheDocument();
    expect(hamburger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows a dropdown as a level with "← Back to main menu"', async () => {
    window.resizeTo(375, 800);
    const user = userEvent.setup();
    renderSidebar();
    await user.click(hamburger());
    await user.click(screen.getByRole('button', { name: 'Solutions' }));
    const back = screen.getByRole('button', { name: '← Back to main menu' });
    expect(back).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Solutions' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Ocean Freight/ })).toHaveAttribute('href', '/solutions/ocean-freight');
    expect(screen.getByRole('link', { name: 'View All Solutions' })).toHaveAttribute('href', '/solutions');
    expect(screen.queryByRole('link', { name: 'About' })).not.toBeInTheDocument();
    await user.click(back);
    expect(screen.getByRole('link', { name: 'About' })).toBeInTheDocument();
  });

  it('opens on the secondary panel when given one, with a way back to the main items', async () => {
    window.resizeTo(375, 800);
    const user = userEvent.setup();
    renderSidebar({ secondaryMenu: sampleSecondaryMenu });
    await user.click(hamburger());
    expect(screen.getByRole('navigation', { name: 'Docs sidebar' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '← Back to main menu' }));
    expect(screen.queryByRole('navigation', { name: 'Docs sidebar' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'About' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close navigation bar' }));
    await user.click(hamburger());
    expect(screen.getByRole('navigation', { name: 'Docs sidebar' })).toBeInTheDocument();
  });

  it('with only a secondary menu: a hamburger but no back button', async () => {
    window.resizeTo(375, 800);
    const user = userEvent.setup();
    renderSidebar({ items: [], secondaryMenu: <p>Doc sidebar</p> });
    await user.click(hamburger());
    expect(screen.getByText('Doc sidebar')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '← Back to main menu' })).not.toBeInTheDocument();
  });

  it('closes on navigation (pathname change) and on choosing a link', async () => {
    window.resizeTo(375, 800);
    const user = userEvent.setup();
    const { rerenderWith } = renderSidebar({ pathname: '/' });
    await user.click(hamburger());
    rerenderWith({ pathname: '/about' });
    expect(drawer()).not.toBeInTheDocument();
    await user.click(hamburger());
    await user.click(screen.getByRole('link', { name: 'Request Demo' }));
    expect(drawer()).not.toBeInTheDocument();
  });

  it('Escape closes and, once the drawer has slid out, focus returns to the hamburger', async () => {
    window.resizeTo(375, 800);
    vi.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderSidebar();
    await user.click(hamburger());
    await user.keyboard('{Escape}');
    expect(drawer()).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(DRAWER_CLOSE_DURATION_MS));
    expect(hamburger()).toHaveFocus();
  });

  it('marks the current page', async () => {
    window.resizeTo(375, 800);
    const user = userEvent.setup();
    renderSidebar({ pathname: '/about' });
    await user.click(hamburger());
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
  });

  it('takes its texts from props', async () => {
    window.resizeTo(375, 800);
    const user = userEvent.setup();
    renderSidebar({ toggleLabel: 'Menü', closeLabel: 'Schließen', backLabel: '← Zurück', title: 'Navigation (mobil)' });
    await user.click(screen.getByRole('button', { name: 'Menü' }));
    expect(screen.getByRole('dialog', { name: 'Navigation (mobil)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Solutions' }));
    expect(screen.getByRole('button', { name: '← Zurück' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
  });

  it('has no axe violations closed and open', async () => {
    window.resizeTo(375, 800);
    renderSidebar();
    expect((await axe.run(document.body)).violations).toEqual([]);
    act(() => hamburger().click());
    expect(drawer()).toBeInTheDocument();
    expect((await axe.run(document.body)).violations).toEqual([]);
  });
});
