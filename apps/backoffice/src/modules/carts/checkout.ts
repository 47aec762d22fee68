import type { ConfirmBody, SaleDetail } from '@vetshop/contract';
import type { AddressSnapshot, saleOrderLines } from '@vetshop/db';
import { deriveStockState, isAddressValid, percentOf, splitAvailability, todayIso } from '@vetshop/domain';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../errors';
import { translate } from '../../i18n/messages';
import type { CustomerContext } from '../../plugins/request-context';
import { cachedReferenceData, findAddresses, type AddressRow } from '../customer';
import * as sales from '../sales';
import { priceLines } from './pricing';
import * as repo from './repository';
import { computeTotals, SERVICE_VAT_BP } from './totals';
import { variantName } from './view';

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

export interface ConfirmResult {
  sale: SaleDetail;
  /** Products whose stock changed (their search documents need a refresh). */
  touchedProductIds: number[];
  created: boolean;
}

/**
 * POST carts/confirm: turns the cart into an order in ONE database transaction. Prices are recomputed
 * here (never trusted from the cart), free goods added, the low-order fee charged when due, VAT per line,
 * stock decremented with what is missing recorded as backorder, the cart closed. Confirming an already
 * confirmed cart answers with the order it became, so a retried confirm never orders twice.
 */
export async function confirmCart(
  ctx: AppContext,
  customer: CustomerContext,
  body: ConfirmBody,
): Promise<ConfirmResult> {
  const now = ctx.now();
  const today = todayIso(now);
  const locale = customer.locale;
  return ctx.db.transaction(async (db) => {
    const locked = await repo.lockCustomer(db, customer.customerId);
    if (!locked) throw notFound();
    const cart = await repo.findCartByUuid(db, customer.customerId, body.uuid);
    if (!cart) throw notFound('cart_not_found');
    if (cart.state === 'confirmed') {
      const existing = await repo.orderOfCart(db, cart.id);
      if (!existing) throw notFound('cart_not_found');
      return {
        sale: await sales.saleDetail(db, customer.customerId, existing.id, locale),
        touchedProductIds: [],
        created: false,
      };
    }
    if (!locked.canOrder) throw new AppError(403, 'customer_cannot_order');
    const rows = (await repo.loadLines(db, cart.id)).filter((l) => l.qty > 0);
    if (rows.length === 0) throw new AppError(422, 'cart_empty');

    const addressIds = [cart.deliveryAddressId, cart.invoicingAddressId].filter(
      (x): x is number => x !== null,
    );
    const addresses = new Map(
      (await findAddresses(db, addressIds))
        .filter((a) => a.customerId === customer.customerId)
        .map((a) => [a.id, a]),
    );
    const delivery = cart.deliveryAddressId ? addresses.get(cart.deliveryAddressId) : undefined;
    const invoicing = cart.invoicingAddressId ? addresses.get(cart.invoicingAddressId) : undefined;
    if (!delivery || !invoicing || !isAddressValid(delivery) || !isAddressValid(invoicing))
      throw new AppError(422, 'invalid_addresses');

    const facts = new Map(
      (
        await repo.variantFacts(
          db,
          rows.map((r) => r.variantId),
        )
      ).map((f) => [f.id, f]),
    );
    const prices = await priceLines(
      db,
      rows.map((r) => ({ variantId: r.variantId, qty: r.qty })),
      { pricelistId: customer.pricelistId, isVeterinary: customer.role === 'veterinary', today },
    );
    const unpriced = rows.flatMap((r, i) => (prices[i] ? [] : [i]));
    if (unpriced.length > 0)
      throw new AppError(
        422,
        'product_not_priced',
        {},
        unpriced.map((i) => ({ path: `lines.${i}`, code: 'product_not_priced' })),
      );

    const carriers = await repo.activeCarriers(db);
    const carrier =
      carriers.find((c) => c.id === cart.carrierId) ?? carriers.find((c) => !c.withDropoffSite) ?? null;
    const totalsLines = rows.map((r, i) => ({
      qty: r.qty,
      unitPriceCents: prices[i]!.unitPriceCents,
      amountCents: prices[i]!.amountCents,
      vatRateBp: facts.get(r.variantId)?.vatRateBp ?? 0,
    }));
    const undelivered = await repo.undeliveredGoodsCents(db, customer.customerId);
    const totals = computeTotals(totalsLines, carrier, undelivered);

    // Stock: what is available ships now, the rest is recorded as backorder (to follow).
    const stockRows = await repo.lockStock(
      db,
      rows.map((r) => r.variantId),
    );
    const remaining = new Map(stockRows.map((s) => [s.variantId, s.qtyAvailable]));
    const allocate = (variantId: number, qty: number) => {
      const available = Math.max(0, remaining.get(variantId) ?? 0);
      const split = splitAvailability(qty, available);
      remaining.set(variantId, available - split.available);
      return split.backorder;
    };

    const orderId = await repo.nextOrderId(db);
    const lines: OrderLine[] = [];
    let sequence = 0;
    rows.forEach((r, i) => {
      const p = prices[i]!;
      const f = facts.get(r.variantId);
      const name = f ? variantName(f, locale) : `#${r.variantId}`;
      const vat = f?.vatRateBp ?? 0;
      lines.push({
        orderId,
        kind: 'product',
        variantId: r.variantId,
        name,
        sku: f?.sku ?? null,
        options: r.options ?? null,
        qty: r.qty,
        qtyBackorder: allocate(r.variantId, r.qty),
        unitPriceCents: p.unitPriceCents,
        discountBp: p.discountBp,
        netPriceCents: p.netPriceCents,
        amountUntaxedCents: p.amountCents,
        taxRateBp: vat,
        amountTaxCents: totals.lineTaxCents[i] ?? percentOf(p.amountCents, vat),
        sequence: ++sequence,
      });
      if (p.freeQty > 0 && p.promotion) {
        lines.push({
          orderId,
          kind: 'free_goods',
          variantId: r.variantId,
          name: translate('free_goods_line_name', locale, {
            name,
            main: p.promotion.ratioMainProduct,
            promo: p.promotion.ratioPromotionalProduct,
          }),
          sku: f?.sku ?? null,
          options: r.options ?? null,
          qty: p.freeQty,
          qtyBackorder: allocate(r.variantId, p.freeQty),
          unitPriceCents: p.unitPriceCents,
          discountBp: 10_000,
          netPriceCents: 0,
          amountUntaxedCents: 0,
          taxRateBp: vat,
          amountTaxCents: 0,
          sequence: ++sequence,
        });
      }
    });
    if (carrier && totals.deliveryCents > 0)
      lines.push({
        orderId,
        kind: 'delivery',
        name: translate('delivery_line_name', locale, { carrier: carrier.name[locale] }),
        qty: 1,
        unitPriceCents: totals.deliveryCents,
        netPriceCents: totals.deliveryCents,
        amountUntaxedCents: totals.deliveryCents,
        taxRateBp: SERVICE_VAT_BP,
        amountTaxCents: totals.deliveryTaxCents,
        sequence: ++sequence,
      });
    if (totals.feeCents > 0)
      lines.push({
        orderId,
        kind: 'fee',
        name: translate('fee_line_name', locale),
        qty: 1,
        unitPriceCents: totals.feeCents,
        netPriceCents: totals.feeCents,
        amountUntaxedCents: totals.feeCents,
        taxRateBp: SERVICE_VAT_BP,
        amountTaxCents: totals.feeTaxCents,
        sequence: ++sequence,
      });

    const { countries } = await cachedReferenceData(ctx.db, db);
    const countryCode = (a: AddressRow) => countries.find((c) => c.id === a.countryId)?.code ?? null;
    await sales.insertOrder(db, {
      id: orderId,
      name: `S${today.slice(0, 4)}-${String(orderId).padStart(6, '0')}`,
      uuid: cart.uuid,
      cartId: cart.id,
      customerId: customer.customerId,
      dateOrder: now,
      clientOrderRef: (body.customer_ref ?? cart.clientOrderRef) || null,
      note: (body.note ?? cart.note) || null,
      suiteName: (body.suite_name ?? cart.suiteName) || null,
      channel: 'web',
      deliveryAddress: snapshot(delivery, countryCode(delivery)),
      invoicingAddress: snapshot(invoicing, countryCode(invoicing)),
      carrierId: carrier?.id ?? null,
      paymentModeId: cart.paymentModeId ?? locked.paymentModeId,
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
    await repo.saveStock(
      db,
      stockRows.map((s) => {
        const qtyAvailable = remaining.get(s.variantId) ?? s.qtyAvailable;
        return {
          variantId: s.variantId,
          qtyAvailable,
          state: deriveStockState({
            qtyAvailable,
            qtyIncoming: s.qtyIncoming,
            supplierOutOfStock: s.supplierOutOfStock,
            limitedThreshold: s.limitedThreshold,
          }),
        };
      }),
    );
    await repo.confirmCart(db, cart.id, now);
    const touchedProductIds = [
      ...new Set(rows.map((r) => facts.get(r.variantId)?.productId).filter((x): x is number => !!x)),
    ];
    return {
      sale: await sales.saleDetail(db, customer.customerId, orderId, locale),
      touchedProductIds,
      created: true,
    };
  });
}
