import { expect, type Locator } from '@playwright/test';
import { ShopPage } from './shop-page';

export class ProductPage extends ShopPage {
  /** Opens a product page through the search box's exact-code jump (a SKU goes straight to its product). */
  async open(sku: string): Promise<void> {
    await this.visit(`/fr/search?q=${encodeURIComponent(sku)}`);
    await expect(this.page).toHaveURL(/\/fr\/p\//);
  }

  /** The block of prices for the signed-in buyer. */
  get prices(): Locator {
    return this.page.getByTestId('product-prices');
  }

  /** The add-to-cart button of the order form. */
  get addButton(): Locator {
    return this.page.getByRole('button', { name: 'Ajouter au panier' });
  }

  /** What a guest reads in place of the prices: sign in to see them (with its sign-in link). */
  get signInPrompt(): Locator {
    return this.page.locator('main .login-prompt');
  }

  /** The net price as shown ("11,52 €"). */
  async netPriceText(): Promise<string> {
    return (await this.prices.locator('.price-row-net .price').textContent())!.trim();
  }

  /** The value of the product's reference, under its label in the page's language. */
  reference(label = 'Référence'): Locator {
    return this.page.locator(`dt:has-text("${label}") + dd`).first();
  }

  /** The product's SKU, read from the page. */
  async sku(): Promise<string> {
    return (await this.reference().textContent())!.trim();
  }

  /** What the page says, next to the quantity, of the units delivered now and those to follow. */
  get stockForecast(): Locator {
    return this.page.getByTestId('stock-forecast');
  }

  /** The add-to-cart form ("Commander"): the page's dialogs (quotation, standard order) have quantities too. */
  get orderForm(): Locator {
    return this.page.getByRole('form', { name: 'Commander' });
  }

  /** Types a quantity without adding it. */
  async typeQuantity(qty: number): Promise<void> {
    await this.orderForm.getByLabel('Quantité', { exact: true }).fill(String(qty));
  }

  async addToCart(qty: number): Promise<void> {
    await this.typeQuantity(qty);
    await this.addButton.click();
  }
}
