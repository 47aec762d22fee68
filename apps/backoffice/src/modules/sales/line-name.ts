import type { Locale } from '@vetshop/contract';
import type { SaleLineKind } from '@vetshop/domain';
import { translate } from '../../i18n/messages';

type Localized = Record<Locale, string>;

/** What a stored order line knows that names it again in another language. */
export interface NamedSaleLine {
  kind: SaleLineKind;
  /** The name written when the order was placed, in the language of that moment. */
  storedName: string;
  productName: Localized | null;
  variantLabel: Localized | null;
  /** Free-goods lines: the promotion's ratio (e.g. 10 + 1), when the order kept it (the demo history does not). */
  promoRatio?: { main: number; free: number } | null;
}

function productName(line: NamedSaleLine, locale: Locale): string | null {
  const name = line.productName?.[locale];
  if (!name) return null;
  const label = line.variantLabel?.[locale];
  return label ? `${name} - ${label}` : name;
}

/**
 * An order line's name in the language of the request: the product's name (and variant label), the
 * carrier's, the fee's, as the catalogue names them today, so a buyer who ordered in French reads a Dutch
 * order in Dutch. A line whose product is gone keeps the name it was stored with.
 */
export function saleLineName(line: NamedSaleLine, carrierName: Localized | null, locale: Locale): string {
  switch (line.kind) {
    case 'product':
      return productName(line, locale) ?? line.storedName;
    case 'free_goods': {
      const name = productName(line, locale);
      if (!name) return line.storedName;
      const ratio = line.promoRatio;
      return ratio
        ? translate('free_goods_line_name', locale, { name, main: ratio.main, promo: ratio.free })
        : translate('free_goods_line_name_plain', locale, { name });
    }
    case 'delivery':
      return carrierName
        ? translate('delivery_line_name', locale, { carrier: carrierName[locale] })
        : line.storedName;
    case 'fee':
      return translate('fee_line_name', locale);
    case 'coupon':
      // Named with its code and VAT rate when the order was placed (the code is the buyer's, not translated).
      return line.storedName;
  }
}
