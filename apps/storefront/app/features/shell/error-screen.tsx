import { Link, useNavigate } from 'react-router';
import type { Locale, Translate } from '../../i18n';
import { plainClick } from '../../lib/plain-click';

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

/**
 * The generic error screen (spec doc 2 §8: status code, generic message, error message, back button). "Back" is a
 * link to the home page that, once the page runs and there is a page to go back to, goes back instead: without
 * JavaScript, or on an error page opened directly (a new tab, a bookmark), a button going back would do nothing.
 */
export function ErrorScreen({
  t,
  locale,
  status,
  message,
  explanation = null,
}: {
  t: Translate;
  locale: Locale;
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
      <Link
        to={`/${locale}/`}
        className="button"
        onClick={(event) => {
          if (window.history.length <= 1 || !plainClick(event)) return;
          event.preventDefault();
          void navigate(-1);
        }}
      >
        {t('error.back')}
      </Link>
    </section>
  );
}
