import type { AddressSnapshot, Localized } from '@vetshop/db';
import { lowOrderFee, percentOf, resolvePrice, type IsoDate } from '@vetshop/domain';
import { addDays, atTime } from '../dates';
import type { Rng } from '../random';
import { pad } from '../text';
import type {
  Catalog,
  GenAddress,
  GenOrder,
  GenOrderLine,
  GenPriceRule,
  GenProduct,
  GenVariant,
  ReferenceData,
} from '../types';
import { pushTo } from './collections';
import type { CustomerBundle } from './customers';
import { ORDER_NOTES } from './people';
import { pricingFor, type PricelistCode } from './pricing';

/** VAT of delivery and fee lines (services): 21 %. */
const SERVICE_VAT_BP = 2100;

export interface OrderPlan {
  /** Orders in the history, most of them delivered. */
  count: number;
  /** How many of the most recent ones still wait for delivery (backorders). */
  undelivered: number;
  /** Spread of the history, in days before today. */
  spanDays: number;
  /** No partial cancellations (the vet demo account's history is fully delivered). */
  cleanDelivered?: boolean;
}

export interface Sellable {
  product: GenProduct;
  variant: GenVariant;
  rules: GenPriceRule[];
}

const FREE: Localized = { fr: 'Gratuit', nl: 'Gratis', en: 'Free' };
// The low-order fee's name of the glossary (apps/storefront/app/i18n/GLOSSARY.md), as the back office names it.
export const FEE_NAME: Localized = {
  fr: 'Contribution aux frais (petite commande)',
  nl: 'Bijdrage in de kosten (kleine bestelling)',
  en: 'Small-order fee',
};

export function snapshot(a: GenAddress): AddressSnapshot {
  return {
    id: null,
    name: a.name,
    street: a.street ?? null,
    street2: a.street2 ?? null,
    zip: a.zip ?? null,
    city: a.city ?? null,
    phone: a.phone ?? null,
    email: a.email ?? null,
    countryCode: a.countryCode,
    isDropoffSite: false,
  };
}

/** Delivery and fee lines are charges: "delivered" with the first shipment. */
export function serviceLine(
  name: string,
  cents: number,
  sequence: number,
  kind: 'delivery' | 'fee',
): GenOrderLine {
  return {
    kind,
    sku: null,
    name,
    options: null,
    qty: 1,
    qtyDelivered: 1,
    qtyBackorder: 0,
    qtyCanceled: 0,
    unitPriceCents: cents,
    discountBp: 0,
    netPriceCents: cents,
    amountUntaxedCents: cents,
    taxRateBp: SERVICE_VAT_BP,
    amountTaxCents: percentOf(cents, SERVICE_VAT_BP),
    sequence,
  };
}

/** What every order of the history is built from: the sellable variants, carriers and pickup points. */
export interface OrderEnv {
  today: IsoDate;
  /** Variants a buyer could order on the website (direct order mode, sold online), with their price rules. */
  all: Sellable[];
  forNonVets: Sellable[];
  carriers: Map<string, ReferenceData['carriers'][number]>;
  pickups: ReferenceData['pickupPoints'];
}

export function orderEnv(today: IsoDate, catalog: Catalog, reference: ReferenceData): OrderEnv {
  const rulesBySku = new Map<string, GenPriceRule[]>();
  for (const r of catalog.priceRules) pushTo(rulesBySku, r.sku, r);
  const productByCode = new Map(catalog.products.map((p) => [p.code, p]));
  const all: Sellable[] = [];
  for (const variant of catalog.variants) {
    const product = productByCode.get(variant.productCode);
    if (!product || product.notSoldOnWebsite || product.orderMode !== 'direct') continue;
    all.push({ product, variant, rules: rulesBySku.get(variant.sku) ?? [] });
  }
  return {
    today,
    all,
    forNonVets: all.filter((s) => !s.product.veterinaryOnly),
    carriers: new Map(reference.carriers.map((c) => [c.code, c])),
    // The five historical depots: the orders stay what they were before the carrier had forty (decision 039).
    pickups: reference.pickupPoints.slice(0, 5),
  };
}

/** The variants a customer may order (a non-veterinary one never had a veterinary-only product). */
export const poolOf = (env: OrderEnv, bundle: CustomerBundle): Sellable[] =>
  bundle.customer.pricelistCode === 'veterinary' ? env.all : env.forNonVets;

/** Orders of the demo customers, priced with the domain rules on their order day; named S{year}-{seq}. */
export function buildOrders(
  rng: Rng,
  today: IsoDate,
  catalog: Catalog,
  reference: ReferenceData,
  customers: readonly { bundle: CustomerBundle; plan: OrderPlan }[],
): GenOrder[] {
  const env = orderEnv(today, catalog, reference);
  const orders: GenOrder[] = [];

  for (const { bundle, plan } of customers) {
    const pool = poolOf(env, bundle);
    const daysAgo = Array.from({ length: plan.count }, (_, i) =>
      i < plan.undelivered ? rng.int(1, 10) : rng.int(12, plan.spanDays),
    ).sort((a, b) => b - a);
    daysAgo.forEach((ago, i) => {
      const undelivered = i >= plan.count - plan.undelivered;
      orders.push(
        buildOrder(rng, env, bundle, addDays(today, -ago), {
          undelivered,
          cleanDelivered: plan.cleanDelivered ?? false,
          pick: () => rng.pick(pool),
        }),
      );
    });
  }
  return nameOrders(orders);
}

/**
 * One delivered (or still open) order of `bundle` on `day`: carrier, addresses, product lines drawn by `pick`
 * (a variant drawn twice is drawn again), priced with the domain rules of that day, free goods, delivery and fee.
 * `lineCount` fixes the number of product lines (else 1–5, sometimes up to 8).
 */
export function buildOrder(
  rng: Rng,
  env: OrderEnv,
  bundle: CustomerBundle,
  day: IsoDate,
  opts: { undelivered: boolean; cleanDelivered: boolean; pick: () => Sellable; lineCount?: number },
): GenOrder {
  const { customer, addresses } = bundle;
  const { carriers, pickups } = env;
  const { undelivered } = opts;
  const lang = customer.lang as keyof Localized;
  const pricelist = customer.pricelistCode as PricelistCode;
  const isVeterinary = pricelist === 'veterinary';
  const invoicing = addresses.find((a) => a.type === 'invoicing') as GenAddress;
  const deliveries = addresses.filter((a) => a.type === 'delivery');
  const carrierCode = rng.weighted({ standard: 75, express: 10, pickup: 15 });
  const carrier = carriers.get(carrierCode);
  const delivery = rng.chance(0.8) ? deliveries.find((a) => a.main) : rng.pick(deliveries);
  const pickup = carrierCode === 'pickup' ? rng.pick(pickups) : null;
  const lines: GenOrderLine[] = [];
  const chosen = new Set<string>();
  const lineCount = opts.lineCount ?? rng.int(1, rng.chance(0.7) ? 5 : 8);
  let goods = 0;
  let withoutDiscount = 0;
  for (let k = 0; k < lineCount * 2 && chosen.size < lineCount; k += 1) {
    const s = opts.pick();
    if (chosen.has(s.variant.sku)) continue;
    const qty = rng.chance(0.4) ? 1 : rng.chance(0.6) ? rng.int(2, 5) : rng.pick([6, 10, 12, 24]);
    const price = resolvePrice(pricingFor(s.rules, pricelist, s.variant.indicatedPriceCents ?? null), {
      quantity: qty,
      date: day,
      isVeterinary,
    });
    if (!price) continue;
    chosen.add(s.variant.sku);
    const canceled =
      !opts.cleanDelivered && !undelivered && qty > 1 && rng.chance(0.05) ? rng.int(1, qty - 1) : 0;
    const backorder = undelivered && (lines.length === 0 || rng.chance(0.4)) ? rng.int(1, qty) : 0;
    const billed = qty - canceled;
    const amount = price.netCents * billed;
    goods += amount;
    withoutDiscount += price.grossCents * billed;
    const name = `${s.product.name[lang]} – ${s.variant.variantLabel?.[lang] ?? ''}`;
    const common = {
      sku: s.variant.sku,
      options: null,
      qtyCanceled: canceled,
      taxRateBp: s.product.vatRateBp,
    };
    lines.push({
      ...common,
      kind: 'product',
      name,
      qty,
      qtyDelivered: qty - canceled - backorder,
      qtyBackorder: backorder,
      unitPriceCents: price.grossCents,
      discountBp: price.discountBp,
      netPriceCents: price.netCents,
      amountUntaxedCents: amount,
      amountTaxCents: percentOf(amount, s.product.vatRateBp),
      sequence: lines.length + 1,
    });
    const free = price.promotion?.freeQuantity ?? 0;
    if (free > 0) {
      lines.push({
        ...common,
        kind: 'free_goods',
        name: `${FREE[lang]}${lang === 'fr' ? ' : ' : ': '}${name}`,
        qty: free,
        qtyCanceled: 0,
        qtyDelivered: backorder > 0 ? 0 : free,
        qtyBackorder: backorder > 0 ? free : 0,
        unitPriceCents: 0,
        discountBp: 0,
        netPriceCents: 0,
        amountUntaxedCents: 0,
        amountTaxCents: 0,
        sequence: lines.length + 1,
      });
    }
  }
  const deliveryCents =
    carrier &&
    !(carrier.freeOverCents !== null && carrier.freeOverCents !== undefined && goods >= carrier.freeOverCents)
      ? (carrier.priceCents ?? 0)
      : 0;
  const feeCents = lowOrderFee({ orderUntaxedCents: goods });
  if (deliveryCents > 0)
    lines.push(serviceLine(carrier?.name[lang] ?? carrierCode, deliveryCents, lines.length + 1, 'delivery'));
  if (feeCents > 0) lines.push(serviceLine(FEE_NAME[lang], feeCents, lines.length + 1, 'fee'));
  const untaxed = goods + deliveryCents + feeCents;
  const tax = lines.reduce((sum, l) => sum + (l.amountTaxCents ?? 0), 0);
  const hour = rng.int(8, 17);
  const noteLang = lang === 'nl' ? 'nl' : 'fr';
  return {
    name: '',
    uuid: rng.uuid(),
    customerRef: customer.ref,
    state: undelivered ? 'sale' : 'done',
    delivered: !undelivered,
    dateOrder: atTime(day, hour, rng.int(0, 59)),
    dateCommitment: atTime(addDays(day, rng.int(1, 3)), 12, 0),
    clientOrderRef: rng.chance(0.3) ? `PO-${day.slice(0, 4)}-${pad(rng.int(1, 999), 3)}` : null,
    note: rng.chance(0.1) ? rng.pick(ORDER_NOTES[noteLang]) : null,
    suiteName: rng.chance(0.15) ? `SUITE-${pad(rng.int(1, 99), 2)}` : null,
    channel: rng.weighted({ web: 80, phone: 10, mail: 6, fax: 4 }),
    carrierCode,
    paymentModeCode: customer.paymentModeCode,
    deliveryAddressKey: pickup ? null : (delivery ?? invoicing).key,
    invoicingAddressKey: invoicing.key,
    deliveryAddress: pickup
      ? {
          id: null,
          name: pickup.name,
          street: pickup.street ?? null,
          street2: pickup.street2 ?? null,
          zip: pickup.zip ?? null,
          city: pickup.city ?? null,
          phone: pickup.phone ?? null,
          email: null,
          countryCode: pickup.countryCode ?? 'BE',
          isDropoffSite: true,
        }
      : snapshot(delivery ?? invoicing),
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
}

/** Order numbers follow the order dates: S{year}-{running number within the year}. */
export function nameOrders(orders: GenOrder[]): GenOrder[] {
  const sorted = [...orders].sort(
    (a, b) =>
      (a.dateOrder as Date).getTime() - (b.dateOrder as Date).getTime() || a.uuid.localeCompare(b.uuid),
  );
  const perYear = new Map<number, number>();
  for (const o of sorted) {
    const year = (o.dateOrder as Date).getUTCFullYear();
    const n = (perYear.get(year) ?? 0) + 1;
    perYear.set(year, n);
    o.name = `S${year}-${pad(n, 6)}`;
  }
  return sorted;
}
