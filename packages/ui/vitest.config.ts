import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './visual/chromium.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          // Files share one jsdom per worker: vitest.setup.ts puts the document,
          // storage, timers and mocks back after each test, and a fresh jsdom
          // per file cost ~1 s each (2 min for the suite on 2 cores, 30 s without).
          isolate: false,
          include: ['src/**/*.test.{ts,tsx}', 'docs/**/*.test.ts'],
          setupFiles: ['./vitest.setup.ts'],
          // `mage test` runs these beside the story pictures on two cores: the
          // timeout is to catch a hang, not to time a test (see the site's).
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: {
          name: 'storybook',
          // One page for every story file, as the unit project shares its jsdom.
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: chromiumPath,
                args: [...chromiumArgs],
              },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
