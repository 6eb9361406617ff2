import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DRAWER_CLOSE_DURATION_MS, Drawer, type DrawerRootProps } from './Drawer';

function Example(props: DrawerRootProps) {
  return (
    <main>
      <a href="/before">Before</a>
      <Drawer.Root {...props}>
        <Drawer.Trigger>Open filters</Drawer.Trigger>
        <Drawer.Content>
          <Drawer.Title>Filters</Drawer.Title>
          <a href="/one">One</a>
          <button type="button">Two</button>
          <Drawer.Close>Done</Drawer.Close>
        </Drawer.Content>
      </Drawer.Root>
      <a href="/after">After</a>
    </main>
  );
}

const trigger = () => screen.getByRole('button', { name: 'Open filters' });
const dialog = () => screen.queryByRole('dialog', { name: 'Filters' });
/** The panel element, found even while it slides out hidden from assistive technology. */
const panel = () => document.querySelector<HTMLElement>('[data-component="Drawer"]');
const backdrop = () => document.querySelector<HTMLElement>('[data-part="backdrop"]');
const withFakeTimers = () => {
  vi.useFakeTimers();
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
};
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

afterEach(() => vi.useRealTimers());

describe('Drawer', () => {
  it('opens from the trigger as a labelled modal dialog and focuses its first control', async () => {
    const user = userEvent.setup();
    render(<Example />);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).not.toHaveAttribute('aria-controls');
    expect(dialog()).not.toBeInTheDocument();
    await user.click(trigger());
    expect(dialog()).toHaveAttribute('aria-modal', 'true');
    expect(dialog()).toHaveAttribute('data-state', 'open');
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(trigger()).toHaveAttribute('aria-controls', dialog()!.id);
    expect(screen.getByRole('link', { name: 'One' })).toHaveFocus();
  });

  it('makes the rest of the page inert and locks body scroll while open, and undoes both once it has slid out', async () => {
    const user = withFakeTimers();
    const { container } = render(<Example />);
    await user.click(trigger());
    expect(container).toHaveAttribute('inert');
    expect(dialog()!.closest('[inert]')).toBeNull();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(container).toHaveAttribute('inert');
    expect(document.body.style.overflow).toBe('hidden');
    advance(DRAWER_CLOSE_DURATION_MS);
    expect(container).not.toHaveAttribute('inert');
    expect(document.body.style.overflow).toBe('');
  });

  it('traps Tab and Shift+Tab inside', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(trigger());
    await user.tab();
    expect(screen.getByRole('button', { name: 'Two' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'One' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
  });

  it.each([
    ['Escape', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    ['the backdrop', async (user: ReturnType<typeof userEvent.setup>) => user.click(backdrop()!)],
    ['Drawer.Close', async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Done' }))],
  ])('closes on %s: slides out for exactly 200 ms, then unmounts and returns focus to the trigger', async (_, action) => {
    expect(DRAWER_CLOSE_DURATION_MS).toBe(200);
    const user = withFakeTimers();
    render(<Example />);
    await user.click(trigger());
    await action(user);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(dialog()).not.toBeInTheDocument();
    expect(panel()).toHaveAttribute('data-state', 'closed');
    expect(panel()).toHaveAttribute('inert');
    expect(panel()).toHaveAttribute('aria-hidden', 'true');
    expect(backdrop()).toHaveAttribute('data-state', 'closed');
    expect(trigger()).not.toHaveFocus();
    advance(199);
    expect(panel()).toBeInTheDocument();
    expect(trigger()).not.toHaveFocus();
    advance(1);
    expect(panel()).not.toBeInTheDocument();
    expect(backdrop()).not.toBeInTheDocument();
    expect(document.querySelector('[data-drawer-portal]')).toBeNull();
    expect(trigger()).toHaveFocus();
  });

  it('with prefers-reduced-motion, unmounts at once and returns focus without waiting', async () => {
    globalThis.matchMediaMock.setFeature('prefers-reduced-motion', 'reduce');
    const user = withFakeTimers();
    const { container } = render(<Example />);
    await user.click(trigger());
    expect(dialog()).toHaveAttribute('data-state', 'open');
    await user.keyboard('{Escape}');
    expect(panel()).not.toBeInTheDocument();
    expect(container).not.toHaveAttribute('inert');
    expect(trigger()).toHaveFocus();
  });

  it('opening again while it slides out keeps it mounted and open', async () => {
    const user = withFakeTimers();
    render(<Example />);
    await user.click(trigger());
    await user.keyboard('{Escape}');
    advance(120);
    await user.click(trigger());
    expect(dialog()).toHaveAttribute('data-state', 'open');
    expect(dialog()).not.toHaveAttribute('inert');
    expect(screen.getByRole('link', { name: 'One' })).toHaveFocus();
    advance(DRAWER_CLOSE_DURATION_MS * 2);
    expect(dialog()).toBeInTheDocument();
  });

  it('is controlled through open / onOpenChange', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const { rerender } = render(<Example open={false} onOpenChange={onOpenChange} />);
    await user.click(trigger());
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(dialog()).not.toBeInTheDocument();
    rerender(<Example open onOpenChange={onOpenChange} />);
    expect(dialog()).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('throws a clear error for a part outside Drawer.Root', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Drawer.Close>x</Drawer.Close>)).toThrow('<Drawer.Close> must be used inside <Drawer.Root>.');
    vi.mocked(console.error).mockRestore();
  });

  it('has no axe violations closed and open', async () => {
    render(<Example />);
    expect((await axe.run(document.body)).violations).toEqual([]);
    act(() => trigger().click());
    expect(dialog()).toBeInTheDocument();
    expect((await axe.run(document.body)).violations).toEqual([]);
  });
});
