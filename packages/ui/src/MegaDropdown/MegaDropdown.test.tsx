import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MegaDropdown, type MegaDropdownProps } from './MegaDropdown';
import { MegaDropdownGroup } from './MegaDropdownGroup';
import { developerEntries, developersFooter, solutionEntries, solutionsFooter } from './MegaDropdown.fixtures';
import { CLOSE_DELAY_MS, OPEN_DELAY_MS } from './useDropdownHoverIntent';

const setup = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const trigger = (name = 'Solutions') => screen.getByRole('button', { name });
const panel = () => document.getElementById(trigger().getAttribute('aria-controls') ?? '') as HTMLElement | null;
const isOpen = (name = 'Solutions') => trigger(name).getAttribute('aria-expanded') === 'true';

function renderDropdown(props: Partial<MegaDropdownProps> = {}) {
  return render(
    <nav aria-label="Main">
      <MegaDropdown label="Solutions" entries={solutionEntries} footerLink={solutionsFooter} {...props} />
      <a href="/after">After</a>
    </nav>,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('MegaDropdown timing constants', () => {
  it('opens after 100 ms and closes after 300 ms', () => {
    expect(OPEN_DELAY_MS).toBe(100);
    expect(CLOSE_DELAY_MS).toBe(300);
  });
});

describe('MegaDropdown: pointer', () => {
  it('opens 100 ms after the pointer enters the trigger, not at 99 ms', async () => {
    const user = setup();
    renderDropdown();
    await user.hover(trigger());
    advance(99);
    expect(isOpen()).toBe(false);
    expect(screen.queryByRole('link', { name: /Ocean Freight/ })).not.toBeInTheDocument();
    advance(1);
    expect(isOpen()).toBe(true);
    expect(screen.getByRole('link', { name: /Ocean Freight/ })).toBeVisible();
  });

  it('does not open when the pointer leaves before 100 ms', async () => {
    const user = setup();
    renderDropdown();
    await user.hover(trigger());
    advance(50);
    await user.unhover(trigger());
    advance(500);
    expect(isOpen()).toBe(false);
  });

  it('closes 300 ms after the pointer leaves, not at 299 ms', async () => {
    const user = setup();
    renderDropdown();
    await user.hover(trigger());
    advance(OPEN_DELAY_MS);
    await user.unhover(trigger());
    advance(299);
    expect(isOpen()).toBe(true);
    advance(1);
    expect(isOpen()).toBe(false);
  });

  it('stays open when the pointer moves into the panel, and re-entering within 300 ms cancels the close', async () => {
    const user = setup();
    renderDropdown();
    await user.hover(trigger());
    advance(OPEN_DELAY_MS);
    await user.hover(screen.getByRole('link', { name: /Air Freight/ }));
    advance(1000);
    expect(isOpen()).toBe(true);
    await user.unhover(screen.getByRole('link', { name: /Air Freight/ }));
    advance(250);
    await user.hover(trigger());
    advance(1000);
    expect(isOpen()).toBe(true);
  });

  it('switches between two dropdowns without showing both or neither', async () => {
    const user = setup();
    render(
      <nav aria-label="Main">
        <MegaDropdownGroup>
          <MegaDropdown label="Solutions" entries={solutionEntries} />
          <MegaDropdown label="Developers" entries={developerEntries} />
        </MegaDropdownGroup>
      </nav>,
    );
    await user.hover(trigger('Solutions'));
    advance(OPEN_DELAY_MS);
    await user.unhover(trigger('Solutions'));
    await user.hover(trigger('Developers'));
    advance(OPEN_DELAY_MS - 1);
    expect([isOpen('Solutions'), isOpen('Developers')]).toEqual([true, false]);
    advance(1);
    expect([isOpen('Solutions'), isOpen('Developers')]).toEqual([false, true]);
    advance(1000);
    expect([isOpen('Solutions'), isOpen('Developers')]).toEqual([false, true]);
  });

  it('outside a group, each dropdown keeps its own state: two can be open', () => {
    render(
      <nav aria-label="Main">
        <MegaDropdown label="Solutions" entries={solutionEntries} defaultOpen />
        <MegaDropdown label="Developers" entries={developerEntries} defaultOpen />
      </nav>,
    );
    expect([isOpen('Solutions'), isOpen('Developers')]).toEqual([true, true]);
  });

  it('coordinates only the dropdowns of one group: a second group keeps its own open one', async () => {
    render(
      <>
        <MegaDropdownGroup>
          <MegaDropdown label="Solutions" entries={solutionEntries} defaultOpen />
        </MegaDropdownGroup>
        <MegaDropdownGroup>
          <MegaDropdown label="Developers" entries={developerEntries} defaultOpen />
        </MegaDropdownGroup>
      </>,
    );
    expect([isOpen('Solutions'), isOpen('Developers')]).toEqual([true, true]);
  });

  it('in a group, a dropdown opened from the keyboard closes the open one in the same render', async () => {
    const user = setup();
    render(
      <MegaDropdownGroup>
        <MegaDropdown label="Solutions" entries={solutionEntries} defaultOpen />
        <MegaDropdown label="Developers" entries={developerEntries} />
      </MegaDropdownGroup>,
    );
    expect([isOpen('Solutions'), isOpen('Developers')]).toEqual([true, false]);
    act(() => trigger('Developers').focus());
    await user.keyboard('{ArrowDown}');
    expect([isOpen('Solutions'), isOpen('Developers')]).toEqual([false, true]);
    expect(screen.getAllByRole('link')[0]).toHaveFocus();
  });

  it('toggles on click; a click while the hover-open is pending opens it', async () => {
    const user = setup();
    renderDropdown({ hoverable: false });
    await user.click(trigger());
    expect(isOpen()).toBe(true);
    await user.click(trigger());
    expect(isOpen()).toBe(false);
  });

  it('opens at once on a click during the hover delay and stays open', async () => {
    const user = setup();
    renderDropdown();
    await user.click(trigger()); // hover + click within the same instant
    expect(isOpen()).toBe(true);
    advance(1000);
    expect(isOpen()).toBe(true);
  });

  it('closes on a click or touch outside', async () => {
    const user = setup();
    renderDropdown({ defaultOpen: true, hoverable: false });
    await user.click(document.body);
    expect(isOpen()).toBe(false);
    await user.click(trigger());
    expect(isOpen()).toBe(true);
    act(() => {
      document.body.dispatchEvent(new TouchEvent('touchstart', { bubbles: true }));
    });
    expect(isOpen()).toBe(false);
  });

  it('ignores touch pointers for hover (a tap is a click)', () => {
    renderDropdown();
    act(() => {
      trigger().dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'touch' }));
    });
    advance(500);
    expect(isOpen()).toBe(false);
  });
});

describe('MegaDropdown: ARIA', () => {
  it('is a real button with aria-expanded, and aria-controls only while open', async () => {
    const user = setup();
    renderDropdown({ hoverable: false });
    expect(trigger().tagName).toBe('BUTTON');
    expect(trigger()).toHaveAttribute('type', 'button');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).not.toHaveAttribute('aria-controls');
    await user.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(panel()).toBeVisible();
    expect(panel()).toHaveAttribute('data-state', 'open');
  });

  it('reports aria-expanded="true" when opened by hover', async () => {
    const user = setup();
    renderDropdown();
    await user.hover(trigger());
    advance(OPEN_DELAY_MS);
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(trigger()).toHaveAttribute('aria-controls', panel()!.id);
  });

  it('shows each entry with label and description and ends with the footer link', () => {
    renderDropdown({ defaultOpen: true });
    const links = screen.getAllByRole('link').filter((a) => panel()!.contains(a));
    expect(links).toHaveLength(solutionEntries.length + 1);
    expect(links[1]).toHaveTextContent('Ocean FreightContainer tracking and B/L management');
    expect(links[1]).toHaveAttribute('href', '/solutions/ocean-freight');
    expect(links.at(-1)).toHaveAccessibleName('View All Solutions');
    expect(links.at(-1)).toHaveAttribute('href', '/solutions');
  });

  it('marks the current page entry and the trigger as active', () => {
    renderDropdown({ defaultOpen: true, pathname: '/solutions/trucking/' });
    expect(screen.getByRole('link', { name: /^Trucking/ })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: /^Air Freight/ })).not.toHaveAttribute('aria-current');
    expect(trigger()).toHaveAttribute('data-active');
  });

  it('closes after an entry is chosen', async () => {
    const user = setup();
    renderDropdown({ defaultOpen: true, hoverable: false });
    await user.click(screen.getByRole('link', { name: /^Air Freight/ }));
    expect(isOpen()).toBe(false);
  });

  it('is controlled through open / onOpenChange', async () => {
    const user = setup();
    const onOpenChange = vi.fn();
    const { rerender } = render(<MegaDropdown label="Solutions" entries={solutionEntries} open={false} onOpenChange={onOpenChange} />);
    await user.click(trigger());
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    expect(isOpen()).toBe(false);
    rerender(<MegaDropdown label="Solutions" entries={solutionEntries} open onOpenChange={onOpenChange} />);
    expect(isOpen()).toBe(true);
  });

  it('has no axe violations closed and open', async () => {
    vi.useRealTimers();
    const { container } = renderDropdown({ pathname: '/solutions/trucking' });
    expect((await axe.run(container)).violations).toEqual([]);
    act(() => trigger().click());
    expect(isOpen()).toBe(true);
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

describe('MegaDropdown: keyboard', () => {
  it('Enter and Space toggle', async () => {
    const user = setup();
    renderDropdown({ hoverable: false });
    trigger().focus();
    await user.keyboard('{Enter}');
    expect(isOpen()).toBe(true);
    await user.keyboard('{Enter}');
    expect(isOpen()).toBe(false);
    await user.keyboard(' ');
    expect(isOpen()).toBe(true);
    await user.keyboard(' ');
    expect(isOpen()).toBe(false);
    expect(trigger()).toHaveFocus();
  });

  it('ArrowDown opens and focuses the first entry; ArrowUp opens on the last link', async () => {
    const user = setup();
    renderDropdown({ hoverable: false });
    trigger().focus();
    await user.keyboard('{ArrowDown}');
    expect(isOpen()).toBe(true);
    expect(screen.getByRole('link', { name: /^Freight Forwarding/ })).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('link', { name: 'View All Solutions' })).toHaveFocus();
  });

  it('arrows move between entries and wrap; Home and End jump', async () => {
    const user = setup();
    renderDropdown({ hoverable: false });
    trigger().focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('link', { name: /^Ocean Freight/ })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('link', { name: 'View All Solutions' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: /^Freight Forwarding/ })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('link', { name: 'View All Solutions' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('link', { name: /^Freight Forwarding/ })).toHaveFocus();
  });

  it('Escape closes and returns focus to the trigger', async () => {
    const user = setup();
    renderDropdown({ hoverable: false });
    trigger().focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{Escape}');
    expect(isOpen()).toBe(false);
    expect(trigger()).toHaveFocus();
  });

  it('Escape on the open trigger closes it', async () => {
    const user = setup();
    renderDropdown({ hoverable: false });
    await user.click(trigger());
    await user.keyboard('{Escape}');
    expect(isOpen()).toBe(false);
    expect(trigger()).toHaveFocus();
  });

  it('Tab walks the entries and Tab past the last one closes it', async () => {
    const user = setup();
    renderDropdown({ hoverable: false });
    trigger().focus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.getByRole('link', { name: /^Freight Forwarding/ })).toHaveFocus();
    for (let i = 1; i < solutionEntries.length + 1; i += 1) await user.tab();
    expect(screen.getByRole('link', { name: 'View All Solutions' })).toHaveFocus();
    expect(isOpen()).toBe(true);
    await user.tab();
    expect(isOpen()).toBe(false);
    expect(screen.getByRole('link', { name: 'After' })).toHaveFocus();
  });

  it('closes when focus moves outside', async () => {
    const user = setup();
    renderDropdown({ hoverable: false });
    await user.click(trigger());
    act(() => screen.getByRole('link', { name: 'After' }).focus());
    expect(isOpen()).toBe(false);
  });

  it('uses the footer link with developer entries too', () => {
    render(<MegaDropdown label="Developers" entries={developerEntries} footerLink={developersFooter} defaultOpen />);
    expect(screen.getByRole('link', { name: 'Developer Resources' })).toHaveAttribute('href', '/docs/development/intro');
  });
});

describe('MegaDropdown: placement', () => {
  let box = new DOMRect(0, 0, 0, 0);
  let onPanelResize: () => void = () => {};
  const shift = () => panel()?.style.getPropertyValue('--fl-dropdown-shift');

  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => box);
    Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: 1280 });
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          onPanelResize = callback;
        }
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(document.documentElement, 'clientWidth');
    box = new DOMRect(0, 0, 0, 0);
  });

  it('shifts a panel that would overflow the right edge back inside by 20 px', () => {
    box = new DOMRect(1000, 60, 600, 300);
    renderDropdown({ defaultOpen: true });
    expect(shift()).toBe(`${1280 - 20 - 600 - 1000}px`);
  });

  it('leaves a panel without a box (opened while hidden) unmoved, and places it once it has one', () => {
    renderDropdown({ defaultOpen: true });
    expect(shift()).toBe('0px');
    box = new DOMRect(1000, 60, 600, 300);
    act(() => onPanelResize());
    expect(shift()).toBe(`${1280 - 20 - 600 - 1000}px`);
  });
});
