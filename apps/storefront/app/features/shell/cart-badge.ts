/** Above this the header's badge shows "99+": five digits do not fit the header at 390 px. */
export const CART_BADGE_MAX = 99;

/** What the header's cart badge shows; the link's label always says the exact number of articles. */
export function cartBadge(count: number): string {
  return count > CART_BADGE_MAX ? `${CART_BADGE_MAX}+` : String(count);
}
