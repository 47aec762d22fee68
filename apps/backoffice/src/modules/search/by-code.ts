import type { ProductByCodeResult } from '@vetshop/contract';
import { scanCodeCandidates } from '@vetshop/domain';
import type { Caller } from '@vetshop/search';
import type { AppContext } from '../../context';
import { variantIdsByCode } from './by-code-repository';

/**
 * GET search/products/by-code (decision 042): the first variant the code names that the caller may see. The
 * visibility (veterinary-only products, decision 008; products not sold on the website) and the prices are the
 * search engine's, as on every other catalogue answer, so the scanner finds exactly what a search would show.
 */
export async function productByCode(
  ctx: AppContext,
  code: string,
  caller: Caller,
): Promise<ProductByCodeResult> {
  const candidates = scanCodeCandidates(code);
  const ids = candidates ? await variantIdsByCode(ctx.db, candidates) : [];
  const [variant] = ids.length ? await ctx.search.variantsByIds(ids, caller) : [];
  return { code, variant: variant ?? null };
}
