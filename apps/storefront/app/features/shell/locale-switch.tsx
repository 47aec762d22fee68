import { Link, useLocation, useMatches } from 'react-router';
import { LOCALES, INTL_LOCALE_TAGS, useI18n, type Locale } from '../../i18n';
import { swapLocale } from '../../lib/urls';

export type Alternates = Partial<Record<Locale, string>>;

/** The current page in each language: the page's own translated URLs when it has some (product, category). */
export function useAlternates(): Record<Locale, string> {
  const matches = useMatches();
  const location = useLocation();
  let own: Alternates = {};
  for (const m of matches) {
    const data = m.data as { alternates?: Alternates } | undefined;
    if (data?.alternates) own = data.alternates;
  }
  return Object.fromEntries(
    LOCALES.map((l) => [l, own[l] ?? swapLocale(location.pathname, location.search, l)]),
  ) as Record<Locale, string>;
}

/** hreflang alternates (React hoists these links into the head). */
export function AlternateLinks({ origin }: { origin: string }) {
  const alternates = useAlternates();
  return (
    <>
      {LOCALES.map((l) => (
        <link key={l} rel="alternate" hrefLang={INTL_LOCALE_TAGS[l]} href={`${origin}${alternates[l]}`} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${origin}${alternates.fr}`} />
    </>
  );
}

export function LocaleSwitch() {
  const { locale, t } = useI18n();
  const alternates = useAlternates();
  return (
    <nav className="locale-switch" aria-label={t('locale.switch')}>
      <ul>
        {LOCALES.map((l) => (
          <li key={l}>
            {l === locale ? (
              <span aria-current="true" lang={l} title={t(`locale.${l}`)}>
                {l.toUpperCase()}
              </span>
            ) : (
              <Link
                to={alternates[l]}
                lang={l}
                hrefLang={INTL_LOCALE_TAGS[l]}
                title={t(`locale.${l}`)}
                reloadDocument
              >
                {l.toUpperCase()}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
