import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { Drawer } from '../Drawer';
import { useModalFocus } from './useModalFocus';

/**
 * Tab stops between elements Tab must skip, which sit at both edges: the
 * wrap has to find the real first and last stops, the same in every modal.
 */
function Controls() {
  return (
    <>
      <button type="button" disabled>
        Disabled
      </button>
      <div hidden>
        <button type="button">In a hidden part</button>
      </div>
      <div inert>
        <button type="button">In an inert part</button>
      </div>
      <span tabIndex={-1}>Not in the Tab order</span>
      <button type="button">First</button>
      <a href="/middle">Middle</a>
      <details>
        <summary>More</summary>
        <button type="button">In a closed details</button>
      </details>
      <button type="button" style={{ visibility: 'hidden' }}>
        Invisible
      </button>
      <div style={{ display: 'none' }}>
        <button type="button">Not displayed</button>
      </div>
      <select disabled aria-label="Disabled select">
        <option>One</option>
      </select>
      <input type="hidden" name="token" value="x" />
    </>
  );
}

function Modal({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  useModalFocus(root, open, trigger);
  return (
    <>
      <main>
        <button ref={trigger} type="button" onClick={() => setOpen(true)}>
          Open
        </button>
        <a href="/outside">Outside</a>
      </main>
      {open
        ? createPortal(
            <div ref={root} role="dialog" aria-label="Box">
              <button type="button" onClick={() => setOpen(false)}>
                Close
              </button>
              <Controls />
            </div>,
            document.body,
          )
        : null}
    </>
  );
}

const clientWidth = Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth');

afterEach(() => {
  if (clientWidth) Object.defineProperty(Element.prototype, 'clientWidth', clientWidth);
});

describe('useModalFocus', () => {
  it('wraps Tab from the last stop to the first and Shift+Tab back, past what Tab skips', async () => {
    const user = userEvent.setup();
    render(<Modal initiallyOpen />);
    screen.getByText('More').focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByText('More')).toHaveFocus();
  });

  it('sends Shift+Tab from the modal itself to the last stop', async () => {
    const user = userEvent.setup();
    render(<Modal initiallyOpen />);
    const dialog = screen.getByRole('dialog');
    dialog.tabIndex = -1;
    dialog.focus();
    await user.tab({ shift: true });
    expect(screen.getByText('More')).toHaveFocus();
  });

  it('makes the rest of the page inert, locks scroll without a shift, and undoes both with focus back on the trigger', async () => {
    // A 15 px scrollbar: the viewport is 1280 px, the page 1265 px wide.
    Object.defineProperty(Element.prototype, 'clientWidth', { configurable: true, get: () => 1265 });
    document.body.style.paddingRight = '4px';
    const user = userEvent.setup();
    render(<Modal />);
    const script = document.body.appendChild(document.createElement('script'));
    const open = screen.getByRole('button', { name: 'Open' });
    await user.click(open);
    const page = screen.getByRole('main', { hidden: true }).parentElement as HTMLElement;
    expect(page).toHaveAttribute('inert');
    expect(script).not.toHaveAttribute('inert');
    expect(screen.getByRole('dialog').parentElement).not.toHaveAttribute('inert');
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.body.style.paddingRight).toBe('15px');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(page).not.toHaveAttribute('inert');
    expect(document.body.style.overflow).toBe('');
    expect(document.body.style.paddingRight).toBe('4px');
    expect(open).toHaveFocus();
  });

  it('leaves alone what was inert before it opened', async () => {
    const user = userEvent.setup();
    const sidebar = document.body.appendChild(document.createElement('aside'));
    sidebar.setAttribute('inert', '');
    render(<Modal />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(sidebar).toHaveAttribute('inert');
  });

  it('gives the Drawer the same stops: focus on the first on open, and the wrap past the same skipped elements', async () => {
    const user = userEvent.setup();
    render(
      <Drawer.Root defaultOpen>
        <Drawer.Content>
          <Drawer.Title>Drawer</Drawer.Title>
          <Controls />
        </Drawer.Content>
      </Drawer.Root>,
    );
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByText('More')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
  });
});
