import type { Locale, SaleDetail, SalesList } from '@vetshop/contract';
import type { AddressSnapshot, Executor } from '@vetshop/db';
import { centsToEuros, type SaleState } from '@vetshop/domain';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { translate, type MessageCode } from '../../i18n/messages';
import type { CustomerContext } from '../../plugins/request-context';
import { saleLineName } from './line-name';
import * as repo from './repository';

const STATE_LABEL: Readonly<Record<SaleState, MessageCode>> = {
  sale: 'state_sale',
  done: 'state_done',
  cancel: 'state_cancel',
};

function address(a: AddressSnapshot | null) {
  if (!a) return null;
  return {
    name: a.name,
    street: a.street,
    street2: a.street2,
    zip: a.zip,
    city: a.city,
    phone: a.phone,
    email: a.email,
    country_code: a.countryCode,
    is_dropoff_site: a.isDropoffSite,
  };
}

export async function listSales(
  ctx: AppContext,
  customer: CustomerContext,
  page: number,
  pageSize: number,
  filter: repo.SalesFilter = {},
): Promise<SalesList> {
  const [total, rows] = await Promise.all([
    repo.countSales(ctx.db, customer.customerId, filter),
    repo.listSales(ctx.db, customer.customerId, pageSize, (page - 1) * pageSize, filter),
  ]);
  return {
    count: total,
    items: rows.map((o) => ({
      id: o.id,
      name: o.name,
      date_order: o.dateOrder.toISOString(),
      state: o.state,
      state_label: translate(STATE_LABEL[o.state], customer.locale),
      delivered: o.delivered,
      customer_ref: o.clientOrderRef,
      suite_name: o.suiteName,
      sale_channel: o.channel,
      amount_untaxed: centsToEuros(o.amountUntaxedCents),
      amount_total: centsToEuros(o.amountTotalCents),
    })),
  };
}

/** One order with its lines (ordered, delivered, to follow, cancelled), addresses, payment and amounts. */
export async function saleDetail(
  db: Executor,
  customerId: number,
  id: number,
  locale: Locale,
): Promise<SaleDetail> {
  const found = await repo.findSale(db, customerId, id);
  if (!found) throw notFound('sale_not_found');
  const { order: o, carrier, paymentMode } = found;
  const lines = await repo.saleLines(db, o.id);
  return {
    id: o.id,
    name: o.name,
    uuid: o.uuid,
    state: o.state,
    state_label: translate(STATE_LABEL[o.state], locale),
    quotation_state: 'draft',
    delivered: o.delivered,
    date_order: o.dateOrder.toISOString(),
    date_commitment: o.dateCommitment?.toISOString() ?? null,
    client_order_ref: o.clientOrderRef,
    customer_ref: o.clientOrderRef,
    suite_name: o.suiteName,
    note: o.note,
    channel: o.channel,
    typology: 'sale',
    lines: lines.map(({ line: l, urlKey, productName, variantLabel }) => ({
      id: l.id,
      kind: l.kind,
      product_id: l.variantId,
      name: saleLineName(
        {
          kind: l.kind,
          storedName: l.name,
          productName,
          variantLabel,
          promoRatio:
            l.promoRatioMain !== null && l.promoRatioFree !== null
              ? { main: l.promoRatioMain, free: l.promoRatioFree }
              : null,
        },
        carrier?.name ?? null,
        locale,
      ),
      sku: l.sku,
      url_key: urlKey?.[locale] ?? null,
      options: l.options ?? null,
      qty: l.qty,
      qty_delivered: l.qtyDelivered,
      qty_unavailable: l.qtyBackorder,
      qty_canceled: l.qtyCanceled,
      unit_price: centsToEuros(l.unitPriceCents),
      discount: l.discountBp / 100,
      net_price: centsToEuros(l.netPriceCents),
      amount: {
        untaxed: centsToEuros(l.amountUntaxedCents),
        tax: centsToEuros(l.amountTaxCents),
        total: centsToEuros(l.amountUntaxedCents + l.amountTaxCents),
      },
      tax_rate: l.taxRateBp / 100,
    })),
    amount: {
      untaxed: centsToEuros(o.amountUntaxedCents),
      tax: centsToEuros(o.amountTaxCents),
      total: centsToEuros(o.amountTotalCents),
      discount_total: centsToEuros(o.amountDiscountCents),
      total_without_discount: centsToEuros(o.amountWithoutDiscountCents),
      goods: centsToEuros(o.amountGoodsCents),
      delivery: centsToEuros(o.amountDeliveryCents),
      fee: centsToEuros(o.amountFeeCents),
    },
    amount_without_delivery: centsToEuros(o.amountUntaxedCents - o.amountDeliveryCents),
    delivery: {
      address: address(o.deliveryAddress ?? null),
      method: carrier ? { id: carrier.id, name: carrier.name[locale] } : null,
      fees: centsToEuros(o.amountDeliveryCents),
    },
    invoicing: { address: address(o.invoicingAddress ?? null) },
    payment: { mode: paymentMode ? { id: paymentMode.id, name: paymentMode.name[locale] } : null },
    year_end_rebate: null,
  };
}

export function getSale(ctx: AppContext, customer: CustomerContext, id: number): Promise<SaleDetail> {
  return saleDetail(ctx.db, customer.customerId, id, customer.locale);
}
