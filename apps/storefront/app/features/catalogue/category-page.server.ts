import { data, redirect } from 'react-router';
import { LOCALES } from '../../i18n';
import { withoutSiteName } from '../../lib/page-title';
import type { RouteArgs } from '../../lib/request.server';
import { cacheControl, page, pageContext } from '../../lib/request.server';
import { urls } from '../../lib/urls';
import { listingResultView } from './card-view';
import { categoryPathsOf } from './categories.server';
import { lastPage, listingSearch } from './listing-query';
import { readListingQuery } from './listing-query.server';
import { categoryAlternates } from './seo';

const notFound = () => data({ reason: 'not_found' }, { status: 404 });

export const loadCategoryPage = page(async (args: RouteArgs) => {
  const { locale, t, user, bo } = await pageContext(args);
  const url = new URL(args.request.url);
  const segments = (args.params['*'] ?? '').split('/').filter(Boolean);
  const key = segments.at(-1);
  if (!key || key.length > 300 || segments.length > 10) throw notFound();

  const lookup = (k: string) =>
    bo.call('catalogue.categoryByUrlKey', { params: { urlKey: k }, query: { locale } });
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
  const query = readListingQuery(url.searchParams, {
    signedIn: user !== null,
    locale,
    ignore: ['q', 'category'],
  });
  const [result, ...trees] = await Promise.all([
    bo.call('catalogue.search', { query: { ...query, category: [category.id] } }),
    ...LOCALES.map((l) => categoryPathsOf(bo, l)),
  ]);
  const last = lastPage(result.total, result.page_size);
  if (query.page > last) throw redirect(`${path}${listingSearch(query, { page: last })}`);

  // The listing's own canonical query (filters, sort, page): the same page in every language.
  const search = listingSearch(query);
  const paths = Object.fromEntries(LOCALES.map((l, i) => [l, trees[i]]));
  // An SEO title written with the site name ("Antibiotiques | Vetshop") gets it once, at the end (lib/page-title).
  const own = withoutSiteName(category.seo_title);
  const title = query.page > 1 ? t('listing.pageTitle', { title: own, page: query.page }) : own;
  return data(
    {
      category,
      // The listing renders cards: the hits' inner variants, categories and species stay here.
      result: listingResultView(result),
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
