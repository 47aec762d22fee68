import {
  addPriceRule,
  emptyPricing,
  hashString,
  ROLES,
  ruleAppliesTo,
  type IsoDate,
  type ProductPricing,
  type Role,
} from '@vetshop/domain';
import { addDays, lastDayOfMonth } from '../dates';
import type { Rng } from '../random';
import type { GenPriceRule } from '../types';

/** The demo has one pricelist per role, coded by its role. */
export type PricelistCode = Role;
export const PRICELIST_CODES: readonly PricelistCode[] = ROLES;

/** Gross price of each pricelist against the veterinary one, in percent: vets pay least, the public most. */
export const PRICELIST_MARKUP_PERCENT: Record<PricelistCode, number> = {
  veterinary: 100,
  student: 105,
  pharmacist: 110,
  default: 120,
};

interface Dated {
  start?: IsoDate | null;
  end?: IsoDate | null;
}

const base = (
  sku: string,
  kind: GenPriceRule['kind'],
  pricelistCode: string | null,
  d: Dated,
): GenPriceRule => ({
  sku,
  kind,
  pricelistCode,
  veterinary: false,
  minQuantity: 0,
  priceCents: null,
  discountBp: null,
  exclusive: false,
  ratioMain: null,
  ratioPromo: null,
  sequence: 0,
  dateStart: d.start ?? null,
  dateEnd: d.end ?? null,
});

/** Rule builders: one row of `price_rules` each (see the schema comment for the meaning of each kind). */
export const rule = {
  gross: (
    sku: string,
    pricelist: PricelistCode,
    cents: number,
    d: Dated & { min?: number } = {},
  ): GenPriceRule => ({
    ...base(sku, 'gross', pricelist, d),
    minQuantity: d.min ?? 1,
    priceCents: cents,
  }),
  discount: (
    sku: string,
    pricelist: PricelistCode,
    bp: number,
    d: Dated & { min?: number; exclusive?: boolean } = {},
  ): GenPriceRule => ({
    ...base(sku, 'discount', pricelist, d),
    minQuantity: d.min ?? 0,
    discountBp: bp,
    exclusive: d.exclusive ?? false,
  }),
  supplierDiscount: (sku: string, bp: number, d: Dated & { veterinary?: boolean } = {}): GenPriceRule => ({
    ...base(sku, 'supplier_discount', null, d),
    veterinary: d.veterinary ?? false,
    discountBp: bp,
  }),
  promotion: (
    sku: string,
    main: number,
    free: number,
    d: Dated & { veterinary?: boolean } = {},
  ): GenPriceRule => ({
    ...base(sku, 'supplier_promotion', null, d),
    veterinary: d.veterinary ?? false,
    ratioMain: main,
    ratioPromo: free,
  }),
  special: (sku: string, sequence: number, d: Dated): GenPriceRule => ({
    ...base(sku, 'special', null, d),
    sequence,
  }),
};

/** The four gross tiers of a variant from its veterinary gross price. */
export function grossTiers(sku: string, vetGrossCents: number): GenPriceRule[] {
  return PRICELIST_CODES.map((code) =>
    rule.gross(sku, code, Math.round((vetGrossCents * PRICELIST_MARKUP_PERCENT[code]) / 100)),
  );
}

const BREAK_SETS: [number, number][][] = [
  [
    [6, 500],
    [12, 800],
    [24, 1200],
  ],
  [
    [3, 300],
    [10, 700],
  ],
  [
    [5, 400],
    [20, 1000],
  ],
];

/**
 * Price rules of a generated variant: about 6–7 rows on average (4 gross tiers plus, for some, a dated
 * tier, a base discount, quantity breaks, supplier discounts, promotions and specials).
 */
export function generatedPriceRules(
  rng: Rng,
  sku: string,
  vetGrossCents: number,
  today: IsoDate,
): GenPriceRule[] {
  const rows = grossTiers(sku, vetGrossCents);
  if (rng.chance(0.12)) {
    rows.push(
      rng.chance(0.5)
        ? rule.gross(sku, 'veterinary', Math.round(vetGrossCents * 0.96), {
            start: addDays(today, -rng.int(300, 500)),
            end: addDays(today, -rng.int(20, 90)),
          })
        : rule.gross(sku, 'veterinary', Math.round(vetGrossCents * 1.04), {
            start: addDays(today, rng.int(10, 60)),
          }),
    );
  }
  let baseBp = 0;
  if (rng.chance(0.2)) {
    baseBp = rng.int(6, 20) * 50;
    const exclusive = rng.chance(0.1);
    rows.push(rule.discount(sku, 'veterinary', baseBp, { exclusive }));
    if (rng.chance(0.25)) rows.push(rule.discount(sku, 'pharmacist', baseBp, { exclusive }));
  }
  if (rng.chance(0.3)) {
    const breaks = rng.pick(BREAK_SETS);
    for (const pricelist of ['veterinary', 'pharmacist'] as const) {
      for (const [min, bp] of breaks) rows.push(rule.discount(sku, pricelist, baseBp + bp, { min }));
    }
  }
  if (rng.chance(0.25)) {
    const expired = rng.chance(0.1);
    const start = addDays(today, -rng.int(5, 120));
    const end = expired
      ? addDays(today, -rng.int(1, 4))
      : rng.chance(0.3)
        ? null
        : addDays(today, rng.int(3, 120));
    const bp = rng.int(6, 30) * 50;
    // One running discount in four ends with this month, whatever the day of seeding, so that "discounts ending
    // this month" (a search filter and the promotions page's view) has products. From the SKU, not a draw: the
    // rest of the catalogue stays as it was.
    const ends = end !== null && !expired && hashString(sku) % 4 === 0 ? lastDayOfMonth(today) : end;
    rows.push(rule.supplierDiscount(sku, bp, { start, end: ends }));
    if (rng.chance(0.3)) {
      rows.push(rule.supplierDiscount(sku, bp + rng.int(4, 10) * 50, { start, end: ends, veterinary: true }));
    }
  }
  if (rng.chance(0.08)) {
    const [main, free] = rng.pick([
      [10, 1],
      [5, 1],
      [3, 1],
    ] as const);
    const d = { start: addDays(today, -rng.int(1, 40)), end: addDays(today, rng.int(5, 60)) };
    const who = rng.weighted({ all: 60, vetOnly: 25, both: 15 });
    if (who !== 'vetOnly') rows.push(rule.promotion(sku, main, free, d));
    if (who !== 'all')
      rows.push(
        rule.promotion(sku, who === 'both' ? Math.max(2, main - 2) : main, free, { ...d, veterinary: true }),
      );
  }
  const special = rng.float();
  if (special < 0.04) {
    rows.push(
      rule.special(sku, rng.int(1, 20), {
        start: addDays(today, -rng.int(0, 14)),
        end: addDays(today, rng.int(7, 45)),
      }),
    );
  } else if (special < 0.07) {
    const end = addDays(today, -rng.int(3, 60));
    rows.push(rule.special(sku, rng.int(1, 20), { start: addDays(end, -30), end }));
  }
  return rows;
}

/**
 * Everything that prices one variant for one pricelist, like the db's `loadPricing` builds it: the generated
 * rules are converted by the same domain function.
 */
export function pricingFor(
  rules: readonly GenPriceRule[],
  pricelistCode: PricelistCode,
  indicatedPriceCents: number | null,
): ProductPricing {
  const pricing = emptyPricing(indicatedPriceCents);
  for (const r of rules) if (ruleAppliesTo<string>(r.pricelistCode, pricelistCode)) addPriceRule(pricing, r);
  return pricing;
}
