import { useNavigate } from 'react-router';
import { useI18n } from '../../i18n';
import { SignOutConfirmation } from './sign-out-confirmation';

/** The logout confirmation (spec §2): warns first when the cart has changes not saved yet. */
export function LogoutPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (
    <section className="narrow" aria-labelledby="logout-title">
      <h1 id="logout-title">{t('logout.title')}</h1>
      <SignOutConfirmation onBack={() => void navigate(-1)} />
    </section>
  );
}
