import { defineConfig } from '@playwright/test';
import { E2E_PORTS } from './e2e/support/ports';

/**
 * End-to-end journeys in Debian's Chromium (never a downloaded browser). The global setup builds and starts a
 * back office on the small demo catalogue (its own PGlite folder) and the storefront in front of it, and gives
 * every test customers of its own (e2e/support/customers.ts): journeys do not depend on each other, so the spec
 * files run in two workers, in any order. The tests of one file still run in sequence, in one worker (some files
 * build on a state their earlier tests leave, e.g. the staff's content).
 */
const browser = {
  browserName: 'chromium',
} as const;
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  // Two: the machine's two cores (the browser, the storefront and the back office share them).
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  globalSetup: './e2e/support/global-setup.ts',
  globalTeardown: './e2e/support/global-teardown.ts',
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORTS.storefront}`,
    locale: 'fr-BE',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', grepInvert: /@alone/, use: browser },
    // Journeys tagged @alone run one at a time once the others are done: one stops the back office all journeys
    // use; one keeps both cores busy on its own (a 150-line cart rendered and synced), and beside another
    // journey took twice as long, past its timeout.
    { name: 'alone', grep: /@alone/, dependencies: ['chromium'], workers: 1, use: browser },
  ],
});
