import type { Rng } from '../random';
import type { GenLink } from '../types';
import { pushTo } from './collections';

export interface LinkCandidate {
  code: string;
  categoryCode: string;
  area: string;
}

/**
 * Cross-sell, up-sell and related products: related and up-sell within the leaf category, cross-sell
 * from another leaf of the same area (a dewormer next to a spot-on, a bandage next to compresses).
 */
export function productLinks(rng: Rng, products: readonly LinkCandidate[]): GenLink[] {
  const byCategory = new Map<string, LinkCandidate[]>();
  const byArea = new Map<string, LinkCandidate[]>();
  for (const p of products) {
    pushTo(byCategory, p.categoryCode, p);
    pushTo(byArea, p.area, p);
  }
  const crossPools = new Map<string, LinkCandidate[]>();
  const crossPool = (p: LinkCandidate): LinkCandidate[] => {
    let pool = crossPools.get(p.categoryCode);
    if (!pool) {
      pool = (byArea.get(p.area) ?? []).filter((o) => o.categoryCode !== p.categoryCode);
      crossPools.set(p.categoryCode, pool);
    }
    return pool;
  };
  const links: GenLink[] = [];
  for (const p of products) {
    const seen = new Set<string>([p.code]);
    const add = (type: GenLink['type'], pool: readonly LinkCandidate[], count: number): void => {
      let sequence = 0;
      for (let attempt = 0; attempt < count * 4 && sequence < count && pool.length > 0; attempt += 1) {
        const other = rng.pick(pool);
        if (seen.has(other.code)) continue;
        seen.add(other.code);
        sequence += 1;
        links.push({ productCode: p.code, linkedProductCode: other.code, type, sequence });
      }
    };
    const sameLeaf = byCategory.get(p.categoryCode) ?? [];
    if (rng.chance(0.35)) add('related', sameLeaf, rng.int(1, 3));
    if (rng.chance(0.15)) add('up', sameLeaf, 1);
    if (rng.chance(0.2)) add('cross', crossPool(p), rng.int(1, 2));
  }
  return links;
}
