import type { Locale } from '@vetshop/domain';

/**
 * The scanner dialog's texts (decision 042). They travel in the dialog's lazily loaded chunk, not in the page
 * messages (decision 022), so that no page carries them until the buyer opens the scanner; the same rules apply
 * (fr/nl/en with the same parameters, the glossary: dialog-messages.test.ts). Parameters are plain `{name}`
 * (the browser has no message parser): no plural or number formats here.
 */
const texts = {
  fr: {
    title: 'Scanner un code-barres',
    'intro.open': 'Montrez le code-barres de la boîte (EAN, CNK) à la caméra : la page du produit s’ouvre.',
    'intro.cart':
      'Montrez les codes-barres des boîtes (EAN, CNK) à la caméra, l’une après l’autre : chaque produit est ajouté au panier (quantité 1).',
    close: 'Fermer',
    starting: 'Ouverture de la caméra…',
    scanning: 'Visez le code-barres.',
    'camera.denied':
      'La caméra n’est pas autorisée pour ce site. Autorisez-la dans les réglages du navigateur, ou tapez le code ci-dessous.',
    'camera.none': 'Aucune caméra n’est disponible. Tapez le code ci-dessous.',
    'camera.failed': 'La caméra n’a pas pu être ouverte. Tapez le code ci-dessous.',
    'camera.unsupported': 'Ce navigateur ne sait pas lire les codes-barres. Tapez le code ci-dessous.',
    'code.label': 'Code (EAN, CNK ou référence)',
    'code.submit': 'Chercher',
    looking: 'Recherche de {code}…',
    unknown: 'Aucun produit ne porte le code {code}.',
    'unknown.search': 'Chercher « {code} » dans le catalogue',
    offline: 'Pas de connexion : le code {code} n’a pas pu être vérifié.',
    added: '{product} ajouté au panier.',
    opening: 'Ouverture de {product}…',
    'scanned.title': 'Boîtes scannées',
    qty: 'Quantité de {product}',
    done: 'Terminé',
  },
  nl: {
    title: 'Barcode scannen',
    'intro.open': 'Houd de barcode van de doos (EAN, CNK) voor de camera: de productpagina gaat open.',
    'intro.cart':
      'Houd de barcodes van de dozen (EAN, CNK) een voor een voor de camera: elk product wordt aan het winkelmandje toegevoegd (aantal 1).',
    close: 'Sluiten',
    starting: 'Camera wordt geopend…',
    scanning: 'Richt op de barcode.',
    'camera.denied':
      'De camera is niet toegestaan voor deze site. Sta hem toe in de instellingen van de browser, of typ de code hieronder.',
    'camera.none': 'Er is geen camera beschikbaar. Typ de code hieronder.',
    'camera.failed': 'De camera kon niet worden geopend. Typ de code hieronder.',
    'camera.unsupported': 'Deze browser kan geen barcodes lezen. Typ de code hieronder.',
    'code.label': 'Code (EAN, CNK of referentie)',
    'code.submit': 'Zoeken',
    looking: '{code} wordt gezocht…',
    unknown: 'Geen enkel product heeft de code {code}.',
    'unknown.search': '"{code}" zoeken in de catalogus',
    offline: 'Geen verbinding: de code {code} kon niet worden gecontroleerd.',
    added: '{product} toegevoegd aan het winkelmandje.',
    opening: '{product} wordt geopend…',
    'scanned.title': 'Gescande dozen',
    qty: 'Aantal van {product}',
    done: 'Klaar',
  },
  en: {
    title: 'Scan a barcode',
    'intro.open': "Show the box's barcode (EAN, CNK) to the camera: the product's page opens.",
    'intro.cart':
      "Show the boxes' barcodes (EAN, CNK) to the camera one after the other: each product is added to the cart (quantity 1).",
    close: 'Close',
    starting: 'Opening the camera…',
    scanning: 'Aim at the barcode.',
    'camera.denied':
      "The camera is not allowed for this site. Allow it in the browser's settings, or type the code below.",
    'camera.none': 'No camera is available. Type the code below.',
    'camera.failed': 'The camera could not be opened. Type the code below.',
    'camera.unsupported': 'This browser cannot read barcodes. Type the code below.',
    'code.label': 'Code (EAN, CNK or reference)',
    'code.submit': 'Look up',
    looking: 'Looking up {code}…',
    unknown: 'No product has the code {code}.',
    'unknown.search': 'Search the catalog for "{code}"',
    offline: 'No connection: the code {code} could not be checked.',
    added: '{product} added to the cart.',
    opening: 'Opening {product}…',
    'scanned.title': 'Scanned boxes',
    qty: 'Quantity of {product}',
    done: 'Done',
  },
} satisfies Record<Locale, Record<string, string>>;

export type DialogTextKey = keyof typeof texts.fr;
export const DIALOG_TEXTS: Record<Locale, Record<DialogTextKey, string>> = texts;

/** A dialog text in `locale` with its `{name}` parameters filled. */
export function dialogText(
  locale: Locale,
  key: DialogTextKey,
  values: Record<string, string | number> = {},
): string {
  return DIALOG_TEXTS[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
