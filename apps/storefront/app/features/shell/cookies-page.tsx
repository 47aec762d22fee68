import { useI18n, type MessageKey } from '../../i18n';
import type { Consent } from '../../lib/consent';
import { urls } from '../../lib/urls';
import { CookieChoiceForm } from './cookie-banner';

/** What the shop keeps on the device, by kind (decision 037 is the inventory these lines summarise). */
const NECESSARY: MessageKey[] = [
  'cookies.necessary.session',
  'cookies.necessary.locale',
  'cookies.necessary.choice',
  'cookies.necessary.cart',
  'cookies.necessary.offline',
  'cookies.necessary.closed',
];
const OPTIONAL: MessageKey[] = ['cookies.optional.searches', 'cookies.optional.viewed'];

const CURRENT: Record<Consent | 'none', MessageKey> = {
  all: 'cookies.current.all',
  necessary: 'cookies.current.necessary',
  none: 'cookies.current.none',
};

/** One kind of storage: its name, what it means, what the shop keeps of it. */
function KeptGroup({ title, text, items }: { title: MessageKey; text: MessageKey; items: MessageKey[] }) {
  const { t } = useI18n();
  return (
    <>
      <h2>{t(title)}</h2>
      <p>{t(text)}</p>
      <ul>
        {items.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
    </>
  );
}

/** The cookie preferences (the footer's "Cookies"): the inventory, the current choice, the form to change it. */
export function CookiesPage({ consent }: { consent: Consent | null }) {
  const { locale, t } = useI18n();
  return (
    <article className="cookies-page">
      <h1>{t('cookies.title')}</h1>
      <p>{t('cookies.intro')}</p>
      <KeptGroup title="cookies.necessary.title" text="cookies.necessary.text" items={NECESSARY} />
      <KeptGroup title="cookies.optional.title" text="cookies.optional.text" items={OPTIONAL} />
      <p className="cookies-current" data-testid="cookie-choice">
        {t(CURRENT[consent ?? 'none'])}
      </p>
      <CookieChoiceForm back={urls.cookies(locale)} />
    </article>
  );
}
