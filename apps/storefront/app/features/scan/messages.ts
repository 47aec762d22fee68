import { bundle } from '../../i18n/bundle';

/**
 * The scanner's button (header, cart page; issue 23 §1, decision 042), in every page's messages. The dialog's
 * own texts come with the dialog's code (dialog-messages.ts), only when it opens.
 */
export const messages = bundle({
  fr: {
    'scan.button': 'Scanner',
    'scan.button.open': 'Scanner le code-barres d’une boîte pour ouvrir son produit',
    'scan.button.cart': 'Scanner des boîtes pour les ajouter au panier',
  },
  nl: {
    'scan.button': 'Scannen',
    'scan.button.open': 'De barcode van een doos scannen om het product te openen',
    'scan.button.cart': 'Dozen scannen om ze aan het winkelmandje toe te voegen',
  },
  en: {
    'scan.button': 'Scan',
    'scan.button.open': "Scan a box's barcode to open its product",
    'scan.button.cart': 'Scan boxes to add them to the cart',
  },
});
