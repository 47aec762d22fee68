import type { Localized, ProductAttributes } from '@vetshop/db';
import type { Rng } from '../random';
import type { Family } from '../types';

/** Boolean columns of `products` a draft may set (all default to false). */
export type ProductFlag =
  | 'isHuman'
  | 'isFood'
  | 'isMeds'
  | 'isEquipment'
  | 'isImport'
  | 'isMto'
  | 'isNarcoticVet'
  | 'isPharmaceutical'
  | 'isPsychotropic'
  | 'veterinaryOnly'
  | 'belgiumOnly'
  | 'notSoldOnWebsite'
  | 'sterile'
  | 'promoBag'
  | 'fabric';

export interface VariantDraft {
  label: Localized;
  /** Variant attributes by code (e.g. { pack: … }). */
  attributes: Record<string, Localized>;
  /** Veterinary gross price excl. VAT; the other pricelists derive from it. */
  grossCents: number;
  unitInShrinkWrap?: number | null;
}

/** A product before it gets its number, codes, url keys and images. */
export interface ProductDraft {
  family: Family;
  categoryCode: string;
  name: Localized;
  shortName: Localized;
  description: Localized;
  shortDescription: Localized;
  activePrinciple: Localized | null;
  brandCode: string;
  supplierCode: string;
  species: string[];
  attributes: ProductAttributes;
  vatRateBp: number;
  flags: Partial<Record<ProductFlag, boolean>>;
  orderMode?: 'direct' | 'quotation';
  classAmcra?: string | null;
  codeCti?: string | null;
  storageTemperature?: string | null;
  variants: VariantDraft[];
}

/** VAT in basis points (spec: medicines and food 6 %, equipment 21 %). */
export const VAT_REDUCED_BP = 600;
export const VAT_STANDARD_BP = 2100;

/** How many variants a generated product has: 1–4 (about 2.4 on average once capped by what exists). */
export function variantCount(rng: Rng, available: number): number {
  const wanted = Number(rng.weighted({ 1: 15, 2: 30, 3: 30, 4: 25 }));
  return Math.max(1, Math.min(wanted, available));
}

/** `count` items of `items` in their original order (pack sizes stay ascending). */
export function orderedSample<T>(rng: Rng, items: readonly T[], count: number): T[] {
  const chosen = new Set(
    rng.sample(
      items.map((_, i) => i),
      count,
    ),
  );
  return items.filter((_, i) => chosen.has(i));
}

/** A price rounded to 5 cents, scaled from a base with a volume economy (bigger packs cost less per unit). */
export function scaledPrice(baseCents: number, ratio: number, exponent = 0.85): number {
  return Math.max(5, Math.round((baseCents * Math.pow(ratio, exponent)) / 5) * 5);
}
