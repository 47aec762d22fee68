import type { ImageView, Locale, PriceView } from '@vetshop/contract';
import type { ImageSet } from '@vetshop/db';
import {
  centsToEuros,
  STOCK_STATES,
  stockDisplay,
  type ResolvedPrice,
  type StockDisplay,
  type StockState,
} from '@vetshop/domain';

/** Pure conversions from database rows and domain results to the wire shapes of the contract. */

export function priceView(price: ResolvedPrice): PriceView {
  return {
    value: centsToEuros(price.netCents),
    original_value: centsToEuros(price.grossCents),
    discount: price.discountBp / 100,
    tax_included: false,
    indicated_price: price.indicatedPriceCents === null ? null : centsToEuros(price.indicatedPriceCents),
    currency: 'EUR',
  };
}

export function imageView(image: ImageSet, locale: Locale): ImageView {
  const alt = image.alt?.[locale] ?? '';
  const tag = image.tag ?? null;
  return {
    small: { src: image.small, alt, tag },
    medium: { src: image.medium, alt, tag },
    large: { src: image.large, alt, tag },
    xlarge: { src: image.xlarge, alt, tag },
    sequence: image.sequence,
  };
}

export function sortedImages(images: readonly ImageSet[] | null | undefined): ImageSet[] {
  return [...(images ?? [])].sort((a, b) => a.sequence - b.sequence);
}

export function mainImage(images: readonly ImageSet[] | null | undefined, locale: Locale): ImageView | null {
  const first = sortedImages(images)[0];
  return first ? imageView(first, locale) : null;
}

export function asStockState(state: string | null | undefined): StockState {
  return (STOCK_STATES as readonly string[]).includes(state ?? '') ? (state as StockState) : 'out_of_stock';
}

export function stockView(state: string | null | undefined): { state: StockState; display: StockDisplay } {
  const s = asStockState(state);
  return { state: s, display: stockDisplay(s) };
}

/** The product's state: the best of its variants' (a product is in stock when one of its variants is). */
export function bestStockState(states: readonly (string | null | undefined)[]): StockState {
  let best: StockState = 'out_of_stock';
  let bestRank = STOCK_STATES.indexOf(best);
  for (const state of states) {
    const s = asStockState(state);
    const rank = STOCK_STATES.indexOf(s);
    if (rank < bestRank) {
      best = s;
      bestRank = rank;
    }
  }
  return best;
}

/** "Amoxivet 250 mg – 100 comprimés": the product name and the variant label. */
export function variantName(productName: string, variantLabel: string | null): string {
  return variantLabel ? `${productName} - ${variantLabel}` : productName;
}

/** Names of variant attribute codes; an unknown code is shown as itself. */
const VARIANT_ATTRIBUTE_NAMES: Readonly<Record<string, Record<Locale, string>>> = {
  pack: { fr: 'Conditionnement', nl: 'Verpakking', en: 'Pack' },
  size: { fr: 'Taille', nl: 'Maat', en: 'Size' },
  weight: { fr: 'Poids', nl: 'Gewicht', en: 'Weight' },
  volume: { fr: 'Volume', nl: 'Volume', en: 'Volume' },
  strength: { fr: 'Dosage', nl: 'Sterkte', en: 'Strength' },
  colour: { fr: 'Couleur', nl: 'Kleur', en: 'Colour' },
  color: { fr: 'Couleur', nl: 'Kleur', en: 'Colour' },
  gauge: { fr: 'Calibre', nl: 'Diameter', en: 'Gauge' },
};

export function variantAttributeName(code: string, locale: Locale): string {
  return VARIANT_ATTRIBUTE_NAMES[code]?.[locale] ?? code;
}

/** Names of the product attributes shown on the product page. */
export const PRODUCT_ATTRIBUTE_NAMES: Readonly<Record<string, Record<Locale, string>>> = {
  species: { fr: 'Espèces', nl: 'Diersoorten', en: 'Species' },
  active_principle: { fr: 'Principe actif', nl: 'Werkzame stof', en: 'Active principle' },
  animal_size: { fr: "Taille de l'animal", nl: 'Grootte van het dier', en: 'Animal size' },
  age: { fr: 'Âge', nl: 'Leeftijd', en: 'Age' },
  food_range: { fr: 'Gamme alimentaire', nl: 'Voedingslijn', en: 'Food range' },
  indication: { fr: 'Indication', nl: 'Indicatie', en: 'Indication' },
  administration_route: { fr: "Voie d'administration", nl: 'Toedieningsweg', en: 'Administration route' },
  presentation: { fr: 'Présentation', nl: 'Presentatie', en: 'Presentation' },
};

export const PROMOTION_FACET_LABELS: Readonly<Record<'true' | 'false', Record<Locale, string>>> = {
  true: { fr: 'En promotion', nl: 'In promotie', en: 'On promotion' },
  false: { fr: 'Sans promotion', nl: 'Zonder promotie', en: 'No promotion' },
};

export const ORDER_MODE_LABELS: Readonly<Record<'direct' | 'quotation', Record<Locale, string>>> = {
  direct: { fr: 'Vente directe', nl: 'Directe verkoop', en: 'Direct sale' },
  quotation: { fr: 'Sur devis', nl: 'Op offerte', en: 'On quotation' },
};

export const FLAG_FACET_LABELS: Readonly<
  Record<'is_discount' | 'is_discount_this_month', Record<Locale, string>>
> = {
  is_discount: { fr: 'Avec remise', nl: 'Met korting', en: 'With a discount' },
  is_discount_this_month: {
    fr: 'Remise se terminant ce mois-ci',
    nl: 'Korting die deze maand afloopt',
    en: 'Discount ending this month',
  },
};
