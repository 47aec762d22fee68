import type {
  FiveYears,
  KeyFigures,
  MonthlyOrdered,
  ProductMonthlyOrdered,
  TopOrdered,
} from '@vetshop/contract';
import { centsToEuros, STATISTICS_YEARS, type ProductFamily, type TopOrderedFilter } from '@vetshop/domain';
import type { AppContext } from '../../context';
import type { CustomerContext } from '../../plugins/request-context';
import { fiveYears as shapeFiveYears, monthlyOrdered as shapeMonthly, sameDayLastYear } from './expenses';
import type { Expense, OrderCount } from './expenses';
import { productMonthlyOrdered as shapeProductMonths, windowStart } from './product-months';
import * as repo from './repository';

export interface TopOrderedQuery {
  page: number;
  per_page: number;
  filter: TopOrderedFilter;
  supplier_discount_only?: boolean | undefined;
  product_families: ProductFamily[];
}

/** GET sale_statistics/top_ordered: the customer's most ordered products, one page. */
export async function topOrdered(
  ctx: AppContext,
  customer: CustomerContext,
  q: TopOrderedQuery,
): Promise<TopOrdered> {
  const rows = await repo.topOrderedRows(
    ctx.db,
    customer.customerId,
    {
      filter: q.filter,
      supplierDiscountOnly: q.supplier_discount_only === true,
      families: q.product_families,
      today: ctx.today(),
      veterinary: customer.role === 'veterinary',
    },
    q.per_page,
    (q.page - 1) * q.per_page,
  );
  return {
    count: Number(rows[0]?.total ?? 0),
    items: rows.map((r) => ({
      product_id: r.product_id,
      ordered_count: Number(r.ordered_count),
      orders: Number(r.orders),
      date_last_ordered: new Date(r.last).toISOString(),
      product_family: r.family,
      has_promotion: r.has_promotion === true,
    })),
  };
}

const toExpenses = (rows: repo.ExpenseRow[]): Expense[] =>
  rows.map((r) => ({
    year: Number(r.year),
    month: Number(r.month),
    family: r.family,
    cents: Number(r.cents),
  }));
const toCounts = (rows: repo.OrderCountRow[]): OrderCount[] =>
  rows.map((r) => ({ year: Number(r.year), month: Number(r.month), orders: Number(r.orders) }));

/** GET sale_statistics/key_figures. */
export async function keyFigures(ctx: AppContext, customer: CustomerContext): Promise<KeyFigures> {
  const today = ctx.today();
  const year = Number(today.slice(0, 4));
  const [thisYear, lastYear, counts, backorders, quotations] = await Promise.all([
    repo.expenseRows(ctx.db, customer.customerId, year, year, today),
    repo.expenseRows(ctx.db, customer.customerId, year - 1, year - 1, sameDayLastYear(today)),
    repo.orderCountRows(ctx.db, customer.customerId, year, year),
    repo.openBackorderCount(ctx.db, customer.customerId),
    repo.openQuotationCounts(ctx.db, customer.customerId),
  ]);
  const sum = (rows: Expense[]) => rows.reduce((a, r) => a + r.cents, 0);
  return {
    year,
    today,
    orders_this_year: toCounts(counts).reduce((a, c) => a + c.orders, 0),
    amount_this_year: centsToEuros(sum(toExpenses(thisYear))),
    amount_last_year_to_date: centsToEuros(sum(toExpenses(lastYear))),
    open_backorders: backorders,
    open_quotations: {
      total: quotations.draft + quotations.customer_request + quotations.waiting_acceptation,
      ...quotations,
    },
  };
}

/** GET sale_statistics/monthly_ordered/:year. */
export async function monthlyOrdered(
  ctx: AppContext,
  customer: CustomerContext,
  year: number,
): Promise<MonthlyOrdered> {
  const [expenses, counts] = await Promise.all([
    repo.expenseRows(ctx.db, customer.customerId, year, year),
    repo.orderCountRows(ctx.db, customer.customerId, year, year),
  ]);
  return shapeMonthly(year, ctx.today(), toExpenses(expenses), toCounts(counts));
}

/** GET sale_statistics/five_years: this year and the four before. */
export async function fiveYears(ctx: AppContext, customer: CustomerContext): Promise<FiveYears> {
  const year = Number(ctx.today().slice(0, 4));
  const from = year - STATISTICS_YEARS + 1;
  const [expenses, counts] = await Promise.all([
    repo.expenseRows(ctx.db, customer.customerId, from, year),
    repo.orderCountRows(ctx.db, customer.customerId, from, year),
  ]);
  return shapeFiveYears(year, STATISTICS_YEARS, toExpenses(expenses), toCounts(counts));
}

/**
 * GET sale_statistics/monthly_ordered/product/:product_id: the customer's own units of one variant by month, this
 * month and the 11 before. A variant never ordered by this customer (or unknown) answers zeros like a year without
 * orders: the answer depends on the caller's own orders only, so it says nothing of other customers nor of products
 * hidden from the caller.
 */
export async function productMonthlyOrdered(
  ctx: AppContext,
  customer: CustomerContext,
  variantId: number,
): Promise<ProductMonthlyOrdered> {
  const today = ctx.today();
  const [rows, last] = await Promise.all([
    repo.productMonthRows(ctx.db, customer.customerId, variantId, windowStart(today)),
    repo.productLastOrdered(ctx.db, customer.customerId, variantId),
  ]);
  return shapeProductMonths(
    variantId,
    today,
    rows.map((r) => ({
      year: Number(r.year),
      month: Number(r.month),
      quantity: Number(r.quantity),
      orders: Number(r.orders),
    })),
    last,
  );
}
