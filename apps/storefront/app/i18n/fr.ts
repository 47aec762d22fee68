/**
 * French, the reference catalogue: nl.ts and en.ts must have exactly these keys (checked by the compiler
 * through `Messages` and by i18n.test.ts). Texts of the spec (doc 2 §8) are used word for word.
 */
export const fr = {
  'app.name': 'Vetshop',
  'app.tagline': 'Médicaments, alimentation et matériel vétérinaire',
  'locale.fr': 'Français',
  'locale.nl': 'Nederlands',
  'locale.en': 'English',
  'locale.switch': 'Langue',
  'nav.main': 'Navigation principale',
  'nav.home': 'Accueil',
  'nav.skip': 'Aller au contenu',
  'nav.categories': 'Catégories',
  'header.search.label': 'Rechercher un produit',
  'header.search.placeholder': 'Nom, principe actif, code CNK ou code-barres',
  'header.search.submit': 'Rechercher',
  'header.account': 'Mon compte',
  'header.login': 'Se connecter',
  'header.logout': 'Se déconnecter',
  'header.sales': 'Mes commandes',
  'header.cart': 'Panier',
  'header.cart.count':
    '{count, plural, =0 {Panier vide} one {# article dans le panier} other {# articles dans le panier}}',
  'footer.service': 'Service clientèle',
  'footer.hours.orders': 'Commandes : lun–ven 7h30–12h30 et 13h30–16h',
  'footer.hours.logistics': 'Logistique : lun–ven 8h30–12h et 14h–16h',
  'footer.hours.aftersales': 'Service après-vente : lun–ven 8h30–12h et 13h–17h',
  'footer.hours.delegate': 'Délégués : lun–ven 8h–16h',
  'footer.rights': '© Vetshop — réservé aux professionnels de la santé animale',
  loading: 'Chargement…',
  'notifications.region': 'Notifications',
  'notifications.close': 'Fermer la notification',
  'error.404.title': '404 - Page non trouvée',
  'error.404.content':
    "La page à laquelle vous tentez d'accéder n'est pas disponible. Utilisez les menus ou la recherche pour trouver ce que vous cherchez.",
  'error.404.home': "Retour à l'accueil",
  'error.title': 'Une erreur est survenue :',
  'error.generic': 'Ces informations sont momentanément indisponibles.',
  'error.unavailable':
    'Désolé, cette fonctionnalité est momentanément indisponible. Veuillez réessayer plus tard.',
  'error.status': 'Code {status}',
  'error.back': 'Retour',
  'login.title': 'Connexion',
  'login.intro': 'Connectez-vous pour voir vos prix et commander.',
  'login.login': 'Adresse e-mail',
  'login.password': 'Mot de passe',
  'login.submit': 'Se connecter',
  'login.required': 'Veuillez remplir ce champ.',
  'login.invalid': 'Identifiant ou mot de passe incorrect.',
  'login.throttled': 'Trop de tentatives de connexion. Réessayez plus tard.',
  'login.technical': 'Désolé, il semble que nous ayons un problème technique. Veuillez réessayer plus tard.',
  'login.notAuthenticated': "Vous n'êtes pas authentifié.",
  'login.becomeCustomer': 'Pas encore client ? Devenez client',
  'logout.title': 'Déconnexion',
  'logout.confirm': 'Voulez-vous vous déconnecter ?',
  'logout.unsynced':
    'Votre panier contient des modifications non enregistrées. Si vous vous déconnectez maintenant, elles seront perdues.',
  'logout.continue': 'Continuer',
  'logout.back': 'Retour',
  'logout.done': 'Vous êtes déconnecté.',
} as const;

export type MessageKey = keyof typeof fr;
export type Messages = Record<MessageKey, string>;
