import AxeBuilder from '@axe-core/playwright';
import { test, expect, type Page } from '@playwright/test';
import { emptyCart } from './api';

export const DEMO = {
  vet: 'vet@demo.test',
  pharma: 'pharma@demo.test',
  student: 'student@demo.test',
  password: 'demo1234',
} as const;

/** Signs in through the login page, as a buyer would, and lands on `next` (default: the home page). */
export async function login(
  page: Page,
  who: string,
  locale: 'fr' | 'nl' | 'en' = 'fr',
  next?: string,
): Promise<void> {
  await page.goto(`/${locale}/login${next ? `?redirect=${encodeURIComponent(next)}` : ''}`);
  await page.locator('input[name="login"]').fill(who);
  await page.locator('input[name="password"]').fill(DEMO.password);
  await page.locator('main form[method="post"] button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
}

/** "1.234,56 €" (French or Dutch formatting) → 1234.56 */
export const euros = (text: string): number =>
  Number(
    text
      .replace(/[^\d,.-]/g, '')
      .replace(/\.(?=\d{3})/g, '')
      .replace(',', '.'),
  );

/** No serious or critical accessibility violation on the page (axe-core). */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

export { emptyCart };
export { test, expect };
