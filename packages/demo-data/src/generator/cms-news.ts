import type { IsoDate, Locale } from '@vetshop/domain';
import type { Rgb } from './demo-files';
import { holidayDay, nextPublicHoliday } from './holidays';

type Texts<T> = Record<Locale, T>;

/** A demo news item (issue 11 §2) with its image's colours. */
export interface DemoNews {
  daysAgo: number;
  colours: [Rgb, Rgb];
  /** A PDF attached to the news (its file name). */
  pdf?: string;
  texts: Texts<{ title: string; slug: string; foreword: string; content: string }>;
}

const p = (...paragraphs: string[]) => paragraphs.map((x) => `<p>${x}</p>`).join('');

/** The news that say nothing of a date (the holiday news is made per seed day: demoNews). */
const UNDATED_NEWS: DemoNews[] = [
  {
    daysAgo: 2,
    colours: [
      [30, 90, 160],
      [90, 180, 200],
    ],
    texts: {
      fr: {
        title: 'Nouvelle gamme de vaccins équins',
        slug: 'nouvelle-gamme-de-vaccins-equins',
        foreword: 'Trois nouveaux vaccins pour chevaux sont disponibles dès aujourd’hui.',
        content: p('Commandez-les dès maintenant : livraison sous froid le jour ouvrable suivant.'),
      },
      nl: {
        title: 'Nieuw gamma paardenvaccins',
        slug: 'nieuw-gamma-paardenvaccins',
        foreword: 'Drie nieuwe vaccins voor paarden zijn vanaf vandaag beschikbaar.',
        content: p('Bestel ze nu: gekoelde levering de volgende werkdag.'),
      },
      en: {
        title: 'New range of equine vaccines',
        slug: 'new-range-of-equine-vaccines',
        foreword: 'Three new vaccines for horses are available from today.',
        content: p('Order them now: cold-chain delivery the next working day.'),
      },
    },
  },
  {
    daysAgo: 20,
    colours: [
      [40, 120, 70],
      [150, 200, 110],
    ],
    texts: {
      fr: {
        title: 'Formation : antibiorésistance en pratique',
        slug: 'formation-antibioresistance',
        foreword: 'Une soirée de formation pour les vétérinaires, à Namur.',
        content: p('Inscrivez-vous auprès de votre délégué : les places sont limitées à 40 participants.'),
      },
      nl: {
        title: 'Opleiding: antibioticaresistentie in de praktijk',
        slug: 'opleiding-antibioticaresistentie',
        foreword: 'Een opleidingsavond voor dierenartsen, in Gent.',
        content: p('Schrijf u in bij uw afgevaardigde: maximaal 40 deelnemers.'),
      },
      en: {
        title: 'Training: antimicrobial resistance in practice',
        slug: 'training-antimicrobial-resistance',
        foreword: 'An evening training for vets, in Namur and Ghent.',
        content: p('Register with your delegate: places are limited to 40 participants.'),
      },
    },
  },
  {
    daysAgo: 35,
    colours: [
      [90, 60, 140],
      [190, 150, 220],
    ],
    texts: {
      fr: {
        title: 'Nouveau catalogue de matériel',
        slug: 'nouveau-catalogue-materiel',
        foreword: 'Tables d’examen, stérilisateurs et instruments : le catalogue est en ligne.',
        content: p('Retrouvez tout le matériel dans la catégorie Équipement de la boutique.'),
      },
      nl: {
        title: 'Nieuwe materiaalcatalogus',
        slug: 'nieuwe-materiaalcatalogus',
        foreword: 'Onderzoekstafels, sterilisatoren en instrumenten: de catalogus staat online.',
        content: p('U vindt al het materiaal in de categorie Uitrusting van de webwinkel.'),
      },
      en: {
        title: 'New equipment catalog',
        slug: 'new-equipment-catalog',
        foreword: 'Examination tables, sterilizers and instruments: the catalog is online.',
        content: p('Find all the equipment in the shop’s Equipment category.'),
      },
    },
  },
  {
    daysAgo: 60,
    colours: [
      [20, 110, 120],
      [120, 210, 190],
    ],
    texts: {
      fr: {
        title: 'La boutique fait peau neuve',
        slug: 'la-boutique-fait-peau-neuve',
        foreword:
          'Commandes types, devis en ligne et alertes de fin de promotion : découvrez les nouveautés.',
        content: p('Votre tableau de bord résume vos commandes, vos devis et vos avantages fidélité.'),
      },
      nl: {
        title: 'De webwinkel in een nieuw jasje',
        slug: 'webwinkel-nieuw-jasje',
        foreword:
          'Standaardbestellingen, offertes online en meldingen bij het einde van een actie: ontdek het nieuws.',
        content: p('Uw dashboard vat uw bestellingen, offertes en getrouwheidsvoordelen samen.'),
      },
      en: {
        title: 'The shop has a new look',
        slug: 'the-shop-has-a-new-look',
        foreword: 'Standard orders, online quotations and promotion-end alerts: see what is new.',
        content: p('Your dashboard sums up your orders, quotations and loyalty benefits.'),
      },
    },
  },
];

/**
 * The five demo news items for a seed day `today`, newest first. The second announces the next Belgian public
 * holiday with its date, so it reads right whenever the demo is loaded (an end-of-year notice in June did not).
 */
export function demoNews(today: IsoDate): DemoNews[] {
  const holiday = nextPublicHoliday(today);
  const day = (locale: Locale) => holidayDay(holiday.date, locale);
  const closed: DemoNews = {
    daysAgo: 9,
    colours: [
      [160, 60, 40],
      [230, 160, 80],
    ],
    pdf: 'jours-feries.pdf',
    texts: {
      fr: {
        title: `Jour férié : ${holiday.names.fr}`,
        slug: 'jour-ferie',
        foreword: `Nos services seront fermés le ${day('fr')} : pas de livraison ce jour-là.`,
        content: p(
          'Les jours fériés de l’année et les dernières livraisons avant chacun se trouvent dans le document joint.',
        ),
      },
      nl: {
        title: `Feestdag: ${holiday.names.nl}`,
        slug: 'feestdag',
        foreword: `Onze diensten zijn gesloten op ${day('nl')}: die dag geen levering.`,
        content: p(
          'De feestdagen van het jaar en de laatste leveringen ervoor staan in het bijgevoegde document.',
        ),
      },
      en: {
        title: `Public holiday: ${holiday.names.en}`,
        slug: 'public-holiday',
        foreword: `Our services are closed on ${day('en')}: no delivery that day.`,
        content: p(
          'The public holidays of the year and the last deliveries before each are in the attached document.',
        ),
      },
    },
  };
  return [UNDATED_NEWS[0]!, closed, ...UNDATED_NEWS.slice(1)];
}
