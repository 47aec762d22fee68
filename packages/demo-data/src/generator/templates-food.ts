import type { Localized } from '@vetshop/db';
import { loc } from '../text';
import {
  FOOD_RANGE_LABELS,
  type Age,
  type AnimalSize,
  type FoodRange,
  type Presentation,
  type SpeciesCode,
} from './vocabulary';

export interface FoodFormat {
  /** Written after the product name: "croquettes" / "brokken" / "kibble". */
  label: Localized;
  presentation: Presentation | null;
  /** Pack labels, smallest first, with the weight (kg) that sets their price. */
  packs: { label: Localized; kg: number }[];
}

export interface FoodKind {
  category: string;
  species: SpeciesCode[];
  range: FoodRange | null;
  /** Name part after the brand: the range, or the kind of supplement. */
  title: Localized;
  formats: FoodFormat[];
  age?: Age[];
  /** Dog foods come in breed sizes. */
  sized?: boolean;
  /** Veterinary gross price per kg (cents), min and max. */
  perKg: [number, number];
  supplement?: boolean;
}

const kg = (label: string, weight: number): { label: Localized; kg: number } => ({
  label: loc(label.replace('.', ','), label.replace('.', ','), label),
  kg: weight,
});

const DOG_DRY: FoodFormat = {
  label: loc('croquettes', 'brokken', 'kibble'),
  presentation: 'kibble',
  packs: [kg('2 kg', 2), kg('7 kg', 7), kg('12 kg', 12)],
};
const CAT_DRY: FoodFormat = {
  label: loc('croquettes', 'brokken', 'kibble'),
  presentation: 'kibble',
  packs: [kg('400 g', 0.4), kg('1.5 kg', 1.5), kg('4 kg', 4)],
};
const DOG_WET: FoodFormat = {
  label: loc('pâtée', 'natvoer', 'wet food'),
  presentation: 'wet_food',
  packs: [
    { label: loc('12 boîtes de 400 g', '12 blikken van 400 g', '12 × 400 g tins'), kg: 4.8 },
    { label: loc('24 boîtes de 400 g', '24 blikken van 400 g', '24 × 400 g tins'), kg: 9.6 },
  ],
};
const CAT_WET: FoodFormat = {
  label: loc('pâtée', 'natvoer', 'wet food'),
  presentation: 'wet_food',
  packs: [
    { label: loc('12 sachets de 85 g', '12 zakjes van 85 g', '12 × 85 g pouches'), kg: 1.02 },
    { label: loc('48 sachets de 85 g', '48 zakjes van 85 g', '48 × 85 g pouches'), kg: 4.08 },
  ],
};
const CHEWS: FoodFormat = {
  label: loc('comprimés appétents', 'smakelijke tabletten', 'palatable tablets'),
  presentation: 'tablet',
  packs: [
    { label: loc('60 comprimés', '60 tabletten', '60 tablets'), kg: 0.12 },
    { label: loc('120 comprimés', '120 tabletten', '120 tablets'), kg: 0.24 },
  ],
};
const SUPPLEMENT_POWDER: FoodFormat = {
  label: loc('poudre', 'poeder', 'powder'),
  presentation: 'powder',
  packs: [kg('150 g', 0.15), kg('500 g', 0.5), kg('1 kg', 1)],
};
const HORSE_FEED: FoodFormat = {
  label: loc('granulés', 'korrels', 'pellets'),
  presentation: null,
  packs: [kg('15 kg', 15), kg('20 kg', 20)],
};
const PELLETS: FoodFormat = {
  label: loc('granulés', 'korrels', 'pellets'),
  presentation: 'kibble',
  packs: [kg('1 kg', 1), kg('2.5 kg', 2.5), kg('5 kg', 5)],
};
const SEEDS: FoodFormat = {
  label: loc('mélange de graines', 'zadenmengeling', 'seed mix'),
  presentation: null,
  packs: [kg('1 kg', 1), kg('4 kg', 4)],
};

const r = (range: FoodRange): Localized => FOOD_RANGE_LABELS[range];

export const FOOD_KINDS: FoodKind[] = [
  {
    category: 'dog-renal',
    species: ['dog'],
    range: 'renal',
    title: r('renal'),
    formats: [DOG_DRY, DOG_WET],
    sized: true,
    perKg: [900, 1500],
  },
  {
    category: 'dog-renal',
    species: ['dog'],
    range: 'urinary',
    title: r('urinary'),
    formats: [DOG_DRY, DOG_WET],
    sized: true,
    perKg: [850, 1400],
  },
  {
    category: 'dog-digestive',
    species: ['dog'],
    range: 'digestive',
    title: r('digestive'),
    formats: [DOG_DRY, DOG_WET],
    sized: true,
    perKg: [800, 1300],
  },
  {
    category: 'dog-weight',
    species: ['dog'],
    range: 'weight',
    title: r('weight'),
    formats: [DOG_DRY, DOG_WET],
    sized: true,
    perKg: [800, 1300],
  },
  {
    category: 'dog-skin',
    species: ['dog'],
    range: 'dermatology',
    title: r('dermatology'),
    formats: [DOG_DRY],
    sized: true,
    perKg: [900, 1500],
  },
  {
    category: 'dog-skin',
    species: ['dog'],
    range: 'hypoallergenic',
    title: r('hypoallergenic'),
    formats: [DOG_DRY, DOG_WET],
    sized: true,
    perKg: [1000, 1700],
  },
  {
    category: 'cat-renal',
    species: ['cat'],
    range: 'renal',
    title: r('renal'),
    formats: [CAT_DRY, CAT_WET],
    perKg: [1300, 2200],
  },
  {
    category: 'cat-renal',
    species: ['cat'],
    range: 'urinary',
    title: r('urinary'),
    formats: [CAT_DRY, CAT_WET],
    perKg: [1200, 2000],
  },
  {
    category: 'cat-digestive',
    species: ['cat'],
    range: 'digestive',
    title: r('digestive'),
    formats: [CAT_DRY, CAT_WET],
    perKg: [1200, 2000],
  },
  {
    category: 'cat-weight',
    species: ['cat'],
    range: 'weight',
    title: r('weight'),
    formats: [CAT_DRY],
    perKg: [1100, 1900],
  },
  {
    category: 'cat-skin',
    species: ['cat'],
    range: 'hypoallergenic',
    title: r('hypoallergenic'),
    formats: [CAT_DRY, CAT_WET],
    perKg: [1400, 2300],
  },
  {
    category: 'puppy-kitten',
    species: ['dog'],
    range: 'growth',
    title: loc('Chiot', 'Pup', 'Puppy'),
    formats: [DOG_DRY],
    sized: true,
    age: ['junior'],
    perKg: [700, 1200],
  },
  {
    category: 'puppy-kitten',
    species: ['cat'],
    range: 'growth',
    title: loc('Chaton', 'Kitten', 'Kitten'),
    formats: [CAT_DRY, CAT_WET],
    age: ['junior'],
    perKg: [1000, 1700],
  },
  {
    category: 'senior',
    species: ['dog'],
    range: 'senior',
    title: r('senior'),
    formats: [DOG_DRY],
    sized: true,
    age: ['senior'],
    perKg: [750, 1250],
  },
  {
    category: 'senior',
    species: ['cat'],
    range: 'senior',
    title: r('senior'),
    formats: [CAT_DRY, CAT_WET],
    age: ['senior'],
    perKg: [1100, 1800],
  },
  {
    category: 'supplements-joint',
    species: ['dog', 'cat'],
    range: null,
    title: loc('Articulations', 'Gewrichten', 'Joint support'),
    formats: [CHEWS, SUPPLEMENT_POWDER],
    perKg: [9000, 16000],
    supplement: true,
  },
  {
    category: 'supplements-digestion',
    species: ['dog', 'cat'],
    range: null,
    title: loc('Probiotique', 'Probioticum', 'Probiotic'),
    formats: [SUPPLEMENT_POWDER, CHEWS],
    perKg: [8000, 15000],
    supplement: true,
  },
  {
    category: 'supplements-skin',
    species: ['dog', 'cat'],
    range: null,
    title: loc('Oméga-3 peau et pelage', 'Omega-3 huid en vacht', 'Omega-3 skin and coat'),
    formats: [CHEWS],
    perKg: [9000, 14000],
    supplement: true,
  },
  {
    category: 'horse-feed',
    species: ['horse'],
    range: null,
    title: loc('Muesli sport', 'Sportmuesli', 'Sport muesli'),
    formats: [HORSE_FEED],
    perKg: [90, 160],
  },
  {
    category: 'horse-feed',
    species: ['horse'],
    range: 'senior',
    title: r('senior'),
    formats: [HORSE_FEED],
    age: ['senior'],
    perKg: [110, 180],
  },
  {
    category: 'horse-supplements',
    species: ['horse'],
    range: null,
    title: loc('Électrolytes', 'Elektrolyten', 'Electrolytes'),
    formats: [SUPPLEMENT_POWDER],
    perKg: [1800, 3200],
    supplement: true,
  },
  {
    category: 'rabbits-rodents',
    species: ['rabbit'],
    range: null,
    title: loc('Lapin nain', 'Dwergkonijn', 'Dwarf rabbit'),
    formats: [PELLETS],
    perKg: [350, 700],
  },
  {
    category: 'rabbits-rodents',
    species: ['rodent'],
    range: null,
    title: loc('Cobaye vitamine C', 'Cavia vitamine C', 'Guinea pig vitamin C'),
    formats: [PELLETS],
    perKg: [400, 800],
  },
  {
    category: 'birds',
    species: ['bird'],
    range: null,
    title: loc('Perruches', 'Parkieten', 'Budgies'),
    formats: [SEEDS],
    perKg: [300, 600],
  },
];

export const FLAVOURS: Localized[] = [
  loc('poulet', 'kip', 'chicken'),
  loc('saumon', 'zalm', 'salmon'),
  loc('agneau', 'lam', 'lamb'),
  loc('canard', 'eend', 'duck'),
  loc('poisson blanc', 'witvis', 'white fish'),
  loc('bœuf', 'rund', 'beef'),
];

export const BREED_SIZES: { code: AnimalSize[]; label: Localized }[] = [
  { code: ['xs', 's'], label: loc('petite race', 'kleine rassen', 'small breed') },
  { code: ['m'], label: loc('race moyenne', 'middelgrote rassen', 'medium breed') },
  { code: ['l', 'xl'], label: loc('grande race', 'grote rassen', 'large breed') },
];
