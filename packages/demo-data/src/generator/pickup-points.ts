import type { ReferenceData } from '../types';

type Point = ReferenceData['pickupPoints'][number];
type Hours = Point['openingHours'];

const days = (from: number, to: number, opens: string, closes: string): NonNullable<Hours> =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ day: from + i, opens, closes }));

/** Four ways a depot opens (ISO weekdays, 1 = Monday); every one is closed on Sunday. */
const HOURS: readonly NonNullable<Hours>[] = [
  [...days(1, 5, '08:30', '18:00'), { day: 6, opens: '09:00', closes: '12:30' }],
  [...days(1, 5, '08:00', '12:00'), ...days(1, 5, '13:00', '17:30')].sort((a, b) => a.day - b.day),
  days(2, 6, '09:00', '18:30'),
  days(1, 6, '07:30', '19:00'),
];

// code, name, street, zip, city, phone, province: partner depots of the 'pickup' carrier across Belgium (the
// first five are the historical ones the demo orders were delivered to).
const POINTS: readonly (readonly [string, string, string, string, string, string, string])[] = [
  ['PU-BRU', 'Dépôt Bruxelles Midi', 'Rue de France 41', '1060', 'Saint-Gilles', '+32 2 520 14 10', 'BBR'],
  ['PU-ANT', 'Depot Antwerpen Berchem', 'Grotesteenweg 210', '2600', 'Berchem', '+32 3 230 44 12', 'VAN'],
  ['PU-GNT', 'Depot Gent Zuid', 'Kortrijksesteenweg 870', '9000', 'Gent', '+32 9 222 61 03', 'VOV'],
  ['PU-LGE', 'Dépôt Liège Guillemins', 'Rue des Guillemins 95', '4000', 'Liège', '+32 4 252 33 90', 'WLG'],
  ['PU-NAM', 'Dépôt Namur Bouge', 'Chaussée de Louvain 480', '5004', 'Bouge', '+32 81 21 77 40', 'WNA'],
  ['PU-IXL', 'Dépôt Ixelles', 'Chaussée de Wavre 310', '1050', 'Ixelles', '+32 2 640 22 18', 'BBR'],
  ['PU-EVE', 'Dépôt Evere', 'Avenue Henri Conscience 150', '1140', 'Evere', '+32 2 726 35 40', 'BBR'],
  ['PU-WAV', 'Dépôt Wavre', 'Chaussée de Bruxelles 120', '1300', 'Wavre', '+32 10 22 45 67', 'WBR'],
  ['PU-NIV', 'Dépôt Nivelles', 'Rue de Namur 88', '1400', 'Nivelles', '+32 67 21 19 04', 'WBR'],
  ['PU-HAL', 'Depot Halle', 'Bergensesteenweg 155', '1500', 'Halle', '+32 2 356 12 80', 'VBR'],
  ['PU-VIL', 'Depot Vilvoorde', 'Mechelsesteenweg 64', '1800', 'Vilvoorde', '+32 2 251 47 30', 'VBR'],
  ['PU-LEU', 'Depot Leuven', 'Tiensesteenweg 112', '3000', 'Leuven', '+32 16 23 58 90', 'VBR'],
  ['PU-TIE', 'Depot Tienen', 'Leuvenselaan 45', '3300', 'Tienen', '+32 16 81 22 70', 'VBR'],
  ['PU-MEC', 'Depot Mechelen', 'Brusselsesteenweg 300', '2800', 'Mechelen', '+32 15 21 63 40', 'VAN'],
  ['PU-TUR', 'Depot Turnhout', 'Steenweg op Gierle 220', '2300', 'Turnhout', '+32 14 41 70 25', 'VAN'],
  ['PU-GEE', 'Depot Geel', 'Pas 140', '2440', 'Geel', '+32 14 58 31 60', 'VAN'],
  ['PU-LIE', 'Depot Lier', 'Antwerpsesteenweg 95', '2500', 'Lier', '+32 3 480 29 11', 'VAN'],
  ['PU-HAS', 'Depot Hasselt', 'Kempische Steenweg 290', '3500', 'Hasselt', '+32 11 22 74 50', 'VLI'],
  ['PU-GNK', 'Depot Genk', 'Hasseltweg 180', '3600', 'Genk', '+32 89 35 60 12', 'VLI'],
  ['PU-TON', 'Depot Tongeren', 'Maastrichtersteenweg 60', '3700', 'Tongeren', '+32 12 23 40 88', 'VLI'],
  ['PU-STR', 'Depot Sint-Truiden', 'Tiensesteenweg 250', '3800', 'Sint-Truiden', '+32 11 68 21 33', 'VLI'],
  ['PU-BRG', 'Depot Brugge', 'Gistelse Steenweg 410', '8200', 'Sint-Andries', '+32 50 31 42 76', 'VWV'],
  ['PU-OST', 'Depot Oostende', 'Torhoutsesteenweg 510', '8400', 'Oostende', '+32 59 70 18 44', 'VWV'],
  ['PU-KRT', 'Depot Kortrijk', 'Gentsesteenweg 95', '8500', 'Kortrijk', '+32 56 21 77 02', 'VWV'],
  ['PU-ROE', 'Depot Roeselare', 'Brugsesteenweg 250', '8800', 'Roeselare', '+32 51 20 36 15', 'VWV'],
  ['PU-IEP', 'Depot Ieper', 'Meenseweg 120', '8900', 'Ieper', '+32 57 20 48 63', 'VWV'],
  ['PU-AAL', 'Depot Aalst', 'Brusselsesteenweg 360', '9300', 'Aalst', '+32 53 21 50 47', 'VOV'],
  ['PU-SNI', 'Depot Sint-Niklaas', 'Parklaan 80', '9100', 'Sint-Niklaas', '+32 3 776 12 39', 'VOV'],
  ['PU-OUD', 'Depot Oudenaarde', 'Gentstraat 55', '9700', 'Oudenaarde', '+32 55 31 24 90', 'VOV'],
  ['PU-VER', 'Dépôt Verviers', 'Rue de Liège 120', '4800', 'Verviers', '+32 87 33 21 56', 'WLG'],
  ['PU-HUY', 'Dépôt Huy', 'Avenue des Ardennes 35', '4500', 'Huy', '+32 85 21 34 70', 'WLG'],
  [
    'PU-CRL',
    'Dépôt Charleroi Gosselies',
    'Chaussée de Bruxelles 210',
    '6041',
    'Gosselies',
    '+32 71 35 48 22',
    'WHT',
  ],
  ['PU-MON', 'Dépôt Mons', 'Chaussée de Binche 101', '7000', 'Mons', '+32 65 33 71 90', 'WHT'],
  ['PU-TOU', 'Dépôt Tournai', 'Chaussée de Lille 230', '7500', 'Tournai', '+32 69 22 41 57', 'WHT'],
  ['PU-LAL', 'Dépôt La Louvière', 'Rue Sylvain Guyaux 60', '7100', 'La Louvière', '+32 64 22 38 14', 'WHT'],
  ['PU-DIN', 'Dépôt Dinant', 'Rue Saint-Jacques 98', '5500', 'Dinant', '+32 82 22 45 31', 'WNA'],
  [
    'PU-MAR',
    'Dépôt Marche-en-Famenne',
    'Chaussée de Liège 45',
    '6900',
    'Marche-en-Famenne',
    '+32 84 31 26 77',
    'WLX',
  ],
  ['PU-LIB', 'Dépôt Libramont', 'Avenue de Bouillon 30', '6800', 'Libramont', '+32 61 22 37 48', 'WLX'],
  ['PU-ARL', 'Dépôt Arlon', 'Route de Neufchâteau 140', '6700', 'Arlon', '+32 63 22 16 90', 'WLX'],
  ['PU-BAS', 'Dépôt Bastogne', 'Route de Marche 60', '6600', 'Bastogne', '+32 61 21 55 03', 'WLX'],
];

/** The pickup points of the demo's 'pickup' carrier: 40 depots in every province, the same in every size and seed. */
export function buildPickupPoints(): Point[] {
  return POINTS.map(([code, name, street, zip, city, phone, stateCode], i) => ({
    carrierCode: 'pickup',
    code,
    name,
    street,
    street2: null,
    zip,
    city,
    phone,
    stateCode,
    countryCode: 'BE',
    openingHours: HOURS[i % HOURS.length]!,
  }));
}
