import type { BackorderLine, Locale, ProductsOnOrderList } from '@vetshop/contract';
import type { Executor } from '@vetshop/db';
import {
  maxCancellableQuantity,
  orderStateAfterChange,
  orderTotalsAfterCancellation,
  planBackorderCancellation,
  qtyToDeliver,
  SERVICE_VAT_BP,
  type BackorderCancellationRefusal,
} from '@vetshop/domain';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../errors';
import { translate } from '../../i18n/messages';
import type { CustomerContext } from '../../plugins/request-context';
import { undeliveredGoodsCents } from '../carts';
import { saleLineName } from '../sales';
import * as repo from './repository';
import type { BackorderFilter, BackorderRow } from './repository';

function toContract(row: BackorderRow, locale: Locale): BackorderLine {
  const line = { qty: row.qty, qtyDelivered: row.qty_delivered, qtyCanceled: row.qty_canceled };
  return {
    order_line_id: row.id,
    product_id: row.variant_id,
    description: saleLineName(
      {
        kind: 'product',
        storedName: row.name,
        productName: row.product_name,
        variantLabel: row.variant_label,
      },
      null,
      locale,
    ),
    sku: row.sku,
    url_key: row.url_key?.[locale] ?? null,
    product_family: row.family,
    is_mto: !!row.is_mto,
    has_backorder: row.qty_backorder > 0,
    order_id: row.order_id,
    order_ref: row.order_ref,
    order_date: new Date(row.date_order).toISOString(),
    customer_ref: row.client_order_ref,
    qty_ordered: row.qty,
    qty_delivered: row.qty_delivered,
    qty_canceled: row.qty_canceled,
    qty_to_deliver: qtyToDeliver(line),
    qty_in_backorder: row.qty_backorder,
    qty_cancellable: maxCancellableQuantity({ qtyBackorder: row.qty_backorder, isMto: !!row.is_mto }),
  };
}

export async function listProductsOnOrder(
  ctx: AppContext,
  customer: CustomerContext,
  filter: BackorderFilter,
  page: number,
  perPage: number,
): Promise<ProductsOnOrderList> {
  const rows = await repo.listBackorderLines(
    ctx.db,
    customer.customerId,
    filter,
    perPage,
    (page - 1) * perPage,
  );
  // A page past the end has no rows to carry the total: count the list then.
  const count =
    rows.length > 0
      ? Number(rows[0]!.total)
      : page > 1
        ? ((await repo.listBackorderLines(ctx.db, customer.customerId, filter, 1, 0)).map((r) =>
            Number(r.total),
          )[0] ?? 0)
        : 0;
  return { count, items: rows.map((r) => toContract(r, customer.locale)) };
}

export async function getProductOnOrder(
  ctx: AppContext,
  customer: CustomerContext,
  lineId: number,
): Promise<BackorderLine> {
  const row = await repo.findBackorderLine(ctx.db, customer.customerId, lineId);
  if (!row) throw notFound('backorder_line_not_found');
  return toContract(row, customer.locale);
}

/** A refusal of the domain's rule as the one error type: 422, the quantity's field named as a 400 names it. */
function refusalError(refusal: BackorderCancellationRefusal): AppError {
  if (refusal.code === 'backorder_quantity_invalid')
    return new AppError(422, refusal.code, { max: refusal.max }, [
      { path: 'body.quantity', code: refusal.code, params: { max: refusal.max } },
    ]);
  return new AppError(422, refusal.code);
}

/**
 * POST products_on_order/cancel/{id}: cancels `quantity` units of a line's backorder in ONE transaction.
 * The customer is locked first (as the checkout does), then the order: two cancellations of the same line
 * run one after the other and the second sees what the first left, so together they never cancel more
 * than the backorder. The rule is the domain's; the order's amounts are recomputed with the checkout's
 * totals (delivery as charged, the low-order fee re-applied) and its fee line follows them.
 */
export async function cancelBackorder(
  ctx: AppContext,
  customer: CustomerContext,
  lineId: number,
  quantity: number,
): Promise<BackorderLine> {
  return ctx.db.transaction(async (db) => {
    await repo.lockCustomer(db, customer.customerId);
    const row = await repo.findBackorderLine(db, customer.customerId, lineId);
    if (!row) throw notFound('backorder_line_not_found');
    const order = await repo.lockOrder(db, row.order_id);
    if (!order) throw notFound('backorder_line_not_found');
    const plan = planBackorderCancellation(
      {
        qty: row.qty,
        qtyDelivered: row.qty_delivered,
        qtyBackorder: row.qty_backorder,
        qtyCanceled: row.qty_canceled,
        isMto: !!row.is_mto,
        netPriceCents: row.net_price_cents,
        taxRateBp: row.tax_rate_bp,
      },
      quantity,
    );
    if (!plan.ok) throw refusalError(plan.refusal);
    await repo.updateLine(db, lineId, plan.line);
    await recomputeOrder(db, customer, order.id, order.amountDeliveryCents);
    return toContract(
      { ...row, qty_backorder: plan.line.qtyBackorder, qty_canceled: plan.line.qtyCanceled },
      customer.locale,
    );
  });
}

/** The order's amounts, its delivery and fee lines and its state after one of its goods lines changed. */
async function recomputeOrder(
  db: Executor,
  customer: CustomerContext,
  orderId: number,
  chargedDeliveryCents: number,
): Promise<void> {
  const lines = await repo.orderLines(db, orderId);
  const goods = lines.filter((l) => l.kind === 'product');
  const others = await undeliveredGoodsCents(db, customer.customerId, orderId);
  const totals = orderTotalsAfterCancellation(
    goods.map((l) => ({
      qty: l.qty,
      qtyCanceled: l.qtyCanceled,
      unitPriceCents: l.unitPriceCents,
      amountUntaxedCents: l.amountUntaxedCents,
      taxRateBp: l.taxRateBp,
    })),
    chargedDeliveryCents,
    others,
  );
  const charge = (cents: number, taxCents: number) => ({
    unitPriceCents: cents,
    netPriceCents: cents,
    amountUntaxedCents: cents,
    amountTaxCents: taxCents,
  });
  const delivery = lines.find((l) => l.kind === 'delivery');
  if (delivery && totals.deliveryCents !== delivery.amountUntaxedCents) {
    if (totals.deliveryCents === 0) await repo.deleteLine(db, delivery.id);
    else await repo.updateLine(db, delivery.id, charge(totals.deliveryCents, totals.deliveryTaxCents));
  }
  const fee = lines.find((l) => l.kind === 'fee');
  if (fee && totals.feeCents === 0) await repo.deleteLine(db, fee.id);
  else if (fee) await repo.updateLine(db, fee.id, charge(totals.feeCents, totals.feeTaxCents));
  else if (totals.feeCents > 0)
    await repo.insertLine(db, {
      orderId,
      kind: 'fee',
      name: translate('fee_line_name', customer.locale),
      qty: 1,
      taxRateBp: SERVICE_VAT_BP,
      sequence: Math.max(0, ...lines.map((l) => l.sequence)) + 1,
      ...charge(totals.feeCents, totals.feeTaxCents),
    });
  await repo.updateOrder(db, orderId, {
    amountGoodsCents: totals.goodsCents,
    amountDeliveryCents: totals.deliveryCents,
    amountFeeCents: totals.feeCents,
    amountUntaxedCents: totals.untaxedCents,
    amountTaxCents: totals.taxCents,
    amountTotalCents: totals.totalCents,
    amountDiscountCents: totals.discountCents,
    amountWithoutDiscountCents: totals.withoutDiscountCents,
    ...orderStateAfterChange(goods),
  });
}
