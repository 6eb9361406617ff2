import { act, fireEvent, render, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchButton } from './SearchButton';
import { useSearchShortcuts } from './useSearchShortcuts';

function setPlatform(platform: string) {
  vi.spyOn(navigator, 'platform', 'get').mockReturnValue(platform);
}

describe('SearchButton', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is a button named "Search" that shows "Ctrl K" off Apple platforms', async () => {
    setPlatform('Win32');
    const onClick = vi.fn();
    render(<SearchButton onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button).toHaveTextContent('SearchCtrlK');
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K');
    await userEvent.setup().click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('shows "⌘ K" on Apple platforms', () => {
    setPlatform('MacIntel');
    render(<SearchButton />);
    expect(screen.getByRole('button', { name: 'Search' })).toHaveTextContent('Search⌘K');
    expect(screen.getByRole('button')).toHaveAttribute('aria-keyshortcuts', 'Meta+K');
  });

  it('renders no shortcut on the server, so hydration never mismatches', () => {
    setPlatform('MacIntel');
    const html = renderToString(<SearchButton />);
    expect(html).not.toContain('⌘');
    expect(html).not.toContain('Ctrl');
    expect(html).not.toContain('aria-keyshortcuts');
  });

  it('hydrates the server HTML without a mismatch and fills the room the server kept for the hint', async () => {
    setPlatform('Win32');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SearchButton />);
    document.body.append(container);
    const room = container.querySelector('[data-part="shortcut"]');
    expect(room).toBeEmptyDOMElement();
    expect(room).toHaveAttribute('aria-hidden', 'true');
    const recoverableErrors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, <SearchButton />, { onRecoverableError: (error) => recoverableErrors.push(error) }),
    );
    expect(recoverableErrors).toEqual([]);
    const button = within(container).getByRole('button', { name: 'Search' });
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K');
    expect(button.querySelector('[data-part="shortcut"]')).toBe(room);
    expect(room).toHaveTextContent('CtrlK');
    act(() => root.unmount());
    container.remove();
  });

  it('asks for the modal to be preloaded on hover, focus and touch', () => {
    const onPreload = vi.fn();
    render(<SearchButton onPreload={onPreload} label="Suche" />);
    const button = screen.getByRole('button', { name: 'Suche' });
    fireEvent.pointerEnter(button);
    fireEvent.focus(button);
    fireEvent.touchStart(button);
    expect(onPreload).toHaveBeenCalledTimes(3);
  });

  it('has no axe violations', async () => {
    const { container } = render(<SearchButton />);
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

describe('useSearchShortcuts', () => {
  function setup(open = false) {
    const onOpen = vi.fn();
    const onClose = vi.fn();
    const hook = renderHook((props: { open: boolean }) => useSearchShortcuts({ open: props.open, onOpen, onClose }), {
      initialProps: { open },
    });
    return { onOpen, onClose, hook };
  }

  it('toggles with Ctrl+K and Cmd+K, even inside an input', async () => {
    const user = userEvent.setup();
    const { onOpen, onClose, hook } = setup();
    render(<input aria-label="Name" />);
    await user.keyboard('{Control>}k{/Control}');
    expect(onOpen).toHaveBeenCalledTimes(1);
    screen.getByRole('textbox').focus();
    hook.rerender({ open: true });
    await user.keyboard('{Meta>}k{/Meta}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox')).toHaveValue('');
  });

  it('prevents the browser’s own Ctrl+K', () => {
    setup();
    const event = new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, cancelable: true, bubbles: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });

  it('opens with "/" outside editable elements only', async () => {
    const user = userEvent.setup();
    const { onOpen } = setup();
    render(
      <>
        <input aria-label="Field" />
        <textarea aria-label="Area" />
        <select aria-label="Choice">
          <option>a</option>
        </select>
        <button type="button">Press</button>
        <div role="textbox" aria-label="Editor" contentEditable suppressContentEditableWarning tabIndex={0} />
        <a href="#x">Link</a>
      </>,
    );
    for (const el of [
      screen.getByRole('textbox', { name: 'Field' }),
      screen.getByRole('textbox', { name: 'Area' }),
      screen.getByRole('combobox'),
      screen.getByRole('button'),
      screen.getByRole('textbox', { name: 'Editor' }),
    ]) {
      el.focus();
      await user.keyboard('/');
    }
    expect(onOpen).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Field' })).toHaveValue('/');
    screen.getByRole('link').focus();
    await user.keyboard('/');
    expect(onOpen).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement).blur();
    await user.keyboard('/');
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('ignores "/" while the modal is open and stops listening when unmounted', async () => {
    const user = userEvent.setup();
    const { onOpen, hook } = setup(true);
    await user.keyboard('/');
    expect(onOpen).not.toHaveBeenCalled();
    hook.unmount();
    await user.keyboard('{Control>}k{/Control}');
    expect(onOpen).not.toHaveBeenCalled();
  });
});
