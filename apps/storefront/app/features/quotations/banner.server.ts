import { pageContext, type RouteArgs } from '../../lib/request.server';
import type { QuotationCounts } from './banner';

const perRequest = new WeakMap<Request, Promise<QuotationCounts | null>>();

/**
 * The banner's counts for the account layout's loader: one `quotations.list` call of one item (its `counts` hold
 * whatever the filter), asked once per request however many loaders want it. Nothing for a guest (the page's
 * own loader sends them to sign in) or a staff account, and nothing rather than an error: the banner must never
 * break an account page.
 */
export function quotationCounts(args: RouteArgs): Promise<QuotationCounts | null> {
  let counts = perRequest.get(args.request);
  if (!counts) {
    counts = fetchCounts(args);
    perRequest.set(args.request, counts);
  }
  return counts;
}

async function fetchCounts(args: RouteArgs): Promise<QuotationCounts | null> {
  try {
    const { bo, user } = await pageContext(args);
    if (!user || user.isStaff || !bo.token) return null;
    const list = await bo.call('quotations.list', { query: { page: 1, page_size: 1 } });
    return list.counts;
  } catch {
    return null;
  }
}

/** The account layout's loader: the banner's counts. */
export async function loadAccountBanner(args: RouteArgs) {
  return { quotationCounts: await quotationCounts(args) };
}
