import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANCHOR_GAP_PX, announceNewPage, rememberScroll, restoreScroll, scrollToHashOrTop } from './scroll';

describe('scroll restoration and focus after a navigation', () => {
  let scrollTo: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    window.history.replaceState(null, '', '/docs/a');
    scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('keeps the scroll in the current entry, over its state, and Back returns to it', () => {
    window.history.replaceState({ other: 1 }, '');
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(640);
    rememberScroll();
    expect(window.history.state).toEqual({ other: 1, scrollY: 640 });
    restoreScroll('#ignored');
    expect(scrollTo).toHaveBeenCalledWith(0, 640);
  });

  it('without a kept scroll, goes to the anchor or the top', () => {
    restoreScroll('');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollToHashOrTop('#no-such-anchor');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('places an anchor below the sticky navbar, decoding its id', () => {
    document.body.innerHTML = '<nav data-component="Navbar"></nav><h2 id="über uns">Über uns</h2>';
    const navbar = document.querySelector('nav')!;
    const target = document.getElementById('über uns')!;
    vi.spyOn(navbar, 'getBoundingClientRect').mockReturnValue({ height: 60 } as DOMRect);
    vi.spyOn(target, 'getBoundingClientRect').mockReturnValue({ top: 900 } as DOMRect);
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(100);
    scrollToHashOrTop('#%C3%BCber%20uns');
    expect(scrollTo).toHaveBeenCalledWith(0, 900 + 100 - (60 + ANCHOR_GAP_PX));
  });

  it('moves focus to the new page’s heading without scrolling, and announces the title', () => {
    document.body.innerHTML = '<main id="main" tabindex="-1"><h1>Jobs</h1></main>';
    document.title = 'Jobs — Freightlane';
    const announce = vi.fn();
    const heading = document.querySelector('h1')!;
    const focus = vi.spyOn(heading, 'focus');
    announceNewPage(announce);
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    expect(announce).toHaveBeenCalledWith('Jobs — Freightlane');
  });
});
