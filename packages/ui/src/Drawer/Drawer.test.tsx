import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { Drawer, type DrawerRootProps } from './Drawer';

function Example(props: DrawerRootProps) {
  return (
    <>
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
    </>
  );
}

const trigger = () => screen.getByRole('button', { name: 'Open filters' });
const dialog = () => screen.queryByRole('dialog', { name: 'Filters' });

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

  it('makes the rest of the page inert and locks body scroll while open, and undoes both', async () => {
    const user = userEvent.setup();
    const { container } = render(<Example />);
    await user.click(trigger());
    expect(container).toHaveAttribute('inert');
    expect(dialog()!.closest('[inert]')).toBeNull();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
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
    ['the backdrop', async (user: ReturnType<typeof userEvent.setup>) => user.click(document.querySelector('[data-part="backdrop"]')!)],
    ['Drawer.Close', async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Done' }))],
  ])('closes on %s and returns focus to the trigger', async (_, action) => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(trigger());
    await action(user);
    expect(dialog()).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
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
