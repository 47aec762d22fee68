import { data, redirect } from 'react-router';
import type { RouteArgs } from '../../lib/request.server';
import { cacheControl, page, pageContext } from '../../lib/request.server';
import { urls } from '../../lib/urls';
import { hasFilters, lastPage, listingResultView, listingSearch } from '../catalogue';
import { readListingQuery } from '../catalogue/index.server';

export const loadSearchPage = page(async (args: RouteArgs) => {
  const { locale, t, user, bo } = await pageContext(args);
  const url = new URL(args.request.url);
  const query = readListingQuery(url.searchParams, { signedIn: user !== null, locale });
  const path = urls.search(locale);
  const seo = {
    title: query.q ? t('search.titleFor', { q: query.q }) : t('search.title'),
    canonical: `${url.origin}${path}${listingSearch(query)}`,
    locale,
  };
  const base = { query, path, signedIn: user !== null, seo };

  // Nothing asked yet: the page invites to search (no call).
  if (!query.q && !hasFilters(query)) return data({ ...base, result: null }, { headers: cacheControl(user) });

  const result = await bo.call('catalogue.search', { query });
  // A CNK code, an EAN-13 or a SKU typed in: straight to that product and variant.
  if (result.exact_match)
    throw redirect(urls.product(locale, result.exact_match.url_key, result.exact_match.variant_id));
  const last = lastPage(result.total, result.page_size);
  if (query.page > last) throw redirect(`${path}${listingSearch(query, { page: last })}`);

  // The listing renders cards: the hits' inner variants, categories and species stay here.
  return data({ ...base, result: listingResultView(result) }, { headers: cacheControl(user) });
});
