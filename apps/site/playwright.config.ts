import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
const dist = process.env.E2E_DIST ?? 'dist';

// The end-to-end tests run against the built site (dist/) served by the
// production server, in Debian's Chromium (Playwright's browser download
// cannot run here).
export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    // `mage test` builds build/bin/server first; `go run` keeps a bare `npx playwright test` working.
    command: `${existsSync('../../build/bin/server') ? 'build/bin/server' : 'go run ./apps/server'} -addr 127.0.0.1:${port} -dist ${dist} -db build/e2e-${port}/leads.db`,
    cwd: '../..',
    // Several specs post demo requests from one client: no per-IP limit here.
    env: { FL_RATE_LIMIT: 'off' },
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
