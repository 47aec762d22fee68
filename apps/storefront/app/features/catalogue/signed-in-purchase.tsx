import type { ProductDetail, VariantDetail } from '@vetshop/contract';
import type { ReactNode } from 'react';
import { useI18n } from '../../i18n';
import { formatDiscount, formatEuros } from '../../lib/format';
import { PriceTable } from '../../ui/price';
import { offersPromoAlert, PromoAlertToggle } from '../promo-alerts';
import { QuotationEntry } from '../quotations';
import { WishlistPopin } from '../wishlists';
import { AddToCartForm } from './add-to-cart';
import { priceBreakRows, type PurchaseMode } from './product-view';

/**
 * The product page's purchase box for a signed-in buyer: the buyer's prices, the promotion, its alert, the price
 * breaks, adding to the cart (or why not), quotations and standard orders. A guest sees none of it (a prompt to
 * sign in instead): this module comes with import() when it is rendered (product-page.tsx, lib/deferred.tsx), not
 * with every visitor's first JavaScript (issue 18).
 */
export function SignedInPurchase({
  mode,
  product,
  variant,
  promotion,
}: {
  mode: Exclude<PurchaseMode, 'guest'>;
  product: ProductDetail;
  variant: VariantDetail;
  /** The promotion's text (shown to guests too), after the prices. */
  promotion: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <>
      {variant.price ? <PriceTable price={variant.price} /> : null}
      {promotion}
      {offersPromoAlert({
        signedIn: true,
        hasPromotion: variant.promotion !== null,
        isSpecial: variant.is_special,
      }) ? (
        <PromoAlertToggle key={variant.id} productId={variant.id} productName={variant.name} />
      ) : null}
      <PriceBreaks variant={variant} />
      {mode === 'add' ? (
        <AddToCartForm
          key={variant.id}
          variantId={variant.id}
          productName={variant.name}
          isMto={product.flags.is_mto}
          qtyAvailable={variant.qty_available}
          info={{
            name: variant.name,
            urlKey: product.url_key,
            sku: variant.sku,
            image: product.images[0]
              ? { src: product.images[0].small.src, alt: product.images[0].small.alt }
              : null,
          }}
        />
      ) : (
        <p className="notice" data-testid="purchase-notice">
          {t(`product.mode.${mode}`)}
        </p>
      )}
      <QuotationEntry mode={mode} variant={variant} />
      <WishlistPopin key={`wishlist-${variant.id}`} productId={variant.id} productName={variant.name} />
    </>
  );
}

function PriceBreaks({ variant }: { variant: VariantDetail }) {
  const { locale, t } = useI18n();
  const rows = priceBreakRows(variant);
  if (rows.length === 0) return null;
  return (
    <table className="price-breaks">
      <caption>{t('priceBreaks.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('priceBreaks.minQuantity')}</th>
          <th scope="col" className="num">
            {t('priceBreaks.unitPrice')}
          </th>
          <th scope="col" className="num">
            {t('price.discount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.minQuantity}>
            <td>{t('priceBreaks.from', { count: row.minQuantity })}</td>
            <td className="num">{formatEuros(row.value, locale)}</td>
            <td className="num">{formatDiscount(row.discount, locale)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
