import type { Locator } from '@playwright/test';
import { ShopPage } from './shop-page';

type Locale = 'fr' | 'nl' | 'en';

/**
 * Content written by staff, as buyers see it: a page (/page/{slug}), the news list and a news item, and what every
 * page shows from it (the footer's pages and service hours, info banners, advertisements, the home's news).
 */
export class ContentPages extends ShopPage {
  async gotoHome(locale: Locale = 'fr'): Promise<void> {
    await this.visit(`/${locale}/`);
  }

  async gotoNews(locale: Locale = 'fr', page?: number): Promise<void> {
    await this.visit(`/${locale}/news${page && page > 1 ? `?page=${page}` : ''}`);
  }

  get footer(): Locator {
    return this.page.getByRole('contentinfo');
  }

  /** The footer slot's pages (by group). */
  get footerPages(): Locator {
    return this.footer.getByRole('navigation', { name: /^(Informations|Informatie|Information)$/ });
  }

  get subfooterPages(): Locator {
    return this.footer.getByRole('navigation', {
      name: /^(Liens utiles|Nuttige links|Useful links)$/,
    });
  }

  /** The contact banner's service hours (the service_hours snippet). */
  get serviceHours(): Locator {
    return this.page.getByTestId('service-hours');
  }

  async openFooterPage(title: string): Promise<void> {
    await this.footerPages.getByRole('link', { name: title, exact: true }).click();
    await this.page.waitForURL(/\/page\//);
  }

  /** The language switch's link to another language (the same page there). */
  languageLink(locale: Locale): Locator {
    return this.page
      .getByRole('navigation', { name: /^(Langue|Taal|Language)$/ })
      .getByRole('link', { name: locale.toUpperCase(), exact: true });
  }

  async switchLanguage(locale: Locale): Promise<void> {
    await this.languageLink(locale).click();
    await this.page.waitForURL(new RegExp(`/${locale}/`));
  }

  /** The text written by staff on a page or news item. */
  get body(): Locator {
    return this.page.locator('main .cms-content');
  }

  get metaDescription(): Locator {
    return this.page.locator('head meta[name="description"]');
  }

  get canonical(): Locator {
    return this.page.locator('head link[rel="canonical"]');
  }

  alternate(hreflang: string): Locator {
    return this.page.locator(`head link[rel="alternate"][hreflang="${hreflang}"]`);
  }

  /** The news list's cards (and the home's). */
  get newsCards(): Locator {
    return this.page.locator('main .news-card');
  }

  newsCard(title: string): Locator {
    return this.newsCards.filter({ has: this.page.getByRole('link', { name: title, exact: true }) });
  }

  async openNews(title: string): Promise<void> {
    await this.newsCard(title).getByRole('link', { name: title, exact: true }).click();
    await this.page.waitForURL(/\/news\/[a-z0-9-]+$/);
  }

  /** The news item's attached file. */
  get attachment(): Locator {
    return this.page.locator('main .news-file a');
  }

  get homeNews(): Locator {
    return this.page.getByTestId('home-news');
  }

  /** The info banners' region (under the header). */
  get banners(): Locator {
    return this.page.getByRole('region', {
      name: /^(Informations importantes|Belangrijke informatie|Important information)$/,
    });
  }

  banner(text: string): Locator {
    return this.banners.getByRole('status').filter({ hasText: text });
  }

  async dismissBanner(text: string): Promise<void> {
    await this.banner(text)
      .getByRole('button', { name: /^(Masquer ce message|Dit bericht verbergen|Hide this message)$/ })
      .click();
  }

  /** The advertisements shown (each a labelled complementary region). */
  get advertisements(): Locator {
    return this.page.getByRole('complementary', { name: /^(Publicité|Advertentie|Advertisement)$/ });
  }

  advertisementLink(name: string): Locator {
    return this.advertisements.getByRole('link', { name });
  }

  async closeAdvertisement(): Promise<void> {
    await this.advertisements
      .first()
      .getByRole('button', { name: /^(Fermer la publicité|Advertentie sluiten|Close the advertisement)$/ })
      .click();
  }
}
