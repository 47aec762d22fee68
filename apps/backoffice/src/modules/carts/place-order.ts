import type { Locale } from '@vetshop/contract';
import type { AddressSnapshot, Executor, saleOrderLines } from '@vetshop/db';
import {
  planCheckout,
  todayIso,
  type CheckoutCartLine,
  type CheckoutInput,
  type CheckoutRefusal,
  type LinePrice,
  type PlannedOrderLine,
} from '@vetshop/domain';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { translate } from '../../i18n/messages';
import { addressSnapshot, type AddressRow } from '../customer';
import { cachedReferenceData } from '../settings';
import { recordOrderConfirmation } from '../documents';
import * as sales from '../sales';
import * as repo from './repository';
import type { CarrierRow, VariantFacts } from './repository';
import { variantName } from './view';

type OrderLine = typeof saleOrderLines.$inferInsert;

/** A planner refusal as the one error type (403 for the account, 422 for the cart). */
export function checkoutRefusalError(refusal: CheckoutRefusal): AppError {
  switch (refusal.code) {
    case 'customer_cannot_order':
      return new AppError(403, 'customer_cannot_order');
    case 'product_not_priced':
      return new AppError(
        422,
        'product_not_priced',
        {},
        refusal.lines.map((i) => ({ path: `lines.${i}`, code: 'product_not_priced' })),
      );
    default:
      return new AppError(422, refusal.code);
  }
}

/** The planned line's name in the buyer's language. */
function lineName(line: PlannedOrderLine, carrier: CarrierRow | null, locale: Locale) {
  switch (line.kind) {
    case 'free_goods':
      // A promotion code's free product has no ratio: "(free)".
      if (line.couponCode)
        return translate('free_goods_line_name_plain', locale, { name: line.productName ?? '' });
      return translate('free_goods_line_name', locale, {
        name: line.productName ?? '',
        main: line.promotion?.ratioMainProduct ?? 0,
        promo: line.promotion?.ratioPromotionalProduct ?? 0,
      });
    case 'delivery':
      return translate('delivery_line_name', locale, { carrier: carrier?.name[locale] ?? '' });
    case 'fee':
      return translate('fee_line_name', locale);
    case 'coupon':
      return translate('coupon_line_name', locale, {
        code: line.couponCode ?? '',
        vat: new Intl.NumberFormat(locale).format(line.taxRateBp / 100),
      });
    default:
      return line.productName ?? '';
  }
}

/** An order to plan and write: lines with their prices already decided (the cart's today, a quotation's quoted). */
export interface OrderToPlace {
  customerId: number;
  locale: Locale;
  canOrder: boolean;
  lines: readonly CheckoutCartLine[];
  /** The price of each line with a quantity, as planCheckout takes them. */
  prices: readonly (LinePrice | null)[];
  /** The lines' variants (loaded by the caller, who may need them afterwards). */
  facts: Iterable<VariantFacts>;
  delivery: AddressRow | undefined;
  invoicing: AddressRow | undefined;
  /** The pickup point the goods go to instead of `delivery`: the order's delivery address (decision 039). */
  pickup?: AddressSnapshot | null;
  carrierId: number | null;
  now: Date;
  /** The cart's promotion code, found usable under its row lock (decision 040). */
  coupon?: CheckoutInput<CarrierRow>['coupon'];
  /** What the order row takes from its origin (cart or quotation) rather than from the plan. */
  origin: {
    uuid: string;
    cartId?: number;
    clientOrderRef: string | null;
    note: string | null;
    suiteName?: string | null;
    paymentModeId: number | null;
  };
}

export type PlacedOrder =
  { ok: true; orderId: number; orderName: string } | { ok: false; refusal: CheckoutRefusal };

/**
 * Plans an order (domain planCheckout: VAT per line, free goods, delivery and low-order fee, backorders, new
 * stock) and writes it with its lines, its confirmation document and the stock, inside the caller's
 * transaction. The one place an order is written from planned lines: the checkout and a quotation's
 * acceptance both come here, so an accepted quotation is the same order a checkout would have written.
 * A refusal is answered, not thrown: each caller says it in its own terms.
 */
export async function placeOrder(ctx: AppContext, db: Executor, o: OrderToPlace): Promise<PlacedOrder> {
  const gift = o.coupon?.terms.kind === 'free_product' ? o.coupon.terms.freeVariantId : null;
  const variantIds = [...o.lines.map((l) => l.variantId), ...(gift !== null ? [gift] : [])];
  const carriers = await repo.activeCarriers(db);
  const undelivered = await repo.undeliveredGoodsCents(db, o.customerId);
  const stockRows = await repo.lockStock(db, variantIds);

  const plan = planCheckout({
    canOrder: o.canOrder,
    lines: o.lines,
    delivery: o.pickup ?? o.delivery,
    invoicing: o.invoicing,
    products: new Map(
      [...o.facts].map((f) => [f.id, { name: variantName(f, o.locale), sku: f.sku, vatRateBp: f.vatRateBp }]),
    ),
    prices: o.prices,
    carriers,
    carrierId: o.carrierId,
    undeliveredGoodsCents: undelivered,
    stock: stockRows,
    ...(o.coupon ? { coupon: o.coupon } : {}),
  });
  if (!plan.ok) return plan;
  const { totals, carrier } = plan;

  const orderId = await repo.nextOrderId(db);
  const lines: OrderLine[] = plan.orderLines.map((line) => {
    const { productName: _productName, promotion, couponCode, ...row } = line;
    return {
      ...row,
      // A coupon line keeps its code where a product line keeps its reference.
      ...(line.kind === 'coupon' ? { sku: couponCode ?? null } : {}),
      orderId,
      name: lineName(line, carrier, o.locale),
      promoRatioMain: promotion?.ratioMainProduct ?? null,
      promoRatioFree: promotion?.ratioPromotionalProduct ?? null,
    };
  });

  const ref = await cachedReferenceData(ctx.db, db);
  // planCheckout refused invalid addresses: both are there (the delivery one may be the pickup point).
  const deliveryAddress = o.pickup ?? addressSnapshot(o.delivery!, ref);
  const invoicing = o.invoicing!;
  const orderName = `S${todayIso(o.now).slice(0, 4)}-${String(orderId).padStart(6, '0')}`;
  await sales.insertOrder(db, {
    id: orderId,
    name: orderName,
    uuid: o.origin.uuid,
    cartId: o.origin.cartId,
    customerId: o.customerId,
    dateOrder: o.now,
    clientOrderRef: o.origin.clientOrderRef,
    note: o.origin.note,
    suiteName: o.origin.suiteName,
    channel: 'web',
    deliveryAddress,
    invoicingAddress: addressSnapshot(invoicing, ref),
    carrierId: carrier?.id ?? null,
    paymentModeId: o.origin.paymentModeId,
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
    customerId: o.customerId,
    saleOrderId: orderId,
    number: orderName,
    channel: 'web',
    date: o.now,
  });
  await repo.saveStock(db, plan.stock);
  return { ok: true, orderId, orderName };
}
