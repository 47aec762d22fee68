import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
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
import { STAFF_LOGIN } from '../pages/staff-workspace';
import { emptyCart } from './api';
import { claimCustomer, type Customer, type Template } from './customers';
import { DEMO } from './demo';
import { euros } from './euros';
import { hydrated, reloadHydrated, visit } from './hydration';
import { signInAs } from './session';

type Locale = 'fr' | 'nl' | 'en';

/** A login that is not a customer of the test's own: STAFF. */
export interface Account {
  login: string;
  password: string;
}

/**
 * The demo's staff account. Staff journeys share it: each works only on records it makes itself (its own
 * customer's request, registration, quotation, ad or lead, or content named after its run), so what another
 * staff journey does beside it never shows in what it reads.
 */
export const STAFF: Account = { login: STAFF_LOGIN, password: DEMO.password };

export interface JourneyFixtures {
  /** The test's own copy of the demo vet (e2e/support/customers.ts): no other test signs in as it. */
  customer: Customer;
  /** Another customer of the test's own, a copy of the demo account `template` (a second buyer, a pharmacist). */
  newCustomer: (template?: Template) => Customer;
  /** Signs the default tab in as `who` by its session cookie (no login page) and opens `next`, hydrated. */
  signIn: (who: Customer | Account, locale?: Locale, next?: string) => Promise<void>;
  /**
   * A browser of its own (a new context: a second person beside the default tab, e.g. the staff answering the
   * buyer) signed in as `who` by its session cookie and opened at `next` (default: the French home page),
   * hydrated; `javaScript: false` for a browser without JavaScript. Closed at the end of the test.
   */
  signedInPage: (who: Customer | Account, next?: string, options?: { javaScript?: boolean }) => Promise<Page>;
}

/**
 * The journeys' test: the default tab's page objects as fixtures (`async ({ productPage, cartPage }) => …`), and
 * the test's own customers, signed in by their session cookie.
 */
export const test = base.extend<ShopPages & JourneyFixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern.
  customer: async ({}, use) => use(claimCustomer('vet')),
  // eslint-disable-next-line no-empty-pattern -- as above.
  newCustomer: async ({}, use) => use((template = 'vet') => claimCustomer(template)),
  signIn: async ({ page }, use) => use((who, locale, next) => signInAs(page, who, locale, next)),
  signedInPage: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (who, next = '/fr/', options = {}) => {
      const context = await browser.newContext({
        locale: 'fr-BE',
        javaScriptEnabled: options.javaScript ?? true,
      });
      contexts.push(context);
      const page = await context.newPage();
      await signInAs(page, who, 'fr', next);
      return page;
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
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

export type { Customer };
export { DEMO, emptyCart, euros, expect, hydrated, pagesOf, reloadHydrated, signInAs, visit };
