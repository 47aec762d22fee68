import type { Locale, ProductDetail, ProductHit } from '@vetshop/contract';
import type { Role } from '@vetshop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller, SearchEngine } from './engine';
import { withQueryParsing, type QueryInputEngine } from './testing/parse-queries';

/**
 * The demo catalogue's showcase products (packages/demo-data/README.md, fixed codes VS-000001…019, prices
 * documented there) seen through any engine: a second shared suite, run on the golden database. Products
 * are found through the engine itself (exact SKU search), so the suite needs no database access.
 */
const as = (role: Role | null, locale: Locale = 'fr'): Caller => ({ role, locale });
const vet = as('veterinary');
const pharmacist = as('pharmacist');
const guest = as(null);

export function describeShowcaseSearch(
  name: string,
  factory: () => Promise<{ engine: SearchEngine; teardown(): Promise<void> }>,
): void {
  describe(`search engine on the demo showcase: ${name}`, () => {
    let engine: QueryInputEngine;
    let teardown: () => Promise<void> = async () => {};
    beforeAll(async () => {
      const setup = await factory();
      engine = withQueryParsing(setup.engine);
      teardown = setup.teardown;
    });
    afterAll(() => teardown());

    /** The hit of a product found by one of its SKUs, for the caller. */
    const bySku = async (sku: string, caller: Caller = vet): Promise<ProductHit | undefined> => {
      const result = await engine.searchProducts({ q: sku, locale: caller.locale }, caller);
      return result.exact_match
        ? result.hits.find((h) => h.url_key === result.exact_match?.url_key)
        : undefined;
    };
    const page = async (sku: string, caller: Caller = vet): Promise<ProductDetail> => {
      const hit = await bySku(sku, caller);
      const found = hit ? await engine.productByUrlKey(hit.url_key, caller) : null;
      if (!found || !('product' in found)) throw new Error(`no product page for ${sku}`);
      return found.product;
    };
    const variant = (hit: ProductHit | undefined, sku: string) => hit?.variants.find((v) => v.sku === sku);
    const detailVariant = (product: ProductDetail, sku: string) =>
      product.variants.find((v) => v.sku === sku);

    it('prices the amoxicillin tablets per role, with the vet quantity breaks', async () => {
      expect(variant(await bySku('VS-000001-1', vet), 'VS-000001-1')?.price).toMatchObject({
        value: 11.52,
        original_value: 12,
      });
      expect(variant(await bySku('VS-000001-1', pharmacist), 'VS-000001-1')?.price).toMatchObject({
        value: 13.2,
      });
      expect(variant(await bySku('VS-000001-1', guest), 'VS-000001-1')?.price).toBeNull();
      const forVet = await page('VS-000001-1', vet);
      expect(
        detailVariant(forVet, 'VS-000001-1')?.price_breaks.map((b) => [b.min_quantity, b.value]),
      ).toEqual([
        [6, 11.4],
        [12, 11.04],
        [24, 10.56],
      ]);
      expect(forVet.variant_count).toBe(2);
    });

    it('gives vets their own supplier discount and respects an exclusive discount', async () => {
      expect((await bySku('VS-000002-1', vet))?.price?.value).toBe(13.05);
      expect((await bySku('VS-000002-1', pharmacist))?.price?.value).toBe(15.15);
      expect((await bySku('VS-000002-1', pharmacist))?.flags.has_promotion).toBe(true);
      expect((await bySku('VS-000003-1', vet))?.price?.value).toBe(16.15);
      expect((await bySku('VS-000003-1', pharmacist))?.price?.value).toBe(18.81);
    });

    it('shows stock states and the substitutes of an unavailable product', async () => {
      const carprolis = await page('VS-000004-1', pharmacist);
      expect(carprolis.stock).toEqual({ state: 'out_of_stock', display: 'no_stock' });
      expect(detailVariant(carprolis, 'VS-000004-1')?.substitutes.map((s) => s.sku)).toEqual([
        'VS-000007-1',
        'VS-000008-1',
      ]);
      expect((await bySku('VS-000005-1'))?.stock.state).toBe('resupplying');
      expect((await bySku('VS-000006-1'))?.stock).toEqual({ state: 'in_limited_stock', display: 'in_stock' });
    });

    it('hides veterinary_only products from non-vets and never shows products not sold online', async () => {
      expect(await bySku('VS-000009-1', vet)).toBeDefined();
      expect(await bySku('VS-000009-1', pharmacist)).toBeUndefined();
      expect(await bySku('VS-000019-1', guest)).toBeUndefined();
      expect(await bySku('VS-000010-1', vet)).toBeUndefined();
      const dexmedin = await engine.searchProducts({ q: 'dexmedin' }, pharmacist);
      expect(dexmedin.total).toBe(0);
    });

    it('finds accented names without accents and follows renamed url keys', async () => {
      const serum = await engine.searchProducts({ q: 'serum physiologique' }, guest);
      expect(serum.hits[0]?.variants[0]?.sku).toBe('VS-000015-1');
      expect(serum.hits[0]?.url_key).toBe('serum-physiologique-0-9-solution-injectable-15');
      const otizen = await bySku('VS-000016-1', pharmacist);
      expect(await engine.productByUrlKey('otimivet-gouttes-auriculaires-16', pharmacist)).toEqual({
        redirect: otizen?.url_key,
      });
      expect(await engine.productByUrlKey('otimivet-ear-drops-16', pharmacist)).toEqual({
        redirect: otizen?.url_key,
      });
    });

    it('flags current specials only', async () => {
      expect((await bySku('VS-000017-1', pharmacist))?.flags.is_special).toBe(true);
      expect((await bySku('VS-000018-1', pharmacist))?.flags.is_special).toBe(false);
      const specials = await engine.searchProducts({ special: true, page_size: 100 }, pharmacist);
      expect(specials.hits.flatMap((h) => h.variants.map((v) => v.sku))).toContain('VS-000017-1');
      expect(specials.hits.flatMap((h) => h.variants.map((v) => v.sku))).not.toContain('VS-000018-1');
    });

    it('corrects a typo in an active principle, in English too', async () => {
      const result = await engine.searchProducts({ q: 'amoxicilin', locale: 'en' }, as('pharmacist', 'en'));
      expect(result.corrected_query).toBe('amoxicillin');
      expect(result.hits.flatMap((h) => h.variants.map((v) => v.sku))).toContain('VS-000001-1');
    });

    it('lists the three top-level categories in every language', async () => {
      expect((await engine.firstLevelCategories(vet)).map((c) => c.name)).toEqual([
        'Médicaments',
        'Alimentation',
        'Matériel',
      ]);
      expect((await engine.firstLevelCategories(as(null, 'nl'))).map((c) => c.name)).toEqual([
        'Geneesmiddelen',
        'Voeding',
        'Materiaal',
      ]);
    });
  });
}
