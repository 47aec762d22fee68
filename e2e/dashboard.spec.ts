import { DashboardPage } from './pages/dashboard-page';
import { brusselsToday } from './support/brussels';
import { expect, expectAccessible, reloadHydrated, test } from './support/fixtures';

/** Issue 9 §1: the buyer's dashboard, on each test's own copy of the demo vet (its history, cards and quotations). */
test.describe('dashboard', () => {
  test("reads the chart's data table", async ({ page, customer, signIn }) => {
    // The shop's year and month (Brussels), read before the page: a UTC machine is still in the previous month
    // (or year) for an hour or two after midnight in Brussels.
    const today = brusselsToday();
    await signIn(customer, 'fr', '/fr/account');
    const dashboard = new DashboardPage(page);
    await expect(dashboard.heading).toHaveText('Tableau de bord');
    await dashboard.showTables();
    await expect(dashboard.monthlyTable).toBeVisible();
    const months = await dashboard.monthlyAmounts();
    expect([...months.keys()]).toEqual([
      'janvier',
      'février',
      'mars',
      'avril',
      'mai',
      'juin',
      'juillet',
      'août',
      'septembre',
      'octobre',
      'novembre',
      'décembre',
    ]);
    // The months add up to the table's total, which is the key figure "Achats HTVA" of this year.
    const sum = [...months.values()].reduce((a, b) => a + b, 0);
    const total = await dashboard.monthlyTotal();
    expect(Math.round(sum * 100)).toBe(Math.round(total * 100));
    expect(total).toBe(await dashboard.amountThisYear());
    expect(total).toBeGreaterThan(0);
    // Nothing is bought in a month still to come.
    expect([...months.values()].slice(today.month).every((x) => x === 0)).toBe(true);
    // The rebate card of this year's programme shows its dates.
    await expect(dashboard.loyaltyCard(`Remise de fin d’année ${today.year}`)).toContainText(
      `Valable du 1 janvier ${today.year}`,
    );
    // The sales representative with a phone link.
    await expect(page.getByRole('link', { name: /^Appeler Sophie Lambert au / })).toHaveAttribute(
      'href',
      /^tel:\+32\d+$/,
    );
    await expectAccessible(page);
    // On a phone the page does not scroll sideways (the tables scroll in their own box).
    await page.setViewportSize({ width: 390, height: 844 });
    await reloadHydrated(page);
    await dashboard.showTables();
    // Measured once the tables are open (the click's effect), not before.
    await expect(dashboard.monthlyTable).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('shows each loyalty programme valid today with its dates, points and rules (issue 17 §6)', async ({
    page,
    customer,
    signIn,
  }) => {
    const today = brusselsToday();
    await signIn(customer, 'fr', '/fr/account');
    const dashboard = new DashboardPage(page);
    await expect(dashboard.heading).toHaveText('Tableau de bord');
    // The year-end rebate first, then the points programmes, newest first; the spring campaign (not started) is not.
    await expect(dashboard.loyaltyCards.getByRole('heading', { level: 2 })).toHaveText([
      `Remise de fin d’année ${today.year}`,
      'Campagne Santé dentaire',
      'Club Nutrition',
    ]);
    const club = dashboard.loyaltyCard('Club Nutrition');
    await expect(club).toContainText(
      `Programme à points · Valable du 1 janvier ${today.year} au 31 décembre ${today.year}`,
    );
    await expect(club.getByRole('progressbar', { name: /^Points : 340 sur 1\s000$/ })).toHaveAttribute(
      'value',
      '340',
    );
    await expect(club.getByRole('progressbar', { name: 'Points acquis : 200 sur 600' })).toHaveAttribute(
      'max',
      '600',
    );
    expect(await dashboard.loyaltyRules(club)).toEqual([
      'Aliments secs',
      'Aliments humides',
      'Aliments diététiques',
    ]);
    // Rules by sequence, not by the order they were entered in.
    expect(await dashboard.loyaltyRules(dashboard.loyaltyCard('Campagne Santé dentaire'))).toEqual([
      'Détartrage',
      'Hygiène bucco-dentaire',
    ]);
    // The year-end rebate counts euros: no points gauge.
    await expect(
      dashboard
        .loyaltyCard(`Remise de fin d’année ${today.year}`)
        .getByRole('progressbar', { name: /^Points/ }),
    ).toHaveCount(0);
    await expectAccessible(page);
    // In Dutch, the same programmes in their own words.
    await dashboard.goto('nl');
    await expect(dashboard.loyaltyCard('Voedingsclub')).toContainText('Puntenprogramma');
    await expect(
      dashboard.loyaltyCard('Voedingsclub').getByRole('progressbar', { name: /^Punten: 340 van 1\.000$/ }),
    ).toBeVisible();
  });

  test('the open quotations figure leads to the quotations list filtered on a state', async ({
    page,
    customer,
    signIn,
  }) => {
    await signIn(customer, 'fr', '/fr/account');
    const dashboard = new DashboardPage(page);
    // The vet's demo quotations: a draft and a quote to accept are open.
    await expect(dashboard.openQuotations).toContainText('Devis en cours');
    await expect(
      dashboard.openQuotations.getByRole('link', { name: /^\d+ devis en cours$/ }),
    ).toHaveAttribute('href', /\/fr\/account\/quotations/);
    const toAccept = dashboard.openQuotationStates.filter({ hasText: /à accepter$/ });
    await expect(toAccept).toHaveAttribute('href', '/fr/account/quotations?state=waiting_acceptation');
    await toAccept.click();
    await expect(page).toHaveURL(/\/fr\/account\/quotations\?state=waiting_acceptation$/);
    await expect(
      page.getByRole('navigation', { name: 'Filtrer par état' }).getByRole('link', { name: 'À accepter' }),
    ).toHaveAttribute('aria-current', 'true');
    await expectAccessible(page);
  });

  test('adds a most ordered product to the cart with a quantity; the filters work as links', async ({
    page,
    customer,
    signIn,
    header,
    notices,
  }) => {
    await signIn(customer, 'fr', '/fr/account');
    const dashboard = new DashboardPage(page);
    await dashboard.filter('Médicaments').click();
    await expect(page).toHaveURL(/[?&]top=meds/);
    await expect(dashboard.filter('Médicaments')).toHaveAttribute('aria-current', 'page');
    await dashboard.filter('Tous').click();
    // The list is the unfiltered one once "Tous" is the current filter (the meds list is shown until then).
    await expect(dashboard.filter('Tous')).toHaveAttribute('aria-current', 'page');
    await expect(dashboard.topItems.first()).toBeVisible();
    const name = await dashboard.addTopItem(0, 3);
    await expect(notices.status.getByText(`Ajouté au panier : 3 × ${name}`)).toBeVisible();
    await expect(header.cartCount).toHaveText('3');
    await expectAccessible(page);
  });
});
