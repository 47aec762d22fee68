import { CMS_PAGE_SIZE_MAX, type CmsContentItem } from '@vetshop/contract';
import { todayIso } from '@vetshop/domain';
import type { Locale } from '../../i18n';
import type { BackofficeClient } from '../../lib/backoffice.server';
import { urls } from '../../lib/urls';
import { contentCache } from './content-cache.server';
import { shopFileUrl, validOn } from './display-rules';
import { footerGroups, footerLinks, type FooterPage } from './footer-groups';
import { cleanContentHtml } from './sanitize.server';
import { contentSitemapEntries, type ContentSitemapEntry } from './sitemap-entries';
import type {
  FooterGroup,
  FooterLink,
  NewsCard,
  SiteAdvertisement,
  SiteBanner,
  SiteContent,
} from './site-content';

/** The snippet of the contact banner's service hours (spec doc 1 §9, issue 11 §2). */
export const SERVICE_HOURS_SNIPPET = 'service_hours';
/** News on the signed-in home. */
export const HOME_NEWS = 3;
const FOOTER_PAGES_MAX = 100;

// One cache per part, so that a part the back office cannot answer does not take the others with it. Each is
// purged by POST /internal/content-purge (purge.server.ts).
const serviceHours = contentCache<string | null>();
const footer = contentCache<{ footer: FooterGroup[]; subfooter: FooterLink[] }>();
const banners = contentCache<SiteBanner[]>();
const advertisements = contentCache<SiteAdvertisement[]>();
const latestNews = contentCache<NewsCard[]>();

/** Every content cache of the process (the purge drops them all). */
export const CONTENT_CACHES = [serviceHours, footer, banners, advertisements, latestNews] as const;

const toFooterPage =
  (locale: Locale) =>
  (item: CmsContentItem): FooterPage => ({
    title: item.title,
    group: item.group,
    sequence: item.sequence,
    href: urls.contentPage(locale, item.url),
  });

/** A news item as a card of the list or of the home. */
export function newsCard(locale: Locale, item: CmsContentItem): NewsCard {
  return {
    id: item.id,
    title: item.title,
    href: urls.newsItem(locale, item.url),
    date: item.date,
    foreword: item.foreword,
    thumbnail: shopFileUrl(item.thumbnail ?? item.image),
  };
}

/**
 * The site-wide content of a page: footer pages, service hours, info banners, advertisements, latest news, each
 * read through its cache (5 minutes per locale; banners per locale and audience — guest or signed-in — as the back
 * office chooses them by the caller, `reader` being the page's client). Whatever cannot be read is left out: the page never fails for it, and
 * never shows stale or invented hours.
 */
export async function loadSiteContent(
  { guest, reader }: { guest: BackofficeClient; reader: BackofficeClient },
  locale: Locale,
  signedIn: boolean,
): Promise<SiteContent> {
  // Everything shared by all readers is read as a guest: a staff session would also get unpublished content, which
  // must never reach the cache. Only the banners depend on the reader (guest or signed in).
  const bo = guest;
  const [hours, slots, bannerList, ads, news] = await Promise.all([
    serviceHours.get(
      locale,
      async () => {
        const { items } = await bo.call('cms.content', {
          query: { type: 'snippet', code: SERVICE_HOURS_SNIPPET, page: 1, per_page: 1 },
        });
        const html = cleanContentHtml(items[0]?.content);
        return html.trim() === '' ? null : html;
      },
      null,
    ),
    footer.get(
      locale,
      async () => {
        const read = (slot: 'footer' | 'subfooter') =>
          bo.call('cms.content', { query: { type: 'page', slot, page: 1, per_page: FOOTER_PAGES_MAX } });
        const [main, sub] = await Promise.all([read('footer'), read('subfooter')]);
        return {
          footer: footerGroups(main.items.map(toFooterPage(locale))),
          subfooter: footerLinks(sub.items.map(toFooterPage(locale))),
        };
      },
      { footer: [], subfooter: [] },
    ),
    banners.get(
      `${locale}:${signedIn ? 'signed-in' : 'guest'}`,
      async () => {
        const { items } = await reader.call('cms.banners');
        return items.map((b) => ({ ...b, html: cleanContentHtml(b.html) })).filter((b) => b.html !== '');
      },
      [],
    ),
    advertisements.get(locale, async () => {
      const { items } = await bo.call('cms.advertisements', { query: {} });
      return items.map((ad) => ({
        id: ad.id,
        name: ad.name,
        slot: ad.display_slot,
        displayTime: ad.display_time,
        date_start: ad.date_start,
        date_end: ad.date_end,
        href: shopFileUrl(ad.link),
        image:
          ad.image && shopFileUrl(ad.image.url)
            ? {
                src: shopFileUrl(ad.image.url)!,
                alt: ad.image.alt,
                width: ad.image.width,
                height: ad.image.height,
              }
            : null,
      }));
    }, []),
    latestNews.get(locale, async () => {
      const { items } = await bo.call('cms.content', {
        query: { type: 'news', page: 1, per_page: HOME_NEWS },
      });
      return items.map((item) => newsCard(locale, item));
    }, []),
  ]);
  const today = todayIso();
  return {
    serviceHours: hours,
    footer: slots.footer,
    subfooter: slots.subfooter,
    banners: validOn(bannerList, today),
    advertisements: validOn(ads, today),
    latestNews: news,
  };
}

/** The pages of a list read for the sitemap: enough for the content a shop writes by hand. */
const SITEMAP_READ_PAGES = 50;

/**
 * Every published page and news item for the sitemap (read as the given client, a guest), by pages of the
 * largest size the back office allows.
 */
export async function contentForSitemap(bo: BackofficeClient): Promise<ContentSitemapEntry[]> {
  const items: CmsContentItem[] = [];
  for (const type of ['page', 'news'] as const) {
    for (let page = 1; page <= SITEMAP_READ_PAGES; page++) {
      const answer = await bo.call('cms.content', { query: { type, page, per_page: CMS_PAGE_SIZE_MAX } });
      items.push(...answer.items);
      if (answer.items.length === 0 || page * CMS_PAGE_SIZE_MAX >= answer.total) break;
    }
  }
  return contentSitemapEntries(items);
}
