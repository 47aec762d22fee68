import {
  MAX_LINE_QTY,
  type CodeLookupItem,
  type CodeLookupQuery,
  type CodeLookupResult,
  type VariantLookup,
} from '@vetshop/contract';
import {
  importLookupCodes,
  planOrderImport,
  type ImportRow,
  type ImportVariant,
  type OrderImportRowReason,
} from '@vetshop/domain';
import type { AppContext } from '../../context';
import { translate } from '../../i18n/messages';
import type { CustomerContext } from '../../plugins/request-context';
import { mainVariantsOf } from './code-lookup-repository';
import { variantsByCodes } from './csv-import-repository';

/**
 * GET carts/code_lookup (issue 23 §3, decision 044): what the quick-order pad shows as each row is filled. The
 * codes are read exactly as the CSV order import reads a "code" column (SKU, else CNK, else barcode) and judged
 * by the same planner (domain planOrderImport), so the pad refuses what the import would skip, for the same
 * reason and with the same message; the variant's name, price and stock come from the search engine, as the
 * buyer sees them everywhere else. A product the buyer may not see has no variant, only its reason.
 */
export async function lookupCodes(
  ctx: AppContext,
  customer: CustomerContext,
  query: CodeLookupQuery,
): Promise<CodeLookupResult> {
  const codes = [...new Set(query.codes)];
  const productIds = [...new Set(query.product_ids)];
  const codeRows: ImportRow[] = codes.map((code, i) => ({
    row: i,
    kind: 'any',
    code,
    qtyText: '1',
    optionsText: '',
  }));
  const [byCode, byProduct] = await Promise.all([
    variantsByCodes(ctx.db, importLookupCodes(codeRows)),
    mainVariantsOf(ctx.db, productIds),
  ]);
  // A picked product is judged as if its main variant's SKU had been typed.
  const productRows: ImportRow[] = productIds.map((id, i) => ({
    row: codes.length + i,
    kind: 'sku',
    code: byProduct.get(id)?.sku ?? '',
    qtyText: '1',
    optionsText: '',
  }));
  const variants: ImportVariant[] = [...byCode, ...byProduct.values()];
  const plan = planOrderImport({
    rows: [...codeRows, ...productRows],
    variants,
    role: customer.role,
    canOrder: customer.canOrder,
    maxLineQty: MAX_LINE_QTY,
  });

  const wanted = [...new Set(plan.rows.flatMap((r) => (r.productId === null ? [] : [r.productId])))];
  const shown = new Map<number, VariantLookup>();
  for (const v of await ctx.search.variantsByIds(wanted, { role: customer.role, locale: query.locale }))
    shown.set(v.id, v);

  const item = (asked: string, row: number): CodeLookupItem => {
    const outcome = plan.rows[row]!;
    const variant = outcome.productId === null ? null : (shown.get(outcome.productId) ?? null);
    let reason: OrderImportRowReason | null = outcome.reason;
    // The planner only knows what was asked of it: a product without a price for this buyer today is refused
    // by the cart as well, and a product the search hides from this buyer is unknown to them.
    if (reason === null && variant === null) reason = 'code_unknown';
    if (reason === null && variant?.price === null) reason = 'product_not_priced';
    const message =
      reason === null ? null : translate(`import_row_${reason}`, query.locale, { max: MAX_LINE_QTY });
    return { asked, variant, reason, message };
  };
  return {
    codes: codes.map((code, i) => item(code, i)),
    products: productIds.map((id, i) => item(String(id), codes.length + i)),
  };
}
