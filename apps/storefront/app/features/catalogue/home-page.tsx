import type { CategorySummary } from '@vetshop/contract';
import { Link } from 'react-router';
import { useI18n } from '../../i18n';
import { formatInteger } from '../../lib/format';
import type { LoaderData } from '../../lib/page-data';
import { urls } from '../../lib/urls';
import { CardPrice } from '../../ui/price';
import { QuickAddButton } from '../cart';
import { DueSoon } from '../reorder';
import { WishlistPicker } from '../wishlists';
import { StockBadge } from './badges';
import type { TopOrderedCardView } from './card-view';
import type { loadHomePage } from './home-page.server';
import { ProductCard } from './product-card';
import { quickAddBlock } from './product-view';

export function HomePage({ loaderData }: { loaderData: LoaderData<typeof loadHomePage> }) {
  const { signedOut, user, categories, dueSoon, specials, topOrdered } = loaderData;
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
          {dueSoon ? <DueSoon {...dueSoon} canOrder={user.canOrder} /> : null}
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

          <WishlistPicker />

          <section className="home-section" aria-labelledby="home-top">
            <h2 id="home-top">{t('home.top.title')}</h2>
            {topOrdered === null ? (
              <p className="notice notice-warning">{t('error.generic')}</p>
            ) : topOrdered.length === 0 ? (
              <p>{t('home.top.none')}</p>
            ) : (
              <ul className="product-grid">
                {topOrdered.map((item) => (
                  <li key={item.card.id}>
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

      {/* No news block: the shop has no news source yet, and an empty "News" heading says nothing. */}
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
  card,
  orderedCount,
  orders,
  canOrder,
}: {
  card: TopOrderedCardView;
  orderedCount: number;
  orders: number;
  canOrder: boolean;
}) {
  const { locale, t } = useI18n();
  const titleId = `top-${card.id}`;
  // One click adds one unit, unless the product needs more than a click (made to order: the tick; quotation).
  const orderable = canOrder && card.price !== null;
  const blocked = quickAddBlock(card.flags);
  const quickAdd = orderable && blocked === null;
  return (
    <article className="product-card" aria-labelledby={titleId}>
      {card.image ? (
        <img
          className="product-card-image"
          src={card.image}
          alt=""
          width={300}
          height={300}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <h3 className="product-card-title">
        <Link id={titleId} to={urls.product(locale, card.url_key, card.id)}>
          {card.name}
        </Link>
      </h3>
      <p className="product-card-meta">
        {t('home.top.ordered', { count: orderedCount, orders: formatInteger(orders, locale) })}
      </p>
      <p className="product-card-badges">
        <StockBadge state={card.stock} />
      </p>
      {card.price ? <CardPrice price={card.price} /> : null}
      {quickAdd ? (
        <div className="product-card-actions">
          <QuickAddButton variantId={card.id} productName={card.name} info={card.info} />
        </div>
      ) : orderable && blocked ? (
        <p className="product-card-actions product-card-why">
          {t(blocked === 'mto' ? 'home.top.whyMto' : 'home.top.whyQuotation')}{' '}
          <Link to={urls.product(locale, card.url_key, card.id)} aria-describedby={titleId}>
            {t('home.top.openProduct')}
          </Link>
        </p>
      ) : null}
    </article>
  );
}
