import type { Locator } from '@playwright/test';
import { ShopPage } from './shop-page';

/** The "due soon" section of reorder reminders, on the signed-in home and the dashboard (issue 23 §2). */
export class DueSoonSection extends ShopPage {
  async gotoDashboard(locale: 'fr' | 'nl' | 'en'): Promise<void> {
    await this.visit(`/${locale}/account`);
  }

  async gotoHome(locale: 'fr' | 'nl' | 'en'): Promise<void> {
    await this.visit(`/${locale}/`);
  }

  get section(): Locator {
    return this.page.locator('#due-soon');
  }

  get items(): Locator {
    return this.section.getByTestId('due-soon-item');
  }

  /** A due product by its rhythm's words ("Usually every 4 weeks, …"). */
  item(rhythm: RegExp): Locator {
    return this.items.filter({ hasText: rhythm });
  }

  /** The variant id of a due product (its link's `?variant=`): the same in every language, unlike its name. */
  async idOf(item: Locator): Promise<string> {
    const href = (await item.getByRole('link').first().getAttribute('href'))!;
    return new URL(href, 'http://shop.invalid').searchParams.get('variant')!;
  }

  /** The due products' variant ids, in the order listed. */
  async ids(): Promise<string[]> {
    const out: string[] = [];
    for (const item of await this.items.all()) out.push(await this.idOf(item));
    return out;
  }

  /** The product's name, as its link says it. */
  async nameOf(item: Locator): Promise<string> {
    return (await item.getByRole('link').first().textContent())!.trim();
  }

  async add(item: Locator): Promise<void> {
    await item.getByRole('button', { name: /^(Add to cart|Ajouter au panier|In winkelmandje)/ }).click();
  }

  async dismiss(item: Locator): Promise<void> {
    await item.getByRole('button', { name: /dismiss|ignorer|negeren/i }).click();
  }
}
