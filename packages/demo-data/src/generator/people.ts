/** Invented people, places and practices for the demo customers (Belgium, with a few neighbours). */

export interface Place {
  zip: string;
  city: string;
  countryCode: string;
  stateCode: string | null;
  lang: 'fr' | 'nl';
}

const be = (zip: string, city: string, stateCode: string, lang: 'fr' | 'nl'): Place => ({
  zip,
  city,
  countryCode: 'BE',
  stateCode,
  lang,
});

export const PLACES: Place[] = [
  be('1000', 'Bruxelles', 'BBR', 'fr'),
  be('1050', 'Ixelles', 'BBR', 'fr'),
  be('1090', 'Jette', 'BBR', 'nl'),
  be('1180', 'Uccle', 'BBR', 'fr'),
  be('2000', 'Antwerpen', 'VAN', 'nl'),
  be('2800', 'Mechelen', 'VAN', 'nl'),
  be('2300', 'Turnhout', 'VAN', 'nl'),
  be('3000', 'Leuven', 'VBR', 'nl'),
  be('1800', 'Vilvoorde', 'VBR', 'nl'),
  be('3300', 'Tienen', 'VBR', 'nl'),
  be('3500', 'Hasselt', 'VLI', 'nl'),
  be('3600', 'Genk', 'VLI', 'nl'),
  be('9000', 'Gent', 'VOV', 'nl'),
  be('9300', 'Aalst', 'VOV', 'nl'),
  be('9100', 'Sint-Niklaas', 'VOV', 'nl'),
  be('8000', 'Brugge', 'VWV', 'nl'),
  be('8500', 'Kortrijk', 'VWV', 'nl'),
  be('8400', 'Oostende', 'VWV', 'nl'),
  be('1300', 'Wavre', 'WBR', 'fr'),
  be('1400', 'Nivelles', 'WBR', 'fr'),
  be('1348', 'Louvain-la-Neuve', 'WBR', 'fr'),
  be('7000', 'Mons', 'WHT', 'fr'),
  be('6000', 'Charleroi', 'WHT', 'fr'),
  be('7500', 'Tournai', 'WHT', 'fr'),
  be('4000', 'Liège', 'WLG', 'fr'),
  be('4800', 'Verviers', 'WLG', 'fr'),
  be('4500', 'Huy', 'WLG', 'fr'),
  be('6700', 'Arlon', 'WLX', 'fr'),
  be('6600', 'Bastogne', 'WLX', 'fr'),
  be('6900', 'Marche-en-Famenne', 'WLX', 'fr'),
  be('5000', 'Namur', 'WNA', 'fr'),
  be('5500', 'Dinant', 'WNA', 'fr'),
  { zip: '1009', city: 'Luxembourg', countryCode: 'LU', stateCode: null, lang: 'fr' },
  { zip: '59000', city: 'Lille', countryCode: 'FR', stateCode: null, lang: 'fr' },
  { zip: '4811', city: 'Breda', countryCode: 'NL', stateCode: null, lang: 'nl' },
  { zip: '52062', city: 'Aachen', countryCode: 'DE', stateCode: null, lang: 'nl' },
];

export const STREETS = {
  fr: [
    'Rue de la Station',
    'Avenue des Tilleuls',
    'Chaussée de Namur',
    'Rue du Moulin',
    'Rue de l’Église',
    'Place communale',
    'Rue des Champs',
  ],
  nl: [
    'Stationsstraat',
    'Kerkstraat',
    'Molenstraat',
    'Dorpsstraat',
    'Nieuwstraat',
    'Lindenlaan',
    'Veldstraat',
  ],
};

export const GIVEN_NAMES: Record<'fr' | 'nl', readonly (readonly [string, string])[]> = {
  fr: [
    ['Camille', 'madam'],
    ['Julien', 'mister'],
    ['Sophie', 'madam'],
    ['Thomas', 'mister'],
    ['Manon', 'miss'],
    ['Nicolas', 'mister'],
    ['Émilie', 'madam'],
    ['Antoine', 'mister'],
    ['Chloé', 'miss'],
    ['Maxime', 'mister'],
  ],
  nl: [
    ['Lotte', 'madam'],
    ['Pieter', 'mister'],
    ['Sarah', 'madam'],
    ['Wout', 'mister'],
    ['Eline', 'miss'],
    ['Jens', 'mister'],
    ['Hanne', 'madam'],
    ['Tom', 'mister'],
    ['Lien', 'miss'],
    ['Bram', 'mister'],
  ],
};

export const FAMILY_NAMES = {
  fr: ['Martin', 'Dubois', 'Lambert', 'Dupont', 'Leroy', 'Lejeune', 'Renard', 'Simon', 'Laurent', 'Collard'],
  nl: [
    'Peeters',
    'Janssens',
    'Maes',
    'Jacobs',
    'Willems',
    'Claes',
    'Goossens',
    'Wouters',
    'De Smet',
    'Van den Broeck',
  ],
};

export const PRACTICE_NAMES = {
  fr: [
    'des Tilleuls',
    'du Parc',
    'de la Vallée',
    'des Collines',
    'Saint-Hubert',
    'du Centre',
    'des Prés',
    'de la Gare',
  ],
  nl: [
    'De Linde',
    'Het Park',
    'De Vallei',
    'De Heuvels',
    'Sint-Hubertus',
    'Centrum',
    'De Weide',
    'Het Station',
  ],
};

export const ORDER_NOTES = {
  fr: [
    'Livrer à l’arrière du bâtiment, svp.',
    'Sonner au cabinet, pas à l’habitation.',
    'Livraison le matin de préférence.',
  ],
  nl: [
    'Graag achteraan het gebouw leveren.',
    'Aanbellen bij de praktijk, niet bij de woning.',
    'Bij voorkeur ’s ochtends leveren.',
  ],
};
