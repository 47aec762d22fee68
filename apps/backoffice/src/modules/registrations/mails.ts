import type { Executor } from '@vetshop/db';
import type { Locale } from '@vetshop/domain';
import { enqueueMail, mailText, renderMail } from '../mail';

/** The refusal mail (issue 11 §4): the applicant reads the staff's reason in their own language. */
const TEXTS = {
  subject: {
    fr: 'Votre demande d’inscription',
    nl: 'Uw registratieaanvraag',
    en: 'Your registration request',
  },
  heading: { fr: 'Bonjour {name}', nl: 'Hallo {name}', en: 'Hello {name}' },
  body: {
    fr: 'Nous ne pouvons pas accepter la demande d’inscription de {company}. Motif :',
    nl: 'We kunnen de registratieaanvraag van {company} niet aanvaarden. Reden:',
    en: 'We cannot accept the registration request of {company}. Reason:',
  },
  contact: {
    fr: 'Pour toute question, répondez à ce message ou contactez notre service clientèle.',
    nl: 'Hebt u vragen? Antwoord op dit bericht of neem contact op met onze klantendienst.',
    en: 'For any question, reply to this mail or contact our customer service.',
  },
  footer: {
    fr: 'Vous recevez ce message parce que vous avez demandé un compte client.',
    nl: 'U ontvangt dit bericht omdat u een klantenaccount hebt aangevraagd.',
    en: 'You receive this mail because you asked for a customer account.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

const t = mailText(TEXTS);

export async function enqueueRefusalMail(
  db: Executor,
  m: { to: string; locale: Locale; name: string; company: string; reason: string; registrationId: number },
): Promise<void> {
  const p = { name: m.name, company: m.company };
  const mail = renderMail({
    locale: m.locale,
    subject: t('subject', m.locale),
    heading: t('heading', m.locale, p),
    paragraphs: [t('body', m.locale, p), m.reason, t('contact', m.locale)],
    footer: t('footer', m.locale),
  });
  await enqueueMail(db, {
    kind: 'registration_refused',
    to: m.to,
    locale: m.locale,
    ...mail,
    record: { type: 'registration', id: m.registrationId },
  });
}
