import { PromoAlertsPage, PromoAlertToggle } from './pages/promo-alerts-page';
import { DEMO, expect, expectAccessible, test } from './support/fixtures';
import { recipientOf, waitForMail } from './support/mail';
import { STOREFRONT_URL } from './support/ports';

/*
 * Issue 10 §3 and §6. VS-000359-1 is this journey's own product (packages/demo-data generator/promo-alerts.ts):
 * a 4 + 1 promotion for every pricelist ending in 3 days, within the alert window (PROMO_ALERT_DAYS 7), nobody
 * subscribed. The back office runs the alert job every PROMO_ALERT_INTERVAL_MS (e2e/support/servers.ts) and
 * sends its outbox to the run's SMTP sink.
 */
const SKU = 'VS-000359-1';

test('a vet subscribes to a promotion and receives the alert mail', async ({
  page,
  productPage,
  customer,
  signIn,
}) => {
  const toggle = new PromoAlertToggle(page);
  const alerts = new PromoAlertsPage(page);
  await signIn(customer, 'fr', '/fr/');
  await productPage.open(SKU);
  const name = (await productPage.heading.textContent())!.trim();
  const productPath = new URL(page.url()).pathname;

  // The state arrives after hydration: not subscribed yet.
  await expect(toggle.button).toHaveAttribute('aria-pressed', 'false');
  await expectAccessible(page);
  await toggle.button.click();
  await expect(toggle.button).toHaveAttribute('aria-pressed', 'true');
  await expect(toggle.status).toContainText('Alerte activée');
  await page.reload();
  await expect(toggle.button).toHaveAttribute('aria-pressed', 'true');

  // The job finds the promotion ending in 3 days and the mail reaches the SMTP sink.
  const mail = await waitForMail(
    (m) => recipientOf(m) === customer.login && (m.subject ?? '').includes(name),
    30_000,
  );
  expect(mail.subject).toMatch(/^Fin de promotion le .+ : /);
  expect(mail.text).toContain('Promotion : 4 + 1 gratuit.');
  expect(mail.text).toContain(`${STOREFRONT_URL}${productPath}`);
  expect(mail.text).toContain(`${STOREFRONT_URL}/fr/account/promo_alerts`);
  expect(mail.html).toContain(`href="${STOREFRONT_URL}${productPath}"`);

  // The account list shows it with its promotion; unsubscribing there removes it.
  await alerts.goto();
  await expect(alerts.heading).toHaveText('Alertes de fin de promotion');
  await expect(alerts.item(name)).toContainText('4 + 1 gratuit');
  await expectAccessible(page);
  await alerts.unsubscribe(name);
  await expect(alerts.status).toContainText(name);
  await expect(alerts.item(name)).toHaveCount(0);

  await page.goto(productPath);
  await expect(toggle.button).toHaveAttribute('aria-pressed', 'false');
});

test('the alert list reads in English and each product says its promotion’s end', async ({
  page,
  signIn,
}) => {
  const alerts = new PromoAlertsPage(page);
  // The demo vet itself, whose subscriptions no copy has (e2e/support/customers.ts) and no journey changes: this
  // test only reads them.
  await signIn(
    { login: DEMO.vet, password: DEMO.password, template: 'vet' },
    'en',
    '/en/account/promo_alerts',
  );
  await expect(alerts.heading).toHaveText('Promotion-end alerts');
  // The demo's subscriptions: a 10 + 1 promotion and a special offer (their names vary by catalogue size).
  await expect(page.getByTestId('promo-alert-item').filter({ hasText: '10 + 1 free until' })).toHaveCount(1);
  await expect(page.getByTestId('promo-alert-item').filter({ hasText: 'Special offer until' })).toHaveCount(
    1,
  );
  await expectAccessible(page);
});
