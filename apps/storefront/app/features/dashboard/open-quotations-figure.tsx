import type { OpenQuotations } from '@vetshop/contract';
import { Link } from 'react-router';
import { useI18n } from '../../i18n';
import { formatInteger } from '../../lib/format';
import { openQuotationsFigure } from './open-quotations';

/** Key figure: the buyer's open quotations, each state present a link to the quotations list filtered on it. */
export function OpenQuotationsFigure({ open }: { open: OpenQuotations }) {
  const { locale, t } = useI18n();
  const figure = openQuotationsFigure(open, locale);
  return (
    <div className="figure">
      <dt>{t('dashboard.quotations.title')}</dt>
      <dd data-testid="figure-quotations">
        <Link to={figure.href} aria-label={t('dashboard.quotations.link', { count: figure.total })}>
          {formatInteger(figure.total, locale)}
        </Link>
      </dd>
      <dd className="figure-note">
        {figure.parts.length === 0 ? (
          t('dashboard.quotations.none')
        ) : (
          <ul className="figure-parts">
            {figure.parts.map((part) => (
              <li key={part.state}>
                <Link to={part.href}>{t(part.label, { count: part.count })}</Link>
              </li>
            ))}
          </ul>
        )}
      </dd>
    </div>
  );
}
