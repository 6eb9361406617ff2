import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { pictureCapture, pictureTolerance } from './picture';

const root = path.resolve(import.meta.dirname, '../../..');
const port = Number(process.env.VISUAL_PORT ?? 6007);
const storybook = process.env.STORYBOOK_DIR ?? path.join(root, 'build/storybook');

/**
 * Story baselines: every story of the static Storybook (build it first with
 * `go run mage.go storybook:build`) in Debian's Chromium, compared with the
 * PNGs in ./baselines. `go run mage.go storybook:approve` rewrites them all.
 * Beside them, docs-themes.spec.ts checks every Docs page's stories keep the
 * toolbar's light theme.
 */
export default defineConfig({
  testDir: '.',
  testMatch: ['stories.spec.ts', 'docs-themes.spec.ts'],
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A story test takes a few seconds on a quiet machine; a busy shared one is many times slower.
  timeout: 120_000,
  outputDir: path.join(root, 'build/visual/.results/stories'),
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  // A missing baseline fails the run: only the approve command writes baselines.
  updateSnapshots: 'none',
  expect: {
    toHaveScreenshot: { ...pictureTolerance, ...pictureCapture },
  },
  reporter: [
    ['list'],
    [
      './reporter.ts',
      {
        outputDir: path.join(root, 'build/visual/stories'),
        title: 'Story pictures',
        approveCommand: 'go run mage.go storybook:approve',
        files: 'stories.spec.ts',
      },
    ],
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    colorScheme: 'light',
    locale: 'en-GB',
    timezoneId: 'UTC',
    deviceScaleFactor: 1,
    launchOptions: {
      executablePath: chromiumPath,
      args: [...chromiumArgs, '--font-render-hinting=none', '--disable-lcd-text'],
    },
  },
  webServer: {
    command: `node ${JSON.stringify(path.join(import.meta.dirname, 'serve.mjs'))} ${JSON.stringify(storybook)} ${port}`,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
