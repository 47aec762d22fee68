import { NavLink, Outlet } from 'react-router';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../i18n/fr';
import { urls } from '../../lib/urls';

/** The staff pages. Later features add their entry here (quotation queue, address requests, outbox…). */
const ENTRIES: { key: MessageKey; href: (l: Parameters<typeof urls.home>[0]) => string; end?: boolean }[] = [
  { key: 'staff.nav.home', href: urls.staff, end: true },
  { key: 'staff.nav.quotations', href: urls.staffQuotations },
  { key: 'staff.nav.addressRequests', href: urls.staffAddressRequests },
  { key: 'staffRegistrations.title', href: urls.staffRegistrations },
  { key: 'staffContent.nav', href: (l) => urls.staffContent(l) },
  { key: 'staff.nav.outbox', href: urls.staffMails },
  { key: 'staffSmallAds.nav', href: urls.staffSmallAds },
  { key: 'staffLeads.nav', href: urls.staffLeads },
  { key: 'staffCoupons.nav', href: urls.staffCoupons },
  { key: 'staffPayments.nav', href: urls.staffPayments },
  { key: 'staffSelection.title', href: (l) => urls.staffSelection(l) },
];

/**
 * Every page under /staff (staff accounts only: each page's loader calls requireStaffUser, a buyer gets a 404).
 * Same frame as the account area: a navigation beside the page.
 */
export function StaffLayout() {
  const { locale, t } = useI18n();
  return (
    <div className="account-area staff-area">
      <nav className="account-nav" aria-label={t('staff.nav.label')}>
        <ul>
          {ENTRIES.map((e) => (
            <li key={e.key}>
              <NavLink to={e.href(locale)} end={e.end ?? false}>
                {t(e.key)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="account-page">
        <Outlet />
      </div>
    </div>
  );
}
