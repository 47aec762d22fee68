import { bundle } from '../../i18n/bundle';

/** Promotion codes on the cart page (issue 22 §4, decision 040). One term per concept: "code promo" / "promotiecode". */
export const messages = bundle({
  fr: {
    'coupons.title': 'Code promo',
    'coupons.field': 'Votre code promo',
    'coupons.apply': 'Appliquer',
    'coupons.remove': 'Retirer le code',
    'coupons.applied': 'Code {code} : {label}',
    'coupons.saving': 'Remise : {amount} HTVA',
    'coupons.done': 'Le code {code} est appliqué.',
    'coupons.removed': 'Le code a été retiré du panier.',
    'coupons.refused': 'Ce code n’a pas pu être appliqué.',
    'coupons.unavailable': 'Le code n’a pas pu être vérifié : réessayez dans un instant.',
    'coupons.offline': 'Hors ligne : le code sera à saisir une fois la connexion revenue.',
  },
  nl: {
    'coupons.title': 'Promotiecode',
    'coupons.field': 'Uw promotiecode',
    'coupons.apply': 'Toepassen',
    'coupons.remove': 'Code verwijderen',
    'coupons.applied': 'Code {code}: {label}',
    'coupons.saving': 'Korting: {amount} excl. btw',
    'coupons.done': 'De code {code} is toegepast.',
    'coupons.removed': 'De code is uit het winkelmandje verwijderd.',
    'coupons.refused': 'Deze code kon niet worden toegepast.',
    'coupons.unavailable': 'De code kon niet worden gecontroleerd: probeer het zo meteen opnieuw.',
    'coupons.offline': 'Offline: voer de code in zodra de verbinding terug is.',
  },
  en: {
    'coupons.title': 'Promotion code',
    'coupons.field': 'Your promotion code',
    'coupons.apply': 'Apply',
    'coupons.remove': 'Remove the code',
    'coupons.applied': 'Code {code}: {label}',
    'coupons.saving': 'Discount: {amount} excl. VAT',
    'coupons.done': 'The code {code} is applied.',
    'coupons.removed': 'The code was removed from the cart.',
    'coupons.refused': 'This code could not be applied.',
    'coupons.unavailable': 'The code could not be checked: try again in a moment.',
    'coupons.offline': 'Offline: enter the code once the connection is back.',
  },
});
