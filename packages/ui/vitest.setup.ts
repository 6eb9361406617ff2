import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { drawerPanel } from './src/NavbarMobileSidebar/drawerPanel';

/*
 * jsdom has no layout and lacks a few browser APIs the components use. The
 * stubs below behave like the real ones closely enough for behaviour tests:
 * matchMedia evaluates width and preference queries against window.innerWidth
 * and a small feature table, and fires `change` when either moves.
 */

type MediaFeatures = Record<string, string>;

const DEFAULT_FEATURES: MediaFeatures = {
  'prefers-color-scheme': 'light',
  'prefers-reduced-motion': 'no-preference',
};
const DEFAULT_WIDTH = 1280;

let features: MediaFeatures = { ...DEFAULT_FEATURES };
const liveLists = new Set<MockMediaQueryList>();

function evaluateCondition(condition: string): boolean {
  const text = condition.trim();
  if (text === '' || text === 'screen' || text === 'all') return true;
  const match = /^\(\s*([a-z-]+)\s*(?::\s*([^)]+?))?\s*\)$/.exec(text);
  if (!match) return false;
  const [, name, value = ''] = match;
  if (name === 'min-width') return window.innerWidth >= Number.parseFloat(value);
  if (name === 'max-width') return window.innerWidth <= Number.parseFloat(value);
  return features[name] === value;
}

function evaluateQuery(query: string): boolean {
  return query.split(',').some((part) => part.split(/\band\b/).every(evaluateCondition));
}

class MockMediaQueryList extends EventTarget implements MediaQueryList {
  readonly media: string;
  onchange: ((this: MediaQueryList, event: MediaQueryListEvent) => unknown) | null = null;
  private last: boolean;

  constructor(media: string) {
    super();
    this.media = media;
    this.last = evaluateQuery(media);
    liveLists.add(this);
  }

  get matches() {
    return evaluateQuery(this.media);
  }

  addListener(listener: ((this: MediaQueryList, event: MediaQueryListEvent) => unknown) | null) {
    if (listener) this.addEventListener('change', listener as EventListener);
  }

  removeListener(listener: ((this: MediaQueryList, event: MediaQueryListEvent) => unknown) | null) {
    if (listener) this.removeEventListener('change', listener as EventListener);
  }

  /** Fires `change` if the answer moved since the last check. */
  notify() {
    const now = this.matches;
    if (now === this.last) return;
    this.last = now;
    const event = Object.assign(new Event('change'), { matches: now, media: this.media }) as MediaQueryListEvent;
    this.onchange?.call(this, event);
    this.dispatchEvent(event);
  }
}

const notifyAll = () => {
  for (const list of liveLists) list.notify();
};

function setWidth(width: number, height = window.innerHeight) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, writable: true, value: height });
  window.dispatchEvent(new Event('resize'));
  notifyAll();
}

declare global {
  /** Test-only control of the matchMedia stub (see vitest.setup.ts). */
  var matchMediaMock: {
    /** Sets a media feature, e.g. ('prefers-color-scheme', 'dark'), and notifies listeners. */
    setFeature(name: string, value: string): void;
    /** Restores the default width (1280) and features. */
    reset(): void;
  };
}

window.matchMedia = (query: string) => new MockMediaQueryList(query);
window.resizeTo = (width: number, height: number) => setWidth(width, height);
globalThis.matchMediaMock = {
  setFeature(name, value) {
    features = { ...features, [name]: value };
    notifyAll();
  },
  reset() {
    features = { ...DEFAULT_FEATURES };
    liveLists.clear();
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: DEFAULT_WIDTH });
  },
};
globalThis.matchMediaMock.reset();

class ResizeObserverStub implements ResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    this.callback([{ target } as ResizeObserverEntry], this);
  }
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;

if (!navigator.clipboard) {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: async () => {}, readText: async () => '' },
  });
}

window.scrollTo = () => {};

// jsdom lays nothing out, so every element has no client rects, and tabbable
// (the modal focus trap) would take them all for hidden. The stand-in gives
// an element one rect unless it or an ancestor is display: none (jsdom
// computes that, `hidden` attribute included), as a browser would.
Element.prototype.getClientRects = function getClientRects(this: Element) {
  for (let node: Element | null = this; node; node = node.parentElement) {
    if (getComputedStyle(node).display === 'none') return [] as unknown as DOMRectList;
  }
  return [this.getBoundingClientRect()] as unknown as DOMRectList;
};

// The mobile drawer's panel (src/NavbarMobileSidebar/drawerPanel.ts) is a
// chunk the page loads when idle: a reader's page has it by the time the
// drawer opens, and so do the tests; NavbarMobileSidebar.lazy.test.tsx holds
// it back itself for the moments before it arrives.
await drawerPanel.load();

// Testing Library's async wrapper waits on a 0 ms timeout and only advances
// fake timers it recognises as Jest's; without this shim every userEvent call
// hangs under vi.useFakeTimers().
(globalThis as { jest?: unknown }).jest = { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) };

afterEach(() => {
  cleanup();
  localStorage.clear();
  globalThis.matchMediaMock.reset();
  const html = document.documentElement;
  for (const name of ['data-theme', 'data-theme-choice', 'data-announcement-dismissed', 'style']) {
    html.removeAttribute(name);
  }
  document.body.removeAttribute('style');
  document.body.innerHTML = '';
});

// Test files share the environment (isolate: false in vitest.config.ts): a
// file's fake timers, spies and stubbed globals end with it.
afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
