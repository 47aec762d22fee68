/** Builders shared by the pricing tests; defaults are the spec's example product (20.00 €). */
import type { DateRange } from './dates';
import type {
  DiscountTier,
  GrossTier,
  PriceContext,
  ProductPricing,
  SupplierDiscount,
  SupplierPromotion,
} from './pricing';

export const DAY = '2024-05-15';
export const open: DateRange = { dateStart: null, dateEnd: null };
export const expired: DateRange = { dateStart: '2024-01-01', dateEnd: '2024-05-14' };
export const future: DateRange = { dateStart: '2024-05-16', dateEnd: null };

export function pricing(overrides: Partial<ProductPricing> = {}): ProductPricing {
  return {
    grossTiers: [{ ...open, minQuantity: 1, priceCents: 2000 }],
    discounts: [],
    supplierDiscounts: [],
    supplierDiscountsVeterinary: [],
    supplierPromotions: [],
    supplierPromotionsVeterinary: [],
    specials: [],
    indicatedPriceCents: null,
    ...overrides,
  };
}
export const gross = (priceCents: number, minQuantity = 1, range = open): GrossTier => ({
  ...range,
  minQuantity,
  priceCents,
});
export const discount = (
  discountBp: number,
  minQuantity = 0,
  exclusive = false,
  range = open,
): DiscountTier => ({
  ...range,
  minQuantity,
  discountBp,
  exclusive,
});
export const supplier = (discountBp: number, range = open): SupplierDiscount => ({ ...range, discountBp });
export const promo = (main: number, free: number, range: DateRange = open): SupplierPromotion => ({
  ...range,
  ratioMainProduct: main,
  ratioPromotionalProduct: free,
});
export const ctx = (overrides: Partial<PriceContext> = {}): PriceContext => ({
  quantity: 1,
  date: DAY,
  isVeterinary: false,
  ...overrides,
});
