import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetReload, RELOAD_KEY, reloadOnce } from './reload';

describe('reload once', () => {
  let assign: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    sessionStorage.clear();
    assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('loads a URL that failed by the browser once, and not again after that reload', () => {
    expect(reloadOnce('https://site.test/about', new Error('chunk gone'))).toBe(true);
    expect(assign).toHaveBeenCalledWith('https://site.test/about');
    expect(sessionStorage.getItem(RELOAD_KEY)).toBe('https://site.test/about');

    expect(reloadOnce('https://site.test/about', new Error('chunk gone'))).toBe(false);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(console.warn).toHaveBeenLastCalledWith(
      'Loading https://site.test/about failed again after a reload of the whole page.',
      expect.any(Error),
    );
  });

  it('reloads another URL, and the same one again once a page has rendered', () => {
    reloadOnce('https://site.test/about', null);
    expect(reloadOnce('https://site.test/pricing', null)).toBe(true);
    forgetReload();
    expect(sessionStorage.getItem(RELOAD_KEY)).toBeNull();
    expect(reloadOnce('https://site.test/pricing', null)).toBe(true);
    expect(assign).toHaveBeenCalledTimes(3);
  });

  it('does not reload without storage to remember it: no reload loop', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(reloadOnce('https://site.test/about', null)).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });
});
