import { expect, type Locator, type Page } from '@playwright/test';
import { visit } from '../support/hydration';

/** The product page's standard-order popin: choose or name a list, a quantity, add. */
export class WishlistPopin {
  constructor(private readonly page: Page) {}

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Ajouter à une commande type' });
  }

  /** A link to /account/wishlists/add (the same form without JavaScript) that opens the popin once hydrated. */
  get opener(): Locator {
    return this.page.getByRole('link', { name: 'Ajouter à une commande type' });
  }

  async open(): Promise<void> {
    await this.opener.click();
    await expect(this.dialog).toBeVisible();
    await expect(this.dialog.getByLabel('Commande type', { exact: true })).toBeVisible();
  }

  /** Adds the page's product to `list` (created when `create`), at `qty` (left at 1 when absent). */
  async add(list: string, opts: { create?: boolean; qty?: number } = {}): Promise<void> {
    const select = this.dialog.getByLabel('Commande type', { exact: true });
    if (opts.create) {
      await select.selectOption({ label: 'Nouvelle commande type…' });
      await this.dialog.getByLabel('Nom de la nouvelle commande type').fill(list);
    } else await select.selectOption({ label: list });
    if (opts.qty !== undefined) await this.dialog.getByLabel('Quantité').fill(String(opts.qty));
    await this.dialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await expect(this.dialog.getByRole('status')).toContainText(`Ajouté à « ${list} »`);
  }

  async close(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await expect(this.dialog).toBeHidden();
  }
}

/** /account/wishlists and /account/wishlists/{id}. */
export class WishlistsPage {
  constructor(private readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  async gotoList(): Promise<void> {
    await visit(this.page, '/fr/account/wishlists');
    await expect(this.heading).toHaveText('Commandes types');
  }

  async openList(name: string): Promise<void> {
    await this.page.getByRole('link', { name, exact: true }).click();
    await expect(this.heading).toHaveText(name);
  }

  get lines(): Locator {
    return this.page.getByTestId('wishlist-line');
  }

  /** The quantity field of a line, by its product's name. */
  quantity(product: string): Locator {
    return this.page.getByRole('spinbutton', { name: `Quantité de ${product}` });
  }

  async addAllToCart(): Promise<void> {
    await this.page.getByRole('button', { name: 'Tout ajouter au panier' }).click();
    await expect(this.page.locator('.wishlist-add-all-status')).toContainText(/ajoutés? au panier/);
  }
}
