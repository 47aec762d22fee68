import type { Localized } from '@vetshop/db';
import { lowOrderFee, percentOf, resolvePrice, type IsoDate, type SaleChannel } from '@vetshop/domain';
import { variantSku } from '../codes';
import { addDays, atTime } from '../dates';
import type { Rng } from '../random';
import type { Catalog, GenAddress, GenOrder, GenOrderLine, ReferenceData } from '../types';
import type { CustomerBundle } from './customers';
import { FEE_NAME, serviceLine, snapshot } from './orders';
import { pricingFor, type PricelistCode } from './pricing';
import { SHOWCASE_BY_KEY } from './showcase';

/** One goods line of a fixed open order: a showcase variant and where its units stand. */
export interface OpenLineSpec {
  showcase: string;
  variant: number;
  qty: number;
  delivered: number;
  backorder: number;
}

export interface OpenOrderSpec {
  daysAgo: number;
  channel: SaleChannel;
  clientOrderRef: string;
  lines: OpenLineSpec[];
}

/**
 * The vet demo account's products on order (issue 9 §3), fixed so that pages, tests and demos can rely on
 * them: a made-to-order line (cannot be cancelled) and lines with a backorder in two families, one of them
 * reserved for the e2e journey. Their goods stay under 100 € together: the vet's open orders count for the
 * low-order fee (spec doc 1 §9), and journeys that place a small order expect the fee.
 */
export const VET_OPEN_ORDERS: readonly OpenOrderSpec[] = [
  {
    daysAgo: 3,
    channel: 'phone',
    clientOrderRef: 'BACKORDER-E2E',
    lines: [
      // Reserved for the e2e journey "a vet cancels part of a backorder".
      { showcase: 'cheap', variant: 1, qty: 6, delivered: 1, backorder: 5 },
      { showcase: 'madeToOrder', variant: 1, qty: 1, delivered: 0, backorder: 1 },
    ],
  },
  {
    daysAgo: 6,
    channel: 'fax',
    clientOrderRef: 'BACKORDER-DEMO',
    lines: [{ showcase: 'accents', variant: 1, qty: 4, delivered: 2, backorder: 2 }],
  },
];

/** The fixed open orders of one customer, priced with the domain rules on their order day (names come later). */
export function buildOpenOrders(
  rng: Rng,
  today: IsoDate,
  catalog: Catalog,
  reference: ReferenceData,
  bundle: CustomerBundle,
  specs: readonly OpenOrderSpec[],
): GenOrder[] {
  const { customer, addresses } = bundle;
  const lang = customer.lang as keyof Localized;
  const pricelist = customer.pricelistCode as PricelistCode;
  const invoicing = addresses.find((a) => a.type === 'invoicing') as GenAddress;
  const delivery = addresses.find((a) => a.type === 'delivery' && a.main) ?? invoicing;
  const carrier = reference.carriers.find((c) => c.code === 'standard');
  return specs.map((spec) => {
    const day = addDays(today, -spec.daysAgo);
    const lines: GenOrderLine[] = [];
    let goods = 0;
    let withoutDiscount = 0;
    for (const l of spec.lines) {
      const showcase = SHOWCASE_BY_KEY[l.showcase];
      const sku = variantSku(showcase!.number, l.variant);
      const variant = catalog.variants.find((v) => v.sku === sku)!;
      const product = catalog.products.find((p) => p.code === variant.productCode)!;
      const rules = catalog.priceRules.filter((r) => r.sku === sku);
      const price = resolvePrice(pricingFor(rules, pricelist, variant.indicatedPriceCents ?? null), {
        quantity: l.qty,
        date: day,
        isVeterinary: pricelist === 'veterinary',
      })!;
      const amount = price.netCents * l.qty;
      goods += amount;
      withoutDiscount += price.grossCents * l.qty;
      lines.push({
        kind: 'product',
        sku,
        name: `${product.name[lang]} – ${variant.variantLabel?.[lang] ?? ''}`,
        options: null,
        qty: l.qty,
        qtyDelivered: l.delivered,
        qtyBackorder: l.backorder,
        qtyCanceled: 0,
        unitPriceCents: price.grossCents,
        discountBp: price.discountBp,
        netPriceCents: price.netCents,
        amountUntaxedCents: amount,
        taxRateBp: product.vatRateBp,
        amountTaxCents: percentOf(amount, product.vatRateBp),
        sequence: lines.length + 1,
      });
    }
    const deliveryCents =
      carrier &&
      !(
        carrier.freeOverCents !== null &&
        carrier.freeOverCents !== undefined &&
        goods >= carrier.freeOverCents
      )
        ? (carrier.priceCents ?? 0)
        : 0;
    const feeCents = lowOrderFee({ orderUntaxedCents: goods });
    const deliveryName = carrier?.name[lang] ?? 'standard';
    if (deliveryCents > 0) lines.push(serviceLine(deliveryName, deliveryCents, lines.length + 1, 'delivery'));
    if (feeCents > 0) lines.push(serviceLine(FEE_NAME[lang], feeCents, lines.length + 1, 'fee'));
    const untaxed = goods + deliveryCents + feeCents;
    const tax = lines.reduce((sum, l) => sum + (l.amountTaxCents ?? 0), 0);
    return {
      name: '',
      uuid: rng.uuid(),
      customerRef: customer.ref,
      state: 'sale',
      delivered: false,
      dateOrder: atTime(day, 10, 15),
      dateCommitment: atTime(addDays(day, 14), 12, 0),
      clientOrderRef: spec.clientOrderRef,
      note: null,
      suiteName: null,
      channel: spec.channel,
      carrierCode: 'standard',
      paymentModeCode: customer.paymentModeCode,
      deliveryAddressKey: delivery.key,
      invoicingAddressKey: invoicing.key,
      deliveryAddress: snapshot(delivery),
      invoicingAddress: snapshot(invoicing),
      amountGoodsCents: goods,
      amountDeliveryCents: deliveryCents,
      amountFeeCents: feeCents,
      amountUntaxedCents: untaxed,
      amountTaxCents: tax,
      amountTotalCents: untaxed + tax,
      amountDiscountCents: withoutDiscount - goods,
      amountWithoutDiscountCents: withoutDiscount,
      lines,
    };
  });
}
