import type { Rng } from '../random';
import { loc, perLocale } from '../text';
import type { BrandData } from './brands';
import { orderedSample, scaledPrice, variantCount, VAT_REDUCED_BP, type ProductDraft } from './drafts';
import { BREED_SIZES, FLAVOURS, FOOD_KINDS } from './templates-food';
import { speciesList } from './vocabulary';

const capitalize = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

export function draftFood(rng: Rng, brands: BrandData): ProductDraft {
  const kind = rng.pick(FOOD_KINDS);
  const format = rng.pick(kind.formats);
  const horse = kind.species.includes('horse');
  const candidates = brands.brandsByFamily.food.filter((b) => (b.code === 'equinata') === horse);
  const brand = rng.pick(candidates.length > 0 ? candidates : brands.brandsByFamily.food);
  const petFood = !kind.supplement && (kind.species[0] === 'dog' || kind.species[0] === 'cat');
  const flavour = petFood && rng.chance(0.7) ? rng.pick(FLAVOURS) : null;
  const breed =
    kind.sized && format.presentation === 'kibble' && rng.chance(0.6) ? rng.pick(BREED_SIZES) : null;
  // "Chiot" and "Chaton" already say which animal.
  const speciesPart =
    petFood && kind.range !== 'growth' && kind.species.length === 1
      ? perLocale((l) => capitalize(speciesList(kind.species, l)))
      : null;
  const name = perLocale((l) => {
    const head = [brand.name, kind.title[l], speciesPart?.[l], breed?.label[l]].filter(Boolean).join(' ');
    return `${head}${flavour ? `, ${flavour[l]}` : ''} – ${format.label[l]}`;
  });
  const shortName = perLocale((l) => [brand.name, kind.title[l], speciesPart?.[l]].filter(Boolean).join(' '));
  const packs = orderedSample(rng, format.packs, variantCount(rng, format.packs.length));
  const first = packs[0] ?? format.packs[0] ?? { kg: 1 };
  const perKg = rng.int(kind.perKg[0], kind.perKg[1]);
  const species = perLocale((l) => speciesList(kind.species, l));
  const what = kind.supplement
    ? loc('complément alimentaire', 'voedingssupplement', 'nutritional supplement')
    : loc('aliment diététique', 'dieetvoeding', 'dietetic food');
  return {
    family: 'food',
    categoryCode: kind.category,
    name,
    shortName,
    shortDescription: loc(
      `${capitalize(what.fr)} pour ${species.fr}, ${format.label.fr}.`,
      `${capitalize(what.nl)} voor ${species.nl}, ${format.label.nl}.`,
      `${capitalize(what.en)} for ${species.en}, ${format.label.en}.`,
    ),
    description: loc(
      `<p>${name.fr} : ${what.fr} complet élaboré avec des vétérinaires nutritionnistes pour ${species.fr}.</p>` +
        `<p>À utiliser sur recommandation du vétérinaire ; l’eau fraîche doit toujours être disponible.</p>`,
      `<p>${name.nl}: volledige ${what.nl}, ontwikkeld met dierenartsen-voedingsdeskundigen voor ${species.nl}.</p>` +
        `<p>Te gebruiken op advies van de dierenarts; zorg altijd voor vers water.</p>`,
      `<p>${name.en}: a complete ${what.en} developed with veterinary nutritionists for ${species.en}.</p>` +
        `<p>Use on the advice of a veterinarian; fresh water must always be available.</p>`,
    ),
    activePrinciple: null,
    brandCode: brand.code,
    supplierCode: brands.supplierOf.get(brand.code) ?? 'SUP6',
    species: [...kind.species],
    attributes: {
      foodRange: kind.range,
      presentation: format.presentation,
      indication: ['nutrition'],
      age: kind.age ? [...kind.age] : [],
      animalSize: breed ? [...breed.code] : [],
      administrationRoute: kind.supplement ? 'oral' : null,
    },
    vatRateBp: VAT_REDUCED_BP,
    flags: { isFood: true, promoBag: rng.chance(0.02) },
    storageTemperature: null,
    variants: packs.map((pack) => ({
      label: pack.label,
      attributes: { weight: pack.label },
      grossCents: scaledPrice(perKg * first.kg, pack.kg / first.kg, 0.9),
      unitInShrinkWrap: null,
    })),
  };
}
