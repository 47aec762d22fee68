import type { Localized } from '@vetshop/db';
import type { IsoDate } from '@vetshop/domain';
import { decimal, loc, perLocale } from '../text';
import type { GenPriceRule } from '../types';
import { VAT_REDUCED_BP, VAT_STANDARD_BP, type ProductDraft, type ProductFlag } from './drafts';
import { medicineTexts } from './family-meds';
import { FORMS, type FormCode } from './forms';
import type { PricelistCode } from './pricing';
import type { IndicationCode, SpeciesCode } from './vocabulary';

/** Gross price excl. VAT per pricelist, in cents. */
export type RolePrices = Record<PricelistCode, number>;

export interface ShowcaseStock {
  qtyAvailable: number;
  qtyIncoming?: number;
  supplierOutOfStock?: boolean;
  /** Days from `today` to the expected delivery (resupplying). */
  resupplyInDays?: number;
}

export interface ShowcaseVariant {
  label: Localized;
  attributes: Record<string, Localized>;
  gross: RolePrices;
  indicatedPriceCents: number | null;
  stock: ShowcaseStock;
}

export interface ShowcaseProduct {
  /** Name tests use to find it: SHOWCASE.amoxicillin… */
  key: string;
  number: number;
  /** Why it exists (README). */
  purpose: string;
  draft: Omit<ProductDraft, 'variants'>;
  variants: ShowcaseVariant[];
  /** Price rules besides the gross tiers, per variant sequence (1-based), relative to `today`. */
  rules?: (sku: (sequence: number) => string, today: IsoDate) => GenPriceRule[];
  /** Substitute SKUs of variant 1 (when out of stock). */
  substitutes?: string[];
  /** A former name: its url keys stay as redirects to the current ones. */
  oldName?: Localized;
}

export const prices = (
  veterinary: number,
  pharmacist: number,
  student: number,
  dflt: number,
): RolePrices => ({
  veterinary,
  pharmacist,
  student,
  default: dflt,
});

export const inStock = (qtyAvailable = 240): ShowcaseStock => ({ qtyAvailable });

interface MedSpec {
  invented: string;
  inn: Localized;
  strength: string;
  form: FormCode;
  species: SpeciesCode[];
  indication: IndicationCode;
  category: string;
  brandCode: string;
  flags?: Partial<Record<ProductFlag, boolean>>;
  classAmcra?: string | null;
  /** Added after the form in the name ("chien"). */
  suffix?: Localized;
  /** Names that do not follow the "invented strength form" pattern. */
  names?: { name: Localized; shortName: Localized };
}

export function medicineDraft(spec: MedSpec): Omit<ProductDraft, 'variants'> {
  const form = FORMS[spec.form];
  const name =
    spec.names?.name ??
    perLocale(
      (l) =>
        `${spec.invented} ${decimal(spec.strength, l)} ${form.label[l]}${spec.suffix ? ` ${spec.suffix[l]}` : ''}`,
    );
  return {
    family: 'meds',
    categoryCode: spec.category,
    name,
    shortName: spec.names?.shortName ?? perLocale((l) => `${spec.invented} ${decimal(spec.strength, l)}`),
    ...medicineTexts(name, { ...spec, form }),
    activePrinciple: spec.inn,
    brandCode: spec.brandCode,
    // Filled from the brand when the catalogue is built.
    supplierCode: '',
    species: spec.species,
    attributes: {
      administrationRoute: form.route,
      presentation: form.presentation,
      indication: [spec.indication],
      animalSize: [],
      age: [],
    },
    vatRateBp: VAT_REDUCED_BP,
    flags: { isMeds: true, isPharmaceutical: true, ...spec.flags },
    classAmcra: spec.classAmcra ?? null,
    codeCti: null,
    storageTemperature: '15-25 °C',
  };
}

interface OtherSpec {
  family: 'food' | 'equipment';
  name: Localized;
  shortName: Localized;
  category: string;
  brandCode: string;
  species: string[];
  presentation: 'kibble' | 'device';
  foodRange?: 'digestive' | 'urinary' | 'renal';
  flags?: Partial<Record<ProductFlag, boolean>>;
  orderMode?: 'direct' | 'quotation';
}

export function otherDraft(spec: OtherSpec): Omit<ProductDraft, 'variants'> {
  const food = spec.family === 'food';
  const text = (l: keyof Localized, fr: string, nl: string, en: string) => ({ fr, nl, en })[l];
  return {
    family: spec.family,
    categoryCode: spec.category,
    name: spec.name,
    shortName: spec.shortName,
    shortDescription: perLocale((l) =>
      food
        ? `${spec.shortName[l]}: ${text(l, 'aliment diététique vétérinaire', 'veterinaire dieetvoeding', 'veterinary dietetic food')}.`
        : `${spec.shortName[l]}: ${text(l, 'matériel professionnel', 'professioneel materiaal', 'professional equipment')}.`,
    ),
    description: perLocale(
      (l) =>
        `<p>${spec.name[l]}. ${text(
          l,
          'Sélectionné pour les cabinets vétérinaires.',
          'Geselecteerd voor dierenartsenpraktijken.',
          'Selected for veterinary practices.',
        )}</p>`,
    ),
    activePrinciple: null,
    brandCode: spec.brandCode,
    // Filled from the brand when the catalogue is built.
    supplierCode: '',
    species: spec.species,
    attributes: {
      presentation: spec.presentation,
      foodRange: spec.foodRange ?? null,
      indication: [food ? 'nutrition' : 'care'],
      animalSize: [],
      age: [],
      administrationRoute: null,
    },
    vatRateBp: food ? VAT_REDUCED_BP : VAT_STANDARD_BP,
    flags: { ...(food ? { isFood: true } : { isEquipment: true }), ...spec.flags },
    orderMode: spec.orderMode ?? 'direct',
    storageTemperature: null,
  };
}

export const pack = (
  fr: string,
  nl: string,
  en: string,
): { label: Localized; attributes: Record<string, Localized> } => {
  const label = loc(fr, nl, en);
  return { label, attributes: { pack: label } };
};
