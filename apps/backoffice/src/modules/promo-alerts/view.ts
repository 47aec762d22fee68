import type { CurrentPromotionView, Locale, PromoSubscription } from '@vetshop/contract';
import type { Localized } from '@vetshop/db';
import type { CurrentPromotion } from '@vetshop/domain';
import type { SubscribedProductRow } from './repository';

/** The product's name and its variant's label, as carts and orders name a variant. */
export function productName(
  row: { name: Localized; variant_label: Localized | null },
  locale: Locale,
): string {
  const label = row.variant_label?.[locale];
  return label ? `${row.name[locale]} - ${label}` : row.name[locale];
}

export function promotionView(p: CurrentPromotion): CurrentPromotionView {
  return {
    kind: p.kind,
    ratio_main_product: p.ratioMain,
    ratio_promotional_product: p.ratioPromo,
    date_end: p.dateEnd,
  };
}

export function subscriptionView(
  row: SubscribedProductRow,
  promotions: readonly CurrentPromotion[],
  locale: Locale,
): PromoSubscription {
  const image = [...(row.images ?? [])].sort((a, b) => a.sequence - b.sequence)[0];
  return {
    product_id: row.variant_id,
    name: productName(row, locale),
    url_key: row.url_key[locale],
    image: image ? { src: image.small, alt: image.alt?.[locale] ?? '' } : null,
    promotions: promotions.map(promotionView),
    subscribed_at: new Date(row.subscribed_at).toISOString(),
  };
}
