import { QuotationPage, QuoteDialog, StaffQuotationsPage } from './pages/quotations-page';
import { expect, expectAccessible, pagesOf, STAFF, test } from './support/fixtures';

/*
 * Issue 10 §1, §5, §6. The quotation-only product of the demo catalogue (VS-000012-1, an electric examination
 * table) is used by no other journey; each run creates its own quotation with a reference of its own, so a
 * rerun on the same database (or the demo quotations) never gets in the way.
 */
const QUOTATION_ONLY_SKU = 'VS-000012-1';
const PRODUCT = 'Table d’examen électrique Instrumed Vet';

const flat = (s: string | null) => (s ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();

test('a vet requests a quote for a quotation-only product, staff completes it, the vet accepts it and finds the order', async ({
  customer,
  signedInPage,
}) => {
  const reference = `E2E-DEVIS-${Date.now()}`;
  const vet = await signedInPage(customer);
  const { productPage } = pagesOf(vet);
  await productPage.open(QUOTATION_ONLY_SKU);
  await expect(productPage.heading).toHaveText(PRODUCT);
  // No add-to-cart for a quotation-only product: a request instead.
  await expect(vet.getByRole('button', { name: 'Ajouter au panier' })).toHaveCount(0);

  const dialog = new QuoteDialog(vet);
  await dialog.open();
  await expect(dialog.dialog.getByRole('heading', { name: 'Demander un devis' })).toBeVisible();
  await expect(dialog.dialog.getByLabel('Quantité')).toBeFocused();
  await expect(dialog.dialog.getByLabel('Quantité')).toHaveValue('1');
  await expectAccessible(vet);
  // Escape closes it and focus goes back to the button that opened it.
  await vet.keyboard.press('Escape');
  await expect(dialog.dialog).toBeHidden();
  await expect(dialog.opener).toBeFocused();

  await dialog.open();
  const quotation = await dialog.requestNew({
    quantity: 2,
    reference,
    note: 'Pour la salle de consultation 2',
  });

  // The list shows the request, sent.
  await vet.goto('/fr/account/quotations?state=customer_request');
  const row = vet.getByTestId('quotation-row').filter({ hasText: quotation.name });
  await expect(row).toContainText(reference);
  await expect(row).toContainText('Demande envoyée');
  await expectAccessible(vet);

  // Staff: the queue → the request → prices → send.
  const staffPage = await signedInPage(STAFF, '/fr/staff/quotations');
  const staff = new StaffQuotationsPage(staffPage);
  await expect(staff.heading).toHaveText('Devis à compléter');
  await expect(staff.row(quotation.name)).toBeVisible();
  // The staff's wording of the state, not the buyer's "Demande envoyée" (issue 17 §6).
  await expect(staff.row(quotation.name)).toContainText('À compléter');
  await expectAccessible(staffPage);
  await staff.open(quotation.name);
  await expect(staffPage.getByText(customer.login)).toBeVisible();
  await expectAccessible(staffPage);
  await staff.price(PRODUCT, '1750,00', '5');
  await staff.save();
  await expect(staff.status).toContainText('Les prix ont été enregistrés.');
  await staff.send();
  await expect(staff.status).toContainText('Le devis a été envoyé au client');
  await expect(staff.history).toHaveCount(3);
  await expect(staff.history.last()).toContainText('staff@demo.test');

  // The vet: the quotation awaits acceptance, at the quoted price (2 × 1,750.00 less 5 % = 3,325.00).
  const page = new QuotationPage(vet);
  await page.goto(quotation.id);
  await expect(page.state).toHaveText('En attente de votre acceptation');
  await expect(page.lines.first()).toContainText('1 750,00');
  await expect(page.lines.first()).toContainText('5 %');
  await expect(page.lines.first()).toContainText('3 325,00');
  await expectAccessible(vet);
  const quotedTotal = flat(await page.total.textContent());
  await page.accept();
  await expect(page.status).toContainText('Devis accepté');
  await expect(page.state).toHaveText('Accepté');

  // The order: the product, at the quoted total.
  await page.orderLink.click();
  await vet.waitForURL(/\/fr\/account\/sales\/\d+$/);
  await expect(vet.locator('.sale-lines')).toContainText(PRODUCT);
  await expect(vet.locator('.totals-total dd')).toHaveText(quotedTotal);
});
