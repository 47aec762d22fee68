import { ROLES } from '@vetshop/domain';
import { Link } from 'react-router';
import { useI18n } from '../../i18n';
import type { LoaderData } from '../../lib/page-data';
import { urls } from '../../lib/urls';
import type { loadStaffSelection } from './staff-selection.server';

/** The staff's read-only view of the selections (issue 20 §5): one role at a time, in the selection's order. */
export function StaffSelection({ loaderData }: { loaderData: LoaderData<typeof loadStaffSelection> }) {
  const { role, items } = loaderData;
  const { locale, t } = useI18n();
  return (
    <>
      <h1>{t('staffSelection.title')}</h1>
      <p>{t('staffSelection.intro')}</p>
      <nav className="staff-selection-roles" aria-label={t('staffSelection.roles')}>
        <ul>
          {ROLES.map((r) => (
            <li key={r}>
              <Link to={urls.staffSelection(locale, r)} aria-current={r === role ? 'page' : undefined}>
                {t(`staffRegistration.role.${r}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {items.length > 0 ? (
        <ol className="staff-selection">
          {items.map((item) => (
            <li key={item.product_id}>
              <Link to={urls.product(locale, item.url_key)}>{item.name}</Link>
            </li>
          ))}
        </ol>
      ) : (
        <p>{t('staffSelection.empty')}</p>
      )}
    </>
  );
}
