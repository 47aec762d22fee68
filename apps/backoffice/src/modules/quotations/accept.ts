import { randomUUID } from 'node:crypto';
import type { Quotation } from '@vetshop/contract';
import type { AddressSnapshot, Executor, saleOrderLines } from '@vetshop/db';
import {
  applyDiscounts,
  isQuotationValidOn,
  planCheckout,
  quotedLineAmount,
  type CheckoutRefusal,
  type LinePrice,
  type PlannedOrderLine,
} from '@vetshop/domain';
import type { AppContext } from '../../context';
import { AppError, conflict } from '../../errors';
import { translate } from '../../i18n/messages';
import type { CustomerContext } from '../../plugins/request-context';
import { undeliveredGoodsCents } from '../carts';
import { cachedReferenceData, listAddresses, type AddressRow } from '../customer';
import { recordOrderConfirmation } from '../documents';
import * as sales from '../sales';
import { formatDay } from './mails';
import * as repo from './repository';
import { mustAllow, ownQuotation, scopeOf } from './service';
import { buildQuotation, lineName } from './view';

type OrderLine = typeof saleOrderLines.$inferInsert;

function snapshot(a: AddressRow, countryCode: string | null): AddressSnapshot {
  return {
    id: a.id,
    name: a.name,
    street: a.street,
    street2: a.street2,
    zip: a.zip,
    city: a.city,
    phone: a.phone,
    email: a.email,
    countryCode,
    isDropoffSite: a.isDropoffSite,
  };
}

function refusalError(refusal: CheckoutRefusal): AppError {
  if (refusal.code === 'customer_cannot_order') return new AppError(403, 'customer_cannot_order');
  if (refusal.code === 'product_not_priced') return conflict('quotation_not_priced');
  return new AppError(422, refusal.code);
}

/**
 * waiting_acceptation → accepted, within the validity date: the quotation becomes an order in ONE transaction,
 * written the way the checkout writes one (domain planCheckout: lines, VAT per line, delivery and low-order
 * fee by the cart's rules, backorders, stock) but at the QUOTED prices, to the customer's main addresses,
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
    const facts = new Map(
      (
        await repo.variantFacts(
          db,
          rows.map((r) => r.variantId),
        )
      ).map((f) => [f.id, f]),
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
    const variantIds = rows.map((r) => r.variantId);
    const plan = planCheckout({
      canOrder: locked?.canOrder ?? false,
      lines: rows.map((r) => ({ variantId: r.variantId, qty: r.quantity, options: null })),
      delivery,
      invoicing,
      products: new Map(
        [...facts.values()].map((f) => [
          f.id,
          { name: lineName(f, locale), sku: f.sku, vatRateBp: f.vatRateBp },
        ]),
      ),
      prices,
      carriers: await repo.activeCarriers(db),
      carrierId: null,
      undeliveredGoodsCents: await undeliveredGoodsCents(db, c.customerId),
      stock: await repo.lockStock(db, variantIds),
    });
    if (!plan.ok) throw refusalError(plan.refusal);
    const { totals, carrier } = plan;
    const orderId = await repo.nextOrderId(db);
    const name = (line: PlannedOrderLine) => {
      switch (line.kind) {
        case 'free_goods':
          return translate('free_goods_line_name_plain', locale, { name: line.productName ?? '' });
        case 'delivery':
          return translate('delivery_line_name', locale, { carrier: carrier?.name[locale] ?? '' });
        case 'fee':
          return translate('fee_line_name', locale);
        default:
          return line.productName ?? '';
      }
    };
    const lines: OrderLine[] = plan.orderLines.map((line) => {
      const { productName: _productName, promotion, ...row } = line;
      return {
        ...row,
        orderId,
        name: name(line),
        promoRatioMain: promotion?.ratioMainProduct ?? null,
        promoRatioFree: promotion?.ratioPromotionalProduct ?? null,
      };
    });
    const { countries } = await cachedReferenceData(ctx.db, db);
    const countryCode = (a: AddressRow) => countries.find((x) => x.id === a.countryId)?.code ?? null;
    const now = ctx.now();
    const orderName = `S${ctx.today().slice(0, 4)}-${String(orderId).padStart(6, '0')}`;
    await sales.insertOrder(db, {
      id: orderId,
      name: orderName,
      uuid: randomUUID(),
      customerId: c.customerId,
      dateOrder: now,
      clientOrderRef: q.clientOrderRef ?? q.name,
      note: q.note,
      channel: 'web',
      deliveryAddress: snapshot(delivery!, countryCode(delivery!)),
      invoicingAddress: snapshot(invoicing!, countryCode(invoicing!)),
      carrierId: carrier?.id ?? null,
      paymentModeId: locked?.paymentModeId ?? null,
      amountGoodsCents: totals.goodsCents,
      amountDeliveryCents: totals.deliveryCents,
      amountFeeCents: totals.feeCents,
      amountUntaxedCents: totals.untaxedCents,
      amountTaxCents: totals.taxCents,
      amountTotalCents: totals.totalCents,
      amountDiscountCents: totals.discountCents,
      amountWithoutDiscountCents: totals.withoutDiscountCents,
    });
    await sales.insertOrderLines(db, lines);
    await recordOrderConfirmation(db, {
      customerId: c.customerId,
      saleOrderId: orderId,
      number: orderName,
      channel: 'web',
      date: now,
    });
    await repo.saveStock(db, plan.stock);
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
