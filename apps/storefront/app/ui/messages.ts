import { bundle } from '../i18n/bundle';

/** The shared primitives: notifications, pagination, prices. */
export const messages = bundle({
  fr: {
    'notifications.region': 'Notifications',
    'notifications.close': 'Fermer la notification',
    'price.net': 'Prix net HTVA',
    'price.from': 'À partir de',
    'price.indicated': 'Prix indicatif',
    'price.gross': 'Prix brut HTVA',
    'price.discount': 'Remise',
    'sales.pagination.label': 'Pages des commandes',
    'sales.pagination.previous': 'Page précédente',
    'sales.pagination.next': 'Page suivante',
    'sales.pagination.page': 'Page {page}',
  },
  nl: {
    'notifications.region': 'Meldingen',
    'notifications.close': 'Melding sluiten',
    'price.net': 'Nettoprijs excl. btw',
    'price.from': 'Vanaf',
    'price.indicated': 'Adviesprijs',
    'price.gross': 'Brutoprijs excl. btw',
    'price.discount': 'Korting',
    'sales.pagination.label': 'Pagina’s van de bestellingen',
    'sales.pagination.previous': 'Vorige pagina',
    'sales.pagination.next': 'Volgende pagina',
    'sales.pagination.page': 'Pagina {page}',
  },
  en: {
    'notifications.region': 'Notifications',
    'notifications.close': 'Close the notification',
    'price.net': 'Net price excl. VAT',
    'price.from': 'From',
    'price.indicated': 'Indicated price',
    'price.gross': 'Gross price excl. VAT',
    'price.discount': 'Discount',
    'sales.pagination.label': 'Order pages',
    'sales.pagination.previous': 'Previous page',
    'sales.pagination.next': 'Next page',
    'sales.pagination.page': 'Page {page}',
  },
});
