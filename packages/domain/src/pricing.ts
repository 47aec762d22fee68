import { isSameMonth, isValidOn, type DateRange, type IsoDate } from './dates';
import type { Role } from './enums';
import { applyDiscounts, effectiveDiscountBp, type Bp, type Cents } from './money';

// The roles are a value list of enums.ts; re-exported so that importers of this module keep working.
export { ROLES, type Role } from './enums';

export interface GrossTier extends DateRange {
  minQuantity: number;
  priceCents: Cents;
}
export interface DiscountTier extends DateRange {
  minQuantity: number;
  discountBp: Bp;
  exclusive: boolean;
}
export interface SupplierDiscount extends DateRange {
  discountBp: Bp;
}
export interface SupplierPromotion extends DateRange {
  ratioMainProduct: number;
  ratioPromotionalProduct: number;
}
export interface Special extends DateRange {
  sequence: number;
}

/** Everything that prices ONE variant for ONE pricelist. */
export interface ProductPricing {
  grossTiers: GrossTier[];
  discounts: DiscountTier[];
  supplierDiscounts: SupplierDiscount[];
  supplierDiscountsVeterinary: SupplierDiscount[];
  supplierPromotions: SupplierPromotion[];
  supplierPromotionsVeterinary: SupplierPromotion[];
  specials: Special[];
  indicatedPriceCents: Cents | null;
}

export interface PriceContext {
  quantity: number;
  date: IsoDate;
  isVeterinary: boolean;
}

export interface PriceBreak {
  minQuantity: number;
  /** Effective overall discount (gross → net) at this quantity, like ResolvedPrice.discountBp. */
  discountBp: Bp;
  /** Net unit price excl. tax when buying minQuantity. */
  netCents: Cents;
}

export interface ActivePromotion {
  ratioMainProduct: number;
  ratioPromotionalProduct: number;
  /** Free units earned by ctx.quantity. */
  freeQuantity: number;
  dateEnd: IsoDate | null;
}

export interface ResolvedPrice {
  /** Gross price excl. VAT (the tier). */
  grossCents: Cents;
  /** Discount applied for this quantity (base or break). */
  quantityDiscountBp: Bp;
  /** 0 when suppressed by an exclusive discount. */
  supplierDiscountBp: Bp;
  /** The applied quantity discount is exclusive. */
  exclusive: boolean;
  /** Unit net price excl. tax. */
  netCents: Cents;
  /** Effective overall discount (gross → net), for display. */
  discountBp: Bp;
  indicatedPriceCents: Cents | null;
  /** Supplier promotion valid on the date (free goods). */
  promotion: ActivePromotion | null;
  /** A special valid on the date. */
  isSpecial: boolean;
  /** Quantity-break table (minQuantity > 0), net per unit at each break, ascending. */
  priceBreaks: PriceBreak[];
}

export function isVeterinaryRole(role: Role): boolean {
  return role === 'veterinary';
}

/** Free units for `qty` bought under a "main + promotional" ratio, e.g. 10 + 1: 25 → 2. */
export function freeGoodsQuantity(
  qty: number,
  promo: { ratioMainProduct: number; ratioPromotionalProduct: number },
): number {
  const { ratioMainProduct: main, ratioPromotionalProduct: free } = promo;
  if (!(qty > 0) || !(main > 0) || !(free > 0)) return 0;
  return Math.floor(qty / main) * free;
}

function validOn<T extends DateRange>(items: readonly T[], day: IsoDate): T[] {
  return items.filter((item) => isValidOn(item, day));
}

/** Veterinary lists replace the regular ones for a vet, but only when one of their entries applies. */
function withVetPrecedence<T extends DateRange>(
  regular: readonly T[],
  veterinary: readonly T[],
  ctx: Pick<PriceContext, 'date' | 'isVeterinary'>,
  usable: (item: T) => boolean = () => true,
): T[] {
  if (ctx.isVeterinary) {
    const vet = validOn(veterinary, ctx.date).filter(usable);
    if (vet.length > 0) return vet;
  }
  return validOn(regular, ctx.date).filter(usable);
}

function bestOf<T>(items: readonly T[], isBetter: (candidate: T, best: T) => boolean): T | null {
  let best: T | null = null;
  for (const item of items) if (best === null || isBetter(item, best)) best = item;
  return best;
}

/** Higher discount wins; on a tie the non-exclusive tier wins, as it keeps the supplier discount. */
function isBetterDiscount(candidate: DiscountTier, best: DiscountTier): boolean {
  if (candidate.discountBp !== best.discountBp) return candidate.discountBp > best.discountBp;
  return best.exclusive && !candidate.exclusive;
}

/** Highest minQuantity, then latest start (open start counts as earliest), then lowest price. */
function isBetterGrossTier(candidate: GrossTier, best: GrossTier): boolean {
  if (candidate.minQuantity !== best.minQuantity) return candidate.minQuantity > best.minQuantity;
  const candidateStart = candidate.dateStart ?? '';
  const bestStart = best.dateStart ?? '';
  if (candidateStart !== bestStart) return candidateStart > bestStart;
  return candidate.priceCents < best.priceCents;
}

/** Best ratio free/main (compared without division); on a tie the smaller batch is easier to reach. */
function isBetterPromotion(candidate: SupplierPromotion, best: SupplierPromotion): boolean {
  const lhs = candidate.ratioPromotionalProduct * best.ratioMainProduct;
  const rhs = best.ratioPromotionalProduct * candidate.ratioMainProduct;
  if (lhs !== rhs) return lhs > rhs;
  return candidate.ratioMainProduct < best.ratioMainProduct;
}

function isUsablePromotion(promo: SupplierPromotion): boolean {
  return promo.ratioMainProduct > 0 && promo.ratioPromotionalProduct > 0;
}

interface QuantityPricing {
  quantityDiscountBp: Bp;
  supplierDiscountBp: Bp;
  exclusive: boolean;
  netCents: Cents;
  discountBp: Bp;
}

function priceForQuantity(
  grossCents: Cents,
  validDiscounts: readonly DiscountTier[],
  supplierBp: Bp,
  quantity: number,
): QuantityPricing {
  // Tiers at minQuantity 0 form the base discount; breaks join once the quantity reaches them.
  const applicable = validDiscounts.filter((tier) => tier.minQuantity <= 0 || tier.minQuantity <= quantity);
  const applied = bestOf(applicable, isBetterDiscount);
  const quantityDiscountBp = applied?.discountBp ?? 0;
  const exclusive = applied?.exclusive ?? false;
  const supplierDiscountBp = exclusive ? 0 : supplierBp;
  const netCents = applyDiscounts(grossCents, quantityDiscountBp, supplierDiscountBp);
  return {
    quantityDiscountBp,
    supplierDiscountBp,
    exclusive,
    netCents,
    discountBp: effectiveDiscountBp(grossCents, netCents),
  };
}

/** One break per minQuantity (the best tier), ascending. */
function breakTiers(validDiscounts: readonly DiscountTier[]): DiscountTier[] {
  const byQuantity = new Map<number, DiscountTier>();
  for (const tier of validDiscounts) {
    if (!(tier.minQuantity > 0)) continue;
    const current = byQuantity.get(tier.minQuantity);
    if (!current || isBetterDiscount(tier, current)) byQuantity.set(tier.minQuantity, tier);
  }
  return [...byQuantity.values()].sort((a, b) => a.minQuantity - b.minQuantity);
}

/**
 * Prices one variant for one buyer, quantity and day (spec doc 1 §3 "Product prices", §9).
 * Returns null when no gross tier is valid on the day: the variant is then not sellable.
 */
export function resolvePrice(pricing: ProductPricing, ctx: PriceContext): ResolvedPrice | null {
  const grossTier = bestOf(
    validOn(pricing.grossTiers, ctx.date).filter((tier) => tier.minQuantity <= 1),
    isBetterGrossTier,
  );
  if (!grossTier) return null;
  const grossCents = grossTier.priceCents;

  const validDiscounts = validOn(pricing.discounts, ctx.date);
  const supplierDiscounts = withVetPrecedence(
    pricing.supplierDiscounts,
    pricing.supplierDiscountsVeterinary,
    ctx,
  );
  const supplierBp = bestOf(supplierDiscounts, (a, b) => a.discountBp > b.discountBp)?.discountBp ?? 0;

  const promotions = withVetPrecedence(
    pricing.supplierPromotions,
    pricing.supplierPromotionsVeterinary,
    ctx,
    isUsablePromotion,
  );
  const promo = bestOf(promotions, isBetterPromotion);

  const priceBreaks = breakTiers(validDiscounts).map((tier): PriceBreak => {
    const atBreak = priceForQuantity(grossCents, validDiscounts, supplierBp, tier.minQuantity);
    return { minQuantity: tier.minQuantity, discountBp: atBreak.discountBp, netCents: atBreak.netCents };
  });

  return {
    grossCents,
    ...priceForQuantity(grossCents, validDiscounts, supplierBp, ctx.quantity),
    indicatedPriceCents: pricing.indicatedPriceCents,
    promotion: promo
      ? {
          ratioMainProduct: promo.ratioMainProduct,
          ratioPromotionalProduct: promo.ratioPromotionalProduct,
          freeQuantity: freeGoodsQuantity(ctx.quantity, promo),
          dateEnd: promo.dateEnd ?? null,
        }
      : null,
    isSpecial: pricing.specials.some((special) => isValidOn(special, ctx.date)),
    priceBreaks,
  };
}

/** The discounts the buyer gets on `day` (quantity discounts of any quantity, supplier discounts that apply). */
function discountsOn(
  pricing: ProductPricing,
  day: IsoDate,
  isVeterinary: boolean,
): (DateRange & { discountBp: Bp })[] {
  return [
    ...validOn(pricing.discounts, day),
    ...withVetPrecedence(pricing.supplierDiscounts, pricing.supplierDiscountsVeterinary, {
      date: day,
      isVeterinary,
    }),
  ].filter((range) => range.discountBp > 0);
}

/**
 * Whether the buyer gets a discount on `day` (search filter "is_discount", the promotions page): a quantity
 * discount (at any quantity) or a supplier discount that applies to them.
 */
export function hasDiscountOn(pricing: ProductPricing, day: IsoDate, isVeterinary = false): boolean {
  return discountsOn(pricing, day, isVeterinary).length > 0;
}

/**
 * Whether a discount the buyer gets today ends within today's month (search filter
 * "is_discount_this_month"): quantity discounts and the supplier discounts that apply to the buyer.
 */
export function hasDiscountEndingInMonth(
  pricing: ProductPricing,
  day: IsoDate,
  isVeterinary = false,
): boolean {
  return discountsOn(pricing, day, isVeterinary).some(
    (range) => range.dateEnd !== null && range.dateEnd !== '' && isSameMonth(range.dateEnd, day),
  );
}
