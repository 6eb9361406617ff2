import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  // Files of the node environment (the search engine's) have no storage.
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});

// Test files share the environment (isolate: false in vite.config.ts): a
// file's fake timers, spies and stubbed globals end with it.
afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
