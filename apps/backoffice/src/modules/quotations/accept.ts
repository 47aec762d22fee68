import { randomUUID } from 'node:crypto';
import type { Quotation } from '@vetshop/contract';
import type { Executor } from '@vetshop/db';
import {
  applyDiscounts,
  isQuotationValidOn,
  quotedLineAmount,
  type CheckoutRefusal,
  type LinePrice,
} from '@vetshop/domain';
import type { AppContext } from '../../context';
import { conflict, type AppError } from '../../errors';
import type { CustomerContext } from '../../plugins/request-context';
import { checkoutRefusalError, placeOrder, variantFacts } from '../carts';
import { listAddresses } from '../customer';
import { formatDay } from '../../i18n/format-day';
import * as repo from './repository';
import { mustAllow, ownQuotation, scopeOf } from './service';
import { buildQuotation } from './view';

/** The checkout's refusals, but an unpriced line is the quotation's state, not the buyer's cart. */
function refusalError(refusal: CheckoutRefusal): AppError {
  if (refusal.code === 'product_not_priced') return conflict('quotation_not_priced');
  return checkoutRefusalError(refusal);
}

/**
 * waiting_acceptation → accepted, within the validity date: the quotation becomes an order in ONE transaction,
 * written by the checkout's placeOrder (domain planCheckout: lines, VAT per line, delivery and low-order
 * fee by the cart's rules, backorders, stock) but at the QUOTED prices, which carry no promotion (so no free goods), to the customer's main addresses,
 * channel web. The order is then in `GET sales`; the quotation keeps its id (`sale_id`).
 */
export async function acceptQuotation(ctx: AppContext, c: CustomerContext, id: number): Promise<Quotation> {
  const locale = c.locale;
  return ctx.db.transaction(async (db: Executor) => {
    const locked = await repo.lockCustomer(db, c.customerId);
    const q = await ownQuotation(db, c, id, true);
    mustAllow(q, 'accept', locale);
    if (!isQuotationValidOn(q.validityDate, ctx.today()))
      throw conflict('quotation_expired', { date: formatDay(q.validityDate!, locale) });
    const rows = await repo.loadLines(db, q.id);
    const facts = await variantFacts(
      db,
      rows.map((r) => r.variantId),
    );
    // Quoted prices only: the staff priced every line before sending (send refuses otherwise).
    const prices: (LinePrice | null)[] = rows.map((r) => {
      if (!r.quoted || r.quotedUnitPriceCents === null) return null;
      return {
        unitPriceCents: r.quotedUnitPriceCents,
        netPriceCents: applyDiscounts(r.quotedUnitPriceCents, r.quotedDiscountBp),
        discountBp: r.quotedDiscountBp,
        amountCents: quotedLineAmount(r.quotedUnitPriceCents, r.quotedDiscountBp, r.quantity),
        freeQty: 0,
        promotion: null,
      };
    });
    const delivery = (await listAddresses(db, c.customerId, 'delivery'))[0];
    const invoicing = (await listAddresses(db, c.customerId, 'invoicing'))[0] ?? delivery;
    const now = ctx.now();
    const placed = await placeOrder(ctx, db, {
      customerId: c.customerId,
      locale,
      canOrder: locked?.canOrder ?? false,
      lines: rows.map((r) => ({ variantId: r.variantId, qty: r.quantity, options: null })),
      prices,
      facts,
      delivery,
      invoicing,
      carrierId: null,
      now,
      origin: {
        uuid: randomUUID(),
        clientOrderRef: q.clientOrderRef ?? q.name,
        note: q.note,
        paymentModeId: locked?.paymentModeId ?? null,
      },
    });
    if (!placed.ok) throw refusalError(placed.refusal);
    const orderId = placed.orderId;
    await repo.updateQuotation(db, q.id, {
      state: 'accepted',
      saleId: orderId,
      acceptedAt: now,
      updatedAt: now,
    });
    const after = await repo.findQuotation(db, c.customerId, q.id);
    return buildQuotation(ctx, db, after!, scopeOf(c), locale);
  });
}
