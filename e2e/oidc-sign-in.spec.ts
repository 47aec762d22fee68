import { IdentityProviderPage } from './pages/identity-provider-page';
import { DEMO, emptyCart, expect, hydrated, test } from './support/fixtures';
import {
  OIDC_ACCESS_TOKEN_TTL_S,
  OIDC_PROVIDER_URL,
  OIDC_STOREFRONT_URL,
  OIDC_TOKEN_STOREFRONT_URL,
} from './support/ports';

/**
 * Identity-provider modes (issue 21): two e2e storefronts run against the run's OpenID provider, whose access tokens
 * live OIDC_ACCESS_TOKEN_TTL_S seconds. With AUTH_TYPE=oidc-cookie the back office's session expires with each
 * token; with AUTH_TYPE=oidc-token the token itself is the back office's bearer (decision 036). Either way a buyer
 * still served past the first token's lifetime was renewed.
 */
// Two journeys, each its own customer: they run side by side (each waits out a token lifetime).
test.describe.configure({ mode: 'parallel' });

for (const [mode, shop] of [
  ['oidc-cookie', OIDC_STOREFRONT_URL],
  ['oidc-token', OIDC_TOKEN_STOREFRONT_URL],
] as const)
  test.describe(mode, () => {
    test.use({ baseURL: shop });
    journey(shop);
  });

function journey(shop: string) {
  test('a vet signs in at the identity provider, orders, is renewed silently past the token lifetime, and signs out of both', async ({
    page,
    productPage,
    header,
    checkoutPage,
    customer,
  }) => {
    test.setTimeout(120_000);
    const provider = new IdentityProviderPage(page);
    await emptyCart(customer.login);

    // The shop's sign-in is the provider's page; back on the page the buyer came from, signed in.
    await page.goto('/fr/login?redirect=%2Ffr%2Fsearch%3Fq%3DVS-000013-1');
    await expect(page).toHaveURL(IdentityProviderPage.URL);
    await provider.signIn(customer.login, 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('Invalid e-mail or password');
    await provider.signIn(customer.login, DEMO.password);
    await expect(page).toHaveURL(new RegExp(`^${shop}/fr/p/`));
    const signedInAt = Date.now();
    await hydrated(page);
    // From now on, no trip to the provider until sign-out: renewals happen behind the page.
    const providerVisits: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && frame.url().startsWith(OIDC_PROVIDER_URL))
        providerVisits.push(frame.url());
    });
    const renewed = page.waitForResponse(
      (res) => res.url().endsWith('/api/session/renew') && res.status() === 200,
      { timeout: OIDC_ACCESS_TOKEN_TTL_S * 1000 + 10_000 },
    );

    await productPage.addToCart(1);
    await expect(header.cartCount).toHaveText('1');
    await page.goto('/fr/cart');
    await hydrated(page);
    await checkoutPage.reference.fill(`OIDC-${Date.now()}`);
    await checkoutPage.goToConfirmation();
    await checkoutPage.confirmOrder();

    // Past the first access token's expiry (when its back-office session would have ended), still signed in.
    await renewed;
    const wait = signedInAt + (OIDC_ACCESS_TOKEN_TTL_S + 2) * 1000 - Date.now();
    if (wait > 0) await page.waitForTimeout(wait);
    await page.goto('/fr/account');
    await expect(page).toHaveURL(`${shop}/fr/account`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A guest would have been sent to sign in (the provider): the account page itself is the proof.
    expect(providerVisits).toEqual([]);

    // Sign-out ends the shop's session and the provider's: signing in again asks for the password.
    await page.goto('/fr/logout');
    await hydrated(page);
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(page).toHaveURL(`${shop}/fr/?signed-out=1`);
    await page.goto('/fr/account');
    await expect(page).toHaveURL(IdentityProviderPage.URL);
    await expect(provider.password).toBeVisible();
  });
}
