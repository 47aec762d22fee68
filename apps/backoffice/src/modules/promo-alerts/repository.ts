import {
  anyOf,
  promoSubscriptions,
  queryRows,
  type Executor,
  type ImageSet,
  type Localized,
} from '@vetshop/db';
import { PROMOTIONAL_RULE_KINDS, type IsoDate, type PromotionalRule, type Role } from '@vetshop/domain';
import { and, eq, sql, type SQL } from 'drizzle-orm';

/** A subscribed product as the list and the mail show it. */
export interface SubscribedProductRow {
  variant_id: number;
  name: Localized;
  variant_label: Localized | null;
  url_key: Localized;
  images: ImageSet[] | null;
  subscribed_at: Date | string;
}

/**
 * Who may see a product (decision 008): active, sold on the website, veterinary-only for vets. The same rule
 * for subscribing, the list and the alerts: a product that disappears for the buyer is neither listed nor
 * alerted (its row stays; DELETE still removes it).
 */
function visibleTo(role: Role | SQL): SQL {
  const isVet = typeof role === 'string' ? sql`${role === 'veterinary'}` : sql`(${role} = 'veterinary')`;
  return sql`v.active AND p.active AND NOT p.not_sold_on_website AND (NOT p.veterinary_only OR ${isVet})`;
}

const productColumns = sql`v.id AS variant_id, p.name, v.variant_label, p.url_key, p.images`;

/** The variant when the buyer may see it (null: unknown or hidden from this buyer, both a 404). */
export async function findVisibleVariant(
  db: Executor,
  variantId: number,
  role: Role,
): Promise<Omit<SubscribedProductRow, 'subscribed_at'> | null> {
  const [row] = await queryRows<Omit<SubscribedProductRow, 'subscribed_at'>>(
    db,
    sql`SELECT ${productColumns}
        FROM variants v JOIN products p ON p.id = v.product_id
        WHERE v.id = ${variantId} AND ${visibleTo(role)}`,
  );
  return row ?? null;
}

/** Subscribes; a second subscription to the same product changes nothing. Returns when it was subscribed. */
export async function subscribe(db: Executor, userId: number, variantId: number): Promise<Date> {
  await db.insert(promoSubscriptions).values({ userId, variantId }).onConflictDoNothing();
  const [row] = await db
    .select({ at: promoSubscriptions.createdAt })
    .from(promoSubscriptions)
    .where(and(eq(promoSubscriptions.userId, userId), eq(promoSubscriptions.variantId, variantId)));
  return row!.at;
}

/** Whether there was a subscription to remove. */
export async function unsubscribe(db: Executor, userId: number, variantId: number): Promise<boolean> {
  const rows = await db
    .delete(promoSubscriptions)
    .where(and(eq(promoSubscriptions.userId, userId), eq(promoSubscriptions.variantId, variantId)))
    .returning({ variantId: promoSubscriptions.variantId });
  return rows.length > 0;
}

/** The user's subscriptions to products they may see, by product name in their language, one page. */
export async function listSubscriptions(
  db: Executor,
  opts: { userId: number; role: Role; locale: string; limit: number; offset: number },
): Promise<{ rows: SubscribedProductRow[]; count: number }> {
  const rows = await queryRows<SubscribedProductRow & { total: string | number }>(
    db,
    sql`SELECT ${productColumns}, s.created_at AS subscribed_at, count(*) OVER () AS total
        FROM promo_subscriptions s
        JOIN variants v ON v.id = s.variant_id
        JOIN products p ON p.id = v.product_id
        WHERE s.user_id = ${opts.userId} AND ${visibleTo(opts.role)}
        ORDER BY lower(p.name ->> ${opts.locale}), v.id
        LIMIT ${opts.limit} OFFSET ${opts.offset}`,
  );
  if (rows.length > 0 || opts.offset === 0) return { rows, count: Number(rows[0]?.total ?? 0) };
  // A page past the end has no row to carry the total.
  const [count] = await queryRows<{ n: string | number }>(
    db,
    sql`SELECT count(*) AS n FROM promo_subscriptions s
        JOIN variants v ON v.id = s.variant_id JOIN products p ON p.id = v.product_id
        WHERE s.user_id = ${opts.userId} AND ${visibleTo(opts.role)}`,
  );
  return { rows, count: Number(count?.n ?? 0) };
}

export interface PromotionalRuleRow extends PromotionalRule {
  variantId: number;
}

/**
 * The promotional rules of these variants that apply to a pricelist (its own or every pricelist's) and are
 * valid at some point from `from` on (older ones can no longer be current nor end later).
 */
export async function promotionalRules(
  db: Executor,
  variantIds: readonly number[],
  pricelistId: number,
  from: IsoDate,
): Promise<PromotionalRuleRow[]> {
  if (variantIds.length === 0) return [];
  return queryRows<PromotionalRuleRow>(
    db,
    sql`SELECT id, variant_id AS "variantId", kind, veterinary, ratio_main AS "ratioMain",
               ratio_promo AS "ratioPromo", date_start::text AS "dateStart", date_end::text AS "dateEnd"
        FROM price_rules
        WHERE ${anyOf(sql`variant_id`, variantIds, 'int')}
          AND ${anyOf(sql`kind`, PROMOTIONAL_RULE_KINDS, 'text')}
          AND (pricelist_id IS NULL OR pricelist_id = ${pricelistId})
          AND (date_end IS NULL OR date_end >= ${from}::date)
        ORDER BY id`,
  );
}

/** A subscription the job may alert: its user (a buyer's, active), the product, the buyer's prices. */
export interface AlertCandidateRow extends Omit<SubscribedProductRow, 'subscribed_at' | 'images'> {
  user_id: number;
  login: string;
  locale: string;
  role: Role;
  pricelist_id: number;
}

/**
 * Subscriptions whose product has a promotional rule for the subscriber's pricelist ending between `from`
 * and `to` (inclusive): the only ones that can be due. Which rule really is the subscriber's (veterinary
 * precedence, validity today) the domain decides.
 */
export function alertCandidates(db: Executor, from: IsoDate, to: IsoDate): Promise<AlertCandidateRow[]> {
  return queryRows<AlertCandidateRow>(
    db,
    sql`SELECT s.user_id, u.login, u.locale, c.role, c.pricelist_id, v.id AS variant_id, p.name,
               v.variant_label, p.url_key
        FROM promo_subscriptions s
        JOIN users u ON u.id = s.user_id AND u.active AND NOT u.is_staff
        JOIN customers c ON c.id = u.customer_id
        JOIN variants v ON v.id = s.variant_id
        JOIN products p ON p.id = v.product_id
        WHERE ${visibleTo(sql`c.role`)}
          AND EXISTS (
            SELECT 1 FROM price_rules r
            WHERE r.variant_id = s.variant_id
              AND ${anyOf(sql`r.kind`, PROMOTIONAL_RULE_KINDS, 'text')}
              AND (r.pricelist_id IS NULL OR r.pricelist_id = c.pricelist_id)
              AND r.date_end BETWEEN ${from}::date AND ${to}::date)
        ORDER BY s.user_id, v.id`,
  );
}
