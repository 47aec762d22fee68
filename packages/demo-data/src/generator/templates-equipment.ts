import type { Localized } from '@vetshop/db';
import { loc, same } from '../text';

export interface EquipmentKind {
  category: string;
  name: Localized;
  /** Variant labels (sizes, gauges, pack sizes), with a price factor against the first one. */
  sizes: { label: Localized; factor: number }[];
  /** Veterinary gross price range (cents) of the first size. */
  price: [number, number];
  /** Name of the attribute the sizes are ("size", "gauge", "volume"…). */
  attribute: string;
  sterile?: boolean;
  fabric?: boolean;
  /** Big items: sometimes sold on quotation only. */
  bulky?: boolean;
  /** Colours the item comes in: each product one of them, its variants that colour (the colour filter). */
  colours?: Localized[];
}

const COLOURS: Localized[] = [
  loc('Bleu', 'Blauw', 'Blue'),
  loc('Rouge', 'Rood', 'Red'),
  loc('Noir', 'Zwart', 'Black'),
  loc('Vert', 'Groen', 'Green'),
  loc('Transparent', 'Transparant', 'Clear'),
];

const size = (fr: string, nl: string, en: string, factor: number) => ({ label: loc(fr, nl, en), factor });
const box = (item: string, n: number, factor: number) =>
  size(`${item} – boîte de ${n}`, `${item} – doos van ${n}`, `${item} – box of ${n}`, factor);
const S_M_L_XL = [
  size('Taille S', 'Maat S', 'Size S', 1),
  size('Taille M', 'Maat M', 'Size M', 1),
  size('Taille L', 'Maat L', 'Size L', 1.05),
  size('Taille XL', 'Maat XL', 'Size XL', 1.1),
];
const LENGTHS = [
  size('14 cm', '14 cm', '14 cm', 1),
  size('16 cm', '16 cm', '16 cm', 1.12),
  size('18 cm', '18 cm', '18 cm', 1.25),
];

export const EQUIPMENT_KINDS: EquipmentKind[] = [
  {
    category: 'syringes',
    name: loc('Seringues Luer-Lock 3 pièces', 'Luer-Lock spuiten 3-delig', 'Luer-Lock syringes, 3-part'),
    attribute: 'volume',
    sterile: true,
    price: [500, 900],
    sizes: [box('2,5 ml', 100, 1), box('5 ml', 100, 1.2), box('10 ml', 100, 1.6), box('20 ml', 50, 1.4)],
  },
  {
    category: 'syringes',
    name: loc('Seringues à insuline U-100', 'Insulinespuiten U-100', 'U-100 insulin syringes'),
    attribute: 'volume',
    sterile: true,
    price: [1400, 2400],
    sizes: [box('0,3 ml', 100, 1), box('0,5 ml', 100, 1), box('1 ml', 100, 1.05)],
  },
  {
    category: 'needles',
    name: loc('Aiguilles hypodermiques', 'Injectienaalden', 'Hypodermic needles'),
    attribute: 'gauge',
    sterile: true,
    price: [350, 700],
    sizes: [box('18G', 100, 1), box('21G', 100, 1), box('23G', 100, 1), box('25G', 100, 1.05)],
  },
  {
    category: 'catheters',
    name: loc('Cathéters intraveineux', 'Intraveneuze katheters', 'IV catheters'),
    attribute: 'gauge',
    sterile: true,
    price: [3500, 6500],
    sizes: [box('18G', 50, 1), box('20G', 50, 1), box('22G', 50, 1), box('24G', 50, 1.1)],
  },
  {
    category: 'catheters',
    name: loc(
      'Perfuseurs à régulateur de débit',
      'Infuussets met debietregelaar',
      'Infusion sets with flow regulator',
    ),
    attribute: 'pack',
    sterile: true,
    price: [1200, 2200],
    sizes: [size('10 pièces', '10 stuks', '10 pieces', 1), size('50 pièces', '50 stuks', '50 pieces', 4.5)],
  },
  {
    category: 'instruments',
    name: loc('Ciseaux de Mayo droits', 'Mayo-schaar recht', 'Straight Mayo scissors'),
    attribute: 'length',
    price: [1400, 3200],
    sizes: LENGTHS,
  },
  {
    category: 'instruments',
    name: loc('Pince hémostatique de Kocher', 'Kocher-klem', 'Kocher haemostatic forceps'),
    attribute: 'length',
    price: [1200, 2800],
    sizes: LENGTHS,
  },
  {
    category: 'instruments',
    name: loc('Porte-aiguille de Mayo-Hegar', 'Naaldvoerder Mayo-Hegar', 'Mayo-Hegar needle holder'),
    attribute: 'length',
    price: [1600, 3600],
    sizes: LENGTHS,
  },
  {
    category: 'instruments',
    name: loc('Pince à dissection', 'Anatomisch pincet', 'Dissecting forceps'),
    attribute: 'length',
    price: [800, 1900],
    sizes: LENGTHS,
  },
  {
    category: 'sutures',
    name: loc('Fil résorbable tressé', 'Resorbeerbare gevlochten hechtdraad', 'Braided absorbable suture'),
    attribute: 'usp',
    sterile: true,
    price: [4200, 7800],
    sizes: [box('USP 2-0', 24, 1), box('USP 3-0', 24, 1), box('USP 4-0', 24, 1.05)],
  },
  {
    category: 'sutures',
    name: loc(
      'Fil monofilament non résorbable',
      'Niet-resorbeerbare monofilament hechtdraad',
      'Non-absorbable monofilament suture',
    ),
    attribute: 'usp',
    sterile: true,
    price: [3600, 6200],
    sizes: [box('USP 2-0', 24, 1), box('USP 3-0', 24, 1), box('USP 4-0', 24, 1)],
  },
  {
    category: 'drapes',
    name: loc('Champs opératoires stériles', 'Steriele operatiedoeken', 'Sterile surgical drapes'),
    attribute: 'size',
    sterile: true,
    price: [2200, 3800],
    sizes: [box('45 × 45 cm', 50, 1), box('75 × 90 cm', 25, 1.3)],
  },
  {
    category: 'drapes',
    name: loc('Blouses chirurgicales', 'Chirurgische schorten', 'Surgical gowns'),
    attribute: 'size',
    sterile: true,
    fabric: true,
    price: [2800, 4600],
    sizes: S_M_L_XL,
  },
  {
    category: 'gloves',
    name: loc('Gants d’examen en nitrile', 'Nitril onderzoekshandschoenen', 'Nitrile examination gloves'),
    attribute: 'size',
    price: [550, 1100],
    sizes: [box('S', 100, 1), box('M', 100, 1), box('L', 100, 1), box('XL', 90, 1)],
  },
  {
    category: 'gloves',
    name: loc('Gants chirurgicaux stériles', 'Steriele chirurgische handschoenen', 'Sterile surgical gloves'),
    attribute: 'size',
    sterile: true,
    price: [3200, 5200],
    sizes: [box('6,5', 50, 1), box('7', 50, 1), box('7,5', 50, 1), box('8', 50, 1)],
  },
  {
    category: 'gloves',
    name: loc('Gants de fouille', 'Rectaalhandschoenen', 'Rectal examination gloves'),
    attribute: 'pack',
    price: [900, 1600],
    sizes: [size('Boîte de 100', 'Doos van 100', 'Box of 100', 1)],
  },
  {
    category: 'disinfection',
    name: loc('Désinfectant de surfaces', 'Oppervlakteontsmetter', 'Surface disinfectant'),
    attribute: 'volume',
    price: [900, 1600],
    sizes: [size('1 l', '1 l', '1 l', 1), size('5 l', '5 l', '5 l', 3.8)],
  },
  {
    category: 'disinfection',
    name: loc('Gel hydroalcoolique', 'Handalcoholgel', 'Alcohol hand gel'),
    attribute: 'volume',
    price: [450, 800],
    sizes: [size('500 ml', '500 ml', '500 ml', 1), size('1 l', '1 l', '1 l', 1.7)],
  },
  {
    category: 'bandages',
    name: loc('Bande cohésive', 'Cohesief windsel', 'Cohesive bandage'),
    attribute: 'width',
    fabric: true,
    price: [1100, 1900],
    sizes: [box('5 cm', 10, 1), box('7,5 cm', 10, 1.3), box('10 cm', 10, 1.6)],
  },
  {
    category: 'bandages',
    name: loc('Bande de crêpe', 'Crêpe zwachtel', 'Crepe bandage'),
    attribute: 'width',
    fabric: true,
    price: [600, 1100],
    sizes: [box('6 cm', 20, 1), box('8 cm', 20, 1.2), box('10 cm', 20, 1.4)],
  },
  {
    category: 'compresses',
    name: loc('Compresses de gaze stériles', 'Steriele gaaskompressen', 'Sterile gauze swabs'),
    attribute: 'size',
    sterile: true,
    price: [700, 1300],
    sizes: [box('5 × 5 cm', 100, 1), box('7,5 × 7,5 cm', 100, 1.3), box('10 × 10 cm', 100, 1.7)],
  },
  {
    category: 'collars',
    name: loc('Collerette de protection', 'Beschermkraag', 'Protective cone collar'),
    colours: COLOURS,
    attribute: 'size',
    price: [250, 500],
    sizes: [
      size('7,5 cm', '7,5 cm', '7.5 cm', 1),
      size('12,5 cm', '12,5 cm', '12.5 cm', 1.2),
      size('20 cm', '20 cm', '20 cm', 1.5),
      size('30 cm', '30 cm', '30 cm', 2),
    ],
  },
  {
    category: 'collars',
    name: loc('Collier gonflable', 'Opblaasbare kraag', 'Inflatable recovery collar'),
    colours: COLOURS.slice(0, 4),
    attribute: 'size',
    price: [900, 1600],
    sizes: [
      size('Taille S', 'Maat S', 'Size S', 1),
      size('Taille M', 'Maat M', 'Size M', 1.15),
      size('Taille L', 'Maat L', 'Size L', 1.3),
    ],
  },
  {
    category: 'recovery-suits',
    name: loc('Body post-opératoire chien', 'Postoperatieve body hond', 'Dog recovery suit'),
    colours: COLOURS.slice(0, 4),
    attribute: 'size',
    fabric: true,
    price: [1500, 2600],
    sizes: [size('Taille XS', 'Maat XS', 'Size XS', 1), ...S_M_L_XL.slice(0, 3)],
  },
  {
    category: 'recovery-suits',
    name: loc('Body post-opératoire chat', 'Postoperatieve body kat', 'Cat recovery suit'),
    colours: COLOURS.slice(0, 4),
    attribute: 'size',
    fabric: true,
    price: [1400, 2300],
    sizes: S_M_L_XL.slice(0, 2),
  },
  {
    category: 'thermometers',
    name: loc(
      'Thermomètre digital flexible',
      'Digitale flexibele thermometer',
      'Flexible digital thermometer',
    ),
    attribute: 'pack',
    price: [450, 900],
    sizes: [size('1 pièce', '1 stuk', '1 piece', 1), size('10 pièces', '10 stuks', '10 pieces', 9)],
  },
  {
    category: 'tests',
    name: loc('Test rapide parvovirose', 'Parvovirus sneltest', 'Parvovirus rapid test'),
    attribute: 'pack',
    price: [4200, 6800],
    sizes: [size('5 tests', '5 testen', '5 tests', 1), size('10 tests', '10 testen', '10 tests', 1.85)],
  },
  {
    category: 'tests',
    name: same('Test FIV/FeLV'),
    attribute: 'pack',
    price: [5200, 8200],
    sizes: [size('5 tests', '5 testen', '5 tests', 1), size('10 tests', '10 testen', '10 tests', 1.85)],
  },
  {
    category: 'tests',
    name: loc('Bandelettes urinaires', 'Urineteststrips', 'Urine test strips'),
    attribute: 'pack',
    price: [1800, 2900],
    sizes: [size('Boîte de 100', 'Doos van 100', 'Box of 100', 1)],
  },
  {
    category: 'examination',
    name: loc('Stéthoscope double pavillon', 'Stethoscoop dubbelzijdig', 'Dual-head stethoscope'),
    attribute: 'pack',
    price: [5500, 14000],
    sizes: [size('1 pièce', '1 stuk', '1 piece', 1)],
  },
  {
    category: 'examination',
    name: loc('Otoscope LED', 'Led-otoscoop', 'LED otoscope'),
    attribute: 'pack',
    price: [9000, 22000],
    sizes: [size('1 pièce', '1 stuk', '1 piece', 1)],
  },
  {
    category: 'examination',
    name: loc('Table d’examen électrique', 'Elektrische onderzoekstafel', 'Electric examination table'),
    attribute: 'size',
    bulky: true,
    price: [120_000, 240_000],
    sizes: [
      size('120 × 60 cm', '120 × 60 cm', '120 × 60 cm', 1),
      size('140 × 60 cm', '140 × 60 cm', '140 × 60 cm', 1.12),
    ],
  },
];

/** Model names appended to an equipment name (several brands make the same item). */
export const MODELS = ['Comfort', 'Pro', 'Eco', 'Premium', 'Classic', 'Plus', 'Select', 'Expert'];
