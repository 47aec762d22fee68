import type { ConfirmBody, SaleDetail } from '@vetshop/contract';
import type { AddressSnapshot, saleOrderLines } from '@vetshop/db';
import {
  orderedLines,
  planCheckout,
  todayIso,
  type CheckoutRefusal,
  type PlannedOrderLine,
} from '@vetshop/domain';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../errors';
import { translate } from '../../i18n/messages';
import type { CustomerContext } from '../../plugins/request-context';
import { cachedReferenceData, findAddresses, type AddressRow } from '../customer';
import { recordOrderConfirmation } from '../documents';
import * as sales from '../sales';
import { priceLines } from './pricing';
import * as repo from './repository';
import type { CarrierRow } from './repository';
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

/** A planner refusal as the one error type (403 for the account, 422 for the cart). */
function refusalError(refusal: CheckoutRefusal): AppError {
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
function lineName(line: PlannedOrderLine, carrier: CarrierRow | null, locale: CustomerContext['locale']) {
  switch (line.kind) {
    case 'free_goods':
      return translate('free_goods_line_name', locale, {
        name: line.productName ?? '',
        main: line.promotion?.ratioMainProduct ?? 0,
        promo: line.promotion?.ratioPromotionalProduct ?? 0,
      });
    case 'delivery':
      return translate('delivery_line_name', locale, { carrier: carrier?.name[locale] ?? '' });
    case 'fee':
      return translate('fee_line_name', locale);
    default:
      return line.productName ?? '';
  }
}

export interface ConfirmResult {
  sale: SaleDetail;
  /** Products whose stock changed (their search documents need a refresh). */
  touchedProductIds: number[];
  created: boolean;
}

/**
 * POST carts/confirm: turns the cart into an order in ONE database transaction. What the order is
 * (prices recomputed here, never trusted from the cart; free goods, low-order fee, VAT per line,
 * backorders, new stock) is planned by the domain's planCheckout; this loads, persists and closes the
 * cart. Confirming an already confirmed cart answers with the order it became, so a retried confirm
 * never orders twice.
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
    const rows = orderedLines(await repo.loadLines(db, cart.id));

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
    const variantIds = rows.map((r) => r.variantId);
    const facts = new Map((await repo.variantFacts(db, variantIds)).map((f) => [f.id, f]));
    const prices = await priceLines(
      db,
      rows.map((r) => ({ variantId: r.variantId, qty: r.qty })),
      { pricelistId: customer.pricelistId, isVeterinary: customer.role === 'veterinary', today },
    );
    const carriers = await repo.activeCarriers(db);
    const undelivered = await repo.undeliveredGoodsCents(db, customer.customerId);
    const stockRows = await repo.lockStock(db, variantIds);

    const plan = planCheckout({
      canOrder: locked.canOrder,
      lines: rows,
      delivery,
      invoicing,
      products: new Map(
        [...facts.values()].map((f) => [
          f.id,
          { name: variantName(f, locale), sku: f.sku, vatRateBp: f.vatRateBp },
        ]),
      ),
      prices,
      carriers,
      carrierId: cart.carrierId,
      undeliveredGoodsCents: undelivered,
      stock: stockRows,
    });
    if (!plan.ok) throw refusalError(plan.refusal);
    const { totals, carrier } = plan;

    const orderId = await repo.nextOrderId(db);
    const lines: OrderLine[] = plan.orderLines.map((line) => {
      const { productName: _productName, promotion, ...row } = line;
      return {
        ...row,
        orderId,
        name: lineName(line, carrier, locale),
        promoRatioMain: promotion?.ratioMainProduct ?? null,
        promoRatioFree: promotion?.ratioPromotionalProduct ?? null,
      };
    });

    const { countries } = await cachedReferenceData(ctx.db, db);
    const countryCode = (a: AddressRow) => countries.find((c) => c.id === a.countryId)?.code ?? null;
    // planCheckout refused invalid addresses: both are there.
    const deliveryAddress = delivery!;
    const invoicingAddress = invoicing!;
    const orderName = `S${today.slice(0, 4)}-${String(orderId).padStart(6, '0')}`;
    await sales.insertOrder(db, {
      id: orderId,
      name: orderName,
      uuid: cart.uuid,
      cartId: cart.id,
      customerId: customer.customerId,
      dateOrder: now,
      clientOrderRef: (body.customer_ref ?? cart.clientOrderRef) || null,
      note: (body.note ?? cart.note) || null,
      suiteName: (body.suite_name ?? cart.suiteName) || null,
      channel: 'web',
      deliveryAddress: snapshot(deliveryAddress, countryCode(deliveryAddress)),
      invoicingAddress: snapshot(invoicingAddress, countryCode(invoicingAddress)),
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
    await recordOrderConfirmation(db, {
      customerId: customer.customerId,
      saleOrderId: orderId,
      number: orderName,
      channel: 'web',
      date: now,
    });
    await repo.saveStock(db, plan.stock);
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
