import type { Locale } from '@vetshop/contract';
import type { CurrentPromotion } from '@vetshop/domain';
import { mailText, renderMail, type RenderedMail } from '../mail';
import { formatDay } from '../../i18n/format-day';

/** The promotion-end alert's texts, in the three shop languages (`{name}` is a parameter). */
const TEXTS = {
  subject: {
    fr: 'Fin de promotion le {date} : {product}',
    nl: 'Einde promotie op {date}: {product}',
    en: 'Promotion ends on {date}: {product}',
  },
  heading: {
    fr: 'La promotion sur {product} se termine bientôt',
    nl: 'De promotie op {product} loopt binnenkort af',
    en: 'The promotion on {product} ends soon',
  },
  freeGoods: {
    fr: 'Promotion : {main} + {free} gratuit.',
    nl: 'Promotie: {main} + {free} gratis.',
    en: 'Promotion: {main} + {free} free.',
  },
  special: {
    fr: 'Offre spéciale.',
    nl: 'Speciale aanbieding.',
    en: 'Special offer.',
  },
  lastDay: {
    fr: 'Dernier jour : {date}.',
    nl: 'Laatste dag: {date}.',
    en: 'Last day: {date}.',
  },
  action: { fr: 'Voir le produit', nl: 'Product bekijken', en: 'View the product' },
  footer: {
    fr: 'Vous recevez ce message parce que vous avez demandé une alerte de fin de promotion sur ce produit. Gérer vos alertes : {url}',
    nl: 'U ontvangt dit bericht omdat u een melding einde promotie voor dit product hebt gevraagd. Uw meldingen beheren: {url}',
    en: 'You receive this mail because you asked for a promotion-end alert on this product. Manage your alerts: {url}',
  },
} as const satisfies Record<string, Record<Locale, string>>;

const t = mailText(TEXTS);

/** The promotion's last day with its weekday, e.g. "vendredi 27 novembre 2026". */
export function formatLastDay(day: string, locale: Locale): string {
  return formatDay(day, locale, { weekday: true });
}

/** What the promotion is, e.g. "Promotion : 3 + 1 gratuit." or "Offre spéciale." */
export function promotionLabel(promotion: CurrentPromotion, locale: Locale): string {
  if (promotion.kind === 'special' || !promotion.ratioMain || !promotion.ratioPromo)
    return t('special', locale);
  return t('freeGoods', locale, { main: promotion.ratioMain, free: promotion.ratioPromo });
}

/**
 * The alert mail: the product, the promotion, its last day, a button to the product page and, in the
 * footer, where to manage the alerts. Links are the storefront's (config.storefrontUrl).
 */
export function promoEndMail(opts: {
  locale: Locale;
  productName: string;
  urlKey: string;
  promotion: CurrentPromotion & { dateEnd: string };
  storefrontUrl: string;
}): RenderedMail {
  const { locale } = opts;
  const params = { product: opts.productName, date: formatLastDay(opts.promotion.dateEnd, locale) };
  const productUrl = `${opts.storefrontUrl}/${locale}/p/${encodeURIComponent(opts.urlKey)}`;
  const alertsUrl = `${opts.storefrontUrl}/${locale}/account/promo_alerts`;
  return renderMail({
    locale,
    subject: t('subject', locale, params),
    heading: t('heading', locale, params),
    paragraphs: [opts.productName, promotionLabel(opts.promotion, locale), t('lastDay', locale, params)],
    action: { label: t('action', locale), url: productUrl },
    footer: t('footer', locale, { url: alertsUrl }),
  });
}
