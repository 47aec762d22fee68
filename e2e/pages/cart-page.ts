import type { Locator } from '@playwright/test';
import { ShopPage } from './shop-page';

/** A product's name, taken literally inside a pattern. */
const escaped = (product: string): string => product.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The cart: its lines (by product name), their quantities, their deletion. */
export class CartPage extends ShopPage {
  async goto(): Promise<void> {
    await this.visit('/fr/cart');
  }

  /** The line of a product, found by its name. */
  line(product: string): Locator {
    return this.page
      .locator('li.cart-line')
      .filter({ has: this.page.getByRole('heading', { name: new RegExp(escaped(product)) }) });
  }

  /** The quantity field of a product's line (labelled "Quantité de <full product name>"). */
  quantity(product: string): Locator {
    return this.line(product).getByRole('textbox', { name: new RegExp(`Quantité de .*${escaped(product)}`) });
  }

  /** Types a new quantity in a line and sends it with Enter. */
  async setQuantity(product: string, qty: number): Promise<void> {
    await this.quantity(product).fill(String(qty));
    await this.quantity(product).press('Enter');
  }

  /** Asks to delete a line: the cart asks for confirmation first (see `deleteDialog`). */
  async deleteLine(product: string): Promise<void> {
    await this.line(product)
      .getByRole('button', { name: /Supprimer .* du panier/ })
      .click();
  }

  /** A long cart's filter box (name or reference), over every line, rendered yet or not. */
  get filter(): Locator {
    return this.page.getByRole('searchbox', { name: 'Trouver un produit du panier (nom ou référence)' });
  }

  /** What the filter found ("1 produit sur 150 correspond"). */
  get filterStatus(): Locator {
    return this.page.locator('.cart-filter').getByRole('status');
  }

  /** Every line on the page (a long cart renders its first lines, then the others). */
  get lines(): Locator {
    return this.page.locator('li.cart-line');
  }

  get deleteDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Supprimer cet article ?' });
  }

  async cancelDelete(): Promise<void> {
    await this.deleteDialog.getByRole('button', { name: 'Annuler' }).click();
  }
}
