import { Link } from 'react-router';
import { useI18n } from '../../i18n';
import { urls } from '../../lib/urls';

/**
 * How to become a customer. Online registration (spec §3 "Registration") comes with its own issue; until then
 * the page says how accounts are opened, with the service hours of the footer.
 */
export function RegisterPage() {
  const { t, locale } = useI18n();
  return (
    <section className="narrow" aria-labelledby="register-title">
      <h1 id="register-title">{t('register.title')}</h1>
      <p>{t('register.intro')}</p>
      <p>{t('register.how')}</p>
      <ul>
        <li>{t('register.phone')}</li>
        <li>{t('register.email')}</li>
        <li>{t('footer.hours.orders')}</li>
      </ul>
      <p>
        <Link to={urls.login(locale)}>{t('register.login')}</Link>
      </p>
    </section>
  );
}
