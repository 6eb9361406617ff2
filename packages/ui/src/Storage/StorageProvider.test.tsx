import { render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AnnouncementBar } from '../AnnouncementBar';
import { CookieBanner } from '../CookieBanner';
import { ColorModeProvider, ColorModeToggle } from '../ColorMode';
import { DocSidebar } from '../DocSidebar';
import { developerSidebar } from '../DocSidebar/DocSidebar.fixtures';
import { memoryStorage, StorageProvider, useStorage, type KeyValueStorage, type SiteStorage } from '.';

const refusing: KeyValueStorage = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
};

function withStorage(storage: SiteStorage) {
  return ({ children }: { children: ReactNode }) => <StorageProvider storage={storage}>{children}</StorageProvider>;
}

describe('StorageProvider', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('gives the parts below it the app’s stores instead of the browser’s', async () => {
    const user = userEvent.setup();
    const local = memoryStorage();
    const session = memoryStorage();
    render(
      <StorageProvider storage={{ local: () => local, session: () => session }}>
        <ColorModeProvider>
          <AnnouncementBar id="launch-2025" content="New" />
          <CookieBanner />
          <ColorModeToggle />
          <DocSidebar items={developerSidebar} activeHref="/docs/development/overview" />
        </ColorModeProvider>
      </StorageProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Accept Cookies' }));
    await user.click(screen.getByRole('button', { name: /Switch between dark and light mode/ }));
    await user.click(screen.getByRole('button', { name: "Expand sidebar category 'App modules'" }));

    expect(local.getItem('announcement-dismissed')).toBe('launch-2025');
    expect(local.getItem('cookie-consent')).toBe('accepted');
    expect(local.getItem('theme')).toBe('dark');
    expect(JSON.parse(session.getItem('docs-sidebar') ?? '{}')).toEqual({ '/docs/category/app-modules': true });
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  it('reads what the app’s store already holds', () => {
    const local = memoryStorage({ 'announcement-dismissed': 'launch-2025' });
    render(
      <StorageProvider storage={{ local: () => local, session: () => memoryStorage() }}>
        <AnnouncementBar id="launch-2025" content="New" />
      </StorageProvider>,
    );
    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
  });

  it('keeps a part working for the page view when the store throws', async () => {
    const user = userEvent.setup();
    render(
      <StorageProvider storage={{ local: () => refusing, session: () => refusing }}>
        <AnnouncementBar id="launch-2025" content="New" />
      </StorageProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
  });
});

describe('useStorage', () => {
  it('reads as empty and refuses writes when the store throws, or cannot even be reached', () => {
    const unreachable = () => {
      throw new DOMException('storage is disabled', 'SecurityError');
    };
    for (const local of [() => refusing, unreachable]) {
      const { result } = renderHook(() => useStorage('local'), { wrapper: withStorage({ local, session: unreachable }) });
      expect(result.current.read('k')).toBeNull();
      expect(result.current.write('k', 'v')).toBe(false);
      expect(result.current.remove('k')).toBe(false);
    }
  });

  it('uses the browser’s localStorage and sessionStorage without a provider', () => {
    const local = renderHook(() => useStorage('local')).result.current;
    const session = renderHook(() => useStorage('session')).result.current;
    expect(local.write('k', 'here')).toBe(true);
    expect(session.write('k', 'for the tab')).toBe(true);
    expect(localStorage.getItem('k')).toBe('here');
    expect(sessionStorage.getItem('k')).toBe('for the tab');
    expect(local.remove('k')).toBe(true);
    expect(local.read('k')).toBeNull();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('stays the same object across renders, so effects that depend on it do not rerun', () => {
    const { result, rerender } = renderHook(() => useStorage('local'));
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});

describe('memoryStorage', () => {
  it('keeps strings by key, starting from what it is given', () => {
    const store = memoryStorage({ a: '1' });
    expect(store.getItem('a')).toBe('1');
    store.setItem('b', '2');
    store.removeItem('a');
    expect([store.getItem('a'), store.getItem('b'), store.getItem('missing')]).toEqual([null, '2', null]);
  });
});
