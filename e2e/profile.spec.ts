import { ProfilePage } from './pages/profile-page';
import { expect, expectAccessible, reloadHydrated, test } from './support/fixtures';

test.describe('profile and addresses', () => {
  test('a vet requests a new delivery address', async ({ page, customer, signIn }) => {
    const profile = new ProfilePage(page);
    // A name of this run only: the shared database keeps the requests of earlier runs.
    const name = `Antenne de Liège ${Date.now()}`;
    await signIn(customer, 'fr', '/fr/account/profile');
    await expect(profile.heading).toHaveText('Profil et adresses');
    await expect(profile.customerNumber).not.toBeEmpty();
    await expect(profile.groups).toHaveText(['Vet Efficiency', 'Equi Vet Group']);
    await expectAccessible(page);

    const form = await profile.openNewDeliveryAddress();
    await profile.fillAddress(form, { name, street: 'Rue Féronstrée 12', zip: '4000', country: 'Belgique' });
    await profile.sendAddress(form);
    // The city is missing: said on the field, and nothing typed is lost.
    await expect(form.getByRole('alert')).toHaveText('Vérifiez les champs indiqués.');
    await expect(form.getByLabel('Localité')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Ce champ est obligatoire.')).toBeVisible();
    await expect(form.getByLabel('Nom')).toHaveValue(name);
    await expect(form.getByLabel('Rue et numéro')).toHaveValue('Rue Féronstrée 12');

    await profile.fillAddress(form, { city: 'Liège' });
    await profile.sendAddress(form);
    await expect(form.getByRole('status').first()).toContainText('Votre demande a été envoyée');
    const row = profile.request(name);
    await expect(row).toContainText('Nouvelle adresse de livraison');
    await expect(row).toContainText('En attente');
    // Still pending after a reload; the address itself is not in the list until the staff approve it.
    await page.reload();
    await expect(profile.request(name)).toContainText('En attente');
    await expect(profile.addresses('delivery').getByText(name)).toHaveCount(0);
    await expectAccessible(page);
  });

  test('the newsletter toggle is saved', async ({ page, newCustomer, signIn }) => {
    const profile = new ProfilePage(page);
    // The student's flag: no other journey reads it.
    await signIn(newCustomer('student'), 'fr', '/fr/account/profile');
    await expect(profile.heading).toHaveText('Profil et adresses');
    const subscribed = await profile.newsletterBox.isChecked();
    await profile.saveNewsletter(!subscribed);
    await expect(profile.newsletterState).toHaveText(
      subscribed ? 'Vous n’êtes pas inscrit à la newsletter.' : 'Vous êtes inscrit à la newsletter.',
    );
    // Hydrated before the box is changed again: hydration may set a controlled box back to its rendered state.
    await reloadHydrated(page);
    await expect(profile.newsletterBox).toBeChecked({ checked: !subscribed });
    await profile.saveNewsletter(subscribed);
    await expect(profile.newsletterState).toHaveText(
      subscribed ? 'Vous êtes inscrit à la newsletter.' : 'Vous n’êtes pas inscrit à la newsletter.',
    );
  });
});
