import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * Issue 17 §6: the account pages' banner ("1 devis attend votre acceptation", "1 brouillon de devis"), on the
 * dashboard, opens the quotations list filtered on its state, never the whole list. The demo vet has a quote to
 * accept and a draft (other journeys may add more).
 */
const banner = (page: Page) => page.getByRole('complementary', { name: 'Vos devis' });
const filters = (page: Page) => page.getByRole('navigation', { name: 'Filtrer par état' });
/** The list's rows (the header row aside). */
const rows = (page: Page) => page.getByRole('table').getByRole('rowgroup').last().getByRole('row');

test('the dashboard’s quotation banner opens the list filtered on quotes to accept, and on drafts', async ({
  page,
  customer,
  signIn,
}) => {
  await signIn(customer, 'fr', '/fr/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();

  const toAccept = banner(page).getByRole('link', {
    name: /^\d+ devis (attend|attendent) votre acceptation$/,
  });
  await expect(toAccept).toHaveAttribute('href', '/fr/account/quotations?state=waiting_acceptation');
  await toAccept.click();
  await expect(page).toHaveURL(/\/fr\/account\/quotations\?state=waiting_acceptation$/);
  await expect(filters(page).getByRole('link', { name: 'À accepter' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(rows(page).first()).toBeVisible();
  for (const row of await rows(page).all())
    await expect(row).toContainText('En attente de votre acceptation');

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  const drafts = banner(page).getByRole('link', { name: /^\d+ brouillons? de devis$/ });
  await expect(drafts).toHaveAttribute('href', '/fr/account/quotations?state=draft');
  await drafts.click();
  await expect(page).toHaveURL(/\/fr\/account\/quotations\?state=draft$/);
  await expect(filters(page).getByRole('link', { name: 'Brouillons' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(rows(page).first()).toBeVisible();
  for (const row of await rows(page).all()) await expect(row).toContainText('Brouillon');
});
