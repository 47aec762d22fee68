/// <reference lib="dom" />
import { APP_UPDATE_CHECK_MS } from '@vetshop/domain';
import { CookieBanner } from './pages/cookie-banner';
import { expect, hydrated, test, visit } from './support/fixtures';

/** The search box's recent searches: optional storage, kept only after "accept" (decision 037). */
const RECENT_SEARCHES = 'vetshop.recent-searches';
const YEAR_S = 365 * 24 * 3600;

test.describe('app shell banners', () => {
  test('a guest refuses optional cookies: nothing optional is kept; accepting from the footer keeps the next search', async ({
    page,
    context,
    header,
  }) => {
    const banner = new CookieBanner(page);
    await visit(page, '/fr/');
    await expect(banner.region).toBeVisible();
    await banner.refuse();
    await expect(page).toHaveURL(/\/fr\/$/);
    await expect(banner.region).toBeHidden();
    const cookie = (await context.cookies()).find((c) => c.name === 'vetshop_consent');
    expect(cookie?.value).toBe('necessary');
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(YEAR_S - 3600);

    await hydrated(page);
    await header.search('amoxicilline');
    await expect(page).toHaveURL(/\/fr\/search\?q=amoxicilline/);
    await hydrated(page);
    expect(await banner.stored(RECENT_SEARCHES)).toBeNull();

    await banner.openPreferences();
    await expect(banner.currentChoice).toHaveText('Votre choix : les cookies facultatifs sont refusés.');
    await banner.accept();
    await expect(banner.currentChoice).toHaveText('Votre choix : tous les cookies sont acceptés.');
    await hydrated(page);
    await header.search('otite');
    await expect(page).toHaveURL(/\/fr\/search\?q=otite/);
    await expect.poll(() => banner.stored(RECENT_SEARCHES)).toBe('["otite"]');

    // Refused again: what was kept optionally is removed from the device.
    await banner.openPreferences();
    await banner.refuse();
    await expect(banner.currentChoice).toHaveText('Votre choix : les cookies facultatifs sont refusés.');
    await hydrated(page);
    expect(await banner.stored(RECENT_SEARCHES)).toBeNull();
  });

  test('without JavaScript, the banner is on the page and its form keeps the choice', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto('/nl/search?q=otite');
      await expect(page.getByRole('region', { name: 'Uw cookiekeuze' })).toBeVisible();
      await page.getByRole('button', { name: 'Alle cookies accepteren' }).click();
      await expect(page).toHaveURL(/\/nl\/search\?q=otite$/);
      await expect(page.getByRole('region', { name: 'Uw cookiekeuze' })).toBeHidden();
      expect((await context.cookies()).find((c) => c.name === 'vetshop_consent')?.value).toBe('all');
    } finally {
      await context.close();
    }
  });

  test('a new version deployed: the banner offers to reload, and the reload brings the page back', async ({
    page,
    context,
    baseURL,
  }) => {
    // The check runs every APP_UPDATE_CHECK_MS: the test moves the page's clock instead of waiting 5 minutes.
    await page.clock.install();
    // A guest who has chosen already: this test is about the other banner.
    await context.addCookies([{ name: 'vetshop_consent', value: 'necessary', url: baseURL! }]);
    await visit(page, '/fr/');
    // The banner's live region is in the page (empty) once the service worker's client has loaded: its check is set.
    const live = page.locator('.update-banner-live');
    await expect(live).toBeAttached();
    const reload = page.getByRole('button', { name: 'Recharger' });
    const checked = page.waitForResponse('**/version.json');
    await page.clock.fastForward(APP_UPDATE_CHECK_MS);
    await checked; // the running build's own manifest: nothing to say
    await expect(live).toBeEmpty();

    // A new build deployed: the served manifest names another build.
    await context.route('**/version.json', (route) =>
      route.fulfill({ json: { build: 'the-next-build', builtAt: new Date().toISOString() } }),
    );
    await page.clock.fastForward(APP_UPDATE_CHECK_MS);
    await expect(page.getByText('Une nouvelle version de la boutique est disponible.')).toBeVisible();
    // A mark in this document's memory: gone after a real reload.
    await page.evaluate(() => ((window as { e2eMarker?: boolean }).e2eMarker = true));
    await context.unroute('**/version.json');
    await Promise.all([page.waitForEvent('load'), reload.click()]);
    await hydrated(page);
    expect(await page.evaluate(() => (window as { e2eMarker?: boolean }).e2eMarker)).toBeUndefined();
    await expect(reload).toBeHidden();
  });
});
