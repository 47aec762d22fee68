import { deriveStockState, type IsoDate, type StockFigures } from '@vetshop/domain';
import { addDays } from '../dates';
import type { Rng } from '../random';
import type { GenStock, GenSubstitution } from '../types';
import { pushTo } from './collections';

/** Below or at this quantity (and above 0) a variant is "in limited stock". */
export const LIMITED_THRESHOLD = 10;

/** A stock row whose state is, by construction, the domain's `deriveStockState` of its figures. */
export function stockRow(
  sku: string,
  figures: Omit<StockFigures, 'limitedThreshold'>,
  resupplyDate: IsoDate | null,
): GenStock {
  const f: StockFigures = { ...figures, limitedThreshold: LIMITED_THRESHOLD };
  return {
    sku,
    qtyAvailable: f.qtyAvailable,
    qtyIncoming: f.qtyIncoming,
    supplierOutOfStock: f.supplierOutOfStock,
    limitedThreshold: f.limitedThreshold,
    state: deriveStockState(f),
    resupplyDate,
  };
}

/** Mostly in stock; ~8 % limited, ~4 % resupplying, ~4 % out of stock, ~1 % out of stock at the supplier. */
export function generatedStock(rng: Rng, sku: string, today: IsoDate): GenStock {
  const kind = rng.weighted({ in_stock: 83, limited: 8, resupplying: 4, out: 4, supplier: 1 });
  switch (kind) {
    case 'in_stock':
      return stockRow(
        sku,
        {
          qtyAvailable: rng.int(LIMITED_THRESHOLD + 1, 600),
          qtyIncoming: rng.chance(0.2) ? rng.int(12, 240) : 0,
          supplierOutOfStock: false,
        },
        null,
      );
    case 'limited':
      return stockRow(
        sku,
        { qtyAvailable: rng.int(1, LIMITED_THRESHOLD), qtyIncoming: 0, supplierOutOfStock: false },
        null,
      );
    case 'resupplying':
      return stockRow(
        sku,
        { qtyAvailable: 0, qtyIncoming: rng.int(6, 200), supplierOutOfStock: false },
        addDays(today, rng.int(2, 30)),
      );
    case 'out':
      return stockRow(sku, { qtyAvailable: 0, qtyIncoming: 0, supplierOutOfStock: false }, null);
    case 'supplier':
      return stockRow(sku, { qtyAvailable: 0, qtyIncoming: 0, supplierOutOfStock: true }, null);
  }
}

export interface SubstituteCandidate {
  sku: string;
  productCode: string;
  categoryCode: string;
  area: string;
}

/**
 * 1–3 substitutes for every variant that cannot be delivered (out of stock, here or at the supplier):
 * available variants of other products of the same leaf category, else of the same area.
 */
export function substitutions(
  rng: Rng,
  unavailable: readonly SubstituteCandidate[],
  available: readonly SubstituteCandidate[],
): GenSubstitution[] {
  const byCategory = new Map<string, SubstituteCandidate[]>();
  const byArea = new Map<string, SubstituteCandidate[]>();
  for (const c of available) {
    pushTo(byCategory, c.categoryCode, c);
    pushTo(byArea, c.area, c);
  }
  const rows: GenSubstitution[] = [];
  for (const v of unavailable) {
    const wanted = rng.int(1, 3);
    const pools = [byCategory.get(v.categoryCode) ?? [], byArea.get(v.area) ?? [], available];
    const chosen = new Set<string>();
    for (const pool of pools) {
      // A bounded number of draws: large pools need no copy, small ones may hold only the same product.
      for (let attempt = 0; attempt < 12 && chosen.size < wanted && pool.length > 0; attempt += 1) {
        const c = rng.pick(pool);
        if (c.productCode !== v.productCode) chosen.add(c.sku);
      }
      if (chosen.size >= wanted) break;
    }
    [...chosen].forEach((sku, i) => rows.push({ sku: v.sku, substituteSku: sku, sequence: i + 1 }));
  }
  return rows;
}
