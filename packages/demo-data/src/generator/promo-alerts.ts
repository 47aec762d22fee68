import type { IsoDate } from '@vetshop/domain';
import { addDays } from '../dates';
import type { GenPriceRule } from '../types';
import { rule } from './pricing';

/**
 * Promotion-end alerts in the demo (issue 10 §3). Two generated products (single variant, sold on the
 * website to every role) get a promotion of their own ending within the alert window (PROMO_ALERT_DAYS, 7):
 * - `endingSoon` (3 + 1, ends in 2 days): the demo vet is subscribed, so `npm start` puts a pending alert mail
 *   in the outbox (staff workspace: /fr/staff/mails);
 * - `e2e` (4 + 1, ends in 3 days): nobody is subscribed; e2e/promo-alerts.spec.ts subscribes the vet and
 *   waits for the mail. No other journey uses it.
 * Their generated promotions and specials are replaced, so the vet sees exactly these (no veterinary one).
 */
export const PROMO_ALERT_DEMO = {
  endingSoon: { sku: 'VS-000354-1', main: 3, free: 1, endsInDays: 2 },
  e2e: { sku: 'VS-000359-1', main: 4, free: 1, endsInDays: 3 },
} as const;

/** Who is subscribed to what in the demo: the vet, to two showcase offers and the promotion ending soon. */
export const PROMO_ALERT_DEMO_SUBSCRIPTIONS: { login: string; skus: string[] }[] = [
  {
    login: 'vet@demo.test',
    // Fiprozen (10 + 1, ends in 30 days), Vetalis Clinical Digestif (special, ends in 21 days), ending soon.
    skus: ['VS-000002-1', 'VS-000017-1', PROMO_ALERT_DEMO.endingSoon.sku],
  },
];

/** The catalogue's price rules with the two demo products' promotions replaced by the ones above. */
export function withPromoAlertDemoRules(rules: readonly GenPriceRule[], today: IsoDate): GenPriceRule[] {
  const demo = Object.values(PROMO_ALERT_DEMO);
  const skus = new Set<string>(demo.map((d) => d.sku));
  const kept = rules.filter(
    (r) => !(skus.has(r.sku) && (r.kind === 'supplier_promotion' || r.kind === 'special')),
  );
  return [
    ...kept,
    ...demo.map((d) =>
      rule.promotion(d.sku, d.main, d.free, {
        start: addDays(today, -10),
        end: addDays(today, d.endsInDays),
      }),
    ),
  ];
}
