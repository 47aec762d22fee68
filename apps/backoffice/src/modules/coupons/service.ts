import type { CartCoupon, Locale, StaffCoupon, StaffCouponCreate } from '@vetshop/contract';
import type { Executor } from '@vetshop/db';
import {
  centsToEuros,
  COUPON_CODE_PATTERN,
  couponRefusal,
  couponShares,
  formatMoney,
  normalizeCouponCode,
  sumCents,
  toCents,
  type CouponGoodsLine,
  type CouponRefusal,
  type CouponShare,
  type CouponTerms,
} from '@vetshop/domain';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../errors';
import { translate } from '../../i18n/messages';
import * as repo from './repository';
import type { CouponRow, GiftVariant } from './repository';

export function termsOf(row: CouponRow): CouponTerms {
  return {
    kind: row.kind,
    percentBp: row.percentBp,
    amountCents: row.amountCents,
    freeVariantId: row.freeVariantId,
    freeQty: row.freeQty,
    minOrderCents: row.minOrderCents,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    perCustomerLimit: row.perCustomerLimit,
    totalLimit: row.totalLimit,
    usedCount: row.usedCount,
    ended: row.endedAt !== null,
  };
}

const giftName = (gift: GiftVariant, locale: Locale) => {
  const label = gift.variantLabel?.[locale];
  return label ? `${gift.name[locale]} - ${label}` : gift.name[locale];
};

/** What the code gives, in the buyer's language. */
function label(row: CouponRow, gift: GiftVariant | null, locale: Locale): string {
  switch (row.kind) {
    case 'percent':
      return translate('coupon_label_percent', locale, {
        percent: new Intl.NumberFormat(locale).format((row.percentBp ?? 0) / 100),
      });
    case 'amount':
      return translate('coupon_label_amount', locale, { amount: formatMoney(row.amountCents ?? 0, locale) });
    case 'free_product':
      return translate('coupon_label_free', locale, {
        qty: row.freeQty,
        name: gift ? giftName(gift, locale) : '',
      });
  }
}

/** What a refusal's message needs for the buyer to act on it (the minimum and what is missing, the first day). */
function refusalParams(refusal: CouponRefusal, row: CouponRow | null, goodsCents: number, locale: Locale) {
  const params: Record<string, string> = {};
  if (refusal === 'coupon_min_order' && row) {
    params.min = formatMoney(row.minOrderCents, locale);
    params.missing = formatMoney(Math.max(0, row.minOrderCents - goodsCents), locale);
  }
  if (refusal === 'coupon_not_started' && row?.startsOn)
    params.date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${row.startsOn}T00:00:00Z`),
    );
  return params;
}

/** The refusal as the one error type, on the code field. */
export function refusalError(
  refusal: CouponRefusal,
  row: CouponRow | null,
  goodsCents: number,
  locale: Locale,
) {
  const params = refusalParams(refusal, row, goodsCents, locale);
  return new AppError(422, refusal, params, [{ path: 'body.code', code: refusal, params }]);
}

/** A cart's code as it stands now: usable (with its discount) or not (with why). */
export interface CouponAssessment {
  row: CouponRow;
  terms: CouponTerms;
  refusal: CouponRefusal | null;
  shares: CouponShare[];
  gift: GiftVariant | null;
}

export async function assess(
  db: Executor,
  row: CouponRow,
  o: { customerId: number; goods: readonly CouponGoodsLine[]; today: string },
): Promise<CouponAssessment> {
  const terms = termsOf(row);
  const gift = row.freeVariantId !== null ? await repo.giftVariant(db, row.freeVariantId) : null;
  const goodsCents = sumCents(o.goods.map((g) => g.amountCents));
  const refusal = couponRefusal(terms, {
    today: o.today,
    goodsCents,
    customerUses: terms.perCustomerLimit !== null ? await repo.customerUses(db, row.id, o.customerId) : 0,
    freeProductAvailable: gift?.active ?? false,
  });
  return { row, terms, refusal, shares: refusal ? [] : couponShares(terms, o.goods), gift };
}

/** The code of a cart (its `coupon_id`), assessed against its goods; null without one (and no query). */
export async function cartCouponAssessment(
  db: Executor,
  couponId: number | null,
  o: { customerId: number; goods: readonly CouponGoodsLine[]; today: string },
): Promise<CouponAssessment | null> {
  const row = couponId !== null ? await repo.findCoupon(db, couponId) : null;
  return row ? assess(db, row, o) : null;
}

/** The cart's code as the contract shows it. */
export function cartCouponView(a: CouponAssessment, goodsCents: number, locale: Locale): CartCoupon {
  return {
    code: a.row.code,
    kind: a.row.kind,
    label: label(a.row, a.gift, locale),
    discount: centsToEuros(sumCents(a.shares.map((s) => s.cents))),
    discount_tax: centsToEuros(sumCents(a.shares.map((s) => s.taxCents))),
    applies: a.refusal === null,
    problem: a.refusal
      ? {
          code: a.refusal,
          message: translate(a.refusal, locale, refusalParams(a.refusal, a.row, goodsCents, locale)),
        }
      : null,
  };
}

/**
 * The buyer's code for the cart (POST carts/current/coupon), inside the caller's transaction under the customer's
 * lock: found (ignoring case and spaces) and usable on these goods today; its id is what the cart keeps, in place of
 * any other. A refusal is thrown: nothing changes.
 */
export async function usableCode(
  db: Executor,
  o: {
    customerId: number;
    code: string;
    goods: readonly CouponGoodsLine[];
    today: string;
    locale: Locale;
  },
): Promise<number> {
  const code = normalizeCouponCode(o.code);
  const row = await repo.findCouponByCode(db, code);
  const goodsCents = sumCents(o.goods.map((g) => g.amountCents));
  if (!row) throw refusalError('coupon_unknown', null, goodsCents, o.locale);
  const a = await assess(db, row, o);
  if (a.refusal) throw refusalError(a.refusal, row, goodsCents, o.locale);
  return row.id;
}

/**
 * At confirmation, under the code's row lock: one more use, unless the total is reached meanwhile (another
 * buyer's order took the last one), then the redemption that counts the customer's uses.
 */
export async function redeem(
  db: Executor,
  a: CouponAssessment,
  o: { customerId: number; orderId: number; now: Date },
): Promise<boolean> {
  if (!(await repo.takeUse(db, a.row.id))) return false;
  await repo.insertRedemption(db, {
    couponId: a.row.id,
    customerId: o.customerId,
    orderId: o.orderId,
    code: a.row.code,
    discountCents: sumCents(a.shares.map((s) => s.cents)),
    redeemedAt: o.now,
  });
  return true;
}

export const lockCoupon = repo.lockCoupon;

// ---- staff

function status(row: CouponRow, today: string): StaffCoupon['status'] {
  if (row.endedAt) return 'ended';
  if (row.endsOn !== null && today > row.endsOn) return 'expired';
  if (row.totalLimit !== null && row.usedCount >= row.totalLimit) return 'used_up';
  if (row.startsOn !== null && today < row.startsOn) return 'scheduled';
  return 'active';
}

async function toStaffCoupon(
  db: Executor,
  row: CouponRow,
  today: string,
  locale: Locale,
): Promise<StaffCoupon> {
  const gift = row.freeVariantId !== null ? await repo.giftVariant(db, row.freeVariantId) : null;
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    percent: row.percentBp !== null ? row.percentBp / 100 : null,
    amount: row.amountCents !== null ? centsToEuros(row.amountCents) : null,
    free_product: gift
      ? { id: gift.id, name: giftName(gift, locale), sku: gift.sku, qty: row.freeQty }
      : null,
    min_order: centsToEuros(row.minOrderCents),
    starts_on: row.startsOn,
    ends_on: row.endsOn,
    per_customer_limit: row.perCustomerLimit,
    total_limit: row.totalLimit,
    used_count: row.usedCount,
    ended_at: row.endedAt?.toISOString() ?? null,
    status: status(row, today),
    created_at: row.createdAt.toISOString(),
  };
}

export async function staffList(ctx: AppContext, locale: Locale): Promise<{ rows: StaffCoupon[] }> {
  const today = ctx.today();
  const rows = await repo.listCoupons(ctx.db);
  const out: StaffCoupon[] = [];
  for (const row of rows) out.push(await toStaffCoupon(ctx.db, row, today, locale));
  return { rows: out };
}

const invalid = (path: string) =>
  new AppError(422, 'invalid_input', {}, [{ path, code: 'field_invalid_value' }]);

export async function staffCreate(
  ctx: AppContext,
  userId: number,
  body: StaffCouponCreate,
  locale: Locale,
): Promise<StaffCoupon> {
  const code = normalizeCouponCode(body.code);
  if (!COUPON_CODE_PATTERN.test(code)) throw invalid('body.code');
  if (body.starts_on && body.ends_on && body.ends_on < body.starts_on) throw invalid('body.ends_on');
  let freeVariantId: number | null = null;
  if (body.kind === 'percent' && !body.percent) throw invalid('body.percent');
  if (body.kind === 'amount' && !body.amount) throw invalid('body.amount');
  if (body.kind === 'free_product') {
    const variant = body.free_product_sku ? await repo.variantBySku(ctx.db, body.free_product_sku) : null;
    if (!variant?.active) throw invalid('body.free_product_sku');
    freeVariantId = variant.id;
  }
  const created = await repo.insertCoupon(ctx.db, {
    code,
    kind: body.kind,
    percentBp: body.kind === 'percent' ? Math.round((body.percent ?? 0) * 100) : null,
    amountCents: body.kind === 'amount' ? toCents(body.amount ?? 0) : null,
    freeVariantId,
    freeQty: body.kind === 'free_product' ? (body.free_qty ?? 1) : 1,
    minOrderCents: toCents(body.min_order ?? 0),
    startsOn: body.starts_on ?? null,
    endsOn: body.ends_on ?? null,
    perCustomerLimit: body.per_customer_limit ?? null,
    totalLimit: body.total_limit ?? null,
    createdBy: userId,
    createdAt: ctx.now(),
  });
  if (!created)
    throw new AppError(409, 'coupon_code_taken', {}, [{ path: 'body.code', code: 'coupon_code_taken' }]);
  return toStaffCoupon(ctx.db, created, ctx.today(), locale);
}

export async function staffEnd(ctx: AppContext, id: number, locale: Locale): Promise<StaffCoupon> {
  const row = await repo.endCoupon(ctx.db, id, ctx.now());
  if (!row) throw notFound();
  return toStaffCoupon(ctx.db, row, ctx.today(), locale);
}
