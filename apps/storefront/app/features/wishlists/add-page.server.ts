import { data, redirect } from 'react-router';
import { parseId } from '../../lib/params';
import { readForm } from '../../lib/mutation-guard.server';
import { cacheControl, page, requireUser, type PageContext, type RouteArgs } from '../../lib/request.server';
import { urls } from '../../lib/urls';
import { addToWishlist } from './popin.server';
import { allWishlists } from './wishlists-page.server';

/** The product the page is for, as the buyer may see it (decision 008: hidden is a 404). */
async function productOf(bo: PageContext['bo'], locale: PageContext['locale'], request: Request) {
  const id = parseId(new URL(request.url).searchParams.get('product') ?? undefined);
  if (id === null) throw data({ reason: 'not_found' }, { status: 404 });
  const { items } = await bo.call('catalogue.variantsByIds', { query: { ids: [id], locale } });
  const variant = items.find((v) => v.id === id);
  if (!variant) throw data({ reason: 'not_found' }, { status: 404 });
  return {
    id: variant.id,
    name: variant.name,
    url: urls.product(locale, variant.product.url_key, variant.id),
  };
}

/**
 * GET /{locale}/account/wishlists/add?product={id}: the product page's "add to a standard order" as a page — the
 * link the popin intercepts once JavaScript runs, so that without it the buyer gets the same form.
 */
export const loadWishlistAddPage = page(async (args: RouteArgs) => {
  const { bo, user, locale } = await requireUser(args);
  const [product, list] = await Promise.all([productOf(bo, locale, args.request), allWishlists(bo)]);
  return data(
    { product, lists: list.items.map((w) => ({ id: w.id, name: w.name })) },
    { headers: cacheControl(user) },
  );
});

/**
 * POST: the popin's action (same checks, same back-office calls); done → the list's page, which says it;
 * refused → this page again with the refusal and everything the buyer chose and typed.
 */
export const wishlistAddPageAction = page(async (args: RouteArgs) => {
  const { bo, locale } = await requireUser(args);
  const form = await readForm(args.request);
  const { result, status } = await addToWishlist(bo, form);
  if (result.ok) throw redirect(`${urls.wishlist(locale, result.id)}?done=added`);
  const text = (key: string) => {
    const value = form.get(key);
    return typeof value === 'string' ? value.slice(0, 500) : '';
  };
  return data(
    { result, typed: { target: text('target'), name: text('name'), qty: text('qty') } },
    { status },
  );
});
