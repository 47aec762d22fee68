import type { ReactNode } from 'react';
import { NavLink, Outlet } from 'react-router';
import { useI18n } from '../../i18n';
import { urls } from '../../lib/urls';
import type { MessageKey } from '../../i18n/fr';

/** The account pages, in the order a buyer uses them. Later features add their entry here. */
const ENTRIES: { key: MessageKey; href: (l: Parameters<typeof urls.home>[0]) => string; end?: boolean }[] = [
  { key: 'account.nav.dashboard', href: urls.account, end: true },
  { key: 'account.nav.sales', href: (l) => urls.sales(l) },
  { key: 'account.nav.productsOnOrder', href: urls.productsOnOrder },
  { key: 'account.nav.documents', href: urls.documents },
  { key: 'account.nav.wishlists', href: urls.wishlists },
  { key: 'quotations.nav', href: urls.quotations },
  { key: 'smallAds.nav', href: urls.smallAds },
  { key: 'account.nav.profile', href: urls.profile },
  { key: 'promoAlerts.nav', href: urls.promoAlerts },
];

/**
 * Every page under /account: a navigation between them (the current one marked for assistive technology
 * with aria-current, which NavLink sets), a banner the route may give (what waits for the buyer) and the page
 * itself. Each page's loader requires the buyer.
 */
export function AccountLayout({ banner }: { banner?: ReactNode }) {
  const { locale, t } = useI18n();
  return (
    <div className="account-area">
      <nav className="account-nav" aria-label={t('account.nav.label')}>
        <ul>
          {ENTRIES.map((e) => (
            <li key={e.key}>
              <NavLink to={e.href(locale)} end={e.end ?? false} prefetch="intent">
                {t(e.key)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="account-page">
        {banner}
        <Outlet />
      </div>
    </div>
  );
}
