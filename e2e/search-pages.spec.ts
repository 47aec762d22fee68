import { SearchPages } from './pages/search-pages';
import { backofficeSession } from './support/api';
import { BACKOFFICE_URL, STOREFRONT_URL } from './support/ports';
import { expect, expectAccessible, test } from './support/fixtures';

/** The back office's total for a search of the buyer's, through their own session (what the page must show). */
async function buyersTotal(login: string, query: string): Promise<number> {
  const token = await backofficeSession(login);
  const res = await fetch(`${BACKOFFICE_URL}/search/products?locale=fr&${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { total: number }).total;
}

test.describe('search pages (issue 20 §5)', () => {
  test('a vet sorts by net price and opens Vet Efficiency: the offers of their own groups', async ({
    page,
    searchPage,
    customer,
    signIn,
    header,
    cartPage,
  }) => {
    await signIn(customer);
    await searchPage.goto('amoxicilline');
    await expect(searchPage.results.first()).toBeVisible();
    await searchPage.filter(/^Chien/);
    await searchPage.sortBy('price_asc');
    const prices = await searchPage.prices();
    expect(prices.length).toBeGreaterThan(1);
    expect([...prices].sort((x, y) => x - y)).toEqual(prices);

    const pages = new SearchPages(page);
    await pages.openVetEfficiency();
    await expect(page).toHaveURL(/\/fr\/vetgroup$/);
    // The demo vet's groups by sequence; its 'RFA' group is never shown.
    await expect(pages.vetGroups).toHaveText(['Tous mes groupes', 'Vet Efficiency', 'Equi Vet Group']);
    await expect(pages.results.first()).toBeVisible();
    await expectAccessible(page);

    await pages.openSection(pages.vetGroups, 'Equi Vet Group');
    const group = /vet_group=(\d+)/.exec(
      (await pages.vetGroups.filter({ hasText: 'Equi' }).getAttribute('href'))!,
    )![1];
    const total = await buyersTotal(customer.login, `scope=vet_groups&vet_group=${group}`);
    expect(total).toBeGreaterThan(0);
    await expect(pages.count).toHaveText(total === 1 ? '1 produit' : `${total} produits`);

    // Issue 20 §8: a card's quick add, through the cart engine as on the product page; the badge counts it.
    const card = pages.quickAddCard;
    const name = (await card.getByRole('heading').textContent())!.trim();
    await pages.quickAdd(card, 3);
    await expect(header.cartCount).toHaveText('3');
    // The compact list keeps the section (its filter) and every link keeps the view.
    await pages.showList();
    await expect(page).toHaveURL(new RegExp(`vet_group=${group}.*view=list`));
    await expect(pages.listRows.filter({ hasText: name })).toHaveCount(1);
    await cartPage.goto();
    await expect(cartPage.quantity(name)).toHaveValue('3');
  });

  test('a Dutch guest opens the promotions, and the ending-this-month view; the private pages ask to sign in', async ({
    page,
  }) => {
    const pages = new SearchPages(page, 'nl');
    await pages.goto('/promotions');
    await expect(pages.heading).toHaveText('Promoties');
    await expect(page).toHaveTitle(/^Promoties/);
    await expect(pages.results.first()).toBeVisible();
    await pages.openSection(pages.promotionViews, 'Kortingen die deze maand aflopen');
    await expect(page).toHaveURL(/\/nl\/promotions\?is_discount_this_month=true$/);
    // The demo has discounts ending with the month it was seeded in, whatever the day.
    await expect(pages.results.first()).toBeVisible();

    await page.goto('/nl/selection');
    await expect(page).toHaveURL(/\/nl\/login\?redirect=%2Fnl%2Fselection/);
    // Public, so in the sitemap in the three languages; the buyer's own pages are not.
    const sitemap = await (await fetch(`${STOREFRONT_URL}/sitemaps/pages-1.xml`)).text();
    for (const locale of ['fr', 'nl', 'en']) expect(sitemap).toContain(`/${locale}/promotions</loc>`);
    expect(sitemap).not.toContain('/selection<');
    expect(sitemap).not.toContain('/vetgroup<');
  });
});
