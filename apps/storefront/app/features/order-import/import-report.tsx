import type { OrderImportReport } from '@vetshop/contract';
import { Link } from 'react-router';
import { useI18n } from '../../i18n';
import { urls } from '../../lib/urls';

/**
 * What the import did: the counts, then every skipped row with its number in the file, its code, its quantity
 * as written and why (the back office's reason, in the buyer's language), and the way to the cart.
 */
export function ImportReport({ report }: { report: OrderImportReport }) {
  const { locale, t } = useI18n();
  const skipped = report.rows.filter((r) => r.status === 'skipped');
  return (
    <section className="order-import-report" aria-labelledby="order-import-report-title">
      <h3 id="order-import-report-title">{t('orderImport.report.title')}</h3>
      <p role="status" className="order-import-counts">
        {report.replayed ? t('orderImport.report.replayed') : t('orderImport.report.counts', report.counts)}
      </p>
      {skipped.length === 0 ? (
        <p>{t('orderImport.report.allGood')}</p>
      ) : (
        <div className="order-import-table-wrap">
          <table className="order-import-table">
            <caption>{t('orderImport.report.skippedCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('orderImport.report.col.row')}</th>
                <th scope="col">{t('orderImport.report.col.code')}</th>
                <th scope="col">{t('orderImport.report.col.qty')}</th>
                <th scope="col">{t('orderImport.report.col.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {skipped.map((r) => (
                <tr key={r.row}>
                  <td data-label={t('orderImport.report.col.row')}>{r.row}</td>
                  <td data-label={t('orderImport.report.col.code')}>
                    <span className="order-import-code">{r.code}</span>
                  </td>
                  <td data-label={t('orderImport.report.col.qty')}>{r.qty_text}</td>
                  <td data-label={t('orderImport.report.col.reason')}>{r.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p>
        <Link to={urls.cart(locale)} className="button">
          {t('orderImport.report.toCart')}
        </Link>
      </p>
    </section>
  );
}
