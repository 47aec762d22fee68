import type { Page } from '@playwright/test';
import { ProfilePage } from './pages/profile-page';
import { StaffAddressRequestsPage, StaffWorkspace } from './pages/staff-workspace';
import { expect, expectAccessible, STAFF, test } from './support/fixtures';
import { staffPaths } from './support/staff-routes';

/*
 * Issue 10 §5: the staff workspace. Address change requests are decided by staff@demo.test and the buyer sees
 * the decision; the workspace is never cached and never reachable by a customer. The buyer is the pharmacist,
 * whose addresses no other journey reads; each run names its own addresses.
 */

async function requestDeliveryAddress(buyer: Page, name: string): Promise<void> {
  const profile = new ProfilePage(buyer);
  await profile.goto();
  const form = await profile.openNewDeliveryAddress();
  await profile.fillAddress(form, {
    name,
    street: 'Chaussée de Louvain 42',
    zip: '5000',
    city: 'Namur',
    country: 'Belgique',
  });
  await profile.sendAddress(form);
  await expect(form.getByRole('status').first()).toContainText('Votre demande a été envoyée');
}

test.describe('staff workspace', () => {
  test("staff approve a buyer's address request and the buyer sees it approved", async ({
    newCustomer,
    signedInPage,
  }) => {
    const run = Date.now();
    const approvedName = `Dépôt de Namur ${run}`;
    const refusedName = `Dépôt de Wavre ${run}`;
    const buyer = await signedInPage(newCustomer('pharma'), '/fr/account/profile');
    await requestDeliveryAddress(buyer, approvedName);
    await requestDeliveryAddress(buyer, refusedName);

    const staffPage = await signedInPage(STAFF, '/fr/staff');
    const workspace = new StaffWorkspace(staffPage);
    await expect(workspace.heading).toHaveText('Espace du personnel');
    await expect(workspace.queue('Demandes d’adresse en attente')).toBeVisible();
    await expectAccessible(staffPage);

    // The queue: pending first; the request is listed with what it asks for.
    const requests = new StaffAddressRequestsPage(staffPage);
    await workspace.nav.getByRole('link', { name: 'Demandes d’adresse' }).click();
    await expect(requests.heading).toHaveText('Demandes d’adresse');
    await expect(requests.row(approvedName)).toContainText('Nouvelle adresse');
    await expect(requests.row(approvedName)).toContainText('En attente');
    await expectAccessible(staffPage);

    await requests.open(approvedName);
    await expect(requests.heading).toHaveText(/Demande d’adresse n° \d+/);
    await expect(staffPage.getByRole('table')).toContainText(approvedName);
    await expect(requests.history).toHaveCount(0);
    await expectAccessible(staffPage);
    await requests.approve();
    await expect(requests.outcome).toHaveText('Demande acceptée : l’adresse du client est modifiée.');
    await expect(requests.state).toHaveText('Acceptée');
    await expect(requests.history).toHaveCount(1);
    await expect(requests.history.first()).toContainText('staff@demo.test : a accepté la demande');

    // The buyer's profile: the new address is listed, the request says it was accepted.
    const profile = new ProfilePage(buyer);
    await profile.goto();
    await expect(profile.addresses('delivery').getByText(approvedName)).toBeVisible();
    await expect(profile.request(approvedName)).toContainText('Acceptée');

    // A refusal needs a reason: an empty one is said at the field, and what was typed is kept.
    await requests.gotoList('fr', '?state=pending');
    await requests.open(refusedName);
    await requests.refuse('   ');
    await expect(staffPage.getByText('Indiquez le motif du refus.')).toBeVisible();
    await expect(requests.reason).toHaveAttribute('aria-invalid', 'true');
    await expect(requests.state).toHaveText('En attente');
    await expectAccessible(staffPage);
    const reason = 'Adresse hors de notre zone de livraison.';
    await requests.refuse(reason);
    await expect(requests.outcome).toHaveText('Demande refusée : le client verra le motif.');
    await expect(requests.state).toHaveText('Refusée');
    await expect(requests.history.first()).toContainText(`a refusé la demande (motif : ${reason})`);

    await profile.goto();
    await expect(profile.request(refusedName)).toContainText('Refusée');
    await expect(profile.request(refusedName)).toContainText(`Motif : ${reason}`);
    await expect(profile.addresses('delivery').getByText(refusedName)).toHaveCount(0);
  });

  test('a buyer gets a 404 on the staff workspace', async ({
    page,
    browser,
    notFoundPage,
    customer,
    signIn,
    signedInPage,
  }) => {
    const paths = [...staffPaths('fr'), ...staffPaths('nl'), ...staffPaths('en')];
    expect(paths).toContain('/fr/staff/address_requests/1');

    await signIn(customer, 'fr', '/fr/account');
    // The shop's header has no staff link for a buyer.
    await page.locator('header summary').click();
    await expect(page.getByTestId('staff-workspace-link')).toHaveCount(0);
    for (const path of paths) {
      const res = await page.request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(404);
      expect(res.headers()['cache-control'], path).toBe('private, no-store');
    }
    await page.goto('/fr/staff/address_requests');
    await expect(notFoundPage.homeLink).toBeVisible();
    await expectAccessible(page);

    // A guest is sent to the login page, and back after signing in.
    const guest = await browser.newContext();
    for (const path of staffPaths('fr')) {
      const res = await guest.request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(302);
      expect(res.headers()['location'], path).toBe(`/fr/login?redirect=${encodeURIComponent(path)}`);
    }
    await guest.close();

    // Staff: the header links to the workspace; every staff page is private and never stored.
    const staffPage = await signedInPage(STAFF, '/fr/');
    // No cart for staff: the header shows no cart link (its badge would always read 0).
    await expect(staffPage.locator('header .cart-link')).toHaveCount(0);
    await staffPage.locator('header summary').click();
    await staffPage.getByTestId('staff-workspace-link').click();
    await expect(new StaffWorkspace(staffPage).heading).toHaveText('Espace du personnel');
    for (const path of [...staffPaths('fr'), ...staffPaths('fr', 2_000_000_000)]) {
      const res = await staffPage.request.get(path, { maxRedirects: 0 });
      expect([200, 404], path).toContain(res.status());
      expect(res.headers()['cache-control'], path).toBe('private, no-store');
    }
    // A record that does not exist is a 404 for staff too, never stored either.
    const missing = await staffPage.request.get('/fr/staff/address_requests/2000000000');
    expect(missing.status()).toBe(404);
  });
});
