import type { CategoryLookupResult, ProductSearchResult } from '@vetshop/contract';
import { data, Link, redirect } from 'react-router';
import { Breadcrumb } from '../features/catalogue';
import { Listing } from '../features/catalogue';
import { LOCALES, useI18n } from '../i18n';
import { categoryPathsOf } from '../features/catalogue/index.server';
import {
  backofficeSearch,
  lastPage,
  listingSearch,
  parseListingQuery,
  type ListingQuery,
} from '../features/catalogue';
import { categoryAlternates, seoMeta } from '../features/catalogue';
import { cacheControl, page, pageContext, pageHeaders } from '../lib/request.server';
import { urls } from '../lib/urls';
import type { Route } from './+types/category';

const notFound = () => data({ reason: 'not_found' }, { status: 404 });

export const loader = page(async (args: Route.LoaderArgs) => {
  const { locale, t, user, bo } = await pageContext(args);
  const url = new URL(args.request.url);
  const segments = (args.params['*'] ?? '').split('/').filter(Boolean);
  const key = segments.at(-1);
  if (!key || key.length > 300 || segments.length > 10) throw notFound();

  const lookup = (k: string) =>
    bo.get<CategoryLookupResult>(`/categories/by-url-key/${encodeURIComponent(k)}?locale=${locale}`, {
      search: true,
    });
  let found = await lookup(key);
  // An old key, or the key of another language: its current key here (looked up once, never in a loop).
  if ('redirect' in found) found = await lookup(found.redirect);
  if ('redirect' in found) throw notFound();
  const { category } = found;

  // One address per category: the url keys of its breadcrumb, from the top level down.
  const path = urls.category(
    locale,
    category.breadcrumb.map((c) => c.url_key),
  );
  if (url.pathname !== path) throw redirect(`${path}${url.search}`, 301);

  // The category page lists its own products: a text or another category in the URL is ignored.
  const query: ListingQuery = {
    ...parseListingQuery(url.searchParams, { signedIn: user !== null }),
    q: '',
    category: [],
  };
  const [result, ...trees] = await Promise.all([
    bo.get<ProductSearchResult>(`/products${backofficeSearch(query, { locale, category: category.id })}`, {
      search: true,
    }),
    ...LOCALES.map((l) => categoryPathsOf(bo, l)),
  ]);
  const last = lastPage(result.total, result.page_size);
  if (query.page > last) throw redirect(`${path}${listingSearch(query, { page: last })}`);

  // The listing's own canonical query (filters, sort, page): the same page in every language.
  const search = listingSearch(query);
  const paths = Object.fromEntries(LOCALES.map((l, i) => [l, trees[i]]));
  const title =
    query.page > 1
      ? t('listing.pageTitle', { title: category.seo_title, page: query.page })
      : category.seo_title;
  return data(
    {
      category,
      result,
      query,
      path,
      signedIn: user !== null,
      alternates: categoryAlternates(category.id, category.url_key_locales, paths, search),
      seo: {
        title,
        description: category.meta_description,
        keywords: category.meta_keywords,
        canonical: `${url.origin}${path}${search}`,
        locale,
      },
    },
    { headers: cacheControl(user) },
  );
});

export const headers = pageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo, 'Vetshop');
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, result, query, path, signedIn } = loaderData;
  const { locale, t } = useI18n();
  const here = category.breadcrumb.map((c) => c.url_key);
  const description = category.description ?? category.short_description;
  return (
    <>
      <Breadcrumb categories={category.breadcrumb.slice(0, -1)} current={category.name} />
      <header className="catalogue-header">
        <h1>{category.name}</h1>
        {category.subtitle ? <p className="catalogue-subtitle">{category.subtitle}</p> : null}
        {description ? <p className="catalogue-description">{description}</p> : null}
      </header>
      {category.childs.length > 0 ? (
        <nav className="subcategories" aria-label={t('category.subcategories')}>
          <ul>
            {category.childs.map((c) => (
              <li key={c.id}>
                <Link to={urls.category(locale, [...here, c.url_key])} prefetch="intent">
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <Listing
        result={result}
        query={query}
        signedIn={signedIn}
        path={path}
        facets={['brand', 'species', 'stock_state', 'promotion']}
        emptyText={t('category.empty')}
      />
    </>
  );
}

export { RouteError as ErrorBoundary } from '../features/shell';
