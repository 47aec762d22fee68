import { bundle } from '../../i18n/bundle';

/** Reorder reminders: the "due soon" section of the home and the dashboard (issue 23 §2). */
export const messages = bundle({
  fr: {
    'dueSoon.title': 'À commander à nouveau',
    'dueSoon.intro': 'Les produits que vous commandez d’habitude vers cette période, d’après vos commandes.',
    'dueSoon.rhythm':
      'D’habitude {unit, select, day {{count, plural, one {chaque jour} other {tous les # jours}}} week {{count, plural, one {chaque semaine} other {toutes les # semaines}}} other {{count, plural, one {chaque mois} other {tous les # mois}}}}, dernière commande {days, plural, =0 {aujourd’hui} one {il y a # jour} other {il y a # jours}}',
    'dueSoon.lastOn': 'Dernière commande le {date}',
    'dueSoon.openProduct': 'Voir le produit',
    'dueSoon.dismiss': 'Ignorer',
    'dueSoon.dismissNamed': 'Ignorer le rappel de {name}',
    'dueSoon.dismissed': 'Rappel ignoré : il reviendra après votre prochaine commande de ce produit.',
    'dueSoon.undo': 'Annuler',
  },
  nl: {
    'dueSoon.title': 'Opnieuw te bestellen',
    'dueSoon.intro': 'De producten die u gewoonlijk rond deze tijd bestelt, volgens uw bestellingen.',
    'dueSoon.rhythm':
      'Gewoonlijk {unit, select, day {{count, plural, one {elke dag} other {om de # dagen}}} week {{count, plural, one {elke week} other {om de # weken}}} other {{count, plural, one {elke maand} other {om de # maanden}}}}, laatst besteld {days, plural, =0 {vandaag} one {# dag geleden} other {# dagen geleden}}',
    'dueSoon.lastOn': 'Laatst besteld op {date}',
    'dueSoon.openProduct': 'Bekijk het product',
    'dueSoon.dismiss': 'Negeren',
    'dueSoon.dismissNamed': 'Herinnering voor {name} negeren',
    'dueSoon.dismissed': 'Herinnering genegeerd: ze komt terug na uw volgende bestelling van dit product.',
    'dueSoon.undo': 'Ongedaan maken',
  },
  en: {
    'dueSoon.title': 'Due for reorder',
    'dueSoon.intro': 'The products you usually order around now, from your own orders.',
    'dueSoon.rhythm':
      'Usually every {unit, select, day {{count, plural, one {day} other {# days}}} week {{count, plural, one {week} other {# weeks}}} other {{count, plural, one {month} other {# months}}}}, last ordered {days, plural, =0 {today} one {# day ago} other {# days ago}}',
    'dueSoon.lastOn': 'Last ordered on {date}',
    'dueSoon.openProduct': 'See the product',
    'dueSoon.dismiss': 'Dismiss',
    'dueSoon.dismissNamed': 'Dismiss the reminder for {name}',
    'dueSoon.dismissed': 'Reminder dismissed: it comes back after your next order of this product.',
    'dueSoon.undo': 'Undo',
  },
});
