import { todayIso, type IsoDate } from '@vetshop/domain';
import { DEFAULT_SEED, DEMO_EXTRA_CUSTOMERS } from '../constants';
import { Rng } from '../random';
import type { DemoDataset, DemoSize, GenUser } from '../types';
import { buildCatalog } from './catalog';
import { clinicCustomer, demoCustomers, randomCustomer, STAFF_USER, type CustomerBundle } from './customers';
import { buildOpenOrders, VET_OPEN_ORDERS } from './open-orders';
import { buildOrders, nameOrders, orderEnv, type OrderPlan } from './orders';
import { withPromoAlertDemoRules } from './promo-alerts';
import { buildReferenceData } from './reference';
import { clinicOrders, generatedRhythmOrders } from './rhythm-orders';

export interface DatasetOptions {
  size: DemoSize;
  seed?: number;
  /** The day "current" prices are valid on; default: today in Brussels. */
  today?: IsoDate;
}

/** Order histories of the demo accounts, in the order of `demoCustomers`. */
const DEMO_PLANS: OrderPlan[] = [
  // vet: 2 pages of 10 with the open orders of VET_OPEN_ORDERS (products on order); this history all delivered
  { count: 12, undelivered: 0, spanDays: 360, cleanDelivered: true },
  { count: 6, undelivered: 1, spanDays: 400 }, // pharma: one order still waiting
  { count: 3, undelivered: 0, spanDays: 300 }, // student
  { count: 2, undelivered: 0, spanDays: 500 }, // blocked: ordered before being blocked
];

/**
 * The whole demo data set, pure and deterministic: the same size, seed and day give the same rows.
 * The seeder inserts it; tests inspect it without a database.
 */
export function buildDemoDataset(opts: DatasetOptions): DemoDataset {
  const seed = opts.seed ?? DEFAULT_SEED;
  const today = opts.today ?? todayIso();
  const reference = buildReferenceData();
  const catalog = buildCatalog(opts.size, seed, today);

  const rngCustomers = Rng.derive(seed, 'customers');
  const planned: { bundle: CustomerBundle; plan: OrderPlan }[] = demoCustomers(rngCustomers).map(
    (bundle, i) => ({
      bundle,
      plan: DEMO_PLANS[i] ?? { count: 0, undelivered: 0, spanDays: 1 },
    }),
  );
  const extra = DEMO_EXTRA_CUSTOMERS[opts.size];
  for (let i = 1; i <= extra; i += 1) {
    const bundle = randomCustomer(rngCustomers, planned.length + 1, i);
    const count = rngCustomers.int(0, 8);
    const undelivered = count > 0 && rngCustomers.chance(0.12) ? 1 : 0;
    planned.push({ bundle, plan: { count, undelivered, spanDays: 720 } });
  }
  const generated = planned.slice(DEMO_PLANS.length).map((p) => p.bundle);
  const history = buildOrders(Rng.derive(seed, 'orders'), today, catalog, reference, planned);
  // clinic@demo.test and the rhythm of the generated customers (issue 23 §2), each from a stream of its own, after
  // every other customer: nothing drawn before moved. The small size (the tests' catalogue) keeps its generated
  // customers' history as it was; the demo and benchmark sizes give them regular and irregular reorders.
  const env = orderEnv(today, catalog, reference);
  const clinic = clinicCustomer(Rng.derive(seed, 'clinic'), planned.length + 1);
  planned.push({ bundle: clinic, plan: { count: 0, undelivered: 0, spanDays: 1 } });
  const rhythm = [
    ...clinicOrders(Rng.derive(seed, 'clinic-orders'), env, clinic),
    ...(opts.size === 'small' ? [] : generatedRhythmOrders(Rng.derive(seed, 'rhythm'), env, generated)),
  ];
  // A stream of its own: the fixed open orders never shift the random history's draws.
  const open = buildOpenOrders(
    Rng.derive(seed, 'open-orders'),
    today,
    catalog,
    reference,
    planned[0]!.bundle,
    VET_OPEN_ORDERS,
  );
  const orders = nameOrders([...history, ...open, ...rhythm]);
  const users: GenUser[] = [...planned.map((p) => p.bundle.user), STAFF_USER];
  return {
    size: opts.size,
    seed,
    today,
    ...reference,
    ...catalog,
    priceRules: withPromoAlertDemoRules(catalog.priceRules, today),
    customers: planned.map((p) => p.bundle.customer),
    addresses: planned.flatMap((p) => p.bundle.addresses),
    users,
    orders,
  };
}
