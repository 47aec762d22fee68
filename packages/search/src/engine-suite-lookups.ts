import type { Locale, ProductHit } from '@vetshop/contract';
import type { Role } from '@vetshop/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from './engine';
import type { EngineSuiteSetup } from './engine-suite-setup';
import { withQueryParsing, type QueryInputEngine } from './testing/parse-queries';

const as = (role: Role | null, locale: Locale = 'fr'): Caller => ({ role, locale });

const vet = as('veterinary');
const pharmacist = as('pharmacist');

/** The second half of the shared engine suite: lookups, autocomplete, refresh (see engine-suite.ts). */
export function describeLookupsAndRefresh(current: () => EngineSuiteSetup): void {
  const ids = (hits: readonly ProductHit[]) => hits.map((h) => h.id);
  const search = (q: string, caller: Caller = pharmacist) =>
    withQueryParsing(current().engine).searchProducts({ q, locale: caller.locale }, caller);
  // Read at run time: the suite's beforeAll creates them.
  let engine: QueryInputEngine;
  let fx: EngineSuiteSetup['fixture'];
  let setup: EngineSuiteSetup;
  const bind = () => {
    setup = current();
    engine = withQueryParsing(setup.engine);
    fx = setup.fixture;
  };

  beforeAll(bind);

  describe('lookups', () => {
    it('finds a product by url_key and redirects old or other-locale keys', async () => {
      const page = await engine.productByUrlKey('fx-amox-fr', pharmacist);
      expect(page && 'product' in page && page.product).toMatchObject({
        id: fx.products.amox,
        url_key_locales: { fr: 'fx-amox-fr', nl: 'fx-amox-nl', en: 'fx-amox-en' },
        breadcrumb: [{ id: fx.categories.root }, { id: fx.categories.antibiotics }],
        links: { cross: [{ id: fx.products.melox }] },
      });
      expect(page && 'product' in page && page.product.variants[0]?.price_breaks).toEqual([]);
      const forVet = await engine.productByUrlKey('fx-amox-fr', vet);
      // Vet: gross 10.00, 10 % base discount, 15 % from 12 units.
      expect(forVet && 'product' in forVet && forVet.product.variants[0]?.price_breaks).toEqual([
        { min_quantity: 12, discount: 15, value: 8.5 },
      ]);
      expect(await engine.productByUrlKey(fx.oldSerumKey, pharmacist)).toEqual({ redirect: 'fx-serum-fr' });
      expect(await engine.productByUrlKey('fx-amox-nl', pharmacist)).toEqual({ redirect: 'fx-amox-fr' });
      expect(await engine.productByUrlKey('fx-amox-nl', as('pharmacist', 'nl'))).toMatchObject({
        product: { url_key: 'fx-amox-nl', name: 'Zorbamox 250 mg tabletten' },
      });
      expect(await engine.productByUrlKey('no-such-product', pharmacist)).toBeNull();
    });

    it('aggregates the variants of a url_key per attribute, keys ascending, numbers as numbers', async () => {
      // Dogfood: 2 kg red and 12 kg blue; its inactive 20 kg variant is in no bucket.
      const page = await engine.productByUrlKey('fx-dogfood-nl', as('veterinary', 'nl'));
      const product = page && 'product' in page ? page.product : null;
      expect(product?.variant_aggregation).toEqual([
        {
          code: 'color',
          name: expect.any(String),
          buckets: [
            { key: 'Blauw', doc_count: 1, variant_ids: [fx.variants.dogfood12] },
            { key: 'Rood', doc_count: 1, variant_ids: [fx.variants.dogfood2] },
          ],
        },
        {
          code: 'size',
          name: expect.any(String),
          buckets: [
            { key: '2 kg', doc_count: 1, variant_ids: [fx.variants.dogfood2] },
            { key: '12 kg', doc_count: 1, variant_ids: [fx.variants.dogfood12] },
          ],
        },
      ]);
      // One variant offers no choice: nothing to aggregate.
      const single = await engine.productByUrlKey('fx-melox-fr', pharmacist);
      expect(single && 'product' in single && single.product.variant_aggregation).toEqual([]);
    });

    it('looks products and variants up by ids, in order, leaving out unknown ones', async () => {
      expect(await engine.productsByIds([], pharmacist)).toEqual([]);
      expect(await engine.variantsByIds([], pharmacist)).toEqual([]);
      const hits = await engine.productsByIds([fx.products.carp!, 99_999_999, fx.products.amox!], pharmacist);
      expect(ids(hits)).toEqual([fx.products.carp, fx.products.amox]);
      const variants = await engine.variantsByIds(
        [fx.variants.amox100!, fx.variants.dogfoodold!, fx.variants.melox!],
        pharmacist,
      );
      expect(variants.map((v) => [v.id, v.product.id])).toEqual([
        [fx.variants.amox100, fx.products.amox],
        [fx.variants.melox, fx.products.melox],
      ]);
      expect(variants[0]).toMatchObject({
        name: 'Zorbamox 250 mg comprimés - 100 comprimés',
        price: { value: 90 },
      });
    });

    it('lists first-level categories and the tree, and finds a category by url_key', async () => {
      const first = await engine.firstLevelCategories(pharmacist);
      expect(first.every((c) => c.level === 0)).toBe(true);
      expect(first.map((c) => c.id)).toContain(fx.categories.root);
      const sequences = first.map((c) => c.sequence);
      expect(sequences).toEqual([...sequences].sort((a, b) => a - b));
      const tree = await engine.categoryTree(as('pharmacist', 'en'));
      const root = tree.find((c) => c.id === fx.categories.root)!;
      expect(root.childs.map((c) => c.name)).toEqual(['Quokka antibiotics', 'Quokka pain', 'Quokka food']);
      const found = await engine.categoryByUrlKey('fx-pain-fr', pharmacist);
      expect(found && 'category' in found && found.category).toMatchObject({
        id: fx.categories.pain,
        name: 'Douleur Quokka',
        parent: { id: fx.categories.root },
        breadcrumb: [{ id: fx.categories.root }, { id: fx.categories.pain }],
      });
      expect(await engine.categoryByUrlKey('fx-pain-nl', pharmacist)).toEqual({ redirect: 'fx-pain-fr' });
      expect(await engine.categoryByUrlKey('nothing-here', pharmacist)).toBeNull();
    });
  });

  describe('autocomplete', () => {
    it('completes the last word, products first by relevance, with categories', async () => {
      const result = await engine.autocomplete({ q: 'zorbapro' }, pharmacist);
      expect(result.products.map((p) => p.id)).toEqual([fx.products.carp]);
      expect(result.suggestions).toContain('zorbaprofen');
      expect(
        (await engine.autocomplete({ q: 'quokka antib' }, pharmacist)).categories.map((c) => c.id),
      ).toEqual([fx.categories.antibiotics]);
      expect((await engine.autocomplete({ q: 'zorbagaze', size: 2 }, pharmacist)).products).toHaveLength(2);
    });

    it('tolerates a typo', async () => {
      const result = await engine.autocomplete({ q: 'zorbsprofen' }, pharmacist);
      expect(result.products.map((p) => p.id)).toEqual([fx.products.carp]);
      expect(result.suggestions).toContain('zorbaprofen');
      expect((await engine.autocomplete({ q: 'zorbaprpf' }, pharmacist)).products.map((p) => p.id)).toEqual([
        fx.products.carp,
      ]);
    });
  });

  describe('refresh', () => {
    it('re-indexes only the given products', async () => {
      const gauze = fx.products.gauze07!;
      await setup.renameProduct(gauze, 'Zorbabandage cohésif');
      expect((await search('zorbabandage')).total).toBe(0);
      const summary = await engine.refresh({ productIds: [gauze] });
      expect(summary.products).toBe(1);
      expect(ids((await search('zorbabandage')).hits)).toEqual([gauze]);
      expect((await search('zorbagaze')).total).toBe(fx.gauzeCount - 1);
      expect((await engine.autocomplete({ q: 'zorbaban' }, pharmacist)).suggestions).toContain(
        'zorbabandage',
      );

      await setup.withdrawProduct(gauze);
      await engine.refresh({ productIds: [gauze] });
      expect((await search('zorbabandage')).total).toBe(0);
      expect((await engine.autocomplete({ q: 'zorbaban' }, pharmacist)).suggestions).toEqual([]);
    });
  });
}
