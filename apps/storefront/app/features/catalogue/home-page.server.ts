import { data } from 'react-router';
import type { RouteArgs } from '../../lib/request.server';
import { cacheControl, page, pageContext } from '../../lib/request.server';
import { urls } from '../../lib/urls';
import { loadDueSoon } from '../reorder/index.server';
import { productCardView, topOrderedCardView } from './card-view';
import { navigationCategories } from './categories.server';

/** Number of special offers on the signed-in home page, and of most-ordered items. */
const SPECIALS = 4;
const TOP_ORDERED = 8;

/**
 * One section's data, or `null` when it cannot be had: a section of the home page must not take the whole page
 * down. A thrown Response (the trip to the login page after a 401) still goes through.
 */
async function section<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof Response) throw error;
    return null;
  }
}

export const loadHomePage = page(async (args: RouteArgs) => {
  const { locale, t, user, bo } = await pageContext(args);
  const url = new URL(args.request.url);
  const base = {
    signedOut: url.searchParams.get('signed-out') === '1',
    seo: {
      // "{tagline} — Vetshop": the form of every page's title (lib/page-title).
      title: t('app.tagline'),
      description: t('home.intro'),
      canonical: `${url.origin}${urls.home(locale)}`,
      locale,
    },
  };
  if (!user) {
    const categories = await navigationCategories(bo, locale);
    return data(
      { ...base, user: null, categories, specials: null, topOrdered: null, dueSoon: null },
      {
        headers: cacheControl(null),
      },
    );
  }

  const [categories, dueSoon, specials, topOrdered] = await Promise.all([
    navigationCategories(bo, locale),
    // The products due for reorder, from the buyer's own rhythm (issue 23 §2).
    section(() => loadDueSoon(bo, url)),
    section(async () => {
      const { hits, total } = await bo.call('catalogue.search', {
        query: { special: true, page_size: SPECIALS, locale },
      });
      // The home shows the cards and whether there are more.
      return { hits: hits.map(productCardView), total };
    }),
    section(async () => {
      const top = await bo.call('statistics.topOrdered', { query: { per_page: TOP_ORDERED } });
      if (top.items.length === 0) return [];
      const { items } = await bo.call('catalogue.variantsByIds', {
        query: { ids: top.items.map((i) => i.product_id), locale },
      });
      const byId = new Map(items.map((v) => [v.id, v]));
      // In the order of the statistics; variants no longer shown to this buyer are left out.
      return top.items.flatMap((i) => {
        const variant = byId.get(i.product_id);
        return variant
          ? [{ card: topOrderedCardView(variant), orderedCount: i.ordered_count, orders: i.orders }]
          : [];
      });
    }),
  ]);
  return data(
    {
      ...base,
      user: { name: user.name, canOrder: user.canOrder },
      categories,
      dueSoon,
      specials,
      topOrdered,
    },
    { headers: cacheControl(user) },
  );
});
