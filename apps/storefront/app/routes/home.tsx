import type { CategorySummary, ProductSearchResult, TopOrdered, VariantLookup } from '@vetshop/contract';
import { data, Link } from 'react-router';
import { infoFromVariant } from '../features/cart';
import { QuickAddButton } from '../features/catalogue';
import { StockBadge } from '../features/catalogue';
import { CardPrice } from '../ui/price';
import { ProductCard } from '../features/catalogue';
import { useI18n } from '../i18n';
import { navigationCategories } from '../features/catalogue/index.server';
import { formatInteger } from '../lib/format';
import { seoMeta } from '../features/catalogue';
import { cacheControl, page, pageContext, pageHeaders } from '../lib/request.server';
import { urls } from '../lib/urls';
import type { Route } from './+types/home';

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

export const loader = page(async (args: Route.LoaderArgs) => {
  const { locale, t, user, bo } = await pageContext(args);
  const url = new URL(args.request.url);
  const base = {
    signedOut: url.searchParams.get('signed-out') === '1',
    seo: {
      title: `${t('app.name')} — ${t('app.tagline')}`,
      description: t('home.intro'),
      canonical: `${url.origin}${urls.home(locale)}`,
      locale,
    },
  };
  if (!user) {
    const categories = await navigationCategories(bo, locale);
    return data(
      { ...base, user: null, categories, specials: null, topOrdered: null },
      {
        headers: cacheControl(null),
      },
    );
  }

  const [categories, specials, topOrdered] = await Promise.all([
    navigationCategories(bo, locale),
    section(() =>
      bo.get<ProductSearchResult>(`/products?special=true&page_size=${SPECIALS}&locale=${locale}`, {
        search: true,
      }),
    ),
    section(async () => {
      const top = await bo.get<TopOrdered>(`/sale_statistics/top_ordered?per_page=${TOP_ORDERED}`);
      if (top.items.length === 0) return [];
      const { items } = await bo.get<{ items: VariantLookup[] }>(
        `/variants/by-ids?ids=${top.items.map((i) => i.product_id).join(',')}&locale=${locale}`,
        { search: true },
      );
      const byId = new Map(items.map((v) => [v.id, v]));
      // In the order of the statistics; variants no longer shown to this buyer are left out.
      return top.items.flatMap((i) => {
        const variant = byId.get(i.product_id);
        return variant ? [{ variant, orderedCount: i.ordered_count, orders: i.orders }] : [];
      });
    }),
  ]);
  return data(
    { ...base, user: { name: user.name, canOrder: user.canOrder }, categories, specials, topOrdered },
    { headers: cacheControl(user) },
  );
});

export const headers = pageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo, 'Vetshop');
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { signedOut, user, categories, specials, topOrdered } = loaderData;
  const { locale, t } = useI18n();
  return (
    <div className="home">
      {signedOut ? (
        <p className="notice" role="status">
          {t('logout.done')}
        </p>
      ) : null}
      {user ? (
        <header className="home-hero">
          <h1>{t('home.hello', { name: user.name })}</h1>
          <p>{t('app.tagline')}</p>
        </header>
      ) : (
        <header className="home-hero">
          <h1>{t('home.welcome')}</h1>
          <p>{t('home.intro')}</p>
          <p className="button-row">
            <Link to={urls.login(locale)} className="button button-primary">
              {t('header.login')}
            </Link>
            <Link to={urls.register(locale)} className="button">
              {t('home.register')}
            </Link>
          </p>
        </header>
      )}

      {user ? (
        <>
          <section className="home-section" aria-labelledby="home-specials">
            <h2 id="home-specials">{t('home.specials.title')}</h2>
            {specials === null ? (
              <p className="notice notice-warning">{t('error.generic')}</p>
            ) : specials.hits.length === 0 ? (
              <p>{t('home.specials.none')}</p>
            ) : (
              <>
                <ul className="product-grid">
                  {specials.hits.map((hit) => (
                    <li key={hit.id}>
                      <ProductCard hit={hit} eager />
                    </li>
                  ))}
                </ul>
                {specials.total > specials.hits.length ? (
                  <p>
                    <Link to={`${urls.search(locale)}?special=true`}>{t('home.specials.all')}</Link>
                  </p>
                ) : null}
              </>
            )}
          </section>

          <section className="home-section" aria-labelledby="home-top">
            <h2 id="home-top">{t('home.top.title')}</h2>
            {topOrdered === null ? (
              <p className="notice notice-warning">{t('error.generic')}</p>
            ) : topOrdered.length === 0 ? (
              <p>{t('home.top.none')}</p>
            ) : (
              <ul className="product-grid">
                {topOrdered.map((item) => (
                  <li key={item.variant.id}>
                    <TopOrderedCard {...item} canOrder={user.canOrder} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      ) : null}

      <section className="home-section" aria-labelledby="home-entries">
        <h2 id="home-entries">{t('home.entries.title')}</h2>
        <EntryPoints categories={categories} />
      </section>

      {user ? (
        <section className="home-section" aria-labelledby="home-news">
          <h2 id="home-news">{t('home.news.title')}</h2>
          <p className="muted">{t('home.news.none')}</p>
        </section>
      ) : null}
    </div>
  );
}

function EntryPoints({ categories }: { categories: CategorySummary[] }) {
  const { locale, t } = useI18n();
  if (categories.length === 0) return <p className="notice notice-warning">{t('error.generic')}</p>;
  return (
    <ul className="entry-points">
      {categories.map((c) => (
        <li key={c.id}>
          <Link to={urls.category(locale, c.url_key)} className="entry-point">
            <span className="entry-point-name">{c.name}</span>
            <span className="entry-point-more" aria-hidden="true">
              →
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function TopOrderedCard({
  variant,
  orderedCount,
  orders,
  canOrder,
}: {
  variant: VariantLookup;
  orderedCount: number;
  orders: number;
  canOrder: boolean;
}) {
  const { locale, t } = useI18n();
  const { product } = variant;
  const titleId = `top-${variant.id}`;
  // One click adds one unit, unless the product needs more than a click (made to order: the tick; quotation).
  const quickAdd =
    canOrder && variant.price !== null && product.flags.order_mode === 'direct' && !product.flags.is_mto;
  return (
    <article className="product-card" aria-labelledby={titleId}>
      {product.image ? (
        <img
          className="product-card-image"
          src={product.image.medium.src}
          alt=""
          width={300}
          height={300}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <h3 className="product-card-title">
        <Link id={titleId} to={urls.product(locale, product.url_key, variant.id)}>
          {variant.name}
        </Link>
      </h3>
      <p className="product-card-meta">
        {t('home.top.ordered', { count: orderedCount, orders: formatInteger(orders, locale) })}
      </p>
      <p className="product-card-badges">
        <StockBadge state={variant.stock.state} />
      </p>
      {variant.price ? <CardPrice price={variant.price} /> : null}
      {quickAdd ? (
        <div className="product-card-actions">
          <QuickAddButton variantId={variant.id} productName={variant.name} info={infoFromVariant(variant)} />
        </div>
      ) : null}
    </article>
  );
}

export { RouteError as ErrorBoundary } from '../features/shell';
