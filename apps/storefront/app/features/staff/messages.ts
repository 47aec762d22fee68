import { bundle } from '../../i18n/bundle';

/** The staff workspace's frame: its navigation and home. Each staff page keeps its texts in its own feature. */
export const messages = bundle({
  fr: {
    'staff.nav.label': 'Espace du personnel',
    'staff.nav.home': 'Accueil',
    'staff.nav.quotations': 'Devis à compléter',
    'staff.nav.addressRequests': "Demandes d'adresse",
    'staff.nav.outbox': 'E-mails envoyés',
    'staff.home.title': 'Espace du personnel',
    'staff.home.intro': 'Les demandes des clients qui attendent une action du fournisseur.',
    'staff.history.title': 'Historique',
    'staff.history.empty': 'Aucune action du personnel.',
    'staff.history.entry': '{at} — {by} : {action}',
  },
  nl: {
    'staff.nav.label': 'Personeelsruimte',
    'staff.nav.home': 'Startpagina',
    'staff.nav.quotations': 'Offertes te vervolledigen',
    'staff.nav.addressRequests': 'Adresaanvragen',
    'staff.nav.outbox': 'Verzonden e-mails',
    'staff.home.title': 'Personeelsruimte',
    'staff.home.intro': 'De aanvragen van klanten die op een actie van de leverancier wachten.',
    'staff.history.title': 'Geschiedenis',
    'staff.history.empty': 'Geen acties van het personeel.',
    'staff.history.entry': '{at} — {by}: {action}',
  },
  en: {
    'staff.nav.label': 'Staff workspace',
    'staff.nav.home': 'Home',
    'staff.nav.quotations': 'Quotations to complete',
    'staff.nav.addressRequests': 'Address requests',
    'staff.nav.outbox': 'Sent e-mails',
    'staff.home.title': 'Staff workspace',
    'staff.home.intro': "Customers' requests waiting for an action of the provider.",
    'staff.history.title': 'History',
    'staff.history.empty': 'No staff action.',
    'staff.history.entry': '{at} — {by}: {action}',
  },
});
