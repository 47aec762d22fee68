import type { Locator, Page } from '@playwright/test';

/** What the shell tells the buyer about the connection and their last action. */
export class Notices {
  constructor(private readonly page: Page) {}

  /** The live status messages ("Ajouté au panier : …"). */
  get status(): Locator {
    return this.page.getByRole('status');
  }

  get offline(): Locator {
    return this.page.getByText('Vous êtes hors ligne.');
  }

  get unreachable(): Locator {
    return this.page.getByText('La boutique est momentanément injoignable.');
  }

  /** The buyer may press "retry"; the engine's own backoff may also get there first. */
  async retryIfOffered(): Promise<void> {
    await this.page
      .getByRole('button', { name: 'Réessayer' })
      .click({ timeout: 2_000 })
      .catch(() => undefined);
  }
}
