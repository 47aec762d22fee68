import { useI18n, type MessageKey } from '../../i18n';
import type { LoaderData } from '../../lib/page-data';
import { AddressRequests } from './address-requests';
import { AddressSection } from './address-section';
import { NewsletterForm } from './newsletter-form';
import { PasswordForm } from './password-form';
import type { loadProfilePage } from './profile-page.server';

const FUNCTIONS: Record<string, MessageKey> = {
  veterinary: 'profile.function.veterinary',
  pharmacist: 'profile.function.pharmacist',
  student: 'profile.function.student',
  nurse: 'profile.function.nurse',
  supplier: 'profile.function.supplier',
  wholesaler: 'profile.function.wholesaler',
};

/**
 * /account/profile: account data, contact, veterinary groups, newsletter, password and the addresses, whose
 * changes are requests the provider's staff approve (spec doc 1 §1) — the requests are listed with their state.
 */
export function ProfilePage({ loaderData }: { loaderData: LoaderData<typeof loadProfilePage> }) {
  const { t } = useI18n();
  const { customer, groups, addresses, requests, countries } = loaderData;
  const none = t('profile.none');
  const fn = customer.function ? FUNCTIONS[customer.function] : undefined;
  return (
    <div className="profile-page">
      <h1>{t('profile.title')}</h1>
      <div className="profile-grid">
        <section className="profile-card" aria-labelledby="profile-account">
          <h2 id="profile-account">{t('profile.account')}</h2>
          <dl className="profile-facts">
            <dt>{t('profile.customerNumber')}</dt>
            <dd data-testid="customer-number">{customer.ref}</dd>
            <dt>{t('profile.company')}</dt>
            <dd>{customer.name}</dd>
            <dt>{t('profile.vat')}</dt>
            <dd>{customer.vat ?? none}</dd>
            <dt>{t('profile.function')}</dt>
            <dd>{fn ? t(fn) : (customer.function ?? none)}</dd>
            <dt>{t('profile.pricelist')}</dt>
            <dd>{customer.pricelist.name}</dd>
          </dl>
        </section>
        <section className="profile-card" aria-labelledby="profile-contact">
          <h2 id="profile-contact">{t('profile.contact')}</h2>
          <dl className="profile-facts">
            <dt>{t('profile.email')}</dt>
            <dd>{customer.email ?? none}</dd>
            <dt>{t('profile.phone')}</dt>
            <dd>{customer.phone ?? none}</dd>
          </dl>
          <h3 id="profile-groups">{t('profile.groups')}</h3>
          {groups.length === 0 ? (
            <p>{t('profile.groups.none')}</p>
          ) : (
            <ul className="vet-groups" aria-labelledby="profile-groups">
              {groups.map((g) => (
                <li key={g.id}>
                  {/* The group's colour as an SVG fill: the CSP allows no style attribute. */}
                  <svg width="12" height="12" aria-hidden="true" focusable="false">
                    <circle cx="6" cy="6" r="6" fill={g.color} />
                  </svg>
                  {g.name}
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="profile-card" aria-labelledby="profile-newsletter">
          <h2 id="profile-newsletter">{t('profile.newsletter')}</h2>
          <NewsletterForm optOut={customer.opt_out} />
        </section>
        <section className="profile-card" aria-labelledby="profile-password">
          <h2 id="profile-password">{t('profile.password')}</h2>
          <PasswordForm />
        </section>
      </div>
      <section aria-labelledby="profile-addresses" className="profile-addresses">
        <h2 id="profile-addresses">{t('profile.addresses')}</h2>
        <p className="muted">{t('profile.addresses.intro')}</p>
        <div className="profile-grid">
          <AddressSection type="invoicing" addresses={addresses.invoicing} countries={countries} />
          <AddressSection type="delivery" addresses={addresses.delivery} countries={countries} />
        </div>
      </section>
      <AddressRequests requests={requests} />
    </div>
  );
}
