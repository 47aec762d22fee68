import type { LoyaltyCardItem, YearEndRebateBody } from '@vetshop/contract';
import { useI18n } from '../../i18n';
import { euros, formatDay, formatInteger, percent } from '../../lib/format';
import { cardValidity, pointsGauges, rulesBySequence, swatchColor } from './loyalty-view';

/**
 * The buyer's loyalty programmes (spec doc 1 §3 Loyalty), one card each: its name, its type and the days it
 * counts, a year-end rebate's amounts, the points as gauges with their figures in words, and its rules by
 * sequence (each colour next to the rule's name: the colour is the catalogue's label, the name says it).
 * Nothing when no card is valid today.
 */
export function LoyaltyCards({ cards }: { cards: readonly LoyaltyCardItem[] }) {
  return (
    <>
      {cards.map((card) => (
        <LoyaltyCard key={card.id} card={card} />
      ))}
    </>
  );
}

function LoyaltyCard({ card }: { card: LoyaltyCardItem }) {
  const { locale, t } = useI18n();
  const { program } = card;
  const titleId = `loyalty-${card.id}-title`;
  const { from, to } = cardValidity(card);
  const day = (d: string) => formatDay(d, locale);
  const validity =
    from && to
      ? t('dashboard.loyalty.validity', { from: day(from), to: day(to) })
      : from
        ? t('dashboard.loyalty.validFrom', { from: day(from) })
        : to
          ? t('dashboard.loyalty.validUntil', { to: day(to) })
          : null;
  const rules = rulesBySequence(program.rules);
  return (
    <section aria-labelledby={titleId} className="dashboard-card loyalty-card" data-testid="loyalty-card">
      <h2 id={titleId}>{program.name}</h2>
      <p className="muted">
        {t(`dashboard.loyalty.type.${program.program_type}`)}
        {validity ? <> · {validity}</> : null}
      </p>
      {card.year_end_rebate ? <RebateFigures rebate={card.year_end_rebate} /> : null}
      {pointsGauges(card).map((g) => (
        <label key={g.kind} className="loyalty-gauge">
          <span>
            {t(g.kind === 'points' ? 'dashboard.loyalty.points' : 'dashboard.loyalty.accrued', {
              points: formatInteger(g.value, locale),
              max: formatInteger(g.max, locale),
            })}
          </span>
          <progress max={g.max} value={g.value} />
        </label>
      ))}
      {rules.length > 0 ? (
        <>
          <h3 id={`${titleId}-rules`} className="loyalty-rules-title">
            {t('dashboard.loyalty.rules')}
          </h3>
          <ol className="loyalty-rules" aria-labelledby={`${titleId}-rules`}>
            {rules.map((rule) => (
              <li key={rule.id} className="loyalty-rule">
                {/* The rule's colour comes from the data: an SVG fill, as the CSP allows no style attribute. */}
                <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
                  <rect
                    x="0.5"
                    y="0.5"
                    width="13"
                    height="13"
                    rx="3"
                    fill={swatchColor(rule.color)}
                    stroke="#0006"
                  />
                </svg>
                {rule.name}
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}

/** A year-end rebate's amounts: purchases counted, rebate earned, progress to the next tier. */
function RebateFigures({ rebate: r }: { rebate: YearEndRebateBody }) {
  const { locale, t } = useI18n();
  const next = r.next_tier;
  // Progress towards the next tier (or full at the top), as a native <progress>: announced by screen readers.
  const max = next ? next.from : (r.max ?? r.total_acquired);
  const value = Math.min(r.total_acquired, max);
  return (
    <>
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
      <label className="loyalty-gauge">
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
    </>
  );
}
