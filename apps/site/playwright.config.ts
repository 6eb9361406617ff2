import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../packages/ui/visual/chromium.mjs';
import { pictureCapture, pictureTolerance } from '../../packages/ui/visual/picture';
import { INSIGHTS_REPORT_TOKEN } from './e2e/insights-token';

const port = Number(process.env.E2E_PORT ?? 4173);
const dist = process.env.E2E_DIST ?? 'dist';
// The stand-in model for Ask AI listens next to the site, so parallel runs on other ports do not collide.
const askAiStandInPort = Number(process.env.E2E_ASK_AI_PORT ?? port + 1);

// The end-to-end tests run against the built site (dist/) served by the
// production server, in Debian's Chromium (Playwright's browser download
// cannot run here).
export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  // Two workers on every machine: CI has 2 cores, and Playwright's default of half the cores gives one.
  workers: 2,
  retries: 0,
  reporter: [
    ['list'],
    // The page pictures' review page (e2e/visual.spec.ts), shared with the story pictures.
    [
      '../../packages/ui/visual/reporter.ts',
      {
        outputDir: path.resolve(import.meta.dirname, '../../build/visual/pages'),
        title: 'Page pictures',
        approveCommand: 'go run mage.go site:approve',
        files: 'visual.spec.ts',
      },
    ],
  ],
  // Page baselines (e2e/visual.spec.ts): a missing one fails the run; only `go run mage.go site:approve` writes them.
  snapshotPathTemplate: '{testDir}/visual-baselines/{arg}{ext}',
  updateSnapshots: 'none',
  expect: {
    // The stated tolerance of the story pictures.
    toHaveScreenshot: { ...pictureTolerance, ...pictureCapture },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: chromiumPath,
      args: [...chromiumArgs],
    },
  },
  webServer: [
    {
      // Streams a deterministic answer from the question and the sources' titles; answers 500 to a question containing "fail-upstream".
      // `mage test` builds build/bin/askai-standin beside the server; `go run` keeps a bare `npx playwright test` working.
      command: `${existsSync('../../build/bin/askai-standin') ? 'build/bin/askai-standin' : 'go run ./apps/server/cmd/askai-standin'} -addr 127.0.0.1:${askAiStandInPort} -key test-key`,
      cwd: '../..',
      url: `http://127.0.0.1:${askAiStandInPort}/healthz`,
      reuseExistingServer: false,
      timeout: 300_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // `mage test` builds build/bin/server first; `go run` keeps a bare `npx playwright test` working.
      command: `${existsSync('../../build/bin/server') ? 'build/bin/server' : 'go run ./apps/server'} -addr 127.0.0.1:${port} -dist ${dist} -db build/e2e-${port}/leads.db`,
      cwd: '../..',
      env: {
        // Warnings and errors only: a line per request would bury the test report.
        FL_LOG_LEVEL: 'warn',
        // Several specs post demo requests from one client: no per-IP limit here.
        FL_RATE_LIMIT: 'off',
        // Ask AI answers from the stand-in model: GET /api/ask says enabled, and the search modal offers "Ask AI: <query>".
        FL_ASK_AI_BASE_URL: `http://127.0.0.1:${askAiStandInPort}`,
        FL_ASK_AI_MODEL: 'standin',
        FL_ASK_AI_API_KEY: 'test-key',
        // The docs insights report (e2e/insights.spec.ts reads what the readers sent).
        FL_INSIGHTS_TOKEN: INSIGHTS_REPORT_TOKEN,
      },
      url: `http://127.0.0.1:${port}/healthz`,
      reuseExistingServer: false,
      timeout: 300_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
