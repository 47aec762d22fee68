import type { Locale, ProductHit, SearchSort } from '@vetshop/contract';
import type { Role } from '@vetshop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from './engine';
import { withQueryParsing, type QueryInputEngine } from './testing/parse-queries';
import { describeLookupsAndRefresh } from './engine-suite-lookups';
import type { EngineSuiteSetup } from './engine-suite-setup';
import type { CatalogueFixture } from './testing/fixture';

/**
 * The shared suite every search engine must pass (Vendure style): `postgres` today, OpenSearch tomorrow.
 * The factory gives an engine over a database holding the catalogue fixture (testing/fixture.ts), whatever
 * else it holds, with the index refreshed; `renameProduct` and `withdrawProduct` change the catalogue for
 * the refresh tests (engine-suite-setup.ts). Lookups, autocomplete and refresh tests are in engine-suite-lookups.ts.
 */
export type { EngineSuiteSetup } from './engine-suite-setup';

const as = (role: Role | null, locale: Locale = 'fr'): Caller => ({ role, locale });
const guest = as(null);
const vet = as('veterinary');
const pharmacist = as('pharmacist');

export function describeSearchEngine(name: string, factory: () => Promise<EngineSuiteSetup>): void {
  describe(`search engine: ${name}`, () => {
    let setup: EngineSuiteSetup;
    let engine: QueryInputEngine;
    let fx: CatalogueFixture;
    const ids = (hits: readonly ProductHit[]) => hits.map((h) => h.id);
    const search = (q: string, caller: Caller = pharmacist, extra: Record<string, unknown> = {}) =>
      engine.searchProducts({ q, locale: caller.locale, ...extra }, caller);

    beforeAll(async () => {
      setup = await factory();
      engine = withQueryParsing(setup.engine);
      fx = setup.fixture;
    });
    afterAll(async () => {
      await setup?.teardown();
    });

    describe('full text', () => {
      it('ignores case and accents', async () => {
        const serum = fx.products.serum!;
        expect(ids((await search('SERUM PHYSIOLOGIQUE')).hits)).toContain(serum);
        expect(ids((await search('sérum physiologique quokka')).hits)).toEqual([serum]);
        expect(ids((await search('quokka sterilise')).hits)).toEqual([fx.products.catfood]);
        expect(ids((await search('ZORBAKETAMINE', vet)).hits)).toEqual([fx.products.vetonly]);
      });

      it('stems words in French, Dutch and English', async () => {
        // Only the last word is matched as a prefix: the others meet their plural through the stemmer.
        expect(ids((await search('adulte quokka', as('pharmacist', 'fr'))).hits)).toEqual([
          fx.products.dogfood,
        ]);
        expect(ids((await search('comprime zorbamox', as('pharmacist', 'fr'))).hits)).toEqual([
          fx.products.amox,
        ]);
        const brok = await search('brok quokka', as('pharmacist', 'nl'));
        expect(ids(brok.hits).sort()).toEqual([fx.products.dogfood, fx.products.catfood].sort());
        expect(ids((await search('tablet zorbamox', as('pharmacist', 'nl'))).hits)).toEqual([
          fx.products.amox,
        ]);
        expect(ids((await search('sterilise quokka', as('pharmacist', 'en'))).hits)).toEqual([
          fx.products.catfood,
        ]);
        expect(ids((await search('tablet zorbamox', as('pharmacist', 'en'))).hits)).toEqual([
          fx.products.amox,
        ]);
      });

      it('matches the last word as a prefix', async () => {
        expect(ids((await search('zorbapro')).hits)).toEqual([fx.products.carp]);
      });

      it('tolerates one typo in an active principle and says how it corrected it', async () => {
        const result = await search('zorbaflam meloxicom');
        expect(ids(result.hits)).toEqual([fx.products.melox]);
        expect(result.corrected_query).toBe('zorbaflam meloxicam');
        const plain = await search('zorbaflam meloxicam');
        expect(plain.corrected_query).toBeNull();
        const amox = await search('amoxiciline zorbamox');
        expect(ids(amox.hits)).toEqual([fx.products.amox]);
        expect(amox.corrected_query).toBe('amoxicilline zorbamox');
      });

      it('finds an exact CNK, EAN-13 or SKU first and reports the variant', async () => {
        for (const code of [fx.codes.cnk, fx.codes.ean, fx.codes.sku, fx.codes.sku.toLowerCase()]) {
          const result = await search(code);
          expect(result.hits[0]?.id).toBe(fx.products.amox);
          expect(result.exact_match).toEqual({ url_key: 'fx-amox-fr', variant_id: fx.variants.amox10 });
        }
        const spaced = `${fx.codes.ean.slice(0, 1)} ${fx.codes.ean.slice(1, 7)} ${fx.codes.ean.slice(7)}`;
        expect((await search(spaced)).exact_match?.variant_id).toBe(fx.variants.amox10);
        expect((await search('zorbamox')).exact_match).toBeNull();
      });
    });

    describe('results', () => {
      it('collapses variants into their product and counts products', async () => {
        const result = await search('zorbamox', vet);
        expect(result.total).toBe(1);
        expect(result.hits[0]?.variant_count).toBe(2);
        expect(result.hits[0]?.variants.map((v) => v.id)).toEqual([fx.variants.amox10, fx.variants.amox100]);
        const food = (await search('quokka croquettes chiens')).hits[0]!;
        expect(food.variants.map((v) => v.id)).toEqual([fx.variants.dogfood2, fx.variants.dogfood12]);
      });

      it('pages through results', async () => {
        const seen: number[] = [];
        for (const page of [1, 2, 3]) {
          const result = await search('zorbagaze', pharmacist, { page, page_size: 3, sort: 'name_asc' });
          expect(result.total).toBe(fx.gauzeCount);
          expect(result.page).toBe(page);
          expect(result.page_size).toBe(3);
          expect(result.hits.length).toBe(page === 3 ? 1 : 3);
          seen.push(...ids(result.hits));
        }
        expect(new Set(seen).size).toBe(fx.gauzeCount);
        expect((await search('zorbagaze', pharmacist, { page: 4, page_size: 3 })).hits).toEqual([]);
      });

      it('counts facets, each without its own filter (disjunctive)', async () => {
        const all = await search('quokka', guest);
        expect(all.total).toBe(13);
        const count = (facet: { value: string; count: number }[], value: string | number) =>
          facet.find((f) => f.value === String(value))?.count;
        expect(count(all.facets.brand, fx.brands.quokkavet)).toBe(4);
        expect(count(all.facets.brand, fx.brands.wombatpharm)).toBe(9);
        expect(all.facets.species.map((f) => [f.value, f.count, f.label])).toEqual([
          ['dog', 5, 'Chien'],
          ['cat', 3, 'Chat'],
          ['horse', 1, 'Cheval'],
        ]);
        expect(count(all.facets.category, fx.categories.root)).toBe(13);
        expect(all.facets.stock_state.map((f) => [f.value, f.count])).toEqual([
          ['in_stock', 11],
          ['in_limited_stock', 1],
          ['resupplying', 1],
          ['out_of_stock', 1],
        ]);
        expect(all.facets.promotion.map((f) => [f.value, f.count])).toEqual([
          ['true', 1],
          ['false', 12],
        ]);

        const quokkavet = await search('quokka', guest, { brand: [fx.brands.quokkavet] });
        expect(quokkavet.total).toBe(4);
        // Its own facet keeps the other brands' counts so the buyer can widen the choice...
        expect(count(quokkavet.facets.brand, fx.brands.wombatpharm)).toBe(9);
        expect(quokkavet.facets.brand.find((f) => f.selected)?.value).toBe(String(fx.brands.quokkavet));
        // ...while the other facets count within the brand.
        expect(count(quokkavet.facets.species, 'dog')).toBe(3);
        expect(count(quokkavet.facets.species, 'horse')).toBeUndefined();

        const inRoot = await search('quokka', guest, { category: fx.categories.root, species: 'dog' });
        expect(inRoot.total).toBe(5);
        expect(inRoot.facets.category.map((f) => [f.value, f.count])).toEqual([
          [String(fx.categories.antibiotics), 1],
          [String(fx.categories.pain), 3],
          [String(fx.categories.food), 1],
        ]);
        const promo = await search('quokka', guest, { promotion: true });
        expect(ids(promo.hits)).toEqual([fx.products.melox]);
        const special = await search('quokka', pharmacist, { special: true });
        expect(ids(special.hits)).toEqual([fx.products.carp]);
        const limited = await search('quokka', guest, { stock_state: ['in_limited_stock', 'resupplying'] });
        expect(ids(limited.hits).sort()).toEqual([fx.products.amox, fx.products.carp].sort());
      });

      it('filters by every attribute of spec doc 1 §3: values of a filter OR-ed, filters AND-ed', async () => {
        const p = fx.products;
        const found = async (extra: Record<string, unknown>, caller: Caller = pharmacist) =>
          ids((await search('quokka', caller, { page_size: 100, ...extra })).hits).sort();
        const sorted = (...list: (number | undefined)[]) => [...list].sort();
        expect(await found({ administration_route: 'oral' })).toEqual(sorted(p.amox, p.melox, p.carp));
        expect(await found({ administration_route: ['oral', 'injectable'] })).toEqual(
          sorted(p.amox, p.melox, p.carp, p.serum),
        );
        expect(await found({ administration_route: 'oral', presentation: 'tablet' })).toEqual(
          sorted(p.amox, p.carp),
        );
        expect(await found({ presentation: 'kibble', food_range: 'urinary' })).toEqual([p.catfood]);
        expect(await found({ indication: 'pain' })).toEqual(sorted(p.melox, p.carp));
        expect(await found({ animal_size: 'm' })).toEqual(sorted(p.amox, p.melox));
        expect(await found({ age: 'adult' })).toEqual(sorted(p.amox, p.dogfood, p.catfood));
        expect(await found({ supplier: fx.suppliers.beta })).toEqual(sorted(p.carp, p.serum));
        expect(await found({ order_mode: 'quotation' })).toEqual([p.catfood]);
        expect(await found({ order_mode: 'direct', presentation: 'kibble' })).toEqual([p.dogfood]);
        // Words of the catalogue by their slug, in the caller's language: the principle, a variant's size.
        expect(await found({ active_principle: 'meloxicam' })).toEqual([p.melox]);
        // A word's value is its English slug in every language: a shared address selects the same products.
        expect(await found({ active_principle: 'amoxicillin' }, as('pharmacist', 'en'))).toEqual([p.amox]);
        expect(await found({ active_principle: 'amoxicillin' }, as('pharmacist', 'nl'))).toEqual([p.amox]);
        expect(await found({ color: 'red' }, as('pharmacist', 'nl'))).toEqual([p.dogfood]);
        expect(await found({ color: ['blue', 'green'] })).toEqual([p.dogfood]);
        expect(await found({ size: '1-5-kg' })).toEqual([p.catfood]);
        expect(await found({ size: ['12-kg', '1-5-kg'] })).toEqual(sorted(p.dogfood, p.catfood));
        expect(await found({ supplier: fx.suppliers.alpha, indication: 'care' })).toEqual([]);
        // A veterinary group's offer; an 'RFA' group is never a filter a buyer can use.
        expect(await found({ vet_group: fx.vetGroups.efficiency })).toEqual(sorted(p.amox, p.carp));
        expect(await found({ vet_group: fx.vetGroups.rfa })).toEqual([]);
        // A loyalty rule counts only while its programme is valid.
        expect(await found({ loyalty_rule: fx.loyaltyRules.current })).toEqual(sorted(p.amox, p.melox));
        expect(await found({ loyalty_rule: fx.loyaltyRules.expired })).toEqual([]);
      });

      it("counts the attribute facets with the other filters applied, labelled in the caller's language", async () => {
        const oral = await search('quokka', as('pharmacist', 'nl'), { administration_route: 'oral' });
        const facet = (name: keyof typeof oral.facets) =>
          oral.facets[name].map((f) => [f.value, f.label, f.count, f.selected]);
        // Its own facet counts without it (the buyer can widen the choice), the others within it.
        expect(facet('administration_route')).toEqual([
          ['oral', 'Oraal', 3, true],
          ['injectable', 'Injecteerbaar', 1, false],
        ]);
        expect(facet('presentation')).toEqual([
          ['tablet', 'Tablet', 2, false],
          ['oral_suspension', 'Orale suspensie', 1, false],
        ]);
        expect(facet('supplier')).toEqual([
          [String(fx.suppliers.alpha), 'Zorba Distribution', 2, false],
          [String(fx.suppliers.beta), 'Quokka Logistique', 1, false],
        ]);
        expect(facet('active_principle').map(([value, label]) => [value, label])).toEqual([
          ['amoxicillin', 'amoxicilline'],
          ['carprofen', 'carprofen'],
          ['meloxicam', 'meloxicam'],
        ]);
        const food = await search('quokka', as('pharmacist', 'nl'), { presentation: 'kibble' });
        expect(food.facets.color.map((f) => [f.value, f.label, f.count])).toEqual([
          ['blue', 'Blauw', 1],
          ['red', 'Rood', 1],
        ]);
        expect(facet('order_mode')).toEqual([['direct', 'Directe verkoop', 3, false]]);
        expect(facet('vet_group')).toEqual([[String(fx.vetGroups.efficiency), 'Zorba Efficiency', 2, false]]);
        expect(facet('loyalty_rule')).toEqual([[String(fx.loyaltyRules.current), 'Zorba club nl', 2, false]]);
        // A selected value that matches nothing stays listed, at 0, so that it can be unselected.
        const none = await search('quokka', pharmacist, { size: '99-kg' });
        expect(none.total).toBe(0);
        // (its own facet, counted without it, still offers the sizes that exist)
        expect(none.facets.size.map((f) => [f.value, f.count, f.selected]).sort()).toEqual([
          ['1-5-kg', 1, false],
          ['12-kg', 1, false],
          ['2-kg', 1, false],
          ['99-kg', 0, true],
        ]);
      });

      it("filters and counts the discounts of the caller's own pricelist, and those ending this month", async () => {
        const p = fx.products;
        const discounted = async (caller: Caller, extra: Record<string, unknown>) =>
          ids(
            (await search('', caller, { category: fx.categories.root, page_size: 100, ...extra })).hits,
          ).sort();
        const sorted = (...list: (number | undefined)[]) => [...list].sort();
        // Zorbamox's discounts are in the veterinary pricelist; Zorbaflam's supplier discount is everyone's.
        expect(await discounted(vet, { is_discount: true })).toEqual(
          sorted(p.amox, p.melox, p.gauze03, p.gauze04),
        );
        expect(await discounted(pharmacist, { is_discount: true })).toEqual(
          sorted(p.melox, p.gauze03, p.gauze04),
        );
        expect(await discounted(guest, { is_discount: true })).toEqual(sorted(p.melox, p.gauze03, p.gauze04));
        expect(await discounted(pharmacist, { is_discount_this_month: true })).toEqual([p.gauze03]);
        const without = await discounted(pharmacist, { is_discount: false });
        expect(without).toContain(p.amox);
        expect(without).not.toContain(p.melox);
        const all = await search('', vet, { category: fx.categories.root });
        expect(all.facets.is_discount).toEqual([
          { value: 'true', label: 'Avec remise', count: 4, selected: false },
        ]);
        expect(all.facets.is_discount_this_month.map((f) => f.count)).toEqual([1]);
      });

      it('browses a category without text, page after page', async () => {
        const browse = (page: number, sort?: SearchSort) =>
          engine.searchProducts(
            { category: [fx.categories.root], page, page_size: 5, ...(sort ? { sort } : {}) },
            guest,
          );
        const first = await browse(1);
        expect(first.total).toBe(13);
        expect(first.facets.category.map((f) => [f.value, f.count])).toEqual([
          [String(fx.categories.antibiotics), 1],
          [String(fx.categories.pain), 10],
          [String(fx.categories.food), 2],
        ]);
        const pages = [first, await browse(2), await browse(3)];
        expect(pages.map((p) => p.total)).toEqual([13, 13, 13]);
        expect(new Set(pages.flatMap((p) => ids(p.hits))).size).toBe(13);
        const byName = [
          await browse(1, 'name_asc'),
          await browse(2, 'name_asc'),
          await browse(3, 'name_asc'),
        ];
        const names = byName.flatMap((p) => p.hits.map((h) => h.name.toLowerCase()));
        expect(names).toHaveLength(13);
        expect(names[0]).toBe('quokka croquettes chat stérilisé');
        expect(byName[2]?.facets).toEqual(first.facets);
      });

      it('refuses a caller with an unknown locale or role', async () => {
        await expect(
          engine.searchProducts({ q: 'quokka' }, { role: null, locale: 'de' as Locale }),
        ).rejects.toThrow();
        await expect(engine.productsByIds([1], { role: 'admin' as Role, locale: 'fr' })).rejects.toThrow();
      });

      it('sorts by name both ways', async () => {
        const asc = await search('quokka', guest, { sort: 'name_asc', page_size: 100 });
        const names = asc.hits.map((h) => h.name.toLowerCase());
        expect(names[0]).toBe('quokka croquettes chat stérilisé');
        const desc = await search('quokka', guest, { sort: 'name_desc', page_size: 100 });
        expect(ids(desc.hits)).toEqual(ids(asc.hits).reverse());
        expect(asc.sort).toBe('name_asc');
      });

      it("sorts by the caller's own net price, and falls back to relevance for guests", async () => {
        for (const caller of [pharmacist, vet]) {
          const up = await search('quokka', caller, { sort: 'price_asc', page_size: 100 });
          const prices = up.hits.map((h) => h.price!.value);
          expect(prices).toEqual([...prices].sort((a, b) => a - b));
          const down = await search('quokka', caller, { sort: 'price_desc', page_size: 100 });
          expect(down.hits.map((h) => h.price!.value)).toEqual([...prices].sort((a, b) => b - a));
        }
        const forGuest = await search('quokka', guest, { sort: 'price_asc' });
        expect(forGuest.sort).toBe('relevance');
        const relevance = await search('quokka', guest);
        expect(ids(forGuest.hits)).toEqual(ids(relevance.hits));
      });

      it('sorts by the indicated price the card shows, unpriced products last, and not for guests', async () => {
        for (const caller of [pharmacist, vet]) {
          const up = await search('quokka', caller, { sort: 'indicated_price_asc', page_size: 100 });
          expect(up.sort).toBe('indicated_price_asc');
          const indicated = up.hits.map((h) => h.price?.indicated_price ?? null);
          const priced = indicated.filter((p): p is number => p !== null);
          expect(priced.length).toBeGreaterThan(2);
          // Every priced product first, in ascending order; then those without an indicated price.
          expect(indicated.slice(0, priced.length)).toEqual([...priced].sort((a, b) => a - b));
          const down = await search('quokka', caller, { sort: 'indicated_price_desc', page_size: 100 });
          const downPriced = down.hits.map((h) => h.price?.indicated_price ?? null).filter((p) => p !== null);
          expect(downPriced).toEqual([...priced].sort((a, b) => b - a));
          // The cat food is cheaper net but dearer indicated than the dog food: not the net price's order.
          const at = (hits: typeof up.hits, id: number | undefined) => hits.findIndex((h) => h.id === id);
          expect(at(up.hits, fx.products.dogfood)).toBeLessThan(at(up.hits, fx.products.catfood));
          const byNet = await search('quokka', caller, { sort: 'price_asc', page_size: 100 });
          expect(at(byNet.hits, fx.products.catfood)).toBeLessThan(at(byNet.hits, fx.products.dogfood));
        }
        const forGuest = await search('quokka', guest, { sort: 'indicated_price_desc' });
        expect(forGuest.sort).toBe('relevance');
        expect(ids(forGuest.hits)).toEqual(ids((await search('quokka', guest)).hits));
      });
    });

    describe('prices and visibility', () => {
      it('never gives a price to a guest', async () => {
        const hit = (await search('zorbamox', guest)).hits[0]!;
        expect(hit.price).toBeNull();
        expect(hit.variants.every((v) => v.price === null)).toBe(true);
        expect((await engine.autocomplete({ q: 'zorbamo' }, guest)).products[0]?.price).toBeNull();
        const page = await engine.productByUrlKey('fx-amox-fr', guest);
        expect(page && 'product' in page && page.product.variants[0]?.price_breaks).toEqual([]);
      });

      it('gives pharmacists and vets their own prices', async () => {
        const forVet = (await search('zorbamox', vet)).hits[0]!;
        const forPharmacist = (await search('zorbamox', pharmacist)).hits[0]!;
        // Vet: gross 10.00 with a 10 % base discount; pharmacist: gross 12.00.
        expect(forVet.price).toMatchObject({
          value: 9,
          original_value: 10,
          discount: 10,
          tax_included: false,
          currency: 'EUR',
        });
        expect(forPharmacist.price).toMatchObject({ value: 12, original_value: 12, discount: 0 });
        // The veterinary supplier discount (10 %) takes precedence over the regular one (5 %) for vets only.
        expect((await search('zorbaflam', vet)).hits[0]?.price?.value).toBe(18);
        expect((await search('zorbaflam', pharmacist)).hits[0]?.price?.value).toBe(22.8);
        expect((await search('zorbaflam', pharmacist)).hits[0]?.variants[0]?.promotion).toMatchObject({
          ratio_main_product: 10,
          ratio_promotional_product: 1,
        });
      });

      it('shows veterinary_only products to vets only', async () => {
        for (const caller of [guest, pharmacist, as('student'), as('default')]) {
          expect((await search('zorbaketamine', caller)).total).toBe(0);
          expect((await engine.autocomplete({ q: 'zorbaket' }, caller)).products).toEqual([]);
          expect(await engine.productByUrlKey('fx-vetonly-fr', caller)).toBeNull();
          expect(await engine.productsByIds([fx.products.vetonly!], caller)).toEqual([]);
          expect(await engine.variantsByIds([fx.variants.vetonly!], caller)).toEqual([]);
        }
        expect((await search('zorbaketamine', vet)).total).toBe(1);
        expect(await engine.productByUrlKey('fx-vetonly-fr', vet)).toMatchObject({
          product: { id: fx.products.vetonly },
        });

        const linksFor = async (caller: Caller) => {
          const page = await engine.productByUrlKey('fx-amox-fr', caller);
          return page && 'product' in page ? page.product.links.related.map((h) => h.id) : null;
        };
        expect(await linksFor(pharmacist)).toEqual([fx.products.carp]);
        expect(await linksFor(vet)).toEqual([fx.products.vetonly, fx.products.carp]);
        const substitutesFor = async (caller: Caller) => {
          const page = await engine.productByUrlKey('fx-melox-fr', caller);
          return page && 'product' in page ? page.product.variants[0]?.substitutes.map((s) => s.id) : null;
        };
        expect(await substitutesFor(pharmacist)).toEqual([fx.variants.carp]);
        expect(await substitutesFor(vet)).toEqual([fx.variants.carp, fx.variants.vetonly]);
      });

      it('never returns a product not sold on the website', async () => {
        expect((await search('zorbasecret', vet)).total).toBe(0);
        expect(await engine.productByUrlKey('fx-notsold-fr', vet)).toBeNull();
        expect(await engine.productsByIds([fx.products.notsold!], vet)).toEqual([]);
        expect(await engine.variantsByIds([fx.variants.notsold!], vet)).toEqual([]);
        expect((await engine.autocomplete({ q: 'zorbasec' }, vet)).products).toEqual([]);
      });
    });

    describeLookupsAndRefresh(() => setup);
  });
}
