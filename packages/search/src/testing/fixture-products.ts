import type { Localized, ProductAttributes } from '@vetshop/db';
import type { Role } from '@vetshop/domain';

/** The products of the engine suite's fixture catalogue (see fixture.ts): invented, distinctive names. */

export const L = (fr: string, nl: string, en: string): Localized => ({ fr, nl, en });

export interface VariantSpec {
  key: string;
  label: Localized;
  main?: boolean;
  active?: boolean;
  /** Gross price per role, cents (absent role = not priced for it). */
  gross: Partial<Record<Role, number>>;
  /** Indicated price, cents (default: twice the default role's gross, or none). */
  indicated?: number;
  /** Variant attributes by code (the `size` filter reads `size`). */
  attributes?: Record<string, Localized>;
  qty: number;
  incoming?: number;
}

export interface ProductSpec {
  key: string;
  name: Localized;
  activePrinciple?: Localized;
  brand: 'quokkavet' | 'wombatpharm';
  species: string[];
  category: 'antibiotics' | 'pain' | 'food';
  description?: Localized;
  veterinaryOnly?: boolean;
  notSoldOnWebsite?: boolean;
  /** The attribute filters' values (spec doc 1 §3). */
  attributes?: ProductAttributes;
  supplier?: 'alpha' | 'beta';
  orderMode?: 'direct' | 'quotation';
  variants: VariantSpec[];
}

export const PRODUCTS: ProductSpec[] = [
  {
    key: 'amox',
    attributes: {
      administrationRoute: 'oral',
      presentation: 'tablet',
      indication: ['infection'],
      animalSize: ['s', 'm'],
      age: ['adult'],
    },
    supplier: 'alpha',
    name: L('Zorbamox 250 mg comprimés', 'Zorbamox 250 mg tabletten', 'Zorbamox 250 mg tablets'),
    activePrinciple: L('amoxicilline', 'amoxicilline', 'amoxicillin'),
    brand: 'quokkavet',
    species: ['dog', 'cat'],
    category: 'antibiotics',
    description: L(
      'Antibiotique pour chiens et chats.',
      'Antibioticum voor honden en katten.',
      'Antibiotic for dogs and cats.',
    ),
    variants: [
      {
        key: 'amox10',
        label: L('10 comprimés', '10 tabletten', '10 tablets'),
        main: true,
        gross: { veterinary: 1000, pharmacist: 1200, student: 1100, default: 1500 },
        qty: 200,
      },
      {
        key: 'amox100',
        label: L('100 comprimés', '100 tabletten', '100 tablets'),
        gross: { veterinary: 8000, pharmacist: 9000, student: 8500, default: 11000 },
        qty: 4,
      },
    ],
  },
  {
    key: 'melox',
    attributes: {
      administrationRoute: 'oral',
      presentation: 'oral_suspension',
      indication: ['pain'],
      animalSize: ['m', 'l'],
    },
    supplier: 'alpha',
    name: L('Zorbaflam suspension buvable', 'Zorbaflam orale suspensie', 'Zorbaflam oral suspension'),
    activePrinciple: L('méloxicam', 'meloxicam', 'meloxicam'),
    brand: 'quokkavet',
    species: ['dog'],
    category: 'pain',
    variants: [
      {
        key: 'melox',
        label: L('100 ml', '100 ml', '100 ml'),
        main: true,
        gross: { veterinary: 2000, pharmacist: 2400, student: 2200, default: 3000 },
        qty: 0,
      },
    ],
  },
  {
    key: 'carp',
    attributes: { administrationRoute: 'oral', presentation: 'tablet', indication: ['pain'] },
    supplier: 'beta',
    name: L('Zorbaprofen comprimés', 'Zorbaprofen tabletten', 'Zorbaprofen tablets'),
    activePrinciple: L('carprofène', 'carprofen', 'carprofen'),
    brand: 'wombatpharm',
    species: ['dog'],
    category: 'pain',
    variants: [
      {
        key: 'carp',
        label: L('20 comprimés', '20 tabletten', '20 tablets'),
        main: true,
        gross: { veterinary: 3000, pharmacist: 3500, student: 3200, default: 4000 },
        qty: 0,
        incoming: 50,
      },
    ],
  },
  {
    key: 'vetonly',
    name: L(
      'Zorbakétamine solution injectable',
      'Zorbaketamine oplossing voor injectie',
      'Zorbaketamine solution for injection',
    ),
    activePrinciple: L('kétamine', 'ketamine', 'ketamine'),
    brand: 'wombatpharm',
    species: ['dog', 'cat', 'horse'],
    category: 'pain',
    veterinaryOnly: true,
    variants: [
      {
        key: 'vetonly',
        label: L('10 ml', '10 ml', '10 ml'),
        main: true,
        gross: { veterinary: 5000 },
        qty: 30,
      },
    ],
  },
  {
    key: 'notsold',
    name: L('Zorbasecret comprimés', 'Zorbasecret tabletten', 'Zorbasecret tablets'),
    brand: 'wombatpharm',
    species: ['dog'],
    category: 'antibiotics',
    notSoldOnWebsite: true,
    variants: [
      {
        key: 'notsold',
        label: L('1 boîte', '1 doos', '1 box'),
        main: true,
        gross: { veterinary: 100, pharmacist: 100, student: 100, default: 100 },
        qty: 30,
      },
    ],
  },
  {
    key: 'dogfood',
    attributes: { foodRange: 'digestive', presentation: 'kibble', age: ['adult'], animalSize: ['l'] },
    name: L(
      'Quokka croquettes chiens adultes',
      'Quokka brokken volwassen honden',
      'Quokka kibble adult dogs',
    ),
    brand: 'quokkavet',
    species: ['dog'],
    category: 'food',
    variants: [
      {
        key: 'dogfood2',
        label: L('2 kg', '2 kg', '2 kg'),
        attributes: { size: L('2 kg', '2 kg', '2 kg'), color: L('Rouge', 'Rood', 'Red') },
        main: true,
        gross: { veterinary: 1500, pharmacist: 1600, student: 1550, default: 1800 },
        qty: 100,
      },
      {
        key: 'dogfood12',
        label: L('12 kg', '12 kg', '12 kg'),
        attributes: { size: L('12 kg', '12 kg', '12 kg'), color: L('Bleu', 'Blauw', 'Blue') },
        gross: { veterinary: 6000, pharmacist: 6400, student: 6200, default: 7000 },
        qty: 100,
      },
      {
        key: 'dogfoodold',
        label: L('20 kg', '20 kg', '20 kg'),
        active: false,
        gross: { veterinary: 9000 },
        qty: 0,
      },
    ],
  },
  {
    key: 'catfood',
    attributes: { foodRange: 'urinary', presentation: 'kibble', age: ['adult'] },
    orderMode: 'quotation',
    name: L(
      'Quokka croquettes chat stérilisé',
      'Quokka brokken gesteriliseerde kat',
      'Quokka kibble sterilised cat',
    ),
    brand: 'quokkavet',
    species: ['cat'],
    category: 'food',
    variants: [
      {
        key: 'catfood',
        label: L('1,5 kg', '1,5 kg', '1.5 kg'),
        attributes: { size: L('1,5 kg', '1,5 kg', '1.5 kg') },
        main: true,
        gross: { veterinary: 1200, pharmacist: 1300, student: 1250, default: 1400 },
        // Cheaper net than the dog food, dearer indicated price: the two price sorts order them differently.
        indicated: 9900,
        qty: 100,
      },
    ],
  },
  {
    key: 'serum',
    attributes: {
      administrationRoute: 'injectable',
      presentation: 'injectable_solution',
      indication: ['care'],
    },
    supplier: 'beta',
    name: L('Sérum physiologique Quokka', 'Fysiologisch serum Quokka', 'Quokka saline serum'),
    brand: 'wombatpharm',
    species: ['dog', 'cat', 'horse'],
    category: 'pain',
    variants: [
      {
        key: 'serum',
        label: L('500 ml', '500 ml', '500 ml'),
        main: true,
        gross: { veterinary: 400, pharmacist: 450, student: 420, default: 500 },
        qty: 100,
      },
    ],
  },
];

/** A run of look-alike products for pagination: "Zorbagaze n°01" … "Zorbagaze n°07". */
export const GAUZE_COUNT = 7;
