import { Form, useNavigate } from 'react-router';
import { useI18n } from '../../i18n';
import { useCart } from '../cart';

export function LogoutPage() {
  const { t } = useI18n();
  const { hasPendingTransactions, clearOnLogout } = useCart();
  const navigate = useNavigate();
  return (
    <section className="narrow" aria-labelledby="logout-title">
      <h1 id="logout-title">{t('logout.title')}</h1>
      {hasPendingTransactions ? (
        <p className="notice notice-warning" role="alert">
          {t('logout.unsynced')}
        </p>
      ) : (
        <p>{t('logout.confirm')}</p>
      )}
      <Form method="post" onSubmit={() => clearOnLogout()} className="button-row">
        <button type="submit" className="button button-primary">
          {t('logout.continue')}
        </button>
        <button type="button" className="button" onClick={() => navigate(-1)}>
          {t('logout.back')}
        </button>
      </Form>
    </section>
  );
}
