import type { Locator, Page } from '@playwright/test';
import { OIDC_PROVIDER_URL } from '../support/ports';

/** The test OpenID provider's own login page (e2e/support/oidc-provider.ts), not the shop's. */
export class IdentityProviderPage {
  constructor(readonly page: Page) {}

  /** Any address of the provider's sign-in (its interaction pages). */
  static readonly URL = new RegExp(`^${OIDC_PROVIDER_URL.replace(/[.]/g, '\\.')}/interaction/`);

  get password(): Locator {
    return this.page.getByLabel('Mot de passe');
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.page.getByLabel('E-mail').fill(email);
    await this.password.fill(password);
    await this.page.getByRole('button', { name: 'Se connecter' }).click();
  }
}
