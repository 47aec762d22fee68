import { expect, type Locator, type Page } from '@playwright/test';

/** The header's search box and its autocomplete list (an ARIA combobox). */
export class SearchBox {
  constructor(private readonly page: Page) {}

  get box(): Locator {
    return this.page.getByRole('combobox', { name: 'Rechercher un produit' });
  }

  get list(): Locator {
    return this.page.getByRole('listbox');
  }

  get options(): Locator {
    return this.list.getByRole('option');
  }

  /** The options that are products (they carry a picture, or its placeholder), not suggestions. */
  get productOptions(): Locator {
    return this.options.filter({ has: this.page.locator('img, .combobox-noimage') });
  }

  /** The option the keyboard is on (the box's aria-activedescendant), null when none. */
  async activeOptionId(): Promise<string | null> {
    return this.box.getAttribute('aria-activedescendant');
  }

  /**
   * Holds back the box's behaviour (its code comes with import() on the first focus or keystroke) until the
   * returned function is called: what the buyer does meanwhile must not be lost. Returns whether it was asked.
   */
  async holdBehaviour(): Promise<{ release(): void; asked(): boolean }> {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await this.page.route(/\/assets\/search-behaviour-[\w-]+\.js$/, async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    return { release: () => release(), asked: () => asked };
  }

  option(id: string): Locator {
    return this.page.locator(`[id="${id}"]`);
  }

  /** The products of the autocomplete's next answer for `query` (start waiting before typing). */
  async answerFor(query: string): Promise<{ name: string }[]> {
    const res = await this.page.waitForResponse((r) => r.url().includes(`/api/autocomplete?q=${query}&`));
    return ((await res.json()) as { products: { name: string }[] }).products;
  }

  /**
   * Arrows down (at most 20 times) until the keyboard is on the option `id`. Each press waits for the active option
   * to move: read at once, the previous one could still be set and the loop would press once too often.
   */
  async arrowDownTo(id: string): Promise<void> {
    for (let i = 0; i < 20; i++) {
      const before = await this.activeOptionId();
      if (before === id) return;
      await this.page.keyboard.press('ArrowDown');
      await expect.poll(() => this.activeOptionId()).not.toBe(before);
    }
  }
}
