import { expect, type Locator } from '@playwright/test';
import { ShopPage } from './shop-page';

/** The words of the search pages (issue 20 §5) in one language. */
const TEXTS = {
  fr: {
    nav: 'Navigation principale',
    vetGroups: 'Vos groupes vétérinaires',
    promotionViews: 'Promotions à afficher',
    views: 'Affichage',
    list: 'Liste',
    quantity: 'Quantité',
    add: 'Ajouter au panier',
  },
  nl: {
    nav: 'Hoofdnavigatie',
    vetGroups: 'Uw dierenartsengroepen',
    promotionViews: 'Te tonen promoties',
    views: 'Weergave',
    list: 'Lijst',
    quantity: 'Aantal',
    add: 'In winkelmandje',
  },
} as const;

/** A search page (/promotions, /selection, /vetgroup): its sections above the catalogue's listing. */
export class SearchPages extends ShopPage {
  private get texts() {
    return TEXTS[this.locale];
  }

  constructor(
    page: ShopPage['page'],
    private readonly locale: keyof typeof TEXTS = 'fr',
  ) {
    super(page);
  }

  async goto(path: string): Promise<void> {
    await this.visit(`/${this.locale}${path}`);
  }

  get results(): Locator {
    return this.page.locator('article.product-card');
  }

  /** The listing's count ("12 produits"), drawn from the results on screen. */
  get count(): Locator {
    return this.page.locator('.listing-count');
  }

  /** Opens Vet Efficiency from the main navigation and waits for its page. */
  async openVetEfficiency(): Promise<void> {
    await this.page
      .getByRole('navigation', { name: this.texts.nav })
      .getByRole('link', { name: 'Vet Efficiency', exact: true })
      .click();
    await expect(this.heading).toHaveText('Vet Efficiency');
  }

  /** The sections of Vet Efficiency: the buyer's groups. */
  get vetGroups(): Locator {
    return this.page.getByRole('navigation', { name: this.texts.vetGroups }).getByRole('link');
  }

  /** The views of the promotions page (all, ending this month). */
  get promotionViews(): Locator {
    return this.page.getByRole('navigation', { name: this.texts.promotionViews }).getByRole('link');
  }

  /** Opens a section (a group, a view) and waits for its listing: the link becomes the current one. */
  async openSection(links: Locator, name: string): Promise<void> {
    await links.filter({ hasText: name }).click();
    await expect(links.filter({ hasText: name })).toHaveAttribute('aria-current', 'page');
    await expect(this.page.locator('.listing-results')).not.toHaveAttribute('aria-busy', 'true');
  }

  /**
   * The first card whose quick add needs no made-to-order tick (issue 20 §8): a direct-sale product with one
   * variant. Its name is the card's title.
   */
  get quickAddCard(): Locator {
    return this.results
      .filter({ has: this.page.getByRole('button', { name: this.texts.add }) })
      .filter({ hasNot: this.page.getByRole('checkbox') })
      .first();
  }

  /** Adds a quantity of a card's product through its quick add. */
  async quickAdd(card: Locator, qty: number): Promise<void> {
    await card.getByLabel(this.texts.quantity, { exact: true }).fill(String(qty));
    await card.getByRole('button', { name: this.texts.add }).click();
  }

  /** Shows the listing as a compact list (a link next to the sort) and waits for its table. */
  async showList(): Promise<void> {
    await this.page
      .getByRole('navigation', { name: this.texts.views })
      .getByRole('link', { name: this.texts.list })
      .click();
    await expect(this.listRows.first()).toBeVisible();
  }

  /** The rows of the list view's table (one per product). */
  get listRows(): Locator {
    return this.page.locator('table.listing-table tbody tr');
  }
}
