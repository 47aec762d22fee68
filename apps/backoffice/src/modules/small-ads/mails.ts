import type { Executor } from '@vetshop/db';
import type { Locale } from '@vetshop/domain';
import { formatDay } from '../../i18n/format-day';
import type { AppContext } from '../../context';
import { parseLocale } from '../../i18n/locale';
import { enqueueMail, mailText, renderMail } from '../mail';
import * as repo from './repository';
import type { SmallAdRow } from './repository';

/** The moderation mails' texts (issue 11 §1): the author learns that the ad is published, or refused and why. */
const TEXTS = {
  publishedSubject: {
    fr: 'Votre petite annonce « {name} » est publiée',
    nl: 'Uw zoekertje "{name}" is gepubliceerd',
    en: 'Your small ad "{name}" is published',
  },
  publishedBody: {
    fr: 'Notre équipe a validé votre petite annonce « {name} ». Elle est visible par les clients de la boutique jusqu’au {date} inclus.',
    nl: 'Ons team heeft uw zoekertje "{name}" goedgekeurd. Het is zichtbaar voor de klanten van de webshop tot en met {date}.',
    en: 'Our team has approved your small ad "{name}". Customers of the shop can see it until {date} inclusive.',
  },
  refusedSubject: {
    fr: 'Votre petite annonce « {name} » a été refusée',
    nl: 'Uw zoekertje "{name}" werd geweigerd',
    en: 'Your small ad "{name}" was refused',
  },
  refusedBody: {
    fr: 'Notre équipe n’a pas publié votre petite annonce « {name} ».',
    nl: 'Ons team heeft uw zoekertje "{name}" niet gepubliceerd.',
    en: 'Our team did not publish your small ad "{name}".',
  },
  refusedReason: { fr: 'Motif : {reason}', nl: 'Reden: {reason}', en: 'Reason: {reason}' },
  refusedAgain: {
    fr: 'Vous pouvez la modifier puis la soumettre à nouveau.',
    nl: 'U kunt het aanpassen en opnieuw indienen.',
    en: 'You can edit it and submit it again.',
  },
  action: { fr: 'Voir l’annonce', nl: 'Zoekertje bekijken', en: 'View the ad' },
} as const satisfies Record<string, Record<Locale, string>>;

const t = mailText(TEXTS);

/**
 * The decision's mail to the ad's author, in their language, with a link to the ad; the refusal carries its
 * reason. Call it in the decision's transaction (the outbox sends it once committed). Nothing for an author whose
 * account was closed since.
 */
export async function enqueueDecisionMail(
  ctx: AppContext,
  db: Executor,
  ad: SmallAdRow,
  decision: 'published' | 'refused',
): Promise<void> {
  const author = await repo.authorOf(db, ad.authorId);
  if (!author || !author.active) return;
  const locale = parseLocale(author.locale) ?? 'fr';
  const subject =
    decision === 'published'
      ? t('publishedSubject', locale, { name: ad.name })
      : t('refusedSubject', locale, { name: ad.name });
  const paragraphs =
    decision === 'published'
      ? [t('publishedBody', locale, { name: ad.name, date: formatDay(ad.dateEnd, locale) })]
      : [
          t('refusedBody', locale, { name: ad.name }),
          t('refusedReason', locale, { reason: ad.rejectionReason ?? '' }),
          t('refusedAgain', locale),
        ];
  const mail = renderMail({
    locale,
    subject,
    heading: subject,
    paragraphs,
    action: {
      label: t('action', locale),
      url: `${ctx.config.storefrontUrl}/${locale}/account/smallads/${ad.id}`,
    },
  });
  await enqueueMail(db, {
    kind: decision === 'published' ? 'small_ad_published' : 'small_ad_refused',
    to: author.login,
    locale,
    ...mail,
    record: { type: 'small_ad', id: ad.id },
  });
}
