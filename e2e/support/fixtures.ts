import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import {
  CartPage,
  CategoryPage,
  CheckoutPage,
  Header,
  LoginPage,
  LogoutPage,
  NotFoundPage,
  Notices,
  pagesOf,
  ProductPage,
  SalesPage,
  SearchPage,
  Totals,
  type ShopPages,
} from '../pages';
import { emptyCart } from './api';
import { DEMO } from './demo';
import { euros } from './euros';
import { hydrated, reloadHydrated, visit } from './hydration';

/** The journeys' test: the default tab's page objects as fixtures (`async ({ productPage, cartPage }) => …`). */
export const test = base.extend<ShopPages>({
  cartPage: async ({ page }, use) => use(new CartPage(page)),
  categoryPage: async ({ page }, use) => use(new CategoryPage(page)),
  checkoutPage: async ({ page }, use) => use(new CheckoutPage(page)),
  header: async ({ page }, use) => use(new Header(page)),
  loginPage: async ({ page }, use) => use(new LoginPage(page)),
  logoutPage: async ({ page }, use) => use(new LogoutPage(page)),
  notFoundPage: async ({ page }, use) => use(new NotFoundPage(page)),
  notices: async ({ page }, use) => use(new Notices(page)),
  productPage: async ({ page }, use) => use(new ProductPage(page)),
  salesPage: async ({ page }, use) => use(new SalesPage(page)),
  searchPage: async ({ page }, use) => use(new SearchPage(page)),
  totals: async ({ page }, use) => use(new Totals(page)),
});

/**
 * No serious or critical accessibility violation on the page (axe-core). Run on the hydrated page: hydration
 * changes the document while axe walks it otherwise.
 */
export async function expectAccessible(page: Page): Promise<void> {
  await hydrated(page);
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

export { DEMO, emptyCart, euros, expect, hydrated, pagesOf, reloadHydrated, visit };
