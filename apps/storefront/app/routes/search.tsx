import type { ProductSearchResult } from '@vetshop/contract';
import { data, Link, redirect } from 'react-router';
import { Listing } from '../features/catalogue';
import { RememberSearch } from '../features/catalogue';
import { useI18n } from '../i18n';
import {
  backofficeSearch,
  hasFilters,
  lastPage,
  listingSearch,
  parseListingQuery,
} from '../features/catalogue';
import { seoMeta } from '../features/catalogue';
import { cacheControl, page, pageContext, pageHeaders } from '../lib/request.server';
import { urls } from '../lib/urls';
import type { Route } from './+types/search';

export const loader = page(async (args: Route.LoaderArgs) => {
  const { locale, t, user, bo } = await pageContext(args);
  const url = new URL(args.request.url);
  const query = parseListingQuery(url.searchParams, { signedIn: user !== null });
  const path = urls.search(locale);
  const seo = {
    title: query.q ? t('search.titleFor', { q: query.q }) : t('search.title'),
    canonical: `${url.origin}${path}${listingSearch(query)}`,
    locale,
  };
  const base = { query, path, signedIn: user !== null, seo };

  // Nothing asked yet: the page invites to search (no call).
  if (!query.q && !hasFilters(query)) return data({ ...base, result: null }, { headers: cacheControl(user) });

  const result = await bo.get<ProductSearchResult>(`/products${backofficeSearch(query, { locale })}`, {
    search: true,
  });
  // A CNK code, an EAN-13 or a SKU typed in: straight to that product and variant.
  if (result.exact_match)
    throw redirect(urls.product(locale, result.exact_match.url_key, result.exact_match.variant_id));
  const last = lastPage(result.total, result.page_size);
  if (query.page > last) throw redirect(`${path}${listingSearch(query, { page: last })}`);

  return data({ ...base, result }, { headers: cacheControl(user) });
});

export const headers = pageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo, 'Vetshop');
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { query, path, signedIn, result } = loaderData;
  const { locale, t } = useI18n();
  const corrected =
    result?.corrected_query && result.corrected_query.toLocaleLowerCase() !== query.q.toLocaleLowerCase()
      ? result.corrected_query
      : null;
  return (
    <>
      <RememberSearch q={query.q} />
      <header className="catalogue-header">
        <h1>{query.q ? t('search.titleFor', { q: query.q }) : t('search.title')}</h1>
        {corrected ? (
          <p className="did-you-mean">
            {t('search.didYouMean')}{' '}
            <Link to={`${path}${listingSearch({ ...query, q: corrected, page: 1 })}`}>{corrected}</Link>
          </p>
        ) : null}
      </header>
      {result ? (
        <Listing
          result={result}
          query={query}
          signedIn={signedIn}
          path={path}
          facets={['category', 'brand', 'species', 'stock_state', 'promotion']}
          emptyText={query.q ? t('search.empty', { q: query.q }) : t('search.emptyFilters')}
        />
      ) : (
        <div className="search-start">
          <p>{t('search.start')}</p>
          <p className="muted">{t('search.hint')}</p>
          <p>
            <Link to={`${urls.search(locale)}?special=true`}>{t('home.specials.all')}</Link>
          </p>
        </div>
      )}
    </>
  );
}

export { RouteError as ErrorBoundary } from '../features/shell';
