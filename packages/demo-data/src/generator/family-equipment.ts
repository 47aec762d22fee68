import type { Rng } from '../random';
import { loc, perLocale } from '../text';
import type { BrandData } from './brands';
import { orderedSample, variantCount, VAT_STANDARD_BP, type ProductDraft } from './drafts';
import { EQUIPMENT_KINDS, MODELS } from './templates-equipment';

const ANIMAL_CATEGORIES: Record<string, string[]> = {
  collars: ['dog', 'cat'],
  'recovery-suits': ['dog'],
};

export function draftEquipment(rng: Rng, brands: BrandData): ProductDraft {
  const kind = rng.pick(EQUIPMENT_KINDS);
  const brand = rng.pick(brands.brandsByFamily.equipment);
  const model = rng.chance(0.7) ? rng.pick(MODELS) : null;
  const name = perLocale((l) => [kind.name[l], brand.name, model].filter(Boolean).join(' '));
  const sizes = orderedSample(rng, kind.sizes, variantCount(rng, kind.sizes.length));
  const base = rng.int(kind.price[0], kind.price[1]);
  const quotation = kind.bulky === true && rng.chance(0.5);
  const species = kind.name.en.includes('Cat') ? ['cat'] : (ANIMAL_CATEGORIES[kind.category] ?? []);
  // Chosen from the name, not drawn: the catalogue's other draws stay as they were.
  const colour = kind.colours ? kind.colours[stableIndex(name.en, kind.colours.length)] : undefined;
  return {
    family: 'equipment',
    categoryCode: kind.category,
    name,
    shortName: kind.name,
    shortDescription: loc(
      `${kind.name.fr} ${brand.name}${kind.sterile ? ', stérile, à usage unique' : ''}.`,
      `${kind.name.nl} ${brand.name}${kind.sterile ? ', steriel, voor eenmalig gebruik' : ''}.`,
      `${kind.name.en} by ${brand.name}${kind.sterile ? ', sterile, single use' : ''}.`,
    ),
    description: loc(
      `<p>${name.fr} : matériel professionnel pour cabinets et cliniques vétérinaires.</p>` +
        `<p>Qualité constante, conforme aux normes européennes en vigueur.</p>`,
      `<p>${name.nl}: professioneel materiaal voor dierenartsenpraktijken en klinieken.</p>` +
        `<p>Constante kwaliteit, conform de geldende Europese normen.</p>`,
      `<p>${name.en}: professional equipment for veterinary practices and clinics.</p>` +
        `<p>Consistent quality, compliant with current European standards.</p>`,
    ),
    activePrinciple: null,
    brandCode: brand.code,
    supplierCode: brands.supplierOf.get(brand.code) ?? 'SUP5',
    species,
    attributes: {
      presentation: 'device',
      indication: ['care'],
      animalSize: [],
      age: [],
      administrationRoute: null,
    },
    vatRateBp: VAT_STANDARD_BP,
    flags: { isEquipment: true, sterile: kind.sterile === true, fabric: kind.fabric === true },
    orderMode: quotation ? 'quotation' : 'direct',
    storageTemperature: null,
    variants: sizes.map((s) => ({
      label: s.label,
      attributes: colour ? { [kind.attribute]: s.label, color: colour } : { [kind.attribute]: s.label },
      grossCents: Math.max(5, Math.round((base * s.factor) / 5) * 5),
      unitInShrinkWrap: null,
    })),
  };
}

/** A number in [0, n) that depends only on the text (FNV-1a): a choice that costs the generator no draw. */
function stableIndex(text: string, n: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % n;
}
