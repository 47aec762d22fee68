import { bundle } from '../../i18n/bundle';

/**
 * The account-status page: a signed-in login without a customer (auth/register) on a buyer page. The words of
 * the registration feature (demande, aanvraag, application; Devenir client, Klant worden, Become a customer).
 */
export const messages = bundle({
  fr: {
    'accountStatus.signedInAs': 'Vous êtes connecté avec l’adresse {email}.',
    'accountStatus.email_unverified.title': 'Confirmez votre adresse e-mail',
    'accountStatus.email_unverified.text':
      'Pour continuer, confirmez votre adresse e-mail avec le lien de l’e-mail que nous vous avons envoyé à votre inscription (il est valable 24 heures). Pensez à vérifier vos courriers indésirables.',
    'accountStatus.email_unverified.next':
      'Vous ne trouvez pas cet e-mail ou le lien a expiré ? Demandez un nouveau lien ci-dessous, ou contactez notre service clientèle : il vous aidera.',
    'accountStatus.resend.button': 'Renvoyer le lien',
    'accountStatus.resend.sent':
      'Un nouveau lien a été envoyé à {email}. Il est valable 24 heures ; le lien précédent ne fonctionne plus.',
    'accountStatus.resend.throttled': 'Trop de tentatives. Réessayez dans quelques minutes.',
    'accountStatus.resend.failed':
      'Le lien n’a pas pu être envoyé. Réessayez plus tard ou contactez notre service clientèle.',
    'accountStatus.registration_pending.title': 'Votre demande est en cours d’examen',
    'accountStatus.registration_pending.text':
      'Notre service clientèle examine votre demande d’ouverture de compte. Vous recevrez un e-mail dès que votre compte sera ouvert : vous pourrez alors voir vos prix et commander.',
    'accountStatus.registration_refused.title': 'Votre demande n’a pas été acceptée',
    'accountStatus.registration_refused.text':
      'Nous vous avons envoyé un e-mail qui explique notre décision. Pour en parler ou nous donner des informations complémentaires, contactez notre service clientèle.',
    'accountStatus.no_registration.title': 'Votre société n’est pas encore cliente',
    'accountStatus.no_registration.text':
      'Vous êtes bien connecté, mais votre compte n’est lié à aucune société cliente. Pour voir vos prix et commander, faites une demande d’ouverture de compte : notre service clientèle l’examinera et vous écrira dès que votre compte sera ouvert.',
    'accountStatus.register': 'Devenir client',
    'accountStatus.contact': 'Contacter le service clientèle',
    'accountStatus.catalogue': 'Parcourir le catalogue (sans prix)',
  },
  nl: {
    'accountStatus.signedInAs': 'U bent aangemeld met het adres {email}.',
    'accountStatus.email_unverified.title': 'Bevestig uw e-mailadres',
    'accountStatus.email_unverified.text':
      'Bevestig om verder te gaan uw e-mailadres met de link in de e-mail die we u bij uw inschrijving stuurden (24 uur geldig). Kijk ook in uw ongewenste e-mail.',
    'accountStatus.email_unverified.next':
      'Vindt u die e-mail niet of is de link verlopen? Vraag hieronder een nieuwe link aan, of neem contact op met onze klantendienst: die helpt u verder.',
    'accountStatus.resend.button': 'De link opnieuw versturen',
    'accountStatus.resend.sent':
      'Er is een nieuwe link verstuurd naar {email}. Hij is 24 uur geldig; de vorige link werkt niet meer.',
    'accountStatus.resend.throttled': 'Te veel pogingen. Probeer het over enkele minuten opnieuw.',
    'accountStatus.resend.failed':
      'De link kon niet worden verstuurd. Probeer het later opnieuw of neem contact op met onze klantendienst.',
    'accountStatus.registration_pending.title': 'Uw aanvraag wordt bekeken',
    'accountStatus.registration_pending.text':
      'Onze klantendienst bekijkt uw aanvraag voor een account. U krijgt een e-mail zodra uw account geopend is: dan ziet u uw prijzen en kunt u bestellen.',
    'accountStatus.registration_refused.title': 'Uw aanvraag werd niet aanvaard',
    'accountStatus.registration_refused.text':
      'We stuurden u een e-mail die onze beslissing uitlegt. Wilt u erover praten of ons meer informatie geven, neem dan contact op met onze klantendienst.',
    'accountStatus.no_registration.title': 'Uw bedrijf is nog geen klant',
    'accountStatus.no_registration.text':
      'U bent aangemeld, maar uw account is aan geen enkel klantbedrijf gekoppeld. Om uw prijzen te zien en te bestellen, vraagt u een account aan: onze klantendienst bekijkt uw aanvraag en mailt u zodra uw account geopend is.',
    'accountStatus.register': 'Klant worden',
    'accountStatus.contact': 'Contact opnemen met de klantendienst',
    'accountStatus.catalogue': 'De catalogus bekijken (zonder prijzen)',
  },
  en: {
    'accountStatus.signedInAs': 'You are signed in with the address {email}.',
    'accountStatus.email_unverified.title': 'Confirm your email address',
    'accountStatus.email_unverified.text':
      'To continue, confirm your email address with the link in the email we sent you when you signed up (it is valid for 24 hours). Check your spam folder too.',
    'accountStatus.email_unverified.next':
      'Cannot find that email, or has the link expired? Ask for a new link below, or contact our customer service: they will help you.',
    'accountStatus.resend.button': 'Send the link again',
    'accountStatus.resend.sent':
      'A new link has been sent to {email}. It is valid for 24 hours; the previous link no longer works.',
    'accountStatus.resend.throttled': 'Too many attempts. Please try again in a few minutes.',
    'accountStatus.resend.failed':
      'The link could not be sent. Please try again later or contact our customer service.',
    'accountStatus.registration_pending.title': 'Your application is being reviewed',
    'accountStatus.registration_pending.text':
      'Our customer service is reviewing your application for an account. You will receive an email as soon as your account is opened: you will then see your prices and be able to order.',
    'accountStatus.registration_refused.title': 'Your application was not accepted',
    'accountStatus.registration_refused.text':
      'We sent you an email explaining our decision. To talk it over or give us more information, contact our customer service.',
    'accountStatus.no_registration.title': 'Your company is not a customer yet',
    'accountStatus.no_registration.text':
      'You are signed in, but your account is not linked to any customer company. To see your prices and order, apply for an account: our customer service will review your application and email you as soon as your account is opened.',
    'accountStatus.register': 'Become a customer',
    'accountStatus.contact': 'Contact customer service',
    'accountStatus.catalogue': 'Browse the catalog (without prices)',
  },
});
