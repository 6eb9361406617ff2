import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tabbable } from 'tabbable';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ColorModeProvider } from '../ColorMode';
import { sampleNavbarItems, sampleSecondaryMenu } from '../Navbar/Navbar.fixtures';
import { drawerPanel } from './drawerPanel';
import { NavbarMobileSidebar, type NavbarMobileSidebarProps } from './NavbarMobileSidebar';
import * as panelModule from './NavbarMobileSidebarPanel';

// The drawer's panel is a chunk of its own (drawerPanel.ts). These tests hold
// it back, as a slow network would, and settle it themselves; the other tests
// find it loaded, as a reader's page has it once idle (vitest.setup.ts).

const hamburger = () => screen.getByRole('button', { name: 'Toggle navigation bar' });
const drawer = () => screen.queryByRole('dialog', { name: 'Navigation' });
/** The drawer's first Tab stop, by the focus trap's rules (jsdom's tab order puts the links first). */
const firstStop = () => tabbable(screen.getByRole('dialog', { name: 'Navigation' }))[0];

/** Stands for the network between the page and the panel's chunk: every load waits until the test settles it. */
function holdPanel() {
  const loads: { resolve: (module: typeof panelModule) => void; reject: (error: Error) => void }[] = [];
  drawerPanel.reset(
    () =>
      new Promise((resolve, reject) => {
        loads.push({ resolve, reject });
      }),
  );
  // The load and React's reaction to it run inside act, so React sees what they changed.
  const settle = (fn: () => void) => act(async () => fn());
  return {
    loads: () => loads.length,
    arrive: () => settle(() => loads[loads.length - 1].resolve(panelModule)),
    fail: () => settle(() => loads[loads.length - 1].reject(new Error('Failed to fetch dynamically imported module'))),
  };
}

function renderSidebar(props: Partial<NavbarMobileSidebarProps> = {}) {
  const view = render(
    <ColorModeProvider>
      <main>
        <NavbarMobileSidebar items={sampleNavbarItems} {...props} />
      </main>
    </ColorModeProvider>,
  );
  return {
    rerenderWith: (next: Partial<NavbarMobileSidebarProps>) =>
      view.rerender(
        <ColorModeProvider>
          <main>
            <NavbarMobileSidebar items={sampleNavbarItems} {...props} {...next} />
          </main>
        </ColorModeProvider>,
      ),
  };
}

describe('NavbarMobileSidebar before its panel has arrived', () => {
  afterEach(async () => {
    vi.useRealTimers();
    drawerPanel.reset();
    await drawerPanel.load();
  });

  it('loads the panel once the page is idle (200 ms where the browser cannot say), below 997 px only, and once', () => {
    vi.useFakeTimers();
    const held = holdPanel();
    window.resizeTo(997, 800);
    const { rerenderWith } = renderSidebar();
    act(() => vi.advanceTimersByTime(1000));
    expect(held.loads()).toBe(0);
    act(() => window.resizeTo(996, 800));
    act(() => vi.advanceTimersByTime(199));
    expect(held.loads()).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(held.loads()).toBe(1);
    rerenderWith({ pathname: '/about' });
    act(() => vi.advanceTimersByTime(1000));
    expect(held.loads()).toBe(1);
  });

  it('loads nothing when the drawer would have nothing to show', () => {
    vi.useFakeTimers();
    const held = holdPanel();
    window.resizeTo(375, 800);
    renderSidebar({ items: [] });
    act(() => vi.advanceTimersByTime(1000));
    expect(held.loads()).toBe(0);
  });

  it('a press before it arrives says open at once and loads it; the drawer opens on arrival with focus on its first stop, and Escape returns focus', async () => {
    window.resizeTo(375, 800);
    const user = userEvent.setup();
    const held = holdPanel();
    renderSidebar();
    await user.click(hamburger());
    expect(hamburger()).toHaveAttribute('aria-expanded', 'true');
    expect(held.loads()).toBe(1);
    expect(drawer()).not.toBeInTheDocument();
    expect(hamburger()).toHaveFocus();
    await held.arrive();
    expect(drawer()).toBeInTheDocument();
    expect(firstStop()).toHaveFocus();
    expect(screen.getByRole('main', { hidden: true }).parentElement).toHaveAttribute('inert');
    globalThis.matchMediaMock.setFeature('prefers-reduced-motion', 'reduce');
    await user.keyboard('{Escape}');
    expect(drawer()).not.toBeInTheDocument();
    expect(hamburger()).toHaveFocus();
    expect(hamburger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('on a docs page the drawer that opens on arrival shows the doc sidebar', async () => {
    window.resizeTo(375, 800);
    const user = userEvent.setup();
    const held = holdPanel();
    renderSidebar({ secondaryMenu: sampleSecondaryMenu });
    await user.click(hamburger());
    await held.arrive();
    expect(screen.getByRole('navigation', { name: 'Docs sidebar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '← Back to main menu' })).toBeInTheDocument();
  });

  it('shows nothing on arrival when the reader closed it meanwhile: a second press, or the window growing to desktop width', async () => {
    window.resizeTo(375, 800);
    const user = userEvent.setup();
    const held = holdPanel();
    renderSidebar();
    await user.click(hamburger());
    await user.click(hamburger());
    expect(hamburger()).toHaveAttribute('aria-expanded', 'false');
    await user.click(hamburger());
    act(() => window.resizeTo(1280, 800));
    expect(hamburger()).toHaveAttribute('aria-expanded', 'false');
    expect(held.loads()).toBe(1);
    await held.arrive();
    expect(drawer()).not.toBeInTheDocument();
    expect(hamburger()).toHaveFocus();
  });

  it('closes when a navigation comes before the panel', async () => {
    window.resizeTo(375, 800);
    const user = userEvent.setup();
    const held = holdPanel();
    const { rerenderWith } = renderSidebar({ pathname: '/' });
    await user.click(hamburger());
    rerenderWith({ pathname: '/about' });
    expect(hamburger()).toHaveAttribute('aria-expanded', 'false');
    await held.arrive();
    expect(drawer()).not.toBeInTheDocument();
  });

  it('after a failed load the hamburger says closed, and the next press loads it again and opens', async () => {
    window.resizeTo(375, 800);
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const held = holdPanel();
    renderSidebar({ onOpenChange });
    await user.click(hamburger());
    await held.fail();
    expect(hamburger()).toHaveAttribute('aria-expanded', 'false');
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
    expect(drawer()).not.toBeInTheDocument();
    await user.click(hamburger());
    expect(held.loads()).toBe(2);
    await held.arrive();
    expect(drawer()).toBeInTheDocument();
    expect(firstStop()).toHaveFocus();
  });
});
