import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { ColorModeProvider, ColorModeProviderMissingError, useColorMode } from './ColorModeProvider';
import { ColorModeToggle } from './ColorModeToggle';
import { colorModeScript } from './colorModeScript';

const html = document.documentElement;
const toggle = () => screen.getByRole('button', { name: /^Switch between dark and light mode/ });
const renderToggle = (props: { respectPrefersColorScheme?: boolean; defaultMode?: 'light' | 'dark' } = {}) =>
  render(
    <ColorModeProvider {...props}>
      <ColorModeToggle />
    </ColorModeProvider>,
  );

const runScript = (text: string) => new Function(text)();

describe('colorModeScript', () => {
  it('sets html[data-theme] from localStorage "theme" before React runs', () => {
    localStorage.setItem('theme', 'dark');
    runScript(colorModeScript());
    expect(html).toHaveAttribute('data-theme', 'dark');
    expect(html).toHaveAttribute('data-theme-choice', 'dark');
  });

  it('falls back to the default mode, light unless configured, and ignores junk values', () => {
    localStorage.setItem('theme', 'purple');
    runScript(colorModeScript());
    expect(html).toHaveAttribute('data-theme', 'light');
    runScript(colorModeScript({ defaultMode: 'dark' }));
    expect(html).toHaveAttribute('data-theme', 'dark');
  });

  it('follows the OS when respectPrefersColorScheme is on and nothing is stored', () => {
    matchMediaMock.setFeature('prefers-color-scheme', 'dark');
    runScript(colorModeScript({ respectPrefersColorScheme: true }));
    expect(html).toHaveAttribute('data-theme', 'dark');
    expect(html).toHaveAttribute('data-theme-choice', 'system');
    runScript(colorModeScript());
    expect(html).toHaveAttribute('data-theme', 'light');
  });

  it('survives a browser that blocks localStorage', () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    runScript(colorModeScript());
    expect(html).toHaveAttribute('data-theme', 'light');
    getItem.mockRestore();
  });

  it('can use another storage key', () => {
    localStorage.setItem('site-a-theme', 'dark');
    runScript(colorModeScript({ storageKey: 'site-a-theme' }));
    expect(html).toHaveAttribute('data-theme', 'dark');
  });
});

describe('ColorModeProvider and ColorModeToggle', () => {
  it('defaults to light and says so in the label and title', () => {
    renderToggle();
    expect(toggle()).toHaveAccessibleName('Switch between dark and light mode (currently light mode)');
    expect(toggle()).toHaveAttribute('title', 'light mode');
    expect(html).toHaveAttribute('data-theme', 'light');
    expect(localStorage.getItem('theme')).toBeNull();
  });

  it('cycles light → dark → light and stores "dark"/"light" under "theme"', async () => {
    const user = userEvent.setup();
    renderToggle();
    await user.click(toggle());
    expect(toggle()).toHaveAccessibleName('Switch between dark and light mode (currently dark mode)');
    expect(html).toHaveAttribute('data-theme', 'dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    await user.click(toggle());
    expect(toggle()).toHaveAccessibleName('Switch between dark and light mode (currently light mode)');
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('is operable by keyboard (Enter and Space)', async () => {
    const user = userEvent.setup();
    renderToggle();
    await user.tab();
    expect(toggle()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(html).toHaveAttribute('data-theme', 'dark');
    await user.keyboard(' ');
    expect(html).toHaveAttribute('data-theme', 'light');
  });

  it('cycles light → dark → system → light with system enabled, and system removes the key', async () => {
    const user = userEvent.setup();
    localStorage.setItem('theme', 'light');
    renderToggle({ respectPrefersColorScheme: true });
    expect(toggle()).toHaveAccessibleName('Switch between dark and light mode (currently light mode)');
    await user.click(toggle());
    expect(localStorage.getItem('theme')).toBe('dark');
    await user.click(toggle());
    expect(toggle()).toHaveAccessibleName('Switch between dark and light mode (currently system mode)');
    expect(localStorage.getItem('theme')).toBeNull();
    expect(html).toHaveAttribute('data-theme-choice', 'system');
    await user.click(toggle());
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('starts from the stored choice', () => {
    localStorage.setItem('theme', 'dark');
    renderToggle();
    expect(toggle()).toHaveAccessibleName('Switch between dark and light mode (currently dark mode)');
    expect(html).toHaveAttribute('data-theme', 'dark');
  });

  it('follows the OS live while the choice is system', () => {
    renderToggle({ respectPrefersColorScheme: true });
    expect(toggle()).toHaveAccessibleName('Switch between dark and light mode (currently system mode)');
    expect(html).toHaveAttribute('data-theme', 'light');
    act(() => matchMediaMock.setFeature('prefers-color-scheme', 'dark'));
    expect(html).toHaveAttribute('data-theme', 'dark');
    act(() => matchMediaMock.setFeature('prefers-color-scheme', 'light'));
    expect(html).toHaveAttribute('data-theme', 'light');
  });

  it('ignores the OS when system is not enabled', () => {
    matchMediaMock.setFeature('prefers-color-scheme', 'dark');
    renderToggle();
    expect(html).toHaveAttribute('data-theme', 'light');
  });

  it('stays in sync with other tabs through the storage event', () => {
    renderToggle();
    act(() => {
      localStorage.setItem('theme', 'dark');
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
    });
    expect(html).toHaveAttribute('data-theme', 'dark');
    act(() => {
      localStorage.removeItem('theme');
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: null }));
    });
    expect(html).toHaveAttribute('data-theme', 'light');
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated', newValue: 'dark' })));
    expect(html).toHaveAttribute('data-theme', 'light');
  });

  it('takes its texts from props', () => {
    render(
      <ColorModeProvider>
        <ColorModeToggle
          modeLabels={{ light: 'hell', dark: 'dunkel', system: 'System' }}
          label={(mode) => `Farbmodus wechseln (aktuell ${mode})`}
        />
      </ColorModeProvider>,
    );
    expect(screen.getByRole('button', { name: 'Farbmodus wechseln (aktuell hell)' })).toBeInTheDocument();
  });

  it('useColorMode() throws a named error outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useColorMode())).toThrow(ColorModeProviderMissingError);
    try {
      renderHook(() => useColorMode());
    } catch (error) {
      expect((error as Error).name).toBe('ColorModeProviderMissingError');
    }
    vi.mocked(console.error).mockRestore();
  });

  it('has no axe violations', async () => {
    const { container } = renderToggle();
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
