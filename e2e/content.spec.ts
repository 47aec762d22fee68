import type { Page } from '@playwright/test';
import { ContentPages } from './pages/content-pages';
import { BACKOFFICE_URL } from './support/ports';
import { expect, expectAccessible, reloadHydrated, test } from './support/fixtures';

type Locale = 'fr' | 'nl' | 'en';

interface CmsItem {
  id: number;
  url: string;
  url_locales: Record<Locale, string>;
  title: string;
  content: string;
  foreword: string | null;
  file: { name: string; url: string } | null;
}
interface CmsAd {
  id: number;
  name: string;
  display_slot: string;
  display_time: number;
  link: string | null;
  image: { url: string; alt: string } | null;
}

/** What the back office publishes (test set-up only: the journeys go through the shop). */
async function cms<T>(path: string, locale: Locale = 'fr'): Promise<T> {
  const res = await fetch(`${BACKOFFICE_URL}${path}`, { headers: { 'accept-language': locale } });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
}
const items = async (query: string, locale: Locale = 'fr') =>
  (await cms<{ items: CmsItem[] }>(`/cms/content?${query}`, locale)).items;

/** The text of some HTML, spaces collapsed (what a reader of the page sees). */
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

async function expectNoScriptFromContent(page: Page): Promise<void> {
  // The demo content holds a <script> and an onerror= that the back office and the shop both remove.
  await expect(page.locator('main .cms-content script')).toHaveCount(0);
  await expect(page.locator('main .cms-content [onerror], main .cms-content [onclick]')).toHaveCount(0);
  await expect(page.locator('main .cms-content a[href^="javascript:"]')).toHaveCount(0);
}

test.describe('content', () => {
  test('a guest opens a footer page in French, switches to Dutch and lands on the same page', async ({
    page,
  }) => {
    const content = new ContentPages(page);
    const [footerPage] = await items('type=page&slot=footer&per_page=100', 'fr');
    expect(footerPage, 'a demo page in the footer slot').toBeTruthy();
    const [nlPage] = await items(`type=page&slug=${footerPage!.url_locales.nl}`, 'nl');

    await content.gotoHome('fr');
    await content.openFooterPage(footerPage!.title);
    await expect(page).toHaveURL(new RegExp(`/fr/page/${footerPage!.url_locales.fr}$`));
    await expect(content.heading).toHaveText(footerPage!.title);
    await expect(content.metaDescription).toHaveAttribute('content', /\S/);
    expect(((await content.metaDescription.getAttribute('content')) ?? '').length).toBeLessThanOrEqual(255);
    await expect(content.canonical).toHaveAttribute(
      'href',
      new RegExp(`/fr/page/${footerPage!.url_locales.fr}$`),
    );
    await expect(content.alternate('nl-BE')).toHaveAttribute(
      'href',
      new RegExp(`/nl/page/${footerPage!.url_locales.nl}$`),
    );
    await expectNoScriptFromContent(page);
    await expectAccessible(page);

    await content.switchLanguage('nl');
    await expect(page).toHaveURL(new RegExp(`/nl/page/${footerPage!.url_locales.nl}$`));
    await expect(content.heading).toHaveText(nlPage!.title);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    // Guest content pages stay cacheable; an unknown page is the shop's 404.
    const res = await page.request.get(`/nl/page/${footerPage!.url_locales.nl}`);
    expect(res.headers()['cache-control']).toMatch(/^public/);
    const missing = await page.goto('/fr/page/cette-page-nexiste-pas');
    expect(missing?.status()).toBe(404);
    await expect(content.heading).toHaveText('404 - Page non trouvée');
  });

  test('a guest reads the news list and a news item with its meta description and no script', async ({
    page,
  }) => {
    const content = new ContentPages(page);
    // Staff publish news beside this journey (staff-content.spec.ts): one published between reading the back
    // office's list and opening the page would make them differ, so both are read again until they agree.
    let news: CmsItem[] = [];
    await expect(async () => {
      news = await items('type=news&per_page=10', 'fr');
      await content.gotoNews('fr');
      await expect(content.newsCards).toHaveCount(news.length, { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    expect(news.length).toBeGreaterThan(0);
    const item = news[0]!;
    await expect(content.heading).toHaveText('Actualités');
    await expect(content.newsCard(item.title)).toBeVisible();
    await expectAccessible(page);

    await content.openNews(item.title);
    await expect(page).toHaveURL(new RegExp(`/fr/news/${item.url}$`));
    await expect(content.heading).toHaveText(item.title);
    await expect(content.metaDescription).toHaveAttribute('content', /\S/);
    expect(((await content.metaDescription.getAttribute('content')) ?? '').length).toBeLessThanOrEqual(255);
    await expect(page).toHaveTitle(new RegExp(item.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await expectNoScriptFromContent(page);
    // The item's own attachment, read on its own page (the loop below leaves another item's page on screen).
    if (item.file) {
      const href = await content.attachment.getAttribute('href');
      expect(href).toMatch(/^\/cms\/files\/[A-Za-z0-9_-]+$/);
      const file = await page.request.get(href!);
      expect(file.status()).toBe(200);
      expect(file.headers()['content-type']).toMatch(/^application\/pdf/);
    }
    // Every news item with a script in its demo text: the shop shows it without the script.
    for (const other of news.filter((n) => /<script|onerror=/i.test(n.content))) {
      await page.goto(`/fr/news/${other.url}`);
      await expectNoScriptFromContent(page);
    }
    await page.goto(`/fr/news/${item.url}`);
    await expectAccessible(page);

    await content.switchLanguage('en');
    await expect(page).toHaveURL(new RegExp(`/en/news/${item.url_locales.en}$`));
  });

  test('the contact banner shows the service hours of the service_hours snippet', async ({ page }) => {
    const content = new ContentPages(page);
    for (const locale of ['fr', 'nl'] as const) {
      const [snippet] = await items('type=snippet&code=service_hours', locale);
      expect(snippet, 'the demo service_hours snippet').toBeTruthy();
      await content.gotoHome(locale);
      // The snippet's words as the footer shows them (block boundaries read without spaces in textContent).
      const squeezed = (text: string) => text.replace(/\s+/g, '');
      await expect(content.serviceHours).toBeVisible();
      expect(squeezed((await content.serviceHours.textContent()) ?? '')).toContain(
        squeezed(textOf(snippet!.content)),
      );
    }
  });

  test('an info banner shows and can be dismissed for the session; the advertisement links where it should', async ({
    page,
  }) => {
    const content = new ContentPages(page);
    await content.gotoHome('fr');
    await expect(content.banners.getByRole('status').first()).toBeVisible();
    const text = ((await content.banners.getByRole('status').first().textContent()) ?? '')
      .trim()
      .slice(0, 30);
    const before = await content.banners.getByRole('status').count();
    await content.dismissBanner(text);
    await expect(content.banner(text)).toHaveCount(0);
    // Which banners were closed is known once hydrated (the session's storage): before that, no banner at all
    // would also match.
    await reloadHydrated(page);
    await expect(content.banner(text)).toHaveCount(0);
    if (before > 1) await expect(content.banners.getByRole('status')).toHaveCount(before - 1);

    // The advertisements: a site's address opens in a new tab without a handle on the shop; a leaflet is the PDF
    // the shop serves. One with a display time goes away by itself; one of -1 stays until closed.
    const { items: ads } = await cms<{ items: CmsAd[] }>('/cms/advertisements', 'fr');
    expect(ads.length, 'demo advertisements').toBeGreaterThan(0);
    for (const ad of ads) {
      const link = content.advertisements.getByRole('link', { name: ad.image?.alt || ad.name });
      await expect(link).toBeVisible();
      if (/^https?:/.test(ad.link ?? '')) {
        await expect(link).toHaveAttribute('href', ad.link!);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /noopener/);
      } else {
        const key = /\/cms\/files\/([A-Za-z0-9_-]+)$/.exec(ad.link ?? '')?.[1];
        await expect(link).toHaveAttribute('href', `/cms/files/${key}`);
        const file = await page.request.get(`/cms/files/${key}`);
        expect(file.status()).toBe(200);
        expect(file.headers()['content-type']).toMatch(/^application\/pdf/);
        expect(file.headers()['x-content-type-options']).toBe('nosniff');
      }
    }
    await expectAccessible(page);
    const timed = ads.filter((ad) => ad.display_time > 0);
    const untilClosed = ads.filter((ad) => ad.display_time === -1);
    if (timed.length > 0)
      await expect(content.advertisements).toHaveCount(untilClosed.length, {
        timeout: (Math.max(...timed.map((ad) => ad.display_time)) + 5) * 1000,
      });
    await content.closeAdvertisement();
    await expect(content.advertisements).toHaveCount(untilClosed.length - 1);
  });

  test('the signed-in home shows the latest news of the language', async ({ page, newCustomer, signIn }) => {
    const content = new ContentPages(page);
    const news = await items('type=news&per_page=3', 'nl');
    await signIn(newCustomer('pharma'), 'nl');
    await content.gotoHome('nl');
    await expect(content.homeNews.getByRole('heading', { name: 'Laatste nieuws' })).toBeVisible();
    for (const item of news)
      await expect(content.homeNews.getByRole('link', { name: item.title, exact: true })).toHaveAttribute(
        'href',
        `/nl/news/${item.url}`,
      );
  });
});
