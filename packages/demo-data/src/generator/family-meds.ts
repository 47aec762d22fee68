import type { Rng } from '../random';
import { decimal, loc, pad, perLocale } from '../text';
import type { BrandData } from './brands';
import { orderedSample, scaledPrice, variantCount, VAT_REDUCED_BP, type ProductDraft } from './drafts';
import { FORMS, type FormSpec } from './forms';
import { MED_TEMPLATES, NAME_ENDINGS, type MedTemplate } from './templates-meds';
import { INDICATION_LABELS, speciesList, type SpeciesCode } from './vocabulary';

const SPECIES_QUALIFIED = new Set(['pipette', 'oral_suspension', 'chewable']);

/** "de kétamine" but "d’amoxicilline". */
function elidedDe(word: string): string {
  return /^[aeiouyhéèêàâîïôûü]/i.test(word) ? `d’${word}` : `de ${word}`;
}

export interface MedicineText {
  inn: MedTemplate['inn'];
  strength: string;
  form: FormSpec;
  species: SpeciesCode[];
  indication: MedTemplate['indication'];
}

/** The descriptions of a medicine, in the three languages. */
export function medicineTexts(name: ReturnType<typeof loc>, t: MedicineText) {
  const strength = perLocale((l) => decimal(t.strength, l));
  const species = perLocale((l) => speciesList(t.species, l));
  const indication = INDICATION_LABELS[t.indication];
  return {
    shortDescription: loc(
      `${t.inn.fr} ${strength.fr}, ${t.form.label.fr} pour ${species.fr}.`,
      `${t.inn.nl} ${strength.nl}, ${t.form.label.nl} voor ${species.nl}.`,
      `${t.inn.en} ${strength.en}, ${t.form.label.en} for ${species.en}.`,
    ),
    description: loc(
      `<p>${name.fr} est un médicament vétérinaire à base ${elidedDe(t.inn.fr)} (${strength.fr}), présenté en ${t.form.label.fr}.</p>` +
        `<p>Espèces cibles : ${species.fr}. Indication : ${indication.fr}.</p>` +
        `<p>Médicament soumis à prescription vétérinaire : respecter la posologie et les précautions de la notice.</p>`,
      `<p>${name.nl} is een diergeneesmiddel op basis van ${t.inn.nl} (${strength.nl}), in de vorm van ${t.form.label.nl}.</p>` +
        `<p>Doeldiersoorten: ${species.nl}. Indicatie: ${indication.nl}.</p>` +
        `<p>Geneesmiddel op voorschrift van de dierenarts: volg de dosering en voorzorgen uit de bijsluiter.</p>`,
      `<p>${name.en} is a veterinary medicine containing ${t.inn.en} (${strength.en}), supplied as ${t.form.label.en}.</p>` +
        `<p>Target species: ${species.en}. Indication: ${indication.en}.</p>` +
        `<p>Prescription-only veterinary medicine: follow the dosage and precautions in the package leaflet.</p>`,
    ),
  };
}

export function draftMedicine(rng: Rng, brands: BrandData): ProductDraft {
  const template = rng.pick(MED_TEMPLATES);
  const line = rng.pick(template.lines);
  const form = FORMS[line.form];
  const strength = rng.pick(line.strengths);
  const species = rng.pick(line.species);
  const invented = `${rng.pick(template.stems)}${rng.pick(NAME_ENDINGS)}${rng.chance(0.08) ? ' Forte' : ''}`;
  const qualified = SPECIES_QUALIFIED.has(line.form) && species.length === 1;
  const name = perLocale(
    (l) =>
      `${invented} ${decimal(strength, l)} ${form.label[l]}${qualified ? ` ${speciesList(species, l)}` : ''}`,
  );
  const shortName = perLocale((l) => `${invented} ${decimal(strength, l)}`);
  const brand = rng.pick(brands.brandsByFamily.meds);
  const packs = orderedSample(rng, form.packs, variantCount(rng, form.packs.length));
  const basePrice = rng.int(line.price[0], line.price[1]);
  const firstPack = packs[0] ?? 1;
  const narcotic = template.narcotic === true;
  const injectable = line.form === 'injectable';
  return {
    family: 'meds',
    categoryCode: line.category,
    name,
    shortName,
    ...medicineTexts(name, { inn: template.inn, strength, form, species, indication: template.indication }),
    activePrinciple: template.inn,
    brandCode: brand.code,
    supplierCode: brands.supplierOf.get(brand.code) ?? 'SUP1',
    species,
    attributes: {
      administrationRoute: form.route,
      presentation: form.presentation,
      indication: [template.indication],
      animalSize: [],
      age: [],
    },
    vatRateBp: VAT_REDUCED_BP,
    flags: {
      isMeds: true,
      isPharmaceutical: true,
      isNarcoticVet: narcotic,
      isPsychotropic: template.psychotropic === true,
      veterinaryOnly: narcotic || rng.chance(0.15),
      belgiumOnly: rng.chance(0.05),
      isImport: rng.chance(0.03),
      isHuman: rng.chance(0.01),
      sterile: injectable || line.form === 'eye_drops' || line.form === 'intramammary',
    },
    classAmcra: template.amcra ?? null,
    codeCti: `${pad(rng.int(100_000, 999_999), 6)}-0${rng.int(1, 4)}`,
    storageTemperature: injectable && rng.chance(0.3) ? '2-8 °C' : '15-25 °C',
    variants: packs.map((pack) => ({
      label: form.packLabel(pack),
      attributes: { pack: form.packLabel(pack), strength: perLocale((l) => decimal(strength, l)) },
      grossCents: scaledPrice(basePrice, pack / firstPack),
      unitInShrinkWrap: pack <= 20 ? 10 : null,
    })),
  };
}
