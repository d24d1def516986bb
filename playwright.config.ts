import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS } from './scripts/chromium-flags.ts';
import { E2E_APP_PORT, E2E_APP_URL, E2E_NODE_PORT, E2E_NODE_URL } from './e2e/ports.ts';

const isCI = !!process.env['CI'];

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 2,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  // Limits against hangs, not speed checks (those are the benchmark's): the suite shares two
  // cores with the dev node and two browsers, and a CI machine can be slower than that.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: E2E_APP_URL,
    // A trace (DOM snapshots and screenshots at every step) is recorded only when a failed test
    // runs again (CI retries once): recording it for every test cost a fifth of the suite's time
    // (history, accessibility and i18n specs: 4.2 min against 3.3). Locally: --trace on.
    trace: 'on-first-retry',
    // Each test's new context would otherwise install the service worker and precache every
    // chunk (~1.2 MB) beside the test, on a machine whose two cores the tests already share;
    // the specs about the service worker allow it (and the app copes with a refused one).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: [...CHROMIUM_FLAGS],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: `npx tsx dev-node/src/main.ts --port ${E2E_NODE_PORT} --manual`,
      url: `${E2E_NODE_URL}/v1/chain/get_info`,
      reuseExistingServer: !isCI,
      timeout: 60_000,
    },
    {
      // The app is built by `npm test` (with VITE_NODE_URL pointing at the e2e node) before this runs.
      command: `npx vite preview --port ${E2E_APP_PORT} --strictPort --host 127.0.0.1`,
      url: E2E_APP_URL,
      reuseExistingServer: !isCI,
      timeout: 60_000,
    },
  ],
});
