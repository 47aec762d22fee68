import { STOCK_STATES, stockDisplay, type Locale, type StockDisplay } from '@vetshop/domain';

/**
 * Codes of the catalogue's descriptive attributes and their labels in each shop language.
 * The database stores codes; the back office answers with the label of the caller's locale.
 */
type Labels = Readonly<Record<string, { fr: string; nl: string; en: string }>>;

export const SPECIES: Labels = {
  dog: { fr: 'Chien', nl: 'Hond', en: 'Dog' },
  cat: { fr: 'Chat', nl: 'Kat', en: 'Cat' },
  horse: { fr: 'Cheval', nl: 'Paard', en: 'Horse' },
  cattle: { fr: 'Bovin', nl: 'Rund', en: 'Cattle' },
  pig: { fr: 'Porc', nl: 'Varken', en: 'Pig' },
  sheep: { fr: 'Mouton', nl: 'Schaap', en: 'Sheep' },
  goat: { fr: 'Chèvre', nl: 'Geit', en: 'Goat' },
  poultry: { fr: 'Volaille', nl: 'Pluimvee', en: 'Poultry' },
  rabbit: { fr: 'Lapin', nl: 'Konijn', en: 'Rabbit' },
  rodent: { fr: 'Rongeur', nl: 'Knaagdier', en: 'Rodent' },
  bird: { fr: 'Oiseau', nl: 'Vogel', en: 'Bird' },
  reptile: { fr: 'Reptile', nl: 'Reptiel', en: 'Reptile' },
  fish: { fr: 'Poisson', nl: 'Vis', en: 'Fish' },
};

export const ANIMAL_SIZES: Labels = {
  xs: { fr: 'Très petit', nl: 'Zeer klein', en: 'Extra small' },
  s: { fr: 'Petit', nl: 'Klein', en: 'Small' },
  m: { fr: 'Moyen', nl: 'Middelgroot', en: 'Medium' },
  l: { fr: 'Grand', nl: 'Groot', en: 'Large' },
  xl: { fr: 'Géant', nl: 'Reus', en: 'Giant' },
};

export const AGES: Labels = {
  junior: { fr: 'Junior', nl: 'Junior', en: 'Junior' },
  adult: { fr: 'Adulte', nl: 'Volwassen', en: 'Adult' },
  senior: { fr: 'Senior', nl: 'Senior', en: 'Senior' },
};

export const ADMINISTRATION_ROUTES: Labels = {
  oral: { fr: 'Voie orale', nl: 'Oraal', en: 'Oral' },
  injectable: { fr: 'Injectable', nl: 'Injecteerbaar', en: 'Injectable' },
  topical: { fr: 'Voie cutanée', nl: 'Cutaan', en: 'Topical' },
  spot_on: { fr: 'Spot-on', nl: 'Spot-on', en: 'Spot-on' },
  ophthalmic: { fr: 'Voie ophtalmique', nl: 'Oogheelkundig', en: 'Ophthalmic' },
  auricular: { fr: 'Voie auriculaire', nl: 'Oor', en: 'Auricular' },
  intramammary: { fr: 'Intramammaire', nl: 'Intramammair', en: 'Intramammary' },
};

export const PRESENTATIONS: Labels = {
  tablet: { fr: 'Comprimé', nl: 'Tablet', en: 'Tablet' },
  capsule: { fr: 'Gélule', nl: 'Capsule', en: 'Capsule' },
  oral_suspension: { fr: 'Suspension buvable', nl: 'Orale suspensie', en: 'Oral suspension' },
  injectable_solution: {
    fr: 'Solution injectable',
    nl: 'Oplossing voor injectie',
    en: 'Solution for injection',
  },
  pipette: { fr: 'Pipette', nl: 'Pipet', en: 'Pipette' },
  ointment: { fr: 'Pommade', nl: 'Zalf', en: 'Ointment' },
  drops: { fr: 'Gouttes', nl: 'Druppels', en: 'Drops' },
  powder: { fr: 'Poudre', nl: 'Poeder', en: 'Powder' },
  kibble: { fr: 'Croquettes', nl: 'Brokken', en: 'Kibble' },
  wet_food: { fr: 'Pâtée', nl: 'Natvoer', en: 'Wet food' },
  device: { fr: 'Dispositif', nl: 'Hulpmiddel', en: 'Device' },
};

export const FOOD_RANGES: Labels = {
  renal: { fr: 'Rénal', nl: 'Nier', en: 'Renal' },
  digestive: { fr: 'Digestif', nl: 'Spijsvertering', en: 'Digestive' },
  weight: { fr: 'Contrôle du poids', nl: 'Gewichtscontrole', en: 'Weight control' },
  urinary: { fr: 'Urinaire', nl: 'Urinair', en: 'Urinary' },
  dermatology: { fr: 'Dermatologie', nl: 'Dermatologie', en: 'Dermatology' },
  growth: { fr: 'Croissance', nl: 'Groei', en: 'Growth' },
  hypoallergenic: { fr: 'Hypoallergénique', nl: 'Hypoallergeen', en: 'Hypoallergenic' },
  senior: { fr: 'Senior', nl: 'Senior', en: 'Senior' },
};

export const INDICATIONS: Labels = {
  infection: { fr: 'Infections bactériennes', nl: 'Bacteriële infecties', en: 'Bacterial infections' },
  pain: { fr: 'Douleur et inflammation', nl: 'Pijn en ontsteking', en: 'Pain and inflammation' },
  parasites: { fr: 'Parasites', nl: 'Parasieten', en: 'Parasites' },
  cardiology: { fr: 'Cardiologie', nl: 'Cardiologie', en: 'Cardiology' },
  anaesthesia: { fr: 'Anesthésie', nl: 'Anesthesie', en: 'Anaesthesia' },
  dermatology: { fr: 'Dermatologie', nl: 'Dermatologie', en: 'Dermatology' },
  nutrition: { fr: 'Nutrition', nl: 'Voeding', en: 'Nutrition' },
  care: { fr: 'Soins', nl: 'Verzorging', en: 'Care' },
};

/** The buyer sees two stock labels (spec doc 1 §4 "Stock"); each state reads as its display's label. */
const STOCK_DISPLAY_LABELS: Readonly<Record<StockDisplay, { fr: string; nl: string; en: string }>> = {
  in_stock: { fr: 'En stock', nl: 'Op voorraad', en: 'In stock' },
  no_stock: { fr: 'Pas de stock', nl: 'Geen voorraad', en: 'No stock' },
};

export const STOCK_STATE_LABELS: Labels = Object.fromEntries(
  STOCK_STATES.map((state) => [state, STOCK_DISPLAY_LABELS[stockDisplay(state)]]),
);

export function label(labels: Labels, code: string, locale: Locale): string {
  return labels[code]?.[locale] ?? code;
}
