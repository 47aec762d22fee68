/**
 * The one form of promotion-end alerts (the product page's toggle and the account list's buttons post it to
 * /account/promo_alerts): which product, subscribe or unsubscribe, and where a browser without JavaScript goes
 * back to. Pure, so the action's checks are tested without a server.
 */
export const PROMO_ALERT_INTENTS = ['subscribe', 'unsubscribe'] as const;
export type PromoAlertIntent = (typeof PROMO_ALERT_INTENTS)[number];

export interface PromoAlertForm {
  productId: number;
  intent: PromoAlertIntent;
  /** Present only when the form was posted without JavaScript (the page to show next). */
  redirectTo: string | null;
}

const MAX_ID = 2_147_483_647;

/** The form's fields, or null when one is missing or malformed (a 400 for the action). */
export function parsePromoAlertForm(form: { get(name: string): unknown }): PromoAlertForm | null {
  const rawId = form.get('product_id');
  const intent = form.get('intent');
  const redirectTo = form.get('redirect_to');
  if (typeof rawId !== 'string' || !/^\d{1,10}$/.test(rawId)) return null;
  const productId = Number(rawId);
  if (productId < 1 || productId > MAX_ID) return null;
  if (typeof intent !== 'string' || !(PROMO_ALERT_INTENTS as readonly string[]).includes(intent)) return null;
  return {
    productId,
    intent: intent as PromoAlertIntent,
    redirectTo: typeof redirectTo === 'string' && redirectTo !== '' ? redirectTo : null,
  };
}

/** Whether the product page offers the toggle: a signed-in buyer, on a variant with a promotion or special. */
export function offersPromoAlert(opts: {
  signedIn: boolean;
  hasPromotion: boolean;
  isSpecial: boolean;
}): boolean {
  return opts.signedIn && (opts.hasPromotion || opts.isSpecial);
}
