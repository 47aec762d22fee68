import { Link } from 'react-router';
import { useI18n } from '../../i18n';
import type { LoaderData } from '../../lib/page-data';
import { urls } from '../../lib/urls';
import { Breadcrumb } from './breadcrumb';
import type { loadCategoryPage } from './category-page.server';
import { Listing, PRODUCT_FACETS } from './listing';

export function CategoryPage({ loaderData }: { loaderData: LoaderData<typeof loadCategoryPage> }) {
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
        facets={PRODUCT_FACETS}
        emptyText={t('category.empty')}
      />
    </>
  );
}
