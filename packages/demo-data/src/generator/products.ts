import type { Localized, Media } from '@vetshop/db';
import { LOCALES, metaDescription, type IsoDate } from '@vetshop/domain';
import { cnkCode, codeAmm, ean13, productCode, variantSku } from '../codes';
import { addDays } from '../dates';
import { productImageSets } from '../images';
import { pad, perLocale, slugify } from '../text';
import type { GenProduct, GenUrlKey, GenVariant } from '../types';
import type { ProductDraft } from './drafts';
import { speciesList, type SpeciesCode } from './vocabulary';

export interface ProductRowOptions {
  number: number;
  draft: ProductDraft;
  brandName: string;
  /** Running index of the product's first variant over the whole catalogue (codes derive from it). */
  firstVariantIndex: number;
  imageCount: number;
  /** Indicated (public) price of each variant, or null. */
  indicatedPrices: (number | null)[];
  today: IsoDate;
  /** A former name whose url keys stay as redirects. */
  oldName?: Localized | null;
  /**
   * Store a meta description. Generated products leave it null: the spec builds it from the title and
   * descriptions when missing, and the 800 bytes a row saves make the large catalogue seed faster.
   */
  withMetaDescription?: boolean;
}

export interface ProductRows {
  product: GenProduct;
  variants: GenVariant[];
  urlKeys: GenUrlKey[];
}

const NOTICE_NAME: Localized = { fr: 'Notice', nl: 'Bijsluiter', en: 'Package leaflet' };
const SHEET_NAME: Localized = { fr: 'Fiche technique', nl: 'Technische fiche', en: 'Product sheet' };

/** Url key of a name: its slug plus the product number, which keeps it unique per locale. */
export function productUrlKey(name: Localized, number: number): Localized {
  return perLocale((l) => `${slugify(name[l])}-${number}`);
}

function medias(code: string, isMeds: boolean): Media[] {
  const name = isMeds ? NOTICE_NAME : SHEET_NAME;
  return LOCALES.map((lang, i) => ({
    lang,
    name: name[lang],
    sequence: i + 1,
    type: isMeds ? 'notice' : 'sheet',
    url: `/media/${isMeds ? 'notices' : 'sheets'}/${code}-${lang}.pdf`,
  }));
}

export function productRows(o: ProductRowOptions): ProductRows {
  const { draft, number } = o;
  const code = productCode(number);
  const urlKey = productUrlKey(draft.name, number);
  const isMeds = draft.family === 'meds';
  const species = perLocale((l) => speciesList(draft.species as SpeciesCode[], l));
  const product: GenProduct = {
    code,
    family: draft.family,
    brandCode: draft.brandCode,
    supplierCode: draft.supplierCode,
    categoryCode: draft.categoryCode,
    urlKey,
    name: draft.name,
    shortName: draft.shortName,
    description: draft.description,
    shortDescription: draft.shortDescription,
    seoTitle: perLocale((l) => `${draft.name[l]} | ${o.brandName}`),
    metaDescription: o.withMetaDescription
      ? perLocale((l) => metaDescription(draft.name[l], draft.shortDescription[l], draft.description[l]))
      : null,
    metaKeywords: perLocale((l) =>
      [draft.activePrinciple?.[l], o.brandName, species[l]].filter((s): s is string => !!s).join(', '),
    ),
    activePrinciple: draft.activePrinciple,
    species: draft.species,
    attributes: draft.attributes,
    images: productImageSets(code, draft.name, o.imageCount),
    medias: isMeds || draft.family === 'equipment' ? medias(code, isMeds) : [],
    orderMode: draft.orderMode ?? 'direct',
    vatRateBp: draft.vatRateBp,
    isHuman: false,
    isFood: false,
    isMeds: false,
    isEquipment: false,
    isImport: false,
    isMto: false,
    isNarcoticVet: false,
    isPharmaceutical: false,
    isPsychotropic: false,
    veterinaryOnly: false,
    belgiumOnly: false,
    notSoldOnWebsite: false,
    sterile: false,
    promoBag: false,
    fabric: false,
    ...draft.flags,
    classAmcra: draft.classAmcra ?? null,
    codeCti: draft.codeCti ?? null,
    linkInfo: null,
    linkNotice: isMeds ? `/media/notices/${code}-fr.pdf` : null,
    linkVideo: null,
    storageTemperature: draft.storageTemperature ?? null,
    active: true,
  };
  const variants: GenVariant[] = draft.variants.map((v, i) => {
    const index = o.firstVariantIndex + i;
    return {
      productCode: code,
      sku: variantSku(number, i + 1),
      barcode: ean13(index),
      cnkCode: cnkCode(index),
      codeAmm: isMeds ? codeAmm(index) : null,
      vendorProductCode: `${draft.supplierCode}-${pad(index, 7)}`,
      variantLabel: v.label,
      variantAttributes: v.attributes,
      main: i === 0,
      sequence: i + 1,
      unitInShrinkWrap: v.unitInShrinkWrap ?? null,
      bestBeforeDate: draft.family === 'food' ? addDays(o.today, 180 + (index % 365)) : null,
      indicatedPriceCents: o.indicatedPrices[i] ?? null,
      active: true,
    };
  });
  const urlKeys: GenUrlKey[] = LOCALES.map((locale) => ({
    locale,
    urlKey: urlKey[locale],
    entity: 'product',
    entityCode: code,
    isRedirect: false,
  }));
  if (o.oldName) {
    const old = productUrlKey(o.oldName, number);
    for (const locale of LOCALES) {
      if (old[locale] !== urlKey[locale]) {
        urlKeys.push({ locale, urlKey: old[locale], entity: 'product', entityCode: code, isRedirect: true });
      }
    }
  }
  return { product, variants, urlKeys };
}
