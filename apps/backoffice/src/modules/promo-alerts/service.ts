import type { PromoSubscription, PromoSubscriptionList } from '@vetshop/contract';
import { currentPromotions, isVeterinaryRole, type CurrentPromotion } from '@vetshop/domain';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import type { CustomerContext } from '../../plugins/request-context';
import * as repo from './repository';
import { subscriptionView } from './view';

/** Today's promotions of each variant for this buyer (its pricelist, its role's veterinary precedence). */
async function promotionsByVariant(
  ctx: AppContext,
  customer: CustomerContext,
  variantIds: readonly number[],
): Promise<Map<number, CurrentPromotion[]>> {
  const today = ctx.today();
  const rules = await repo.promotionalRules(ctx.db, variantIds, customer.pricelistId, today);
  const byVariant = new Map<number, repo.PromotionalRuleRow[]>();
  for (const rule of rules) byVariant.set(rule.variantId, [...(byVariant.get(rule.variantId) ?? []), rule]);
  const isVeterinary = isVeterinaryRole(customer.role);
  return new Map(
    variantIds.map((id) => [id, currentPromotions(byVariant.get(id) ?? [], { date: today, isVeterinary })]),
  );
}

/** GET promo_subscriptions: the signed-in user's subscriptions, by product name, each with today's promotions. */
export async function listSubscriptions(
  ctx: AppContext,
  customer: CustomerContext,
  page: number,
  perPage: number,
): Promise<PromoSubscriptionList> {
  const { rows, count } = await repo.listSubscriptions(ctx.db, {
    userId: customer.userId,
    role: customer.role,
    locale: customer.locale,
    limit: perPage,
    offset: (page - 1) * perPage,
  });
  const promotions = await promotionsByVariant(
    ctx,
    customer,
    rows.map((r) => r.variant_id),
  );
  return {
    count,
    items: rows.map((r) => subscriptionView(r, promotions.get(r.variant_id) ?? [], customer.locale)),
  };
}

/**
 * POST promo_subscriptions: subscribes the signed-in user to a product they may see (unknown or hidden from
 * them: 404 promo_product_not_found). Idempotent: a second call answers the same subscription.
 */
export async function subscribe(
  ctx: AppContext,
  customer: CustomerContext,
  variantId: number,
): Promise<PromoSubscription> {
  const product = await repo.findVisibleVariant(ctx.db, variantId, customer.role);
  if (!product) throw notFound('promo_product_not_found');
  const at = await repo.subscribe(ctx.db, customer.userId, variantId);
  const promotions = await promotionsByVariant(ctx, customer, [variantId]);
  return subscriptionView(
    { ...product, subscribed_at: at },
    promotions.get(variantId) ?? [],
    customer.locale,
  );
}

/** DELETE promo_subscriptions/{product_id}: not subscribed (or another user's) → 404. */
export async function unsubscribe(
  ctx: AppContext,
  customer: CustomerContext,
  variantId: number,
): Promise<{ product_id: number }> {
  if (!(await repo.unsubscribe(ctx.db, customer.userId, variantId)))
    throw notFound('promo_subscription_not_found');
  return { product_id: variantId };
}
