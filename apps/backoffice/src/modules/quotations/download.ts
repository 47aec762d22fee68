import type { AppContext } from '../../context';
import { quotationFileName, renderQuotationDocument } from '../documents';
import type { CustomerContext } from '../../plugins/request-context';
import * as repo from './repository';
import { ownQuotation, scopeOf } from './service';
import { summarize, valueLines, lineName } from './view';

/** `GET quotations/{id}/download`: the quotation's PDF in the caller's language (another customer's: 404). */
export async function downloadQuotation(
  ctx: AppContext,
  c: CustomerContext,
  id: number,
): Promise<{ fileName: string; body: Buffer }> {
  const q = await ownQuotation(ctx.db, c, id);
  const lines = await valueLines(ctx, ctx.db, await repo.loadLines(ctx.db, q.id), scopeOf(c));
  const totals = await summarize(ctx.db, lines, q.customerId, q.saleId);
  const customer = await repo.customerOf(ctx.db, q.customerId);
  const locale = c.locale;
  const body = await renderQuotationDocument(
    {
      number: q.name,
      state: q.state,
      created: q.createdAt,
      validityDate: q.validityDate,
      customerRef: q.clientOrderRef,
      note: q.note,
      customer: { name: customer?.name ?? '', ref: customer?.ref ?? '', vat: customer?.vat ?? null },
      lines: lines.map((l) => ({
        sku: l.facts?.sku ?? null,
        name: l.facts ? lineName(l.facts, locale) : `#${l.row.variantId}`,
        quantity: l.row.quantity,
        unitPriceCents: l.unitPriceCents,
        discountBp: l.discountBp,
        amountCents: l.amountCents,
        taxRateBp: l.facts?.vatRateBp ?? 0,
        quoted: l.row.quoted,
      })),
      summary: {
        withoutDiscountCents: totals.goodsCents + totals.discountCents,
        discountCents: totals.discountCents,
        subtotalCents: totals.goodsCents,
        shippingCents: totals.deliveryCents + totals.feeCents,
        taxCents: totals.taxCents,
        totalCents: totals.totalCents,
      },
    },
    locale,
  );
  return { fileName: quotationFileName(q.name, locale), body };
}
