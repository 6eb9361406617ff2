export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** True inside the story tests (Vitest browser mode), where the browser can be driven through CDP. */
export const inVitestBrowser = () => (globalThis as { __vitest_browser__?: boolean }).__vitest_browser__ === true;

async function emulate(value: 'reduce' | '') {
  const { cdp } = await import('vitest/browser');
  await cdp().send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-reduced-motion', value }] });
}

/**
 * A story `beforeEach`: in the story tests, Chromium reports
 * `prefers-reduced-motion: reduce` until the story ends. In Storybook itself
 * nothing changes: turn it on in DevTools (Rendering, "Emulate CSS media
 * feature prefers-reduced-motion").
 */
export async function emulateReducedMotion(): Promise<(() => Promise<void>) | undefined> {
  if (!inVitestBrowser()) return undefined;
  await emulate('reduce');
  return () => emulate('');
}

/** Whether the page currently prefers reduced motion (emulated or real). */
export const prefersReducedMotion = () => window.matchMedia(REDUCED_MOTION_QUERY).matches;
