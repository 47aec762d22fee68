import { CouponPanel } from './pages/coupon-panel';
import { emptyCart, expect, expectAccessible, hydrated, test } from './support/fixtures';

/**
 * Promotion codes (issue 22 §4): a buyer applies the demo code BIENVENUE10 (10 % off, once per customer) on the
 * cart, sees it in the summary and on the order; the demo code NOEL2025, over since 2025, is refused with its own
 * message in French, Dutch and English, and nothing else changes.
 */
test('a vet applies a promotion code on the cart, an expired one is refused, and the order keeps the discount', async ({
  page,
  productPage,
  header,
  totals,
  checkoutPage,
  salesPage,
  customer,
  signIn,
}) => {
  await emptyCart(customer.login);
  await signIn(customer);
  await productPage.open('VS-000013-1');
  await productPage.addToCart(12);
  await expect(header.cartCount).toHaveText('12');
  await page.goto('/fr/cart');
  await hydrated(page);
  const coupon = new CouponPanel(page);
  const before = await totals.total();

  await coupon.apply('noel2025');
  await expect(coupon.result).toHaveText('Ce code promo n’est plus valable.');
  await expect(coupon.field).toHaveValue('noel2025');
  expect(await totals.total()).toBe(before);

  await coupon.apply(' bienvenue10 ');
  await expect(coupon.result).toHaveText('Le code BIENVENUE10 est appliqué.');
  await expect(coupon.region).toContainText('Code BIENVENUE10 : 10 % de remise sur les produits');
  await expect(totals.line('Code promo BIENVENUE10')).toBeVisible();
  // Shown as taken off (−), 10 % of the goods.
  await expect(totals.region.locator('.totals-coupon dd')).toHaveText(/^−/);
  const discount = await totals.amount('Code promo BIENVENUE10');
  const goods = await totals.amount('Articles');
  expect(discount).toBeCloseTo(goods / 10, 1);
  await expect.poll(() => totals.total()).toBeLessThan(before);
  await expectAccessible(page);

  // The refusal in the buyer's other languages: the code already applied stays.
  for (const [locale, message] of [
    ['nl', 'Deze promotiecode is niet meer geldig.'],
    ['en', 'This promotion code is no longer valid.'],
  ] as const) {
    await page.goto(`/${locale}/cart`);
    await hydrated(page);
    const translated = new CouponPanel(page, locale);
    await translated.apply('NOEL2025');
    await expect(translated.result).toHaveText(message);
    await expect(translated.region).toContainText('BIENVENUE10');
  }
  await page.goto('/fr/cart');
  await hydrated(page);

  // The order keeps it: a line of its own in the order's summary, and the total the cart showed.
  const total = await totals.total();
  const reference = `COUPON-${Date.now()}`;
  await checkoutPage.reference.fill(reference);
  await checkoutPage.goToConfirmation();
  await expect(totals.line('Code promo BIENVENUE10')).toBeVisible();
  await checkoutPage.confirmOrder();
  await salesPage.goto();
  await salesPage.open(reference);
  await expect(totals.line(/^Code promo BIENVENUE10 \(TVA \d+ %\)$/).first()).toBeVisible();
  expect(await totals.total()).toBe(total);
});
