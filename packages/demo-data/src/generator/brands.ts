import { slugify } from '../text';
import type { Family, GenBrand, GenSupplier } from '../types';

/** Invented names only: no real laboratory, pet-food maker or supplier. */
const BRAND_NAMES: Record<Family, string[]> = {
  meds: [
    'Nordamed',
    'Vetrion',
    'Alvena Vet',
    'Zoalis Pharma',
    'Brisovet',
    'Medivan',
    'Kestrel Animal Health',
    'Orvalis',
  ],
  food: [
    'Vetalis Clinical',
    'Nutrivia Vet',
    'Canifel Diet',
    'Dietavet',
    'Clinora',
    'Animea Care',
    'Provalis Vet',
    'Equinata',
  ],
  equipment: ['Surgivet', 'Carelix', 'Medisteril', 'Protexa', 'Instrumed Vet', 'Bandavet'],
};

const SUPPLIER_NAMES = [
  'Arvenne Distribution',
  'Nordvet Pharma',
  'Benelux Animal Health Supply',
  'Meuse Vet Logistics',
  'Scheldt Medical',
  'Ardenne Nutrition',
];

export interface BrandData {
  brands: GenBrand[];
  suppliers: GenSupplier[];
  brandsByFamily: Record<Family, GenBrand[]>;
  /** Each brand is bought from one supplier. */
  supplierOf: Map<string, string>;
}

export function buildBrands(): BrandData {
  const suppliers: GenSupplier[] = SUPPLIER_NAMES.map((name, i) => ({ code: `SUP${i + 1}`, name }));
  const brandsByFamily = { meds: [], food: [], equipment: [] } as Record<Family, GenBrand[]>;
  const supplierOf = new Map<string, string>();
  let i = 0;
  for (const family of ['meds', 'food', 'equipment'] as const) {
    for (const name of BRAND_NAMES[family]) {
      const code = slugify(name);
      const brand: GenBrand = { code, name, imageUrl: `/media/brands/${code}.svg` };
      brandsByFamily[family].push(brand);
      supplierOf.set(code, (suppliers[i % suppliers.length] as GenSupplier).code);
      i += 1;
    }
  }
  return {
    brands: [...brandsByFamily.meds, ...brandsByFamily.food, ...brandsByFamily.equipment],
    suppliers,
    brandsByFamily,
    supplierOf,
  };
}
