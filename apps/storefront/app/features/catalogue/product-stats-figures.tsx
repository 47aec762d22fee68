import type { ProductMonthlyOrdered } from '@vetshop/contract';
import type { Locale } from '@vetshop/domain';
import { useI18n } from '../../i18n';
import { formatDate, formatInteger } from '../../lib/format';
import { statsMonths, type StatsMonth } from './product-stats-view';

/** The figures: a sentence, a bar chart for the eye and the same months as a table (the chart's text equivalent). */
export function ProductStatsView({ stats }: { stats: ProductMonthlyOrdered }) {
  const { locale, t } = useI18n();
  const months = statsMonths(stats, locale);
  return (
    <div className="product-stats" data-testid="product-stats">
      <p>
        {t('product.stats.summary', { total: stats.total_quantity })}
        {stats.date_last_ordered ? (
          <> {t('product.stats.last', { date: formatDate(stats.date_last_ordered, locale) })}</>
        ) : null}
      </p>
      {stats.total_quantity > 0 ? <StatsChart months={months} locale={locale} /> : null}
      <details className="product-stats-table">
        <summary>{t('product.stats.showTable')}</summary>
        {/* On a phone the table scrolls in its own box, never the page sideways. */}
        <div className="table-scroll">
          <table>
            <caption>{t('product.stats.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('product.stats.month')}</th>
                <th scope="col" className="num">
                  {t('product.stats.quantity')}
                </th>
                <th scope="col" className="num">
                  {t('product.stats.orders')}
                </th>
              </tr>
            </thead>
            <tbody>
              {months.map((m) => (
                <tr key={m.key}>
                  <th scope="row">{m.name}</th>
                  <td className="num">{formatInteger(m.quantity, locale)}</td>
                  <td className="num">{formatInteger(m.orders, locale)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('product.stats.total')}</th>
                <td className="num" data-testid="product-stats-total">
                  {formatInteger(stats.total_quantity, locale)}
                </td>
                <td className="num">
                  {formatInteger(
                    months.reduce((a, m) => a + m.orders, 0),
                    locale,
                  )}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      </details>
    </div>
  );
}

const SLOT = 40;
const BAR = 26;
const TOP = 20;
const HEIGHT = 120;

/**
 * Twelve bars drawn in SVG (no chart library on the product page; the CSP allows no style attribute, so sizes
 * and colours are SVG attributes). Hidden from assistive technology: the sentence and the table say the same.
 */
function StatsChart({ months, locale }: { months: StatsMonth[]; locale: Locale }) {
  const width = SLOT * months.length;
  const base = TOP + HEIGHT;
  return (
    <svg
      className="product-stats-chart"
      viewBox={`0 0 ${width} ${base + 22}`}
      aria-hidden="true"
      focusable="false"
    >
      <line x1="0" x2={width} y1={base} y2={base} stroke="#6b7280" strokeWidth="1" />
      {months.map((m, i) => {
        const h = Math.round(m.share * HEIGHT);
        const x = i * SLOT + (SLOT - BAR) / 2;
        return (
          <g key={m.key}>
            {h > 0 ? <rect x={x} y={base - h} width={BAR} height={h} rx="2" fill="#0C4E99" /> : null}
            {m.quantity > 0 ? (
              <text x={x + BAR / 2} y={base - h - 5} textAnchor="middle" fontSize="14" fill="#1f2937">
                {formatInteger(m.quantity, locale)}
              </text>
            ) : null}
            <text x={x + BAR / 2} y={base + 17} textAnchor="middle" fontSize="13" fill="#4b5563">
              {m.label}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
