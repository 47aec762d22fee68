import type { LoyaltyCard } from '@vetshop/contract';
import { useI18n } from '../../i18n';
import { euros, formatDay, formatInteger, percent } from '../../lib/format';

/**
 * The year-end rebate card: earned so far, the rate reached, progress to the next tier, the programme's
 * dates and its rules. Nothing when no card is valid today (the back office answers none).
 */
export function RebateCard({ card }: { card: LoyaltyCard | null }) {
  const { locale, t } = useI18n();
  if (!card) return null;
  const r = card.year_end_rebate;
  const next = r.next_tier;
  // Progress towards the next tier (or full at the top), as a native <progress>: announced by screen readers.
  const max = next ? next.from : (r.max ?? r.total_acquired);
  const value = Math.min(r.total_acquired, max);
  return (
    <section aria-labelledby="rebate-title" className="dashboard-card rebate-card" data-testid="rebate-card">
      <h2 id="rebate-title">{card.program.name}</h2>
      {card.program.date_from && card.program.date_to ? (
        <p className="muted">
          {t('dashboard.rebate.validity', {
            from: formatDay(card.program.date_from, locale),
            to: formatDay(card.program.date_to, locale),
          })}
        </p>
      ) : null}
      <dl className="rebate-amounts">
        <div>
          <dt>{t('dashboard.rebate.acquired')}</dt>
          <dd>{euros(r.total_acquired, locale)}</dd>
        </div>
        <div>
          <dt>{t('dashboard.rebate.accrued')}</dt>
          <dd data-testid="rebate-accrued">
            {euros(r.accrued, locale)} ({percent(r.rate_bp / 100, locale)})
          </dd>
        </div>
      </dl>
      <label className="rebate-progress">
        <span>
          {next
            ? t('dashboard.rebate.next', {
                missing: euros(next.missing, locale),
                rate: percent(next.rate_bp / 100, locale),
              })
            : t('dashboard.rebate.top')}
        </span>
        <progress max={max > 0 ? max : 1} value={max > 0 ? value : 1} />
      </label>
      {r.min !== null && r.max !== null ? (
        <p className="muted">
          {t('dashboard.rebate.range', { min: euros(r.min, locale), max: euros(r.max, locale) })}
        </p>
      ) : null}
      {card.program.rules.length > 0 ? (
        <ul className="rebate-rules" aria-label={t('dashboard.rebate.rules')}>
          {card.program.rules.map((rule) => (
            <li key={rule.id} className="rebate-rule">
              {/* The rule's colour comes from the data: an SVG fill, as the CSP allows no style attribute. */}
              <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
                <circle cx="6" cy="6" r="6" fill={rule.color} />
              </svg>
              {rule.name}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="muted">
        {t('dashboard.rebate.points', {
          points: formatInteger(card.points, locale),
          max: formatInteger(card.max_points, locale),
        })}
      </p>
    </section>
  );
}
