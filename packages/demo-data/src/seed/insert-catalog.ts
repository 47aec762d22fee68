import {
  brands,
  categories,
  priceRules,
  pricelists,
  productCategories,
  productLinks,
  products,
  stock,
  substitutions,
  suppliers,
  urlKeys,
  variants,
  type Executor,
} from '@vetshop/db';
import type { Catalog } from '../types';
import { asIs, idOf, insertAll, insertWithIds } from './batches';

export interface CatalogIds {
  products: Map<string, number>;
  variants: Map<string, number>;
}

/** Categories, brands, suppliers, products, variants and everything hanging on them. */
export async function insertCatalog(db: Executor, data: Catalog): Promise<CatalogIds> {
  const categoryIds = new Map<string, number>();
  for (const level of [0, 1, 2]) {
    const ids = await insertWithIds(
      db,
      categories,
      data.categories.filter((c) => c.level === level),
      ({ parentCode, ...c }) => ({
        ...c,
        parentId: parentCode ? idOf(categoryIds, parentCode, 'category') : null,
      }),
      { id: categories.id, key: categories.code },
    );
    for (const [code, id] of ids) categoryIds.set(code, id);
  }
  const brandIds = await insertWithIds(db, brands, data.brands, asIs, { id: brands.id, key: brands.code });
  const supplierIds = await insertWithIds(db, suppliers, data.suppliers, asIs, {
    id: suppliers.id,
    key: suppliers.code,
  });

  const productIds = await insertWithIds(
    db,
    products,
    data.products,
    ({ family: _family, brandCode, supplierCode, categoryCode: _category, ...p }) => ({
      ...p,
      brandId: brandCode ? idOf(brandIds, brandCode, 'brand') : null,
      supplierId: supplierCode ? idOf(supplierIds, supplierCode, 'supplier') : null,
    }),
    { id: products.id, key: products.code },
  );
  await insertAll(db, productCategories, data.products, (p) => ({
    productId: idOf(productIds, p.code, 'product'),
    categoryId: idOf(categoryIds, p.categoryCode, 'category'),
  }));
  const variantIds = await insertWithIds(
    db,
    variants,
    data.variants,
    ({ productCode, ...v }) => ({ ...v, productId: idOf(productIds, productCode, 'product') }),
    { id: variants.id, key: variants.sku },
  );
  await insertAll(db, urlKeys, data.urlKeys, ({ entityCode, ...k }) => ({
    ...k,
    entityId: idOf(k.entity === 'product' ? productIds : categoryIds, entityCode, k.entity),
  }));
  await insertAll(db, stock, data.stock, ({ sku, ...s }) => ({
    ...s,
    variantId: idOf(variantIds, sku, 'variant'),
  }));
  await insertAll(db, substitutions, data.substitutions, (s) => ({
    variantId: idOf(variantIds, s.sku, 'variant'),
    substituteVariantId: idOf(variantIds, s.substituteSku, 'variant'),
    sequence: s.sequence,
  }));
  await insertAll(db, productLinks, data.links, (l) => ({
    productId: idOf(productIds, l.productCode, 'product'),
    linkedProductId: idOf(productIds, l.linkedProductCode, 'product'),
    type: l.type,
    sequence: l.sequence,
  }));
  return { products: productIds, variants: variantIds };
}

/** Every price rule; pricelists must exist (reference data). */
export async function insertPriceRules(
  db: Executor,
  data: Catalog,
  variantIds: ReadonlyMap<string, number>,
): Promise<void> {
  const pricelistIds = new Map(
    (await db.select({ id: pricelists.id, code: pricelists.code }).from(pricelists)).map((p) => [
      p.code,
      p.id,
    ]),
  );
  await insertAll(db, priceRules, data.priceRules, ({ sku, pricelistCode, ...r }) => ({
    ...r,
    variantId: idOf(variantIds, sku, 'variant'),
    pricelistId: pricelistCode ? idOf(pricelistIds, pricelistCode, 'pricelist') : null,
  }));
}
