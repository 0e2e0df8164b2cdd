// End-to-end journeys in Debian's Chromium against the built portal on a fresh embedded database.
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8181);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PORTAL_SETTINGS = /account\/second-factor-required\.spec\.ts/;

export default defineConfig({
  testDir: 'apps/web/e2e',
  outputDir: `test-results/e2e-${port}`,
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: PORTAL_SETTINGS,
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
    // Journeys that change a setting of the whole portal run after every other one, so none runs beside them.
    {
      name: 'portal-settings',
      testMatch: PORTAL_SETTINGS,
      dependencies: ['chromium'],
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: 'node --experimental-strip-types apps/server/src/server.ts',
    url: `http://localhost:${port}/api/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      DATA_DIR: `test-results/e2e-data-${Date.now()}`,
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '1000',
      PROVISIONER_DEPLOY_MS: '2000',
      DATABASE_URL: '',
    },
  },
});
