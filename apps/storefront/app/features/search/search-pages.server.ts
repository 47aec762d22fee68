import type { VetGroup } from '@vetshop/contract';
import type { SearchScope } from '@vetshop/domain';
import { data, redirect } from 'react-router';
import type { MessageKey } from '../../i18n';
import type { PageContext, RouteArgs } from '../../lib/request.server';
import { cacheControl, page, pageContext, requireUser } from '../../lib/request.server';
import { urls } from '../../lib/urls';
import { lastPage, listingResultView, listingSearch } from '../catalogue';
import { readListingQuery } from '../catalogue/index.server';

/**
 * The search pages of spec doc 1 §2 (issue 20 §5): /promotions (public), /selection and /vetgroup (signed in).
 * Each is the search listing narrowed to a scope that the back office resolves from the caller (`scope`,
 * contract search.ts): the same filters, sorts and pages as the search and category pages, in the URL.
 */

async function scopedListing(
  args: RouteArgs,
  ctx: PageContext,
  scope: SearchScope,
  path: string,
  title: MessageKey,
  /** False: no search (Vet Efficiency without a visible group: nothing to list). */
  search = true,
) {
  const { locale, t, user, bo } = ctx;
  const url = new URL(args.request.url);
  const query = readListingQuery(url.searchParams, { signedIn: user !== null, locale });
  const own = t(title);
  const seo = {
    title: query.page > 1 ? t('listing.pageTitle', { title: own, page: query.page }) : own,
    canonical: `${url.origin}${path}${listingSearch(query)}`,
    locale,
  };
  const base = { query, path, signedIn: user !== null, seo };
  if (!search) return { ...base, result: null };
  const result = await bo.call('catalogue.search', { query: { ...query, scope } });
  const last = lastPage(result.total, result.page_size);
  if (query.page > last) throw redirect(`${path}${listingSearch(query, { page: last })}`);
  // The listing renders cards: the hits' inner variants, categories and species stay here.
  return { ...base, result: listingResultView(result) };
}

/** /promotions: today's promotions, special offers and the buyer's discounts; `is_discount_this_month` narrows. */
export const loadPromotionsPage = page(async (args: RouteArgs) => {
  const ctx = await pageContext(args);
  const listing = await scopedListing(
    args,
    ctx,
    'promotions',
    urls.promotions(ctx.locale),
    'promotions.title',
  );
  return data(listing, { headers: cacheControl(ctx.user) });
});

/** /selection: the provider's selection for the buyer's role (guests go to the login page and back). */
export const loadSelectionPage = page(async (args: RouteArgs) => {
  const ctx = await requireUser(args);
  const listing = await scopedListing(args, ctx, 'selection', urls.selection(ctx.locale), 'selection.title');
  return data(listing, { headers: cacheControl(ctx.user) });
});

/** /vetgroup, titled Vet Efficiency: the offers of the buyer's veterinary groups, the groups by sequence. */
export const loadVetGroupPage = page(async (args: RouteArgs) => {
  const ctx = await requireUser(args);
  // The buyer's visible groups ('RFA' ones hidden, by sequence): the page's sections.
  const { data: groups } = await ctx.bo.call('customer.vetGroups');
  const listing = await scopedListing(
    args,
    ctx,
    'vet_groups',
    urls.vetGroup(ctx.locale),
    'vetGroup.title',
    groups.length > 0,
  );
  const sections: Pick<VetGroup, 'id' | 'name'>[] = groups.map(({ id, name }) => ({ id, name }));
  return data({ ...listing, groups: sections }, { headers: cacheControl(ctx.user) });
});
