import { applyDiscounts, type Bp, type Cents } from './money';

/**
 * A discount as the buyer reads it, in basis points (the one rule of every page and document that shows
 * one): no decimals that say nothing (2 % then 2 % is 3.96 %, shown 4 %), but the decimals that change the
 * price stay (3.98 % when 4 % of the gross price would not give the net price to the cent).
 * With the line's prices: the fewest decimals of a percent (0, 1 or 2) that turn the gross price into the
 * net price to the cent, as the ERP rounds (`applyDiscounts`). Without them: decimals only beyond 0.05 point.
 */
export function shownDiscountBp(discountBp: Bp, prices?: { grossCents: Cents; netCents: Cents }): Bp {
  for (const step of [100, 10]) {
    const rounded = Math.round(discountBp / step) * step;
    const enough = prices
      ? rounded >= 0 && rounded <= 10_000 && applyDiscounts(prices.grossCents, rounded) === prices.netCents
      : Math.abs(rounded - discountBp) < 5;
    if (enough) return rounded;
  }
  return discountBp;
}
