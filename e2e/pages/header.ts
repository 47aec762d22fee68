import { expect, type Locator, type Page } from '@playwright/test';
import { SearchBox } from './search-box';

/** The banner on every page: navigation, language, search, account menu and cart link. */
export class Header {
  readonly searchBox: SearchBox;

  constructor(private readonly page: Page) {
    this.searchBox = new SearchBox(page);
  }

  get banner(): Locator {
    return this.page.getByRole('banner');
  }

  /** The number of articles in the cart, next to the cart link. */
  get cartCount(): Locator {
    return this.page.getByTestId('cart-count');
  }

  get signInLink(): Locator {
    return this.banner.getByRole('link', { name: 'Se connecter' });
  }

  /** The account menu, titled with the signed-in buyer's name. */
  accountMenu(buyerName: string): Locator {
    return this.page.locator('header summary', { hasText: buyerName });
  }

  /** Opens the cart through its link, named after what it holds ("3 articles dans le panier"), and waits for it. */
  async openCart(linkName: string): Promise<void> {
    await this.page.getByRole('link', { name: linkName }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: 'Panier', exact: true })).toBeVisible();
  }

  /** Opens a category from the main navigation and waits for its page (its heading), not the page it left. */
  async openCategory(name: string): Promise<void> {
    await this.page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name })
      .click();
    await expect(this.page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
  }

  async switchLanguage(code: 'FR' | 'NL' | 'EN'): Promise<void> {
    await this.page.getByRole('navigation', { name: 'Langue' }).getByRole('link', { name: code }).click();
  }

  /** Types a query in the search box and sends it with Enter. */
  async search(query: string): Promise<void> {
    await this.searchBox.box.fill(query);
    await this.searchBox.box.press('Enter');
  }

  async signOut(buyerName: string): Promise<void> {
    await this.accountMenu(buyerName).click();
    await this.page.getByRole('link', { name: 'Se déconnecter' }).click();
  }
}
