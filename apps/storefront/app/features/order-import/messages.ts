import { bundle } from '../../i18n/bundle';

/** The CSV order import panel (dashboard, cart page). */
export const messages = bundle({
  fr: {
    'orderImport.title': 'Importer une commande (CSV)',
    'orderImport.intro':
      'Un fichier .csv exporté de votre logiciel : une colonne SKU, CNK ou code-barres et une colonne Quantité. Les lignes sont ajoutées à votre panier.',
    'orderImport.file': 'Fichier CSV',
    'orderImport.submit': 'Importer',
    'orderImport.sending': 'Envoi du fichier… {percent} %',
    'orderImport.applying': 'Ajout des lignes au panier…',
    'orderImport.progress': 'Progression de l’import',
    'orderImport.error.notCsv': 'Seuls les fichiers .csv peuvent être importés.',
    'orderImport.error.tooLarge': 'Le fichier ne peut pas dépasser {mb} MB',
    'orderImport.error.empty': 'Ce fichier est vide.',
    'orderImport.error.noFile': 'Choisissez d’abord un fichier .csv.',
    'orderImport.error.failed': 'L’import n’a pas pu être fait. Réessayez plus tard.',
    'orderImport.report.title': 'Résultat de l’import',
    'orderImport.report.counts':
      '{added, plural, one {# ligne ajoutée} other {# lignes ajoutées}}, {merged, plural, one {# ligne fusionnée} other {# lignes fusionnées}} avec une ligne du même produit, {skipped, plural, one {# ligne ignorée} other {# lignes ignorées}}.',
    'orderImport.report.replayed':
      'Ce fichier avait déjà été importé : votre panier n’a pas été modifié une seconde fois.',
    'orderImport.report.allGood': 'Toutes les lignes du fichier ont été ajoutées.',
    'orderImport.report.skippedCaption': 'Lignes ignorées et pourquoi',
    'orderImport.report.col.row': 'Ligne',
    'orderImport.report.col.code': 'Code',
    'orderImport.report.col.qty': 'Quantité',
    'orderImport.report.col.reason': 'Raison',
    'orderImport.report.toCart': 'Voir mon panier',
  },
  nl: {
    'orderImport.title': 'Een bestelling importeren (CSV)',
    'orderImport.intro':
      'Een .csv-bestand uit uw software: een kolom SKU, CNK of barcode en een kolom Aantal. De regels worden aan uw winkelmandje toegevoegd.',
    'orderImport.file': 'CSV-bestand',
    'orderImport.submit': 'Importeren',
    'orderImport.sending': 'Bestand wordt verzonden… {percent} %',
    'orderImport.applying': 'Regels worden aan het winkelmandje toegevoegd…',
    'orderImport.progress': 'Voortgang van de import',
    'orderImport.error.notCsv': 'Alleen .csv-bestanden kunnen worden geïmporteerd.',
    'orderImport.error.tooLarge': 'Het bestand mag niet groter zijn dan {mb} MB',
    'orderImport.error.empty': 'Dit bestand is leeg.',
    'orderImport.error.noFile': 'Kies eerst een .csv-bestand.',
    'orderImport.error.failed': 'De import is niet gelukt. Probeer het later opnieuw.',
    'orderImport.report.title': 'Resultaat van de import',
    'orderImport.report.counts':
      '{added, plural, one {# regel toegevoegd} other {# regels toegevoegd}}, {merged, plural, one {# regel samengevoegd} other {# regels samengevoegd}} met een regel van hetzelfde product, {skipped, plural, one {# regel overgeslagen} other {# regels overgeslagen}}.',
    'orderImport.report.replayed':
      'Dit bestand was al geïmporteerd: uw winkelmandje werd geen tweede keer gewijzigd.',
    'orderImport.report.allGood': 'Alle regels van het bestand zijn toegevoegd.',
    'orderImport.report.skippedCaption': 'Overgeslagen regels en waarom',
    'orderImport.report.col.row': 'Regel',
    'orderImport.report.col.code': 'Code',
    'orderImport.report.col.qty': 'Aantal',
    'orderImport.report.col.reason': 'Reden',
    'orderImport.report.toCart': 'Naar mijn winkelmandje',
  },
  en: {
    'orderImport.title': 'Import an order (CSV)',
    'orderImport.intro':
      'A .csv file exported from your software: an SKU, CNK or barcode column and a Quantity column. The rows are added to your cart.',
    'orderImport.file': 'CSV file',
    'orderImport.submit': 'Import',
    'orderImport.sending': 'Sending the file… {percent} %',
    'orderImport.applying': 'Adding the rows to your cart…',
    'orderImport.progress': 'Import progress',
    'orderImport.error.notCsv': 'Only .csv files can be imported.',
    'orderImport.error.tooLarge': 'The file cannot be larger than {mb} MB',
    'orderImport.error.empty': 'This file is empty.',
    'orderImport.error.noFile': 'Choose a .csv file first.',
    'orderImport.error.failed': 'The import could not be done. Please try again later.',
    'orderImport.report.title': 'Import result',
    'orderImport.report.counts':
      '{added, plural, one {# row added} other {# rows added}}, {merged, plural, one {# row merged} other {# rows merged}} into a row of the same product, {skipped, plural, one {# row skipped} other {# rows skipped}}.',
    'orderImport.report.replayed':
      'This file had already been imported: your cart was not changed a second time.',
    'orderImport.report.allGood': 'Every row of the file was added.',
    'orderImport.report.skippedCaption': 'Skipped rows and why',
    'orderImport.report.col.row': 'Row',
    'orderImport.report.col.code': 'Code',
    'orderImport.report.col.qty': 'Quantity',
    'orderImport.report.col.reason': 'Reason',
    'orderImport.report.toCart': 'View my cart',
  },
});
