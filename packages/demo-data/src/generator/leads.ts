import type { Localized } from '@vetshop/db';

/** The contact form's subjects (issue 11 §3), in the order the form lists them. */
export const DEMO_LEAD_SUBJECTS: { code: string; name: Localized }[] = [
  {
    code: 'order_question',
    name: { fr: 'Question sur une commande', nl: 'Vraag over een bestelling', en: 'Question about an order' },
  },
  {
    code: 'product_question',
    name: { fr: 'Question sur un produit', nl: 'Vraag over een product', en: 'Question about a product' },
  },
  { code: 'delivery', name: { fr: 'Livraison', nl: 'Levering', en: 'Delivery' } },
  { code: 'complaint', name: { fr: 'Réclamation', nl: 'Klacht', en: 'Complaint' } },
  { code: 'account', name: { fr: 'Mon compte', nl: 'Mijn account', en: 'My account' } },
  { code: 'other', name: { fr: 'Autre', nl: 'Andere', en: 'Other' } },
];

/** A few requests for the staff workspace's list: open and handled, from guests and from the demo vet. */
export const DEMO_LEADS: {
  subject: string;
  email: string;
  name: string;
  company: string;
  phone: string;
  city: string;
  description: string;
  locale: 'fr' | 'nl' | 'en';
  /** A demo buyer's login: the lead is linked to their customer. */
  login?: string;
  daysAgo: number;
  handled: boolean;
}[] = [
  {
    subject: 'product_question',
    email: 'claire.dubois@clinique-demo.test',
    name: 'Claire Dubois',
    company: 'Clinique vétérinaire des Tilleuls',
    phone: '+32 81 22 33 44',
    city: 'Namur',
    description:
      'Bonjour, le vaccin antirabique sera-t-il de nouveau disponible avant la fin du mois ? Merci.',
    locale: 'fr',
    daysAgo: 1,
    handled: false,
  },
  {
    subject: 'delivery',
    email: 'pieter.janssens@dierenarts-demo.test',
    name: 'Pieter Janssens',
    company: 'Dierenartsenpraktijk De Linde',
    phone: '+32 3 555 66 77',
    city: 'Antwerpen',
    description: 'Kunnen jullie op zaterdagochtend leveren? Onze praktijk is dan open.',
    locale: 'nl',
    daysAgo: 3,
    handled: false,
  },
  {
    subject: 'account',
    email: 'vet@demo.test',
    name: 'Demo Vet',
    company: '',
    phone: '',
    city: '',
    description: "J'aimerais ajouter un second utilisateur à notre compte client.",
    locale: 'fr',
    login: 'vet@demo.test',
    daysAgo: 8,
    handled: true,
  },
];

/**
 * A generic form (spec §3 Form): "request a visit from a delegate", whose definition uses every field type the
 * form component renders (text, email, select, date, checkbox, textarea).
 */
const l = (fr: string, nl: string, en: string): Localized => ({ fr, nl, en });
export const DEMO_FORMS = [
  {
    code: 'delegate-visit',
    name: l(
      'Demander la visite d’un délégué',
      'Een bezoek van een afgevaardigde aanvragen',
      'Request a visit from a delegate',
    ),
    sequence: 10,
    definition: {
      fields: [
        {
          name: 'clinic',
          type: 'text',
          label: l('Clinique', 'Praktijk', 'Clinic'),
          required: true,
          max_length: 120,
        },
        { name: 'contact_email', type: 'email', label: l('E-mail', 'E-mail', 'Email'), required: true },
        {
          name: 'topic',
          type: 'select',
          label: l('Sujet de la visite', 'Onderwerp van het bezoek', 'Topic of the visit'),
          required: true,
          options: 'topics',
        },
        {
          name: 'preferred_date',
          type: 'date',
          label: l('Date souhaitée', 'Gewenste datum', 'Preferred date'),
          required: true,
        },
        {
          name: 'call_first',
          type: 'checkbox',
          label: l('Appelez-moi avant la visite', 'Bel me voor het bezoek', 'Call me before the visit'),
        },
        {
          name: 'notes',
          type: 'textarea',
          label: l('Remarques', 'Opmerkingen', 'Notes'),
          max_length: 1000,
        },
      ],
    },
    options: {
      topics: [
        { value: 'new_products', label: l('Nouveaux produits', 'Nieuwe producten', 'New products') },
        { value: 'vaccines', label: l('Vaccins', 'Vaccins', 'Vaccines') },
        { value: 'equipment', label: l('Matériel', 'Materiaal', 'Equipment') },
      ],
    },
  },
];
