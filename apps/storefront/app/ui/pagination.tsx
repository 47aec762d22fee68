import { Link } from 'react-router';
import { useI18n } from '../i18n';
import { pageItems } from './page-items';

/**
 * Page links (first, last, neighbours of the current page); the current page is marked for assistive tech. `label`
 * names the navigation (the orders' pages when none is given).
 */
export function Pagination({
  page,
  pages,
  href,
  label,
}: {
  page: number;
  pages: number;
  href(page: number): string;
  label?: string;
}) {
  const { t } = useI18n();
  if (pages <= 1) return null;
  return (
    <nav aria-label={label ?? t('sales.pagination.label')}>
      <ul className="pagination">
        {page > 1 ? (
          <li>
            <Link to={href(page - 1)} rel="prev">
              {t('sales.pagination.previous')}
            </Link>
          </li>
        ) : null}
        {pageItems(page, pages).map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true">
              <span className="pagination-gap">…</span>
            </li>
          ) : (
            <li key={item}>
              {item === page ? (
                <span aria-current="page">
                  <span className="visually-hidden">{t('sales.pagination.page', { page: item })}</span>
                  <span aria-hidden="true">{item}</span>
                </span>
              ) : (
                <Link to={href(item)}>
                  <span className="visually-hidden">{t('sales.pagination.page', { page: item })}</span>
                  <span aria-hidden="true">{item}</span>
                </Link>
              )}
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <Link to={href(page + 1)} rel="next">
              {t('sales.pagination.next')}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
