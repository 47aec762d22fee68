/// <reference lib="dom" />
import { expect, type Page } from '@playwright/test';

/**
 * The page is controlled by the service worker (what makes a reload offline possible). A new worker takes control
 * only after keeping the pages open at that moment (public/sw.js `activate`): a server answer, slow while both
 * cores run other journeys (10 s were once not enough in CI), hence the longer wait.
 */
export async function serviceWorkerControls(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 })
    .toBe(true);
}
