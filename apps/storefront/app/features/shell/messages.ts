import { bundle } from '../../i18n/bundle';

/** Header, footer, navigation, language switch, loading bar, error screens and the offline page. */
export const messages = bundle({
  fr: {
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
    'footer.rights': '© Vetshop — réservé aux professionnels de la santé animale',
    loading: 'Chargement…',
    'error.404.title': '404 - Page non trouvée',
    'error.404.content':
      'La page à laquelle vous tentez d’accéder n’est pas disponible. Utilisez les menus ou la recherche pour trouver ce que vous cherchez.',
    'error.404.home': 'Retour à l’accueil',
    'error.title': 'Une erreur est survenue :',
    'error.generic': 'Ces informations sont momentanément indisponibles.',
    'error.unavailable':
      'Désolé, cette fonctionnalité est momentanément indisponible. Veuillez réessayer plus tard.',
    'error.status': 'Code {status}',
    'error.pageTitle': 'Erreur {status}',
    'error.back': 'Retour',
    'error.crossSite':
      'Cette action a été envoyée depuis une autre page que notre boutique : elle n’a pas été effectuée. Recommencez depuis la boutique.',
    'error.notAForm':
      'Cette page attend un formulaire de la boutique ; ce qui a été envoyé n’en est pas un. Rechargez la page et recommencez.',
    'error.tooLarge':
      'Ce qui a été envoyé est trop volumineux pour cette page : rien n’a été enregistré. Raccourcissez le texte ou joignez des fichiers plus petits, puis recommencez.',
    'error.invalid':
      'Ce qui a été envoyé n’a pas pu être traité : rien n’a été enregistré. Rechargez la page et recommencez.',
    'offline.page.title': 'Vous êtes hors ligne',
    'offline.page.text':
      'Cette page n’a pas encore été enregistrée sur cet appareil. Votre panier reste disponible : vos modifications y sont conservées et seront envoyées au retour de la connexion.',
    'offline.page.retry': 'Réessayer',
    'offline.page.cart': 'Mon panier',
    'offline.page.home': 'Accueil',
  },
  nl: {
    'app.name': 'Vetshop',
    'app.tagline': 'Geneesmiddelen, voeding en materiaal voor dierenartsen',
    'locale.fr': 'Français',
    'locale.nl': 'Nederlands',
    'locale.en': 'English',
    'locale.switch': 'Taal',
    'nav.main': 'Hoofdnavigatie',
    'nav.home': 'Home',
    'nav.skip': 'Naar de inhoud',
    'nav.categories': 'Categorieën',
    'header.search.label': 'Een product zoeken',
    'header.search.placeholder': 'Naam, werkzame stof, CNK-code of barcode',
    'header.search.submit': 'Zoeken',
    'header.account': 'Mijn account',
    'header.login': 'Aanmelden',
    'header.logout': 'Afmelden',
    'header.sales': 'Mijn bestellingen',
    'header.cart': 'Winkelmandje',
    'header.cart.count':
      '{count, plural, =0 {Leeg winkelmandje} one {# artikel in het winkelmandje} other {# artikelen in het winkelmandje}}',
    'footer.service': 'Klantendienst',
    'footer.rights': '© Vetshop — enkel voor professionals in de diergezondheid',
    loading: 'Laden…',
    'error.404.title': '404 - Pagina niet gevonden',
    'error.404.content':
      'De pagina die u probeert te openen is niet beschikbaar. Gebruik de menu’s of de zoekfunctie om te vinden wat u zoekt.',
    'error.404.home': 'Terug naar de homepage',
    'error.title': 'Er is een fout opgetreden:',
    'error.generic': 'Deze informatie is tijdelijk niet beschikbaar.',
    'error.unavailable': 'Sorry, deze functie is tijdelijk niet beschikbaar. Probeer het later opnieuw.',
    'error.status': 'Code {status}',
    'error.pageTitle': 'Fout {status}',
    'error.back': 'Terug',
    'error.crossSite':
      'Deze actie werd verzonden vanaf een andere pagina dan onze winkel en is niet uitgevoerd. Probeer het opnieuw vanuit de winkel.',
    'error.notAForm':
      'Deze pagina verwacht een formulier van de winkel; wat verzonden werd, is dat niet. Herlaad de pagina en probeer het opnieuw.',
    'error.tooLarge':
      'Wat verzonden werd, is te groot voor deze pagina: er werd niets opgeslagen. Maak de tekst korter of voeg kleinere bestanden toe en probeer het opnieuw.',
    'error.invalid':
      'Wat verzonden werd, kon niet verwerkt worden: er werd niets opgeslagen. Herlaad de pagina en probeer het opnieuw.',
    'offline.page.title': 'U bent offline',
    'offline.page.text':
      'Deze pagina is nog niet op dit toestel bewaard. Uw winkelmandje blijft beschikbaar: uw wijzigingen worden er bewaard en verstuurd zodra de verbinding terug is.',
    'offline.page.retry': 'Opnieuw proberen',
    'offline.page.cart': 'Mijn winkelmandje',
    'offline.page.home': 'Home',
  },
  en: {
    'app.name': 'Vetshop',
    'app.tagline': 'Veterinary medicines, food and equipment',
    'locale.fr': 'Français',
    'locale.nl': 'Nederlands',
    'locale.en': 'English',
    'locale.switch': 'Language',
    'nav.main': 'Main navigation',
    'nav.home': 'Home',
    'nav.skip': 'Skip to content',
    'nav.categories': 'Categories',
    'header.search.label': 'Search for a product',
    'header.search.placeholder': 'Name, active principle, CNK code or barcode',
    'header.search.submit': 'Search',
    'header.account': 'My account',
    'header.login': 'Sign in',
    'header.logout': 'Sign out',
    'header.sales': 'My orders',
    'header.cart': 'Cart',
    'header.cart.count':
      '{count, plural, =0 {Empty cart} one {# item in the cart} other {# items in the cart}}',
    'footer.service': 'Customer service',
    'footer.rights': '© Vetshop — for animal health professionals only',
    loading: 'Loading…',
    'error.404.title': '404 - Page not found',
    'error.404.content':
      'The page you are trying to reach is not available. Use the menus or the search to find what you are looking for.',
    'error.404.home': 'Back to the home page',
    'error.title': 'An error occurred:',
    'error.generic': 'This information is temporarily unavailable.',
    'error.unavailable': 'Sorry, this feature is temporarily unavailable. Please try again later.',
    'error.status': 'Code {status}',
    'error.pageTitle': 'Error {status}',
    'error.back': 'Back',
    'error.crossSite':
      'This action was sent from a page other than our shop, so it was not carried out. Please try again from the shop.',
    'error.notAForm':
      'This page expects a form from the shop, and what was sent is not one. Please reload the page and try again.',
    'error.tooLarge':
      'What was sent is too large for this page: nothing was saved. Shorten the text or attach smaller files, then try again.',
    'error.invalid':
      'What was sent could not be processed: nothing was saved. Please reload the page and try again.',
    'offline.page.title': 'You are offline',
    'offline.page.text':
      'This page has not been saved on this device yet. Your cart is still available: your changes are kept there and sent when the connection returns.',
    'offline.page.retry': 'Try again',
    'offline.page.cart': 'My cart',
    'offline.page.home': 'Home',
  },
});
