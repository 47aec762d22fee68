import { Link, useNavigate } from 'react-router';
import type { Locale, Translate } from '../../i18n';

export function NotFoundScreen({ t, locale }: { t: Translate; locale: Locale }) {
  return (
    <section className="error-screen" aria-labelledby="error-title">
      <h1 id="error-title">{t('error.404.title')}</h1>
      <p>{t('error.404.content')}</p>
      <p>
        <Link to={`/${locale}/`}>{t('error.404.home')}</Link>
      </p>
    </section>
  );
}

export function ErrorScreen({
  t,
  status,
  message,
  explanation = null,
}: {
  t: Translate;
  status: number;
  message: string | null;
  /** What happened, in the buyer's words, instead of the generic text. */
  explanation?: string | null;
}) {
  const navigate = useNavigate();
  return (
    <section className="error-screen" aria-labelledby="error-title">
      <h1 id="error-title">{t('error.title')}</h1>
      <p className="error-status">{t('error.status', { status })}</p>
      <p>{explanation ?? (status === 503 ? t('error.unavailable') : t('error.generic'))}</p>
      {message ? <p className="error-message">{message}</p> : null}
      <button type="button" className="button" onClick={() => navigate(-1)}>
        {t('error.back')}
      </button>
    </section>
  );
}
