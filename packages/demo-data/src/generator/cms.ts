import type { IsoDate, Locale } from '@vetshop/domain';
import { addDays } from '../dates';
import type { Rgb } from './demo-files';
import { holidayDay, nextPublicHoliday } from './holidays';

/**
 * The demo content (issue 11 §2): footer pages, news, the service hours snippet (spec doc 1 §9), an info banner per
 * visibility and two advertisements. HTML here is already within the content policy (html-policy.ts); slugs are
 * already normalised.
 */
type Texts<T> = Record<Locale, T>;

export interface DemoPage {
  group: string;
  slots: 'footer' | 'subfooter';
  sequence: number;
  texts: Texts<{ title: string; slug: string; content: string; metaDescription?: string }>;
}

/** Paragraphs of plain text. */
const p = (...paragraphs: string[]) => paragraphs.map((x) => `<p>${x}</p>`).join('');

export const DEMO_PAGES: DemoPage[] = [
  {
    group: 'legal',
    slots: 'footer',
    sequence: 10,
    texts: {
      fr: {
        title: 'Conditions générales de vente',
        slug: 'conditions-generales-de-vente',
        content:
          '<h2>Article 1 – Objet</h2>' +
          p(
            'Les présentes conditions régissent les ventes conclues sur la boutique en ligne entre le fournisseur et ses clients professionnels (vétérinaires, pharmaciens).',
          ) +
          '<h2>Article 2 – Prix</h2>' +
          p('Les prix sont indiqués HTVA, en euros, selon la liste de prix de votre compte.') +
          '<h2>Article 3 – Paiement</h2>' +
          p('Les factures sont payables à 30 jours fin de mois, sauf accord particulier.'),
      },
      nl: {
        title: 'Algemene verkoopvoorwaarden',
        slug: 'algemene-verkoopvoorwaarden',
        content:
          '<h2>Artikel 1 – Voorwerp</h2>' +
          p(
            'Deze voorwaarden gelden voor de verkopen via de webwinkel tussen de leverancier en zijn professionele klanten (dierenartsen, apothekers).',
          ) +
          '<h2>Artikel 2 – Prijzen</h2>' +
          p('De prijzen zijn excl. btw, in euro, volgens de prijslijst van uw account.') +
          '<h2>Artikel 3 – Betaling</h2>' +
          p('Facturen zijn betaalbaar binnen 30 dagen einde maand, behoudens bijzondere afspraak.'),
      },
      en: {
        title: 'Terms of sale',
        slug: 'terms-of-sale',
        content:
          '<h2>Article 1 – Scope</h2>' +
          p(
            'These terms govern the sales made in the online shop between the supplier and its professional customers (vets, pharmacists).',
          ) +
          '<h2>Article 2 – Prices</h2>' +
          p('Prices are shown excl. VAT, in euros, from the price list of your account.') +
          '<h2>Article 3 – Payment</h2>' +
          p('Invoices are payable within 30 days end of month, unless agreed otherwise.'),
      },
    },
  },
  {
    group: 'legal',
    slots: 'footer',
    sequence: 20,
    texts: {
      fr: {
        title: 'Politique de confidentialité',
        slug: 'politique-de-confidentialite',
        content:
          p(
            'Nous traitons vos données (identité, adresses, commandes) pour exécuter vos commandes et tenir votre compte, conformément au RGPD.',
          ) +
          '<ul><li>Responsable du traitement : le fournisseur</li><li>Durée de conservation : 10 ans pour les pièces comptables</li><li>Vos droits : accès, rectification, effacement – écrivez à <a href="mailto:privacy@vetshop.example">privacy@vetshop.example</a></li></ul>',
      },
      nl: {
        title: 'Privacybeleid',
        slug: 'privacybeleid',
        content:
          p(
            'Wij verwerken uw gegevens (identiteit, adressen, bestellingen) om uw bestellingen uit te voeren en uw account te beheren, volgens de AVG.',
          ) +
          '<ul><li>Verwerkingsverantwoordelijke: de leverancier</li><li>Bewaartermijn: 10 jaar voor boekhoudkundige stukken</li><li>Uw rechten: inzage, verbetering, wissing – schrijf naar <a href="mailto:privacy@vetshop.example">privacy@vetshop.example</a></li></ul>',
      },
      en: {
        title: 'Privacy policy',
        slug: 'privacy-policy',
        content:
          p(
            'We process your data (identity, addresses, orders) to fulfil your orders and keep your account, in line with the GDPR.',
          ) +
          '<ul><li>Controller: the supplier</li><li>Retention: 10 years for accounting records</li><li>Your rights: access, correction, erasure – write to <a href="mailto:privacy@vetshop.example">privacy@vetshop.example</a></li></ul>',
      },
    },
  },
  {
    group: 'service',
    slots: 'footer',
    sequence: 30,
    texts: {
      fr: {
        title: 'Livraison et retours',
        slug: 'livraison-et-retours',
        content:
          p(
            'Les commandes passées avant 16 h sont livrées le jour ouvrable suivant en Belgique.',
            'Un retour se demande dans les 14 jours auprès du service après-vente ; les produits réfrigérés ne sont pas repris.',
          ) +
          '<table><thead><tr><th>Zone</th><th>Délai</th></tr></thead><tbody><tr><td>Belgique</td><td>24 h</td></tr><tr><td>Luxembourg</td><td>48 h</td></tr></tbody></table>',
      },
      nl: {
        title: 'Levering en retour',
        slug: 'levering-en-retour',
        content:
          p(
            'Bestellingen geplaatst vóór 16 uur worden de volgende werkdag in België geleverd.',
            'Een retour vraagt u binnen 14 dagen aan bij de dienst na verkoop; gekoelde producten worden niet teruggenomen.',
          ) +
          '<table><thead><tr><th>Zone</th><th>Termijn</th></tr></thead><tbody><tr><td>België</td><td>24 u</td></tr><tr><td>Luxemburg</td><td>48 u</td></tr></tbody></table>',
      },
      en: {
        title: 'Delivery and returns',
        slug: 'delivery-and-returns',
        content:
          p(
            'Orders placed before 4 pm are delivered the next working day in Belgium.',
            'Ask the after-sales service for a return within 14 days; refrigerated products are not taken back.',
          ) +
          '<table><thead><tr><th>Area</th><th>Lead time</th></tr></thead><tbody><tr><td>Belgium</td><td>24 h</td></tr><tr><td>Luxembourg</td><td>48 h</td></tr></tbody></table>',
      },
    },
  },
  {
    group: 'company',
    slots: 'subfooter',
    sequence: 10,
    texts: {
      fr: {
        title: 'Qui sommes-nous ?',
        slug: 'qui-sommes-nous',
        content: p(
          'Grossiste vétérinaire belge depuis 1987, nous livrons les cabinets et pharmacies en médicaments, aliments et matériel.',
          'Nos délégués vous rendent visite et nos équipes répondent du lundi au vendredi.',
        ),
      },
      nl: {
        title: 'Over ons',
        slug: 'over-ons',
        content: p(
          'Als Belgische veterinaire groothandel sinds 1987 leveren wij praktijken en apotheken geneesmiddelen, voeding en materiaal.',
          'Onze afgevaardigden bezoeken u en onze teams staan van maandag tot vrijdag voor u klaar.',
        ),
      },
      en: {
        title: 'About us',
        slug: 'about-us',
        content: p(
          'A Belgian veterinary wholesaler since 1987, we supply practices and pharmacies with medicines, food and equipment.',
          'Our delegates visit you and our teams answer from Monday to Friday.',
        ),
      },
    },
  },
];

/** The contact banner's service hours (spec doc 1 §9), Monday to Friday. */
export const DEMO_SERVICE_HOURS: Texts<{ title: string; content: string }> = {
  fr: {
    title: 'Heures de service',
    content:
      '<p><strong>Du lundi au vendredi</strong></p><ul><li>Commandes : 7h30–12h30 et 13h30–16h</li><li>Logistique : 8h30–12h et 14h–16h</li><li>Service après-vente : 8h30–12h et 13h–17h</li><li>Délégué : 8h–16h</li></ul>',
  },
  nl: {
    title: 'Openingsuren',
    content:
      '<p><strong>Van maandag tot vrijdag</strong></p><ul><li>Bestellingen: 7.30–12.30 u en 13.30–16 u</li><li>Logistiek: 8.30–12 u en 14–16 u</li><li>Dienst na verkoop: 8.30–12 u en 13–17 u</li><li>Afgevaardigde: 8–16 u</li></ul>',
  },
  en: {
    title: 'Service hours',
    content:
      '<p><strong>Monday to Friday</strong></p><ul><li>Orders: 7:30–12:30 and 13:30–16:00</li><li>Logistics: 8:30–12:00 and 14:00–16:00</li><li>After-sales: 8:30–12:00 and 13:00–17:00</li><li>Delegate: 8:00–16:00</li></ul>',
  },
};

export interface DemoBanner {
  visibility: 'all' | 'guest' | 'signed_in';
  type: 'info' | 'warning' | 'promo';
  texts: Texts<string>;
  /** Shown from / until these days (until: none), always around the seed day. */
  dateStart: IsoDate;
  dateEnd: IsoDate | null;
}

/** The banners that say nothing of a date. */
const DEMO_BANNER_TEXTS: Omit<DemoBanner, 'dateStart' | 'dateEnd'>[] = [
  {
    visibility: 'guest',
    type: 'info',
    texts: {
      fr: '<p>Professionnel de la santé animale ? <a href="/fr/account/register">Demandez votre compte</a> pour voir vos prix.</p>',
      nl: '<p>Professional in diergezondheid? <a href="/nl/account/register">Vraag uw account aan</a> om uw prijzen te zien.</p>',
      en: '<p>Animal health professional? <a href="/en/account/register">Ask for an account</a> to see your prices.</p>',
    },
  },
  {
    visibility: 'signed_in',
    type: 'promo',
    texts: {
      fr: '<p>Ce mois-ci : frais de livraison offerts dès 250 € HTVA.</p>',
      nl: '<p>Deze maand: gratis levering vanaf € 250 excl. btw.</p>',
      en: '<p>This month: free delivery from €250 excl. VAT.</p>',
    },
  },
];

/**
 * The demo's banners for a seed day `today`. Dated content is made from that day so it makes sense whenever the
 * demo is loaded: the holiday warning names the next Belgian public holiday with its date and disappears after it
 * (an Easter Monday banner in November said otherwise); the others run from a week before.
 */
export function demoBanners(today: IsoDate): DemoBanner[] {
  const holiday = nextPublicHoliday(today);
  const day = (locale: Locale) => holidayDay(holiday.date, locale);
  const always = { dateStart: addDays(today, -7), dateEnd: null };
  return [
    {
      visibility: 'all',
      type: 'warning',
      texts: {
        fr: `<p>Jour férié : pas de livraison le ${day('fr')} (${holiday.names.fr}).</p>`,
        nl: `<p>Feestdag: geen levering op ${day('nl')} (${holiday.names.nl}).</p>`,
        en: `<p>Public holiday: no delivery on ${day('en')} (${holiday.names.en}).</p>`,
      },
      dateStart: addDays(today, -7),
      dateEnd: holiday.date,
    },
    ...DEMO_BANNER_TEXTS.map((b) => ({ ...b, ...always })),
  ];
}

export interface DemoAdvertisement {
  name: string;
  displaySlot: 'bottom_right' | 'home';
  displayTime: number;
  siteUrl: string | null;
  /** A PDF leaflet (its file name): the advertisement's link. */
  pdf: string | null;
  colours: [Rgb, Rgb];
  alt: Texts<string>;
}

export const DEMO_ADVERTISEMENTS: DemoAdvertisement[] = [
  {
    name: 'Salon vétérinaire',
    displaySlot: 'bottom_right',
    displayTime: -1,
    siteUrl: 'https://www.example.org/salon-veterinaire',
    pdf: null,
    colours: [
      [200, 80, 30],
      [250, 190, 60],
    ],
    alt: {
      fr: 'Salon vétérinaire de Namur',
      nl: 'Veterinaire beurs in Namen',
      en: 'Veterinary fair in Namur',
    },
  },
  {
    name: 'Dépliant antiparasitaires',
    displaySlot: 'home',
    displayTime: 10,
    siteUrl: null,
    pdf: 'depliant-antiparasitaires.pdf',
    colours: [
      [30, 100, 60],
      [120, 200, 120],
    ],
    alt: {
      fr: 'Dépliant antiparasitaires',
      nl: 'Folder antiparasitaire middelen',
      en: 'Antiparasitics leaflet',
    },
  },
];
