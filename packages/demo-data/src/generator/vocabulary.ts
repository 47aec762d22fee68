import type { Localized } from '@vetshop/db';
import { loc } from '../text';

/**
 * The attribute codes the demo data uses, with the labels it needs to write descriptions. They are a
 * subset of packages/contract/src/vocabulary.ts (the unit tests check that every code exists there);
 * the generator does not import contract so that the package keeps its declared dependencies.
 */
export const SPECIES_LABELS = {
  dog: loc('chien', 'hond', 'dog'),
  cat: loc('chat', 'kat', 'cat'),
  horse: loc('cheval', 'paard', 'horse'),
  cattle: loc('bovin', 'rund', 'cattle'),
  pig: loc('porc', 'varken', 'pig'),
  sheep: loc('mouton', 'schaap', 'sheep'),
  goat: loc('chèvre', 'geit', 'goat'),
  poultry: loc('volaille', 'pluimvee', 'poultry'),
  rabbit: loc('lapin', 'konijn', 'rabbit'),
  rodent: loc('rongeur', 'knaagdier', 'rodent'),
  bird: loc('oiseau', 'vogel', 'bird'),
} satisfies Record<string, Localized>;
export type SpeciesCode = keyof typeof SPECIES_LABELS;

export const INDICATION_LABELS = {
  infection: loc('infections bactériennes', 'bacteriële infecties', 'bacterial infections'),
  pain: loc('douleur et inflammation', 'pijn en ontsteking', 'pain and inflammation'),
  parasites: loc('parasites', 'parasieten', 'parasites'),
  cardiology: loc('insuffisance cardiaque', 'hartfalen', 'heart failure'),
  anaesthesia: loc('anesthésie et sédation', 'anesthesie en sedatie', 'anaesthesia and sedation'),
  dermatology: loc('affections cutanées', 'huidaandoeningen', 'skin conditions'),
  nutrition: loc('nutrition clinique', 'klinische voeding', 'clinical nutrition'),
  care: loc('soins courants', 'dagelijkse verzorging', 'routine care'),
} satisfies Record<string, Localized>;
export type IndicationCode = keyof typeof INDICATION_LABELS;

export type AdministrationRoute =
  'oral' | 'injectable' | 'topical' | 'spot_on' | 'ophthalmic' | 'auricular' | 'intramammary';
export type Presentation =
  | 'tablet'
  | 'capsule'
  | 'oral_suspension'
  | 'injectable_solution'
  | 'pipette'
  | 'ointment'
  | 'drops'
  | 'powder'
  | 'kibble'
  | 'wet_food'
  | 'device';
export type FoodRange =
  'renal' | 'digestive' | 'weight' | 'urinary' | 'dermatology' | 'growth' | 'hypoallergenic' | 'senior';
export type AnimalSize = 'xs' | 's' | 'm' | 'l' | 'xl';
export type Age = 'junior' | 'adult' | 'senior';

export const FOOD_RANGE_LABELS: Record<FoodRange, Localized> = {
  renal: loc('Rénal', 'Nier', 'Renal'),
  digestive: loc('Digestif', 'Spijsvertering', 'Digestive'),
  weight: loc('Contrôle du poids', 'Gewichtscontrole', 'Weight control'),
  urinary: loc('Urinaire', 'Urinair', 'Urinary'),
  dermatology: loc('Dermatologie', 'Dermatologie', 'Dermatology'),
  growth: loc('Croissance', 'Groei', 'Growth'),
  hypoallergenic: loc('Hypoallergénique', 'Hypoallergeen', 'Hypoallergenic'),
  senior: loc('Senior', 'Senior', 'Senior'),
};

/** "chien, chat" / "hond, kat" / "dog, cat". */
export function speciesList(codes: readonly SpeciesCode[], locale: keyof Localized): string {
  return codes.map((c) => SPECIES_LABELS[c][locale]).join(', ');
}
