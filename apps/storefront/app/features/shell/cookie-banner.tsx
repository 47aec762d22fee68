import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useI18n } from '../../i18n';
import { removeOptionalStorage, type Consent } from '../../lib/consent';
import { deviceStorage } from '../../lib/device-storage';
import { urls } from '../../lib/urls';

/**
 * The two choices, a plain form posted to the preferences page's action (routes/cookies.tsx): it works without
 * JavaScript, and the answer (a redirect back to `back`) is a new page the server renders with the choice.
 */
export function CookieChoiceForm({ back }: { back: string }) {
  const { locale, t } = useI18n();
  return (
    <form method="post" action={urls.cookies(locale)} className="cookie-choice">
      <input type="hidden" name="back" value={back} />
      <button type="submit" name="consent" value="necessary" className="button">
        {t('cookies.refuse')}
      </button>
      <button type="submit" name="consent" value="all" className="button">
        {t('cookies.accept')}
      </button>
    </form>
  );
}

/**
 * The cookie banner (spec doc 1 §2; decision 037): until the buyer chooses, at the top of every page (in the
 * flow, not over the page: nothing hidden, focus never held), a labelled region with the two choices and a link to
 * the details. Both buttons look alike: refusing is as easy as accepting. Without "accept", what was kept
 * optionally on the device is removed (a refusal, or history kept before the shop asked).
 */
export function CookieBanner({ consent }: { consent: Consent | null }) {
  const { locale, t } = useI18n();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (consent !== 'all') removeOptionalStorage(deviceStorage());
  }, [consent]);
  // The preferences page shows the same form with the details.
  if (consent !== null || pathname === urls.cookies(locale)) return null;
  return (
    <section className="cookie-banner" aria-labelledby="cookie-banner-label">
      <h2 id="cookie-banner-label" className="cookie-banner-label">
        {t('cookies.banner.label')}
      </h2>
      <p>
        {t('cookies.banner.text')} <a href={urls.cookies(locale)}>{t('cookies.details')}</a>
      </p>
      <CookieChoiceForm back={`${pathname}${search}`} />
    </section>
  );
}
