import { stockDisplay, type IsoDate } from '@vetshop/domain';
import { variantSku } from '../codes';
import { DEMO_SIZES } from '../constants';
import { addDays } from '../dates';
import { Rng } from '../random';
import type {
  Catalog,
  DemoSize,
  GenPriceRule,
  GenProduct,
  GenStock,
  GenSubstitution,
  GenUrlKey,
  GenVariant,
} from '../types';
import { buildBrands, type BrandData } from './brands';
import { buildCategories } from './categories';
import type { ProductDraft } from './drafts';
import { draftEquipment } from './family-equipment';
import { draftFood } from './family-food';
import { draftMedicine } from './family-meds';
import { productLinks } from './links';
import { generatedPriceRules, PRICELIST_CODES, PRICELIST_MARKUP_PERCENT, rule } from './pricing';
import { productRows } from './products';
import { SHOWCASE } from './showcase';
import { generatedStock, stockRow, substitutions, type SubstituteCandidate } from './stock';

/** Generated products are numbered from here; 1–99 are kept for the showcase products. */
export const FIRST_GENERATED_NUMBER = 101;

interface Parts {
  products: GenProduct[];
  variants: GenVariant[];
  urlKeys: GenUrlKey[];
  stock: GenStock[];
  priceRules: GenPriceRule[];
}

function brandName(brands: BrandData, code: string): string {
  return brands.brands.find((b) => b.code === code)?.name ?? code;
}

function addShowcase(parts: Parts, brands: BrandData, today: IsoDate): number {
  let variantIndex = 0;
  for (const s of SHOWCASE) {
    const draft: ProductDraft = {
      ...s.draft,
      supplierCode: brands.supplierOf.get(s.draft.brandCode) ?? 'SUP1',
      variants: s.variants.map((v) => ({
        label: v.label,
        attributes: v.attributes,
        grossCents: v.gross.veterinary,
      })),
    };
    const rows = productRows({
      number: s.number,
      draft,
      brandName: brandName(brands, draft.brandCode),
      firstVariantIndex: variantIndex,
      imageCount: 2,
      indicatedPrices: s.variants.map((v) => v.indicatedPriceCents),
      today,
      oldName: s.oldName ?? null,
      withMetaDescription: true,
    });
    variantIndex += rows.variants.length;
    parts.products.push(rows.product);
    parts.variants.push(...rows.variants);
    parts.urlKeys.push(...rows.urlKeys);
    s.variants.forEach((v, i) => {
      const sku = variantSku(s.number, i + 1);
      for (const code of PRICELIST_CODES) parts.priceRules.push(rule.gross(sku, code, v.gross[code]));
      const { qtyAvailable, qtyIncoming = 0, supplierOutOfStock = false, resupplyInDays } = v.stock;
      const resupply = resupplyInDays === undefined ? null : addDays(today, resupplyInDays);
      parts.stock.push(stockRow(sku, { qtyAvailable, qtyIncoming, supplierOutOfStock }, resupply));
    });
    parts.priceRules.push(...(s.rules?.((seq) => variantSku(s.number, seq), today) ?? []));
  }
  return variantIndex;
}

const DRAFTERS = { meds: draftMedicine, food: draftFood, equipment: draftEquipment };

/** Public price excl. VAT: about 30 % above the general pricelist, rounded to 10 cents. */
function indicatedPrice(vetGrossCents: number): number {
  return Math.round((vetGrossCents * PRICELIST_MARKUP_PERCENT.default * 1.3) / 1000) * 10;
}

/** The showcase's fixed substitutes, then 1–3 drawn for every other variant that cannot be delivered. */
function allSubstitutions(
  parts: Parts,
  areaOf: ReadonlyMap<string, string>,
  seed: number,
): GenSubstitution[] {
  const categoryOf = new Map(parts.products.map((p) => [p.code, p.categoryCode]));
  const showcaseSkus = new Set(
    SHOWCASE.flatMap((s) => s.variants.map((_, i) => variantSku(s.number, i + 1))),
  );
  const available: SubstituteCandidate[] = [];
  const unavailable: SubstituteCandidate[] = [];
  for (const row of parts.stock) {
    const productCode = row.sku.slice(0, row.sku.lastIndexOf('-'));
    const categoryCode = categoryOf.get(productCode) ?? '';
    const candidate = { sku: row.sku, productCode, categoryCode, area: areaOf.get(categoryCode) ?? '' };
    if (stockDisplay(row.state) === 'in_stock') available.push(candidate);
    else if (
      !showcaseSkus.has(row.sku) &&
      (row.state === 'out_of_stock' || row.state === 'supplier_out_of_stock')
    ) {
      unavailable.push(candidate);
    }
  }
  const fixed = SHOWCASE.flatMap((s) =>
    (s.substitutes ?? []).map((sub, i) => ({
      sku: variantSku(s.number, 1),
      substituteSku: sub,
      sequence: i + 1,
    })),
  );
  return [...fixed, ...substitutions(Rng.derive(seed, 'substitutions'), unavailable, available)];
}

/** The whole catalogue: categories, brands, products with variants, url keys, stock, prices, links. */
export function buildCatalog(size: DemoSize, seed: number, today: IsoDate): Catalog {
  const categoryData = buildCategories();
  const brands = buildBrands();
  const parts: Parts = {
    products: [],
    variants: [],
    urlKeys: [...categoryData.urlKeys],
    stock: [],
    priceRules: [],
  };
  let variantIndex = addShowcase(parts, brands, today);

  const rngProducts = Rng.derive(seed, 'products');
  const rngPricing = Rng.derive(seed, 'pricing');
  const rngStock = Rng.derive(seed, 'stock');
  const generated = DEMO_SIZES[size] - SHOWCASE.length;
  for (let i = 0; i < generated; i += 1) {
    const number = FIRST_GENERATED_NUMBER + i;
    const family = rngProducts.weighted({ meds: 50, food: 25, equipment: 25 });
    const draft = DRAFTERS[family](rngProducts, brands);
    draft.flags.isMto = rngProducts.chance(0.03);
    draft.flags.notSoldOnWebsite = rngProducts.chance(0.02);
    if (rngProducts.chance(0.006)) draft.orderMode = 'quotation';
    const equipmentWithoutIndicated = family === 'equipment' && rngProducts.chance(0.4);
    const rows = productRows({
      number,
      draft,
      brandName: brandName(brands, draft.brandCode),
      firstVariantIndex: variantIndex,
      imageCount: rngProducts.int(1, 3),
      indicatedPrices: draft.variants.map((v) =>
        equipmentWithoutIndicated ? null : indicatedPrice(v.grossCents),
      ),
      today,
      // A renamed product: the url keys of its short name redirect (about 0.5 % of the catalogue).
      oldName: rngProducts.chance(0.005) ? draft.shortName : null,
    });
    variantIndex += rows.variants.length;
    parts.products.push(rows.product);
    parts.variants.push(...rows.variants);
    parts.urlKeys.push(...rows.urlKeys);
    draft.variants.forEach((v, k) => {
      const sku = variantSku(number, k + 1);
      parts.priceRules.push(...generatedPriceRules(rngPricing, sku, v.grossCents, today));
      parts.stock.push(generatedStock(rngStock, sku, today));
    });
  }

  return {
    categories: categoryData.categories,
    brands: brands.brands,
    suppliers: brands.suppliers,
    products: parts.products,
    variants: parts.variants,
    stock: parts.stock,
    substitutions: allSubstitutions(parts, categoryData.areaOf, seed),
    links: productLinks(
      Rng.derive(seed, 'links'),
      parts.products.map((p) => ({
        code: p.code,
        categoryCode: p.categoryCode,
        area: categoryData.areaOf.get(p.categoryCode) ?? '',
      })),
    ),
    urlKeys: parts.urlKeys,
    priceRules: parts.priceRules,
  };
}
