import type { ProductDetail, VariantDetail } from '@vetshop/contract';
import { MEDIA_TYPES } from '@vetshop/domain';
import { Link } from 'react-router';
import { useI18n } from '../../i18n';
import { deferred } from '../../lib/deferred';
import { formatDay, formatEuros, formatInteger } from '../../lib/format';
import type { LoaderData } from '../../lib/page-data';
import { urls } from '../../lib/urls';
import { CardPrice } from '../../ui/price';
import { PromotionBadge, SpecialBadge, StockBadge } from './badges';
import { Breadcrumb } from './breadcrumb';
import { ProductGallery } from './gallery';
import { MiniCard } from './mini-card';
import type { loadProductPage } from './product-page.server';
import {
  isInStock,
  purchaseMode,
  relatedProducts,
  substitutesToShow,
  type PurchaseMode,
} from './product-view';
import { RememberViewed } from './remember';
import { Tabs } from './tabs';
import { VariantChoice } from './variant-choice';

/** A signed-in buyer's purchase box: its code is fetched only for them (lib/deferred.tsx). */
const signedInPurchase = deferred(() => import('./signed-in-purchase').then((m) => m.SignedInPurchase));
/** A signed-in buyer's stats tab (guests have none): the same. */
const productStats = deferred(() => import('./product-stats').then((m) => m.ProductStats));

/**
 * For the product route's clientLoader: on a client-side navigation to a signed-in buyer's product page, the
 * purchase box's and the stats tab's code come with the page's data, so that they render with the page, not after.
 */
export async function preloadSignedInParts(): Promise<boolean> {
  const loaded = await Promise.all([signedInPurchase.preload(), productStats.preload()]);
  return loaded.every(Boolean);
}

export function ProductPage({ loaderData }: { loaderData: LoaderData<typeof loadProductPage> }) {
  const { product, variantId, signedIn, canOrder, loginHref, stats } = loaderData;
  const { t } = useI18n();
  const variant = product.variants.find((v) => v.id === variantId) ?? product.variants[0]!;
  const mode = purchaseMode({
    signedIn,
    canOrder,
    orderMode: product.flags.order_mode,
    price: variant.price,
  });
  const images = product.images.length > 0 ? product.images : product.image ? [product.image] : [];

  return (
    <>
      <RememberViewed
        id={product.id}
        urlKey={product.url_key}
        name={product.name}
        image={images[0]?.small.src ?? null}
      />
      <Breadcrumb categories={product.breadcrumb} current={product.name} />
      <article className="product" aria-labelledby="product-title">
        <div className="product-top">
          <ProductGallery images={images} />
          <div className="product-summary">
            <h1 id="product-title">{product.name}</h1>
            <ProductFacts product={product} variant={variant} />
            {product.short_description ? <p className="product-lead">{product.short_description}</p> : null}
            <p className="product-badges">
              <StockBadge state={variant.stock.state} />
              {variant.promotion ? <PromotionBadge /> : null}
              {variant.is_special ? <SpecialBadge /> : null}
              {product.flags.veterinary_only ? (
                <span className="badge">{t('badge.veterinaryOnly')}</span>
              ) : null}
              {product.flags.is_narcotic_vet ? <span className="badge">{t('badge.narcotic')}</span> : null}
              {product.flags.is_mto ? <span className="badge">{t('badge.mto')}</span> : null}
            </p>
            {loaderData.variantChoice.length > 0 ? (
              <VariantChoice urlKey={product.url_key} controls={loaderData.variantChoice} />
            ) : product.variants.length > 1 ? (
              <VariantSelector product={product} selected={variant.id} />
            ) : null}
            <div className="purchase-box">
              <Purchase mode={mode} product={product} variant={variant} loginHref={loginHref} />
            </div>
            <Substitutes variant={variant} />
            {/* Unavailable: the similar products come next to its substitutes, where the buyer looks for another. */}
            {isInStock(variant.stock.state) ? null : <Similar product={product} />}
          </div>
        </div>

        {product.description ? (
          <section className="product-section" aria-labelledby="product-description">
            <h2 id="product-description">{t('product.description')}</h2>
            {/* Product texts are written in the back office (trusted HTML of paragraphs). */}
            <div className="product-description" dangerouslySetInnerHTML={{ __html: product.description }} />
          </section>
        ) : null}

        <section className="product-section" aria-labelledby="product-details">
          <h2 id="product-details" className="visually-hidden">
            {t('product.details')}
          </h2>
          <Tabs
            label={t('product.details')}
            tabs={[
              {
                id: 'attributes',
                label: t('product.tab.attributes'),
                content: <Attributes product={product} variant={variant} />,
              },
              { id: 'medias', label: t('product.tab.medias'), content: <Medias product={product} /> },
              // The signed-in customer's own orders of this variant; guests have none to see.
              ...(stats
                ? [
                    {
                      id: 'stats',
                      label: t('product.tab.stats'),
                      // Keyed by variant: another variant's figures are another promise.
                      content: <productStats.Component key={variant.id} stats={stats} />,
                    },
                  ]
                : []),
            ]}
          />
        </section>

        <Related product={product} />
        {isInStock(variant.stock.state) ? <Similar product={product} /> : null}
      </article>
    </>
  );
}

function ProductFacts({ product, variant }: { product: ProductDetail; variant: VariantDetail }) {
  const { t } = useI18n();
  const facts: [string, string][] = [];
  if (product.brand) facts.push([t('product.brand'), product.brand.name]);
  if (product.active_principle) facts.push([t('product.activePrinciple'), product.active_principle]);
  facts.push([t('product.sku'), variant.sku]);
  if (variant.cnk_code) facts.push([t('product.cnk'), variant.cnk_code]);
  if (variant.barcode) facts.push([t('product.barcode'), variant.barcode]);
  return (
    <dl className="product-facts">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Variants as links (`?variant=`): shareable, crawlable, usable without JavaScript. For variants without attributes
 * to aggregate (else the variant choice, variant-choice.tsx).
 */
function VariantSelector({ product, selected }: { product: ProductDetail; selected: number }) {
  const { locale, t } = useI18n();
  return (
    <section className="variant-selector" aria-labelledby="variant-title">
      <h2 id="variant-title">{t('product.variants')}</h2>
      <ul>
        {product.variants.map((v) => (
          <li key={v.id}>
            <Link
              to={urls.product(locale, product.url_key, v.id)}
              aria-current={v.id === selected ? 'true' : undefined}
              className="variant-option"
              replace
              preventScrollReset
            >
              <span className="variant-label">{v.variant_label ?? v.name}</span>
              <StockBadge state={v.stock.state} />
              {v.price ? (
                <span className="variant-price">
                  <span className="visually-hidden">{t('price.net')} </span>
                  {formatEuros(v.price.value, locale)}
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Purchase({
  mode,
  product,
  variant,
  loginHref,
}: {
  mode: PurchaseMode;
  product: ProductDetail;
  variant: VariantDetail;
  loginHref: string;
}) {
  const { t } = useI18n();
  const promotion = <Promotion variant={variant} />;
  if (mode === 'guest')
    return (
      <>
        {promotion}
        <div className="login-prompt">
          <p>{t('product.guest')}</p>
          <Link to={loginHref} className="button button-primary">
            {t('header.login')}
          </Link>
        </div>
      </>
    );
  // Signed-in buyers only: its code comes with the page only for them (signed-in-purchase.tsx, lib/deferred.tsx).
  return <signedInPurchase.Component mode={mode} product={product} variant={variant} promotion={promotion} />;
}

function Promotion({ variant }: { variant: VariantDetail }) {
  const { locale, t } = useI18n();
  const promo = variant.promotion;
  if (!promo) return null;
  const params = {
    main: formatInteger(promo.ratio_main_product, locale),
    free: formatInteger(promo.ratio_promotional_product, locale),
  };
  return (
    <p className="promotion">
      <strong>{t('promotion.title')}</strong>{' '}
      {promo.date_end
        ? t('promotion.until', { ...params, date: formatDay(promo.date_end, locale) })
        : t('promotion.text', params)}
    </p>
  );
}

function Substitutes({ variant }: { variant: VariantDetail }) {
  const { locale, t } = useI18n();
  const items = substitutesToShow(variant);
  if (items.length === 0) return null;
  return (
    <section className="substitutes" aria-labelledby="substitutes-title">
      <h2 id="substitutes-title">{t('product.substitutes')}</h2>
      <p>{t('product.substitutesIntro')}</p>
      <ul>
        {items.map((s) => (
          <li key={s.id} className="substitute">
            {s.image ? <img src={s.image.small.src} alt="" width={48} height={48} loading="lazy" /> : null}
            <Link to={urls.product(locale, s.url_key, s.id)}>{s.name}</Link>{' '}
            <StockBadge state={s.stock.state} />
            {s.price ? <CardPrice price={s.price} /> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Attributes({ product, variant }: { product: ProductDetail; variant: VariantDetail }) {
  const { t } = useI18n();
  const rows = [
    ...variant.variant_attributes.map((a) => ({ key: `v-${a.code}`, name: a.name, value: a.value })),
    ...product.attributes.map((a) => ({ key: a.code, name: a.name, value: a.values.join(', ') })),
  ];
  if (rows.length === 0) return <p>{t('product.noAttributes')}</p>;
  return (
    <table className="attributes">
      <caption className="visually-hidden">{t('product.tab.attributes')}</caption>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key}>
            <th scope="row">{r.name}</th>
            <td>{r.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Medias({ product }: { product: ProductDetail }) {
  const { t } = useI18n();
  const medias = [...product.medias].sort((a, b) => a.sequence - b.sequence);
  if (medias.length === 0) return <p>{t('product.noMedias')}</p>;
  return (
    <ul className="medias">
      {medias.map((m) => (
        <li key={`${m.sequence}-${m.url}`}>
          <a href={m.url} hrefLang={m.lang ?? undefined}>
            {m.name}
          </a>{' '}
          <span className="muted">
            ({MEDIA_TYPES.includes(m.type) ? t(`media.${m.type}`) : m.type}
            {m.lang ? `, ${m.lang.toUpperCase()}` : ''})
          </span>
        </li>
      ))}
    </ul>
  );
}

function Related({ product }: { product: ProductDetail }) {
  const { t } = useI18n();
  const items = relatedProducts(product);
  if (items.length === 0) return null;
  return (
    <section className="product-section" aria-labelledby="related-title">
      <h2 id="related-title">{t('product.related')}</h2>
      <ul className="mini-grid">
        {items.map((hit) => (
          <li key={hit.id}>
            <MiniCard hit={hit} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The nearest products by characteristics and description (back office, decision 032), as small cards. */
function Similar({ product }: { product: ProductDetail }) {
  const { t } = useI18n();
  if (product.similar.length === 0) return null;
  return (
    <section className="product-section similar-products" aria-labelledby="similar-title">
      <h2 id="similar-title">{t('product.similar')}</h2>
      <ul className="mini-grid">
        {product.similar.map((hit) => (
          <li key={hit.id}>
            <MiniCard hit={hit} />
          </li>
        ))}
      </ul>
    </section>
  );
}
