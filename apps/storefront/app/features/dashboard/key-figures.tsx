import type { KeyFigures as Figures } from '@vetshop/contract';
import { Link } from 'react-router';
import { useI18n } from '../../i18n';
import { euros, formatInteger } from '../../lib/format';
import { urls } from '../../lib/urls';
import { changePercent } from './chart-data';
import { OpenQuotationsFigure } from './open-quotations-figure';

/** Orders and expenses this year (vs last year to the same day), the open backorders and open quotations. */
export function KeyFigures({ figures }: { figures: Figures }) {
  const { locale, t } = useI18n();
  const change = changePercent(figures.amount_this_year, figures.amount_last_year_to_date);
  return (
    <section aria-labelledby="figures-title" className="dashboard-figures">
      <h2 id="figures-title" className="visually-hidden">
        {t('dashboard.figures.title')}
      </h2>
      <dl className="figures">
        <div className="figure">
          <dt>{t('dashboard.figures.orders', { year: figures.year })}</dt>
          <dd data-testid="figure-orders">{formatInteger(figures.orders_this_year, locale)}</dd>
        </div>
        <div className="figure">
          <dt>{t('dashboard.figures.amount', { year: figures.year })}</dt>
          <dd data-testid="figure-amount">{euros(figures.amount_this_year, locale)}</dd>
          <dd className="figure-note">
            {t('dashboard.figures.lastYear', { amount: euros(figures.amount_last_year_to_date, locale) })}
            {change !== null ? (
              <span className={change >= 0 ? 'figure-up' : 'figure-down'}>
                {' '}
                {t(change >= 0 ? 'dashboard.figures.up' : 'dashboard.figures.down', {
                  percent: formatInteger(Math.abs(change), locale),
                })}
              </span>
            ) : null}
          </dd>
        </div>
        <div className="figure">
          <dt>{t('dashboard.figures.backorders')}</dt>
          <dd data-testid="figure-backorders">
            <Link to={urls.productsOnOrder(locale)}>{formatInteger(figures.open_backorders, locale)}</Link>
          </dd>
        </div>
        <OpenQuotationsFigure open={figures.open_quotations} />
      </dl>
    </section>
  );
}
