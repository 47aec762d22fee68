/// <reference lib="dom" />
import { expect, type Page } from '@playwright/test';

/** The page is controlled by the service worker (what makes a reload offline possible). */
export async function serviceWorkerControls(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}
