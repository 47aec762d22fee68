import { addFromAnotherDevice, emptyCart, variantIdBySku } from './support/api';
import { expect, test } from './support/fixtures';

test.describe('pickup points', () => {
  test('a pharmacist chooses a pickup point on the cart page and finds it as the order’s delivery address', async ({
    page,
    checkoutPage,
    salesPage,
    newCustomer,
    signIn,
  }) => {
    const pharmacist = newCustomer('pharma');
    await emptyCart(pharmacist.login);
    await addFromAnotherDevice(pharmacist.login, await variantIdBySku('VS-000001-1'), 2);
    await signIn(pharmacist, 'fr', '/fr/cart');

    // The carrier with drop-off sites is saved at once, and its nearest points are listed.
    await checkoutPage.chooseCarrier('Retrait en point relais');
    await expect(checkoutPage.pickupPoints.getByRole('radio')).toHaveCount(10);
    await checkoutPage.searchPickupPoints('gent');
    await expect(checkoutPage.pickupPoints.getByRole('radio')).toHaveCount(1);
    await checkoutPage.choosePickupPoint('Depot Gent Zuid');

    const reference = `E2E-PICKUP-${Date.now()}`;
    await checkoutPage.reference.fill(reference);
    await checkoutPage.goToConfirmation();
    const delivery = page.getByRole('region', { name: 'Livraison' });
    await expect(delivery).toContainText('À retirer au point relais :');
    await expect(delivery).toContainText('Kortrijksesteenweg 870');
    await checkoutPage.confirmOrder();

    await salesPage.goto();
    await salesPage.open(reference);
    const shipping = page.getByRole('region', { name: 'Adresse de livraison' });
    await expect(shipping).toContainText('Point relais');
    await expect(shipping).toContainText('Depot Gent Zuid');
    await expect(shipping).toContainText('9000 Gent');
  });
});
