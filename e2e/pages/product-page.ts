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

  /** The tabs under the product ("Caractéristiques", "Documents" and, for a customer, "Statistiques"). */
  get tabs(): Locator {
    return this.page.getByRole('tablist', { name: 'Informations sur le produit' }).getByRole('tab');
  }

  /** The stats tab's panel (the signed-in buyer's own orders of the product by month). */
  get statsPanel(): Locator {
    return this.page.getByRole('tabpanel', { name: 'Statistiques' });
  }

  /** The variant choice's control for one attribute ("Conditionnement", "Dosage"), its values as links. */
  variantChoice(attribute: string): Locator {
    return this.page.getByRole('group', { name: attribute, exact: true });
  }

  /** The "Produits similaires" section (the nearest products by characteristics and description). */
  get similar(): Locator {
    return this.page.getByRole('region', { name: 'Produits similaires' });
  }

  /** The similar products' cards, by their link (the product's name). */
  get similarLinks(): Locator {
    return this.similar.getByRole('heading', { level: 3 }).getByRole('link');
  }

  /** Opens the stats table ("Afficher sous forme de tableau"); month ("mars 2026") → quantity ordered. */
  async statsByMonth(): Promise<Map<string, number>> {
    await this.statsPanel.getByText('Afficher sous forme de tableau').click();
    const table = this.statsPanel.getByRole('table', { name: /^Vos commandes de ce produit par mois/ });
    await expect(table).toBeVisible();
    const out = new Map<string, number>();
    for (const row of await table.locator('tbody tr').all()) {
      const month = (await row.locator('th').textContent())!.trim();
      out.set(month, Number((await row.locator('td').first().textContent())!.replace(/\D/g, '')));
    }
    return out;
  }
}
