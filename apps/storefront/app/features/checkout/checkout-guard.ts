import type { CheckoutBlock, CheckoutGuard } from '@vetshop/cart';

/** Why the buyer cannot go on to the order confirmation now (shown next to the disabled button). */
export type CheckoutBlockReason = CheckoutBlock | 'loading' | 'empty' | 'cannot_order';

/**
 * The engine's guard (changes pending, a sync running, offline, signed out) comes first: the back office must
 * have the cart the buyer sees. Then what the back office says of the cart itself.
 */
export function checkoutBlock(
  guard: CheckoutGuard | null,
  lineCount: number,
  canOrder: boolean,
): CheckoutBlockReason | null {
  if (guard === null) return 'loading';
  if (!guard.ok) return guard.reason;
  if (lineCount === 0) return 'empty';
  if (!canOrder) return 'cannot_order';
  return null;
}
