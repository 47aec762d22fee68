import type { Executor } from '@vetshop/db';
import type { Locale } from '@vetshop/domain';
import { enqueueMail, mailText, renderMail } from '../mail';
import { tokenLink } from './tokens';

/**
 * The mails carrying a token link (issue 11 §4): set a password (a new account, 7 days), reset it (1 hour),
 * validate an e-mail (24 hours). The link is the only place the raw token exists.
 */
const TEXTS = {
  setSubject: {
    fr: 'Votre compte est prêt : choisissez votre mot de passe',
    nl: 'Uw account is klaar: kies uw wachtwoord',
    en: 'Your account is ready: choose your password',
  },
  setHeading: { fr: 'Bienvenue, {name}', nl: 'Welkom, {name}', en: 'Welcome, {name}' },
  setBody: {
    fr: 'Votre inscription est acceptée : le compte client {customer} a été créé. Votre identifiant est {login}.',
    nl: 'Uw registratie is aanvaard: de klantenaccount {customer} werd aangemaakt. Uw gebruikersnaam is {login}.',
    en: 'Your registration is accepted: the customer account {customer} has been created. Your login is {login}.',
  },
  setValidity: {
    fr: 'Choisissez votre mot de passe avec le bouton ci-dessous. Ce lien est valable 7 jours et ne sert qu’une fois.',
    nl: 'Kies uw wachtwoord met de knop hieronder. Deze link is 7 dagen geldig en werkt maar één keer.',
    en: 'Choose your password with the button below. This link is valid for 7 days and works only once.',
  },
  setAction: { fr: 'Choisir mon mot de passe', nl: 'Mijn wachtwoord kiezen', en: 'Choose my password' },
  resetSubject: {
    fr: 'Réinitialisation de votre mot de passe',
    nl: 'Uw wachtwoord opnieuw instellen',
    en: 'Reset your password',
  },
  resetHeading: { fr: 'Mot de passe oublié ?', nl: 'Wachtwoord vergeten?', en: 'Forgot your password?' },
  resetBody: {
    fr: 'Nous avons reçu une demande de nouveau mot de passe pour l’identifiant {login}. Ce lien est valable 1 heure et ne sert qu’une fois.',
    nl: 'We ontvingen een aanvraag voor een nieuw wachtwoord voor de gebruikersnaam {login}. Deze link is 1 uur geldig en werkt maar één keer.',
    en: 'We received a request for a new password for the login {login}. This link is valid for 1 hour and works only once.',
  },
  resetIgnore: {
    fr: 'Si vous n’avez rien demandé, ignorez ce message : votre mot de passe ne change pas.',
    nl: 'Hebt u niets aangevraagd? Negeer dan dit bericht: uw wachtwoord blijft ongewijzigd.',
    en: 'If you did not ask for it, ignore this mail: your password does not change.',
  },
  resetAction: {
    fr: 'Choisir un nouveau mot de passe',
    nl: 'Een nieuw wachtwoord kiezen',
    en: 'Choose a new password',
  },
  validateSubject: {
    fr: 'Confirmez votre adresse e-mail',
    nl: 'Bevestig uw e-mailadres',
    en: 'Confirm your email address',
  },
  validateHeading: { fr: 'Bonjour,', nl: 'Hallo,', en: 'Hello,' },
  validateBody: {
    fr: 'Confirmez que {login} est bien votre adresse e-mail. Ce lien est valable 24 heures.',
    nl: 'Bevestig dat {login} wel degelijk uw e-mailadres is. Deze link is 24 uur geldig.',
    en: 'Confirm that {login} is your email address. This link is valid for 24 hours.',
  },
  validatePrices: {
    fr: 'Pour commander et voir vos prix, votre compte doit être relié à un client : envoyez aussi le formulaire d’inscription professionnelle.',
    nl: 'Om te bestellen en uw prijzen te zien, moet uw account aan een klant gekoppeld zijn: vul ook het professionele registratieformulier in.',
    en: 'To order and see your prices, your account must be linked to a customer: also send the professional registration form.',
  },
  validateAction: { fr: 'Confirmer mon adresse', nl: 'Mijn adres bevestigen', en: 'Confirm my address' },
} as const satisfies Record<string, Record<Locale, string>>;

const t = mailText(TEXTS);

export interface TokenMail {
  to: string;
  locale: Locale;
  token: string;
  storefrontUrl: string;
  userId: number;
}

/** A new customer's first password (after the staff's approval). */
export async function enqueueSetPasswordMail(
  db: Executor,
  m: TokenMail & { name: string; customer: string; registrationId: number },
): Promise<void> {
  const p = { name: m.name, customer: m.customer, login: m.to };
  const mail = renderMail({
    locale: m.locale,
    subject: t('setSubject', m.locale),
    heading: t('setHeading', m.locale, p),
    paragraphs: [t('setBody', m.locale, p), t('setValidity', m.locale)],
    action: {
      label: t('setAction', m.locale),
      url: tokenLink(m.storefrontUrl, m.locale, 'set-password', m.token),
    },
  });
  await enqueueMail(db, {
    kind: 'registration_approved',
    to: m.to,
    locale: m.locale,
    ...mail,
    record: { type: 'registration', id: m.registrationId },
  });
}

export async function enqueueResetPasswordMail(db: Executor, m: TokenMail): Promise<void> {
  const p = { login: m.to };
  const mail = renderMail({
    locale: m.locale,
    subject: t('resetSubject', m.locale),
    heading: t('resetHeading', m.locale),
    paragraphs: [t('resetBody', m.locale, p), t('resetIgnore', m.locale)],
    action: {
      label: t('resetAction', m.locale),
      url: tokenLink(m.storefrontUrl, m.locale, 'set-password', m.token),
    },
  });
  await enqueueMail(db, { kind: 'reset_password', to: m.to, locale: m.locale, ...mail });
}

/**
 * The sign-up's validation mail goes to an address nobody has proven yet (auth/register takes any): it greets
 * neutrally and quotes nothing the sender chose but the address itself, so the shop cannot be made to carry
 * someone's text to a stranger (issue 17 §4). One per new login (an existing login gets none), and the signed-in
 * login's resends are limited per account.
 */
export async function enqueueValidateEmailMail(db: Executor, m: TokenMail): Promise<void> {
  const p = { login: m.to };
  const mail = renderMail({
    locale: m.locale,
    subject: t('validateSubject', m.locale),
    heading: t('validateHeading', m.locale),
    paragraphs: [t('validateBody', m.locale, p), t('validatePrices', m.locale)],
    action: {
      label: t('validateAction', m.locale),
      url: tokenLink(m.storefrontUrl, m.locale, 'validate-email', m.token),
    },
  });
  await enqueueMail(db, { kind: 'validate_email', to: m.to, locale: m.locale, ...mail });
}
