import { brusselsToday, type CalendarDay } from './support/brussels';
import { expect, expectAccessible, reloadHydrated, test } from './support/fixtures';

/**
 * Issue 17 §6: the product page's stats tab (spec doc 1 §2: tabs attributes, medias, stats) — the signed-in buyer's
 * own orders of the product by month. 'Sérum physiologique' (VS-000015-1) is in the vet's demo order
 * BACKORDER-DEMO (4 units, 6 days ago). Other journeys may order it too, but only today and only more: the
 * journey asserts the months and at least those 4 units, which every run keeps.
 */
const SERUM = 'VS-000015-1';

const monthName = (d: { year: number; month: number }) =>
  new Intl.DateTimeFormat('fr-BE', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(d.year, d.month - 1, 1)),
  );
/** The Brussels calendar day `days` after `today` (negative: before). */
function dayAfter(today: CalendarDay, days: number): CalendarDay {
  const d = new Date(Date.UTC(today.year, today.month - 1, today.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

test.describe('product stats tab', () => {
  test('a guest sees the attributes and documents tabs, no stats', async ({ productPage }) => {
    await productPage.open(SERUM);
    await expect(productPage.tabs).toHaveText(['Caractéristiques', 'Documents']);
  });

  test('a vet who ordered the product reaches its stats tab with the keyboard and reads their months', async ({
    page,
    productPage,
    customer,
    signIn,
  }) => {
    const today = brusselsToday();
    await signIn(customer, 'fr', '/fr/account');
    await productPage.open(SERUM);
    await expect(productPage.tabs).toHaveText(['Caractéristiques', 'Documents', 'Statistiques']);
    // WAI-ARIA tabs: the selected tab is the one tab stop, arrows move between tabs and select them.
    await productPage.tabs.first().focus();
    await page.keyboard.press('End');
    const statsTab = productPage.tabs.nth(2);
    await expect(statsTab).toBeFocused();
    await expect(statsTab).toHaveAttribute('aria-selected', 'true');
    await expect(productPage.statsPanel).toBeVisible();
    await expect(productPage.statsPanel).toContainText(
      /\d+ unités commandées au cours des 12 derniers mois\./,
    );
    await expect(productPage.statsPanel).toContainText('Dernière commande :');

    const months = await productPage.statsByMonth();
    const expectedMonths = Array.from({ length: 12 }, (_, i) => {
      const index = today.year * 12 + today.month - 1 - (11 - i);
      return monthName({ year: Math.floor(index / 12), month: (index % 12) + 1 });
    });
    expect([...months.keys()]).toEqual(expectedMonths);
    // BACKORDER-DEMO's 4 units, in the month of 6 days ago (this month, or the last one early in a month).
    expect(months.get(monthName(dayAfter(today, -6)))).toBeGreaterThanOrEqual(4);
    const total = Number(
      (await productPage.statsPanel.getByTestId('product-stats-total').textContent())!.replace(/\D/g, ''),
    );
    expect(total).toBe([...months.values()].reduce((a, b) => a + b, 0));
    await expectAccessible(page);

    // On a phone the tab's table scrolls in its own box, the page never sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await reloadHydrated(page);
    await productPage.tabs.nth(2).click();
    await expect(productPage.statsPanel).toBeVisible();
    await productPage.statsByMonth();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
