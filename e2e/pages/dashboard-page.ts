import type { Locator } from '@playwright/test';
import { euros } from '../support/euros';
import { ShopPage } from './shop-page';

/** The buyer's dashboard (/account): key figures, expenses chart and its tables, most ordered products. */
export class DashboardPage extends ShopPage {
  async goto(locale: 'fr' | 'nl' | 'en' = 'fr', search = ''): Promise<void> {
    await this.visit(`/${locale}/account${search}`);
  }

  /** "Achats HTVA en {year}" as the key figures show it, in euros. */
  async amountThisYear(): Promise<number> {
    return euros((await this.page.getByTestId('figure-amount').textContent())!);
  }

  async ordersThisYear(): Promise<number> {
    return Number((await this.page.getByTestId('figure-orders').textContent())!.replace(/\D/g, ''));
  }

  /** Opens "Afficher sous forme de tableau" under the charts. */
  async showTables(): Promise<void> {
    await this.page.getByText('Afficher sous forme de tableau').click();
  }

  get monthlyTable(): Locator {
    return this.page.getByRole('table', { name: /Achats HTVA par mois/ });
  }

  /** Month name → amount in euros, from the monthly table's body. */
  async monthlyAmounts(): Promise<Map<string, number>> {
    const rows = this.monthlyTable.locator('tbody tr');
    const out = new Map<string, number>();
    for (const row of await rows.all()) {
      const month = (await row.locator('th').textContent())!.trim();
      out.set(month, euros((await row.locator('td').textContent())!));
    }
    return out;
  }

  async monthlyTotal(): Promise<number> {
    return euros((await this.page.getByTestId('monthly-total').textContent())!);
  }

  /** The key figure "Devis en cours": the total's link and one link per open state ("1 à accepter"…). */
  get openQuotations(): Locator {
    return this.page.locator('.figure').filter({ has: this.page.getByTestId('figure-quotations') });
  }

  /** The links of the open quotations figure's states, as the figure lists them. */
  get openQuotationStates(): Locator {
    return this.openQuotations.locator('.figure-parts a');
  }

  /** A filter of the most ordered products ("Médicaments", "Promotions"…). */
  filter(name: string): Locator {
    return this.page
      .getByRole('navigation', { name: 'Filtrer les produits les plus commandés' })
      .getByRole('link', {
        name,
        exact: true,
      });
  }

  /** The loyalty programmes' cards, in the page's order. */
  get loyaltyCards(): Locator {
    return this.page.getByTestId('loyalty-card');
  }

  /** One programme's card, by its heading (the programme's name). */
  loyaltyCard(name: string | RegExp): Locator {
    return this.page.getByRole('region', { name });
  }

  /** A card's rules as listed ("Règles du programme"), by sequence. */
  async loyaltyRules(card: Locator): Promise<string[]> {
    return (
      await card.getByRole('list', { name: 'Règles du programme' }).getByRole('listitem').allTextContents()
    ).map((s) => s.trim());
  }

  get topItems(): Locator {
    return this.page.getByTestId('top-item');
  }

  /** Sets the quantity of the n-th most ordered product and adds it to the cart; returns its name. */
  async addTopItem(index: number, qty: number): Promise<string> {
    const item = this.topItems.nth(index);
    const name = (await item.locator('.top-item-name').textContent())!.trim();
    await item.getByRole('spinbutton').fill(String(qty));
    await item.getByRole('button', { name: 'Ajouter au panier' }).click();
    return name;
  }
}
