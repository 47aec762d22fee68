import type { Cart, CartLine, Carrier, Locale, SyncReport } from '@vetshop/contract';
import type { Executor } from '@vetshop/db';
import {
  carrierPrice,
  cartCarrier,
  centsToEuros,
  computeTotals,
  countArticles,
  countLines,
  areCartAddressesValid,
  LOW_ORDER_FEE_CENTS,
  LOW_ORDER_THRESHOLD_CENTS,
} from '@vetshop/domain';
import { memo } from '../../cache';
import type { AppContext } from '../../context';
import { cartCouponAssessment, cartCouponView } from '../coupons';
import { addressesByIds } from '../customer';
import { cartRebate } from '../loyalty';
import { cachedPaymentModes } from '../payment';
import type { CustomerContext } from '../../plugins/request-context';
import { displayFacts } from './display-cache';
import { cartPickup } from './pickup-view';
import { salesFigures } from './sales-figures';
import * as repo from './repository';
import type { CarrierRow, CartLineRow, CartRow, VariantFacts } from './repository';

const pct = (bp: number) => bp / 100;

export function variantName(f: Pick<VariantFacts, 'name' | 'variantLabel'>, locale: Locale): string {
  const label = f.variantLabel?.[locale];
  return label ? `${f.name[locale]} - ${label}` : f.name[locale];
}

export function toCarrier(c: CarrierRow, goodsCents: number, locale: Locale): Carrier {
  return {
    id: c.id,
    code: c.code,
    name: c.name[locale],
    description: c.description?.[locale] ?? null,
    price_applied_to_cart: centsToEuros(carrierPrice(c, goodsCents)),
    with_dropoff_site: c.withDropoffSite,
  };
}

/** The cart as the contract shows it: lines with product data, amounts, delivery, fee, addresses. */
/**
 * Active carriers change rarely: read once a minute per database, through `db` (the open transaction, if any —
 * see cachedReferenceData).
 */
export function cachedCarriers(ctx: AppContext, db: Executor): Promise<CarrierRow[]> {
  return memo(ctx.db, 'carriers', 60_000, () => repo.activeCarriers(db));
}

/** What the caller of buildCartView already knows, so that the view does not read it again. */
export interface CartViewInputs {
  /** The sync's report, when the answer is a sync's. */
  sync?: SyncReport;
  /** The customer's sales_version read under the customer's lock in this transaction (see sales-figures.ts). */
  salesVersion?: number;
  /** Facts of variants read from the database in this request (the products a sync changed). */
  facts?: ReadonlyMap<number, VariantFacts>;
}

export async function buildCartView(
  ctx: AppContext,
  db: Executor,
  cart: CartRow,
  lines: CartLineRow[],
  customer: CustomerContext,
  inputs: CartViewInputs = {},
): Promise<Cart> {
  const { sync } = inputs;
  const locale = customer.locale;
  // One after the other: inside a transaction the queries share one connection.
  const factsById = await displayFacts(
    ctx,
    db,
    lines.map((l) => l.variantId),
    inputs.facts,
  );
  const addresses = await addressesByIds(
    ctx,
    db,
    customer.customerId,
    [cart.deliveryAddressId, cart.invoicingAddressId],
    locale,
  );
  const carriers = await cachedCarriers(ctx, db);
  const paymentMode = (await cachedPaymentModes(ctx, db)).find((m) => m.id === cart.paymentModeId) ?? null;
  const sales = await salesFigures(ctx, db, customer.customerId, inputs.salesVersion ?? null);
  // The carrier the order will use (the cart's choice, or the default when it has none or it was retired).
  const carrier = cartCarrier(carriers, cart.carrierId);
  const pickup = await cartPickup(db, cart, carrier);
  const totalsLines = lines.map((l) => ({
    qty: l.qty,
    unitPriceCents: l.unitPriceCents,
    amountCents: l.amountCents,
    vatRateBp: factsById.get(l.variantId)?.vatRateBp ?? 0,
  }));
  // The cart's promotion code, checked against these goods today: its discount, or why it gives none now.
  const coupon = await cartCouponAssessment(db, cart.couponId, {
    customerId: customer.customerId,
    goods: totalsLines,
    today: ctx.today(),
  });
  const totals = computeTotals(totalsLines, carrier, sales.undeliveredCents, coupon?.shares ?? []);
  const viewLines: CartLine[] = lines.map((l, i) => {
    const f = factsById.get(l.variantId);
    const tax = totals.lineTaxCents[i] ?? 0;
    const withoutDiscount = l.unitPriceCents * l.qty;
    return {
      id: l.id,
      product_id: l.variantId,
      name: f ? variantName(f, locale) : `#${l.variantId}`,
      sku: f?.sku ?? '',
      url_key: f?.urlKey[locale] ?? null,
      qty: l.qty,
      options: l.options ?? null,
      unit_price: centsToEuros(l.unitPriceCents),
      net_price: centsToEuros(l.netPriceCents),
      discount: pct(l.discountBp),
      amount: {
        untaxed: centsToEuros(l.amountCents),
        tax: centsToEuros(tax),
        total: centsToEuros(l.amountCents + tax),
        discount_total: centsToEuros(withoutDiscount - l.amountCents),
        total_without_discount: centsToEuros(withoutDiscount),
      },
      qty_unavailable: l.qtyUnavailable,
      qty_unavailable_diff: l.qtyUnavailable - l.qtyUnavailableSeen,
      free_qty: l.freeQty,
      promotion:
        l.promoRatioMain && l.promoRatioPromo
          ? { ratio_main_product: l.promoRatioMain, ratio_promotional_product: l.promoRatioPromo }
          : null,
      is_delivery: false,
      tax_rate: pct(f?.vatRateBp ?? 0),
    };
  });
  const delivery = cart.deliveryAddressId ? (addresses.get(cart.deliveryAddressId) ?? null) : null;
  const invoicing = cart.invoicingAddressId ? (addresses.get(cart.invoicingAddressId) ?? null) : null;
  const lineLikes = lines.map((l) => ({ productId: l.variantId, qty: l.qty, options: l.options ?? null }));
  return {
    id: cart.id,
    uuid: cart.uuid,
    name: cart.name,
    date: cart.updatedAt.toISOString(),
    state: cart.state,
    version: cart.version,
    lines: viewLines,
    count_articles: countArticles(lineLikes),
    count_lines: countLines(lineLikes),
    amount: {
      total: centsToEuros(totals.totalCents),
      untaxed: centsToEuros(totals.untaxedCents),
      tax: centsToEuros(totals.taxCents),
      discount_total: centsToEuros(totals.discountCents),
      total_without_discount: centsToEuros(totals.withoutDiscountCents),
    },
    amount_goods: centsToEuros(totals.goodsCents),
    delivery: {
      address: delivery,
      selected_carrier: carrier ? toCarrier(carrier, totals.goodsCents, locale) : null,
      pickup,
      fees: { delivery: centsToEuros(totals.deliveryCents), low_order_fee: centsToEuros(totals.feeCents) },
      low_order_fee: {
        applies: totals.feeCents > 0,
        amount: centsToEuros(LOW_ORDER_FEE_CENTS),
        threshold: centsToEuros(LOW_ORDER_THRESHOLD_CENTS),
        missing: centsToEuros(totals.feeMissingCents),
      },
    },
    invoicing: { address: invoicing },
    payment_mode: paymentMode
      ? { id: paymentMode.id, code: paymentMode.code, name: paymentMode.name[locale] }
      : null,
    note: cart.note,
    client_order_ref: cart.clientOrderRef,
    suite_name: cart.suiteName,
    addresses_valid: areCartAddressesValid(
      invoicing && { ...invoicing, isDropoffSite: invoicing.is_dropoff_site },
      // Goods collected at a pickup point need no delivery address of the buyer's (the point is the address).
      pickup ? { isDropoffSite: true } : delivery && { ...delivery, isDropoffSite: delivery.is_dropoff_site },
    ),
    can_order: customer.canOrder,
    coupon: coupon ? cartCouponView(coupon, totals.goodsCents, locale) : null,
    year_end_rebate: cartRebate(sales.rebate, totals.goodsCents),
    ...(sync ? { sync } : {}),
  };
}
