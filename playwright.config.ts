import { defineConfig, devices } from '@playwright/test';
import { e2eEnv, E2E_BASE_URL } from './tests/e2e/env';

// Runs against the production build (`npm run test:e2e` builds when needed) in Debian's chromium: never a
// downloaded browser.
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    locale: 'fa-IR',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${E2E_BASE_URL}/api/health/`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: e2eEnv,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
