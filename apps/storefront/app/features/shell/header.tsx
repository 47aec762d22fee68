import type { CategorySummary } from '@vetshop/contract';
import { useEffect, useRef } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useCart } from '../cart';
import { FooterContent, type SiteContent } from '../content';
import { useI18n } from '../../i18n';
import type { SessionUser } from '../../lib/session.server';
import { urls } from '../../lib/urls';
import { ScanButton } from '../scan';
import { SearchCombobox } from '../search';
import { SignOutLink } from '../session';
import { cartBadge } from './cart-badge';
import { LocaleSwitch } from './locale-switch';

/** The search box with its autocomplete (the catalogue's component). */
export function SearchBox({ defaultValue }: { defaultValue?: string }) {
  return <SearchCombobox defaultValue={defaultValue} />;
}

function CartLink() {
  const { locale, t } = useI18n();
  const { countArticles } = useCart();
  return (
    <Link
      to={urls.cart(locale)}
      className="cart-link"
      aria-label={t('header.cart.count', { count: countArticles })}
    >
      <svg
        className="cart-icon"
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="20"
        height="20"
        focusable="false"
      >
        <path
          fill="currentColor"
          d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM1 2v2h2l3.6 7.6-1.4 2.4A2 2 0 0 0 7 17h12v-2H7.4l1.1-2h7.5a2 2 0 0 0 1.7-1l3.6-6.5A1 1 0 0 0 20.4 4H5.2l-.9-2H1Z"
        />
      </svg>{' '}
      <span className="cart-label">{t('header.cart')}</span>{' '}
      <span className="cart-count" data-testid="cart-count" aria-hidden="true">
        {cartBadge(countArticles)}
      </span>
    </Link>
  );
}

function AccountMenu({ user }: { user: SessionUser | null }) {
  const { locale, t } = useI18n();
  const location = useLocation();
  const menu = useRef<HTMLDetailsElement>(null);
  // A link of the menu was followed (or the page changed otherwise): the menu closes.
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [location.pathname]);
  if (!user)
    return (
      <Link to={urls.login(locale)} className="account-link">
        {t('header.login')}
      </Link>
    );
  return (
    <details className="account-menu" ref={menu}>
      <summary>
        <span className="visually-hidden">{t('header.account')}: </span>
        {user.name}
      </summary>
      <ul>
        {user.customerName ? <li className="account-customer">{user.customerName}</li> : null}
        {/* A staff account has no customer: its pages are the staff workspace's, not the account's. */}
        {user.isStaff ? (
          <li>
            <Link to={urls.staff(locale)} data-testid="staff-workspace-link">
              {t('staff.nav.label')}
            </Link>
          </li>
        ) : (
          <>
            <li>
              <Link to={urls.account(locale)}>{t('account.nav.label')}</Link>
            </li>
            <li>
              <Link to={urls.sales(locale)}>{t('header.sales')}</Link>
            </li>
          </>
        )}
        <li>
          <SignOutLink />
        </li>
      </ul>
    </details>
  );
}

export function Header({ user, categories }: { user: SessionUser | null; categories: CategorySummary[] }) {
  const { locale, t } = useI18n();
  return (
    <header className="site-header">
      <a href="#main" className="skip-link">
        {t('nav.skip')}
      </a>
      <div className="header-top">
        <Link to={urls.home(locale)} className="brand" aria-label={`${t('app.name')} — ${t('nav.home')}`}>
          <span className="brand-mark" aria-hidden="true">
            V
          </span>
          <span className="brand-name">{t('app.name')}</span>
        </Link>
        <SearchBox />
        {/* Scan a box's barcode to open its product (decision 042); the dialog loads when opened. */}
        <ScanButton mode="open" />
        <div className="header-tools">
          <LocaleSwitch />
          <AccountMenu user={user} />
          {/* Staff accounts have no cart (the back office refuses them one): no badge that always reads 0. */}
          {user?.isStaff ? null : <CartLink />}
        </div>
      </div>
      <nav className="main-nav" aria-label={t('nav.main')}>
        <ul>
          {categories.map((c) => (
            <li key={c.id}>
              <NavLink to={urls.category(locale, c.url_key)}>{c.name}</NavLink>
            </li>
          ))}
          {/* The search pages (spec doc 1 §2): promotions for everyone; the selection and the veterinary groups'
              offers for a signed-in buyer (a staff account buys nothing). */}
          <li>
            <NavLink to={urls.promotions(locale)}>{t('promotions.title')}</NavLink>
          </li>
          {user && !user.isStaff ? (
            <>
              <li>
                <NavLink to={urls.selection(locale)}>{t('selection.title')}</NavLink>
              </li>
              <li>
                <NavLink to={urls.vetGroup(locale)}>{t('vetGroup.title')}</NavLink>
              </li>
              {/* The quick-order pad (decision 044): codes and quantities typed or pasted, into the cart at once. */}
              <li>
                <NavLink to={urls.quickOrder(locale)} data-testid="quick-order-link">
                  {t('quickOrder.nav')}
                </NavLink>
              </li>
            </>
          ) : null}
        </ul>
      </nav>
    </header>
  );
}

export function Footer({ content }: { content: SiteContent }) {
  const { locale, t } = useI18n();
  return (
    <footer className="site-footer">
      <FooterContent content={content} serviceTitle={t('footer.service')} />
      <p className="footer-contact">
        <Link to={urls.contact(locale)}>{t('contact.link')}</Link>
        {/* The cookie choice, changeable at any time (spec doc 1 §2; decision 037). */}
        <Link to={urls.cookies(locale)}>{t('cookies.link')}</Link>
      </p>
      <p className="footer-rights">{t('footer.rights')}</p>
    </footer>
  );
}
