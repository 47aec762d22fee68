import type { FiveYears, MonthlyOrdered } from '@vetshop/contract';
import { useEffect, useState } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useI18n } from '../../i18n';
import { euros } from '../../lib/format';
import { familyRows, hasExpenses, monthRows, yearRows } from './chart-data';

/**
 * The charts are pictures of the tables below (hidden from assistive technology, not focusable: the tables say
 * the same). Recharts measures its box, so it draws only in the browser: the server renders each chart's box at its final
 * size (CSS aspect ratio, no layout shift) and the tables below, which carry the same figures for everyone
 * (assistive technology, no JavaScript). Colours come from the design tokens through CSS classes.
 */
function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

export function ExpensesChart({ monthly, fiveYears }: { monthly: MonthlyOrdered; fiveYears: FiveYears }) {
  const { locale, t } = useI18n();
  const mounted = useMounted();
  const months = monthRows(monthly, locale);
  const families = familyRows(monthly).map((r) => ({ ...r, label: t(`dashboard.family.${r.family}`) }));
  const years = yearRows(fiveYears);
  const money = (v: unknown) => euros(Number(v), locale);
  const familyName = (key: string) => t(`dashboard.family.${key as 'food' | 'meds' | 'equipment'}`);
  return (
    <section aria-labelledby="expenses-title" className="dashboard-expenses">
      <h2 id="expenses-title">{t('dashboard.expenses.title', { year: monthly.year })}</h2>
      {!hasExpenses(years) ? <p className="muted">{t('dashboard.expenses.empty')}</p> : null}
      <div className="charts">
        <figure className="chart chart-wide">
          <figcaption>
            {t('dashboard.expenses.monthly', { average: euros(monthly.average, locale) })}
          </figcaption>
          <div className="chart-box chart-box-wide" aria-hidden="true">
            {mounted ? (
              <ResponsiveContainer width="100%" height="100%">
                <ComposedChart
                  accessibilityLayer={false}
                  data={months}
                  margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
                >
                  <CartesianGrid vertical={false} className="chart-grid" />
                  <XAxis dataKey="label" tickLine={false} />
                  <YAxis tickFormatter={(v: number) => euros(v, locale)} width={80} />
                  <Tooltip formatter={money} />
                  <Bar dataKey="amount" name={t('dashboard.expenses.amount')} className="chart-bar" />
                  <Line
                    dataKey="average"
                    name={t('dashboard.expenses.average')}
                    className="chart-average"
                    dot={false}
                    isAnimationActive={false}
                  />
                  <Legend itemSorter={null} />
                </ComposedChart>
              </ResponsiveContainer>
            ) : null}
          </div>
        </figure>
        <figure className="chart">
          <figcaption>{t('dashboard.expenses.split', { year: monthly.year })}</figcaption>
          <div className="chart-box" aria-hidden="true">
            {mounted ? (
              <ResponsiveContainer width="100%" height="100%">
                <BarChart
                  accessibilityLayer={false}
                  data={families}
                  margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
                >
                  <CartesianGrid vertical={false} className="chart-grid" />
                  <XAxis dataKey="label" tickLine={false} />
                  <YAxis tickFormatter={(v: number) => euros(v, locale)} width={80} />
                  <Tooltip formatter={money} />
                  <Bar dataKey="amount" name={t('dashboard.expenses.amount')}>
                    {families.map((f) => (
                      <Cell key={f.family} className={`chart-family-${f.family}`} />
                    ))}
                  </Bar>
                </BarChart>
              </ResponsiveContainer>
            ) : null}
          </div>
        </figure>
        <figure className="chart chart-years">
          <figcaption>{t('dashboard.expenses.fiveYears')}</figcaption>
          <div className="chart-box" aria-hidden="true">
            {mounted ? (
              <ResponsiveContainer width="100%" height="100%">
                <BarChart
                  accessibilityLayer={false}
                  data={years}
                  margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
                >
                  <CartesianGrid vertical={false} className="chart-grid" />
                  <XAxis dataKey="year" tickLine={false} />
                  <YAxis tickFormatter={(v: number) => euros(v, locale)} width={80} />
                  <Tooltip formatter={money} />
                  {(['food', 'meds', 'equipment'] as const).map((f) => (
                    <Bar
                      key={f}
                      dataKey={f}
                      stackId="y"
                      name={familyName(f)}
                      className={`chart-family-${f}`}
                    />
                  ))}
                  <Legend itemSorter={null} />
                </BarChart>
              </ResponsiveContainer>
            ) : null}
          </div>
        </figure>
      </div>
      <details className="chart-tables">
        <summary>{t('dashboard.expenses.showTable')}</summary>
        <div className="table-scroll">
          <table className="chart-table" data-testid="monthly-table">
            <caption>{t('dashboard.expenses.monthlyCaption', { year: monthly.year })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('dashboard.expenses.month')}</th>
                <th scope="col" className="num">
                  {t('dashboard.expenses.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {months.map((m) => (
                <tr key={m.month}>
                  <th scope="row">{m.name}</th>
                  <td className="num">{euros(m.amount, locale)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('dashboard.expenses.total')}</th>
                <td className="num" data-testid="monthly-total">
                  {euros(monthly.total, locale)}
                </td>
              </tr>
              <tr>
                <th scope="row">{t('dashboard.expenses.average')}</th>
                <td className="num">{euros(monthly.average, locale)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
        <div className="table-scroll">
          <table className="chart-table">
            <caption>{t('dashboard.expenses.fiveYearsCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('dashboard.expenses.year')}</th>
                {families.map((f) => (
                  <th key={f.family} scope="col" className="num">
                    {f.label}
                  </th>
                ))}
                <th scope="col" className="num">
                  {t('dashboard.expenses.total')}
                </th>
              </tr>
            </thead>
            <tbody>
              {years.map((y) => (
                <tr key={y.year}>
                  <th scope="row">{y.year}</th>
                  <td className="num">{euros(y.food, locale)}</td>
                  <td className="num">{euros(y.meds, locale)}</td>
                  <td className="num">{euros(y.equipment, locale)}</td>
                  <td className="num">{euros(y.amount, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
