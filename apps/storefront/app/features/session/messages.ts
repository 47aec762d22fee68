import { bundle } from '../../i18n/bundle';

/** Sign-in, sign-out and how to become a customer. */
export const messages = bundle({
  fr: {
    'register.title': 'Devenir client',
    'register.intro':
      'Vetshop est réservé aux professionnels de la santé animale : vétérinaires, ASV, pharmaciens, étudiants, fournisseurs et grossistes.',
    'register.how':
      "Pour ouvrir un compte, contactez notre service clientèle avec votre numéro d'ordre ou d'agrément (vétérinaires), votre numéro de TVA et vos adresses de facturation et de livraison. Votre compte est ouvert en un jour ouvrable.",
    'register.phone': 'Téléphone : +32 2 000 00 00',
    'register.email': 'E-mail : clients@vetshop.example',
    'register.login': 'Déjà client ? Se connecter',
    'login.title': 'Connexion',
    'login.intro': 'Connectez-vous pour voir vos prix et commander.',
    'login.login': 'Adresse e-mail',
    'login.password': 'Mot de passe',
    'login.submit': 'Se connecter',
    'login.required': 'Veuillez remplir ce champ.',
    'login.invalid': 'Identifiant ou mot de passe incorrect.',
    'login.throttled': 'Trop de tentatives de connexion. Réessayez plus tard.',
    'login.technical':
      'Désolé, il semble que nous ayons un problème technique. Veuillez réessayer plus tard.',
    'login.notAuthenticated': "Vous n'êtes pas authentifié.",
    'login.becomeCustomer': 'Pas encore client ? Devenez client',
    'logout.title': 'Déconnexion',
    'logout.confirm': 'Voulez-vous vous déconnecter ?',
    'logout.unsynced':
      'Votre panier contient des modifications non enregistrées. Si vous vous déconnectez maintenant, elles seront perdues.',
    'logout.continue': 'Continuer',
    'logout.back': 'Retour',
    'logout.done': 'Vous êtes déconnecté.',
  },
  nl: {
    'register.title': 'Klant worden',
    'register.intro':
      'Vetshop is voorbehouden aan professionals in de diergezondheid: dierenartsen, paraveterinairen, apothekers, studenten, leveranciers en groothandels.',
    'register.how':
      'Om een account te openen, neemt u contact op met onze klantendienst met uw ordenummer of erkenningsnummer (dierenartsen), uw btw-nummer en uw facturatie- en leveringsadressen. Uw account wordt binnen één werkdag geopend.',
    'register.phone': 'Telefoon: +32 2 000 00 00',
    'register.email': 'E-mail: klanten@vetshop.example',
    'register.login': 'Al klant? Aanmelden',
    'login.title': 'Aanmelden',
    'login.intro': 'Meld u aan om uw prijzen te zien en te bestellen.',
    'login.login': 'E-mailadres',
    'login.password': 'Wachtwoord',
    'login.submit': 'Aanmelden',
    'login.required': 'Vul dit veld in.',
    'login.invalid': 'Gebruikersnaam of wachtwoord onjuist.',
    'login.throttled': 'Te veel aanmeldpogingen. Probeer het later opnieuw.',
    'login.technical': 'Sorry, er lijkt een technisch probleem te zijn. Probeer het later opnieuw.',
    'login.notAuthenticated': 'U bent niet aangemeld.',
    'login.becomeCustomer': 'Nog geen klant? Word klant',
    'logout.title': 'Afmelden',
    'logout.confirm': 'Wilt u zich afmelden?',
    'logout.unsynced':
      'Uw winkelmandje bevat wijzigingen die nog niet bewaard zijn. Als u zich nu afmeldt, gaan ze verloren.',
    'logout.continue': 'Doorgaan',
    'logout.back': 'Terug',
    'logout.done': 'U bent afgemeld.',
  },
  en: {
    'register.title': 'Become a customer',
    'register.intro':
      'Vetshop is for animal health professionals only: veterinarians, veterinary nurses, pharmacists, students, suppliers and wholesalers.',
    'register.how':
      'To open an account, contact our customer service with your veterinary registration or license number (veterinarians), your VAT number and your invoicing and delivery addresses. Your account is opened within one working day.',
    'register.phone': 'Phone: +32 2 000 00 00',
    'register.email': 'Email: customers@vetshop.example',
    'register.login': 'Already a customer? Sign in',
    'login.title': 'Sign in',
    'login.intro': 'Sign in to see your prices and order.',
    'login.login': 'Email address',
    'login.password': 'Password',
    'login.submit': 'Sign in',
    'login.required': 'Please fill in this field.',
    'login.invalid': 'Incorrect login or password.',
    'login.throttled': 'Too many sign-in attempts. Please try again later.',
    'login.technical': 'Sorry, we seem to have a technical problem. Please try again later.',
    'login.notAuthenticated': 'You are not signed in.',
    'login.becomeCustomer': 'Not a customer yet? Become one',
    'logout.title': 'Sign out',
    'logout.confirm': 'Do you want to sign out?',
    'logout.unsynced':
      'Your cart has changes that are not saved yet. If you sign out now, they will be lost.',
    'logout.continue': 'Continue',
    'logout.back': 'Back',
    'logout.done': 'You are signed out.',
  },
});
