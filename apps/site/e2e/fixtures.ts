import { test as base, expect } from '@playwright/test';

/**
 * Every test fails on a console error or warning (React reports hydration
 * mismatches there). A test that expects one, like the 404 status of the
 * page it opens, declares it with `allowConsole(pattern)`.
 */
export const test = base.extend<{ allowConsole: (pattern: RegExp) => void }>({
  allowConsole: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const problems: string[] = [];
      page.on('console', (message) => {
        const text = `${message.type()}: ${message.text()}`;
        if ((message.type() === 'error' || message.type() === 'warning') && !allowed.some((p) => p.test(text))) {
          problems.push(text);
        }
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      await use((pattern) => allowed.push(pattern));
      expect(problems, 'console errors and warnings').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
