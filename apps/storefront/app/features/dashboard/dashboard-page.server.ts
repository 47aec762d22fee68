import { todayIso } from '@vetshop/domain';
import { data } from 'react-router';
import { BackofficeError } from '../../lib/backoffice.server';
import type { RouteArgs } from '../../lib/request.server';
import { cacheControl, page, requireUser } from '../../lib/request.server';
import { loadDueSoon } from '../reorder/index.server';
import type { SalesPersonView } from './sales-person-cache';
import { topOrderedVariantView } from './top-ordered-view';
import { TOP_ORDERED_PAGE_SIZE } from './top-ordered-query';
import { readTopOrderedQuery } from './top-ordered-query.server';

/** A call the page can do without: its refusal (or absence) shows nothing rather than an error page. */
async function optional<T>(call: Promise<T>, ignored: readonly number[]): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof BackofficeError && ignored.includes(error.status)) return null;
    throw error;
  }
}

/**
 * /account: the key figures, the products due for reorder, the expenses chart, the most ordered products, the sales representative and the
 * loyalty programmes (every card valid today, loyalty/cards/current), all from the back office at each request.
 * Loyalty data is therefore never older than this page (spec doc 1 §9 asks for at most 1 h): the cards' figures
 * are computed by the back office at the call (`computed_at`). A 403 on loyalty is ignored silently (spec doc 2
 * §6), as is a customer without a representative (404).
 */
export const loadDashboardPage = page(async (args: RouteArgs) => {
  const { bo, user, locale } = await requireUser(args);
  const url = new URL(args.request.url);
  const top = readTopOrderedQuery(url.searchParams);
  const [figures, monthly, fiveYears, topOrdered, salesPerson, loyalty, dueSoon] = await Promise.all([
    bo.call('statistics.keyFigures'),
    // This year in Brussels, as the back office counts the key figures.
    bo.call('statistics.monthlyOrdered', { params: { year: Number(todayIso().slice(0, 4)) } }),
    bo.call('statistics.fiveYears'),
    bo.call('statistics.topOrdered', {
      query: {
        page: top.page,
        per_page: TOP_ORDERED_PAGE_SIZE,
        filter: top.filter,
      },
    }),
    optional(bo.call('customer.salesPerson'), [403, 404]),
    optional(bo.call('loyalty.currentCards'), [403]),
    // The products due for reorder, from the buyer's own rhythm (issue 23 §2).
    loadDueSoon(bo, url),
  ]);
  const ids = topOrdered.items.map((i) => i.product_id);
  const variants =
    ids.length > 0 ? (await bo.call('catalogue.variantsByIds', { query: { ids, locale } })).items : [];
  const byId = new Map(variants.map((v) => [v.id, v]));
  const person: SalesPersonView | null = salesPerson
    ? { name: salesPerson.name, phone: salesPerson.address.phone ?? salesPerson.phone ?? salesPerson.mobile }
    : null;
  return data(
    {
      userRef: user.login,
      figures,
      monthly,
      fiveYears,
      top: {
        ...top,
        count: topOrdered.count,
        pages: Math.max(1, Math.ceil(topOrdered.count / TOP_ORDERED_PAGE_SIZE)),
        items: topOrdered.items.map((item) => {
          const variant = byId.get(item.product_id);
          return { ...item, variant: variant ? topOrderedVariantView(variant) : null };
        }),
      },
      salesPerson: person,
      loyalty: loyalty?.items ?? [],
      dueSoon,
      canOrder: user.canOrder,
    },
    { headers: cacheControl(user) },
  );
});
