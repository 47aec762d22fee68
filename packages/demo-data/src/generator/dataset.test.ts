import {
  ADMINISTRATION_ROUTES,
  AGES,
  ANIMAL_SIZES,
  FOOD_RANGES,
  INDICATIONS,
  PRESENTATIONS,
  SPECIES,
} from '@vetshop/contract';
import { deriveStockState, hasDiscountEndingInMonth, isValidEan13, resolvePrice } from '@vetshop/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SIZES } from '../constants';
import { lastDayOfMonth } from '../dates';
import type { DemoDataset } from '../types';
import { buildDemoDataset } from './dataset';
import { VET_OPEN_ORDERS } from './open-orders';
import { pricingFor, PRICELIST_CODES } from './pricing';

const TODAY = '2026-03-15';
let small: DemoDataset;
let medium: DemoDataset;

beforeAll(() => {
  small = buildDemoDataset({ size: 'small', seed: 7, today: TODAY });
  medium = buildDemoDataset({ size: 'medium', seed: 7, today: TODAY });
});

/** Every { fr, nl, en } object anywhere inside `value`, with where it was found. */
function localizedIn(
  value: unknown,
  path: string,
  out: { path: string; text: Record<string, unknown> }[],
): void {
  if (value === null || typeof value !== 'object' || value instanceof Date) return;
  if (Array.isArray(value)) {
    value.forEach((v, i) => localizedIn(v, `${path}[${i}]`, out));
    return;
  }
  const keys = Object.keys(value);
  if (keys.includes('fr') || keys.includes('nl') || keys.includes('en')) {
    out.push({ path, text: value as Record<string, unknown> });
    return;
  }
  for (const [k, v] of Object.entries(value)) localizedIn(v, `${path}.${k}`, out);
}

describe('buildDemoDataset', () => {
  it('is deterministic: same size, seed and day give the same rows', () => {
    const again = buildDemoDataset({ size: 'small', seed: 7, today: TODAY });
    expect(JSON.stringify(again)).toBe(JSON.stringify(small));
  });

  it('changes with the seed, but not the showcase products', () => {
    const other = buildDemoDataset({ size: 'small', seed: 8, today: TODAY });
    expect(JSON.stringify(other.products)).not.toBe(JSON.stringify(small.products));
    const showcase = (d: DemoDataset) => JSON.stringify(d.products.filter((p) => p.code < 'VS-000100'));
    expect(showcase(other)).toBe(showcase(small));
  });

  it('has the number of products of its size and 1–4 variants each, one main', () => {
    for (const d of [small, medium]) {
      expect(d.products).toHaveLength(DEMO_SIZES[d.size]);
      const byProduct = new Map<string, typeof d.variants>();
      for (const v of d.variants) byProduct.set(v.productCode, [...(byProduct.get(v.productCode) ?? []), v]);
      for (const p of d.products) {
        const vs = byProduct.get(p.code) ?? [];
        expect(vs.length, p.code).toBeGreaterThanOrEqual(1);
        expect(vs.length, p.code).toBeLessThanOrEqual(4);
        expect(
          vs.filter((v) => v.main),
          p.code,
        ).toHaveLength(1);
      }
    }
  });

  it('gives unique SKUs and CNKs, 7-digit CNKs and valid EAN-13 barcodes', () => {
    const skus = new Set(medium.variants.map((v) => v.sku));
    const cnks = new Set(medium.variants.map((v) => v.cnkCode));
    const eans = new Set(medium.variants.map((v) => v.barcode));
    expect(skus.size).toBe(medium.variants.length);
    expect(cnks.size).toBe(medium.variants.length);
    expect(eans.size).toBe(medium.variants.length);
    for (const v of medium.variants) {
      expect(v.sku).toMatch(/^VS-\d{6}-[1-4]$/);
      expect(v.cnkCode).toMatch(/^\d{7}$/);
      expect(isValidEan13(v.barcode ?? ''), v.barcode ?? 'null').toBe(true);
    }
    const meds = new Set(medium.products.filter((p) => p.isMeds).map((p) => p.code));
    for (const v of medium.variants) expect(v.codeAmm !== null, v.sku).toBe(meds.has(v.productCode));
  });

  it('gives url keys that are lower-case ascii slugs, unique per entity and locale', () => {
    const seen = new Set<string>();
    for (const k of medium.urlKeys) {
      expect(k.urlKey).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      const id = `${k.entity}/${k.locale}/${k.urlKey}`;
      expect(seen.has(id), id).toBe(false);
      seen.add(id);
    }
    const current = medium.urlKeys.filter((k) => !k.isRedirect && k.entity === 'product');
    expect(current).toHaveLength(medium.products.length * 3);
    const currentIds = new Set(current.map((k) => `${k.entityCode}/${k.locale}/${k.urlKey}`));
    for (const p of medium.products) {
      for (const locale of ['fr', 'nl', 'en'] as const) {
        expect(currentIds.has(`${p.code}/${locale}/${p.urlKey[locale]}`), p.code).toBe(true);
      }
    }
    expect(medium.urlKeys.filter((k) => k.isRedirect).length).toBeGreaterThan(3);
  });

  it('writes every localized text in fr, nl and en, none empty', () => {
    const found: { path: string; text: Record<string, unknown> }[] = [];
    localizedIn({ ...small, orders: [] }, 'data', found);
    expect(found.length).toBeGreaterThan(5_000);
    for (const { path, text } of found) {
      expect(Object.keys(text).sort(), path).toEqual(['en', 'fr', 'nl']);
      for (const l of ['fr', 'nl', 'en']) {
        expect(typeof text[l], `${path}.${l}`).toBe('string');
        expect((text[l] as string).trim(), `${path}.${l}`).not.toBe('');
      }
    }
  });

  it('uses only attribute and species codes of the shared vocabulary', () => {
    const ok = (labels: object, code: string | null | undefined, where: string) => {
      if (code !== null && code !== undefined) expect(Object.keys(labels), where).toContain(code);
    };
    for (const p of medium.products) {
      p.species?.forEach((s) => ok(SPECIES, s, `${p.code} species`));
      const a = p.attributes ?? {};
      ok(ADMINISTRATION_ROUTES, a.administrationRoute, `${p.code} route`);
      ok(PRESENTATIONS, a.presentation, `${p.code} presentation`);
      ok(FOOD_RANGES, a.foodRange, `${p.code} food range`);
      a.indication?.forEach((c) => ok(INDICATIONS, c, `${p.code} indication`));
      a.animalSize?.forEach((c) => ok(ANIMAL_SIZES, c, `${p.code} animal size`));
      a.age?.forEach((c) => ok(AGES, c, `${p.code} age`));
    }
  });

  it('attaches every product to a leaf category and sets family flags and VAT', () => {
    const leaves = new Set(medium.categories.filter((c) => c.level === 2).map((c) => c.code));
    for (const p of medium.products) {
      expect(leaves.has(p.categoryCode), p.code).toBe(true);
      expect([p.isMeds, p.isFood, p.isEquipment].filter(Boolean), p.code).toHaveLength(1);
      expect(p.vatRateBp, p.code).toBe(p.isEquipment ? 2100 : 600);
    }
    const tops = medium.categories.filter((c) => c.level === 0);
    expect(tops.map((c) => c.name.en)).toEqual(['Medicines', 'Food', 'Equipment']);
    for (const c of medium.categories.filter((c) => c.level < 2)) {
      const children = medium.categories.filter((x) => x.parentCode === c.code).length;
      if (c.level === 0) expect(children).toBeGreaterThanOrEqual(4);
      else expect(children).toBeGreaterThanOrEqual(2);
    }
  });

  it('sets flags at plausible rates', () => {
    const meds = medium.products.filter((p) => p.isMeds);
    const rate = (xs: typeof medium.products, f: (p: (typeof xs)[number]) => boolean) =>
      xs.filter(f).length / xs.length;
    expect(rate(meds, (p) => !!p.veterinaryOnly)).toBeGreaterThan(0.1);
    expect(rate(meds, (p) => !!p.veterinaryOnly)).toBeLessThan(0.25);
    expect(rate(medium.products, (p) => !!p.isMto)).toBeLessThan(0.06);
    expect(rate(medium.products, (p) => !!p.notSoldOnWebsite)).toBeLessThan(0.05);
    expect(rate(medium.products, (p) => p.orderMode === 'quotation')).toBeLessThan(0.03);
    for (const p of meds)
      if (/ketamine|butorphanol/.test(p.activePrinciple?.en ?? '')) expect(p.isNarcoticVet).toBe(true);
  });

  it('keeps every stock state equal to deriveStockState and gives substitutes to out-of-stock variants', () => {
    const states = new Map<string, number>();
    for (const s of medium.stock) {
      expect(s.state).toBe(
        deriveStockState({
          qtyAvailable: s.qtyAvailable ?? 0,
          qtyIncoming: s.qtyIncoming ?? 0,
          supplierOutOfStock: s.supplierOutOfStock ?? false,
          limitedThreshold: s.limitedThreshold ?? 10,
        }),
      );
      states.set(s.state, (states.get(s.state) ?? 0) + 1);
      if (s.state === 'resupplying') expect(s.qtyIncoming).toBeGreaterThan(0);
    }
    expect(medium.stock).toHaveLength(medium.variants.length);
    expect((states.get('in_stock') ?? 0) / medium.stock.length).toBeGreaterThan(0.75);
    for (const state of ['in_limited_stock', 'resupplying', 'out_of_stock', 'supplier_out_of_stock']) {
      expect(states.get(state) ?? 0, state).toBeGreaterThan(0);
    }
    const withSubstitutes = new Map<string, number>();
    for (const s of medium.substitutions) withSubstitutes.set(s.sku, (withSubstitutes.get(s.sku) ?? 0) + 1);
    for (const s of medium.stock.filter((x) => x.state === 'out_of_stock')) {
      const n = withSubstitutes.get(s.sku) ?? 0;
      expect(n, s.sku).toBeGreaterThanOrEqual(1);
      expect(n, s.sku).toBeLessThanOrEqual(3);
    }
  });

  it('has discounts ending with the month of seeding, whatever its day (the "ending this month" filter)', () => {
    for (const today of ['2026-11-28', '2026-11-30', '2026-02-01']) {
      const data = buildDemoDataset({ size: 'small', seed: 7, today });
      const monthEnd = lastDayOfMonth(today);
      const endingThisMonth = new Set(
        PRICELIST_CODES.flatMap((pl) =>
          data.variants
            .filter((v) => {
              const rules = data.priceRules.filter((r) => r.sku === v.sku);
              return hasDiscountEndingInMonth(pricingFor(rules, pl, null), today, pl === 'veterinary');
            })
            .map((v) => v.sku),
        ),
      );
      expect(endingThisMonth.size, today).toBeGreaterThan(3);
      expect(data.priceRules.some((r) => r.dateEnd === monthEnd)).toBe(true);
    }
  });

  it('prices every variant for every role, vets cheapest and the general pricelist dearest', () => {
    const rules = new Map<string, typeof medium.priceRules>();
    for (const r of medium.priceRules) rules.set(r.sku, [...(rules.get(r.sku) ?? []), r]);
    expect(medium.priceRules.length / medium.variants.length).toBeGreaterThan(5);
    expect(medium.priceRules.length / medium.variants.length).toBeLessThan(10);
    for (const v of medium.variants) {
      const gross = PRICELIST_CODES.map((pl) => {
        const p = resolvePrice(pricingFor(rules.get(v.sku) ?? [], pl, null), {
          quantity: 1,
          date: TODAY,
          isVeterinary: pl === 'veterinary',
        });
        expect(p, `${v.sku} ${pl}`).not.toBeNull();
        return p?.grossCents ?? 0;
      });
      const [vet, , , dflt] = gross as [number, number, number, number];
      expect(vet, v.sku).toBe(Math.min(...gross));
      expect(dflt, v.sku).toBe(Math.max(...gross));
    }
  });

  it('has the demo accounts, customers with one invoicing and 1–2 delivery addresses', () => {
    const logins = small.users.map((u) => u.login);
    for (const l of [
      'vet@demo.test',
      'pharma@demo.test',
      'student@demo.test',
      'staff@demo.test',
      'blocked@demo.test',
      'clinic@demo.test',
    ]) {
      expect(logins).toContain(l);
    }
    expect(medium.customers).toHaveLength(55);
    expect(new Set(medium.customers.map((c) => c.role))).toEqual(new Set(PRICELIST_CODES));
    for (const c of medium.customers) {
      const mine = medium.addresses.filter((a) => a.customerRef === c.ref);
      expect(
        mine.filter((a) => a.type === 'invoicing' && a.main),
        c.ref,
      ).toHaveLength(1);
      const delivery = mine.filter((a) => a.type === 'delivery');
      expect(delivery.length).toBeGreaterThanOrEqual(1);
      expect(delivery.length).toBeLessThanOrEqual(2);
      expect(delivery.filter((a) => a.main)).toHaveLength(1);
    }
    expect(small.users.find((u) => u.login === 'staff@demo.test')).toMatchObject({
      isStaff: true,
      customerRef: null,
    });
    expect(small.customers.find((c) => c.email === 'blocked@demo.test')?.canOrder).toBe(false);
  });

  it('writes consistent orders: quantities, line amounts, VAT and totals', () => {
    const names = new Set<string>();
    for (const o of medium.orders) {
      expect(o.name).toMatch(/^S\d{4}-\d{6}$/);
      expect(names.has(o.name)).toBe(false);
      names.add(o.name);
      let goods = 0;
      let tax = 0;
      for (const l of o.lines) {
        expect((l.qtyDelivered ?? 0) + (l.qtyBackorder ?? 0) + (l.qtyCanceled ?? 0), o.name).toBe(l.qty);
        if (l.kind === 'product') {
          expect(l.amountUntaxedCents).toBe(l.netPriceCents * (l.qty - (l.qtyCanceled ?? 0)));
          goods += l.amountUntaxedCents;
        }
        expect(l.amountTaxCents).toBe(Math.round((l.amountUntaxedCents * l.taxRateBp) / 10_000));
        tax += l.amountTaxCents;
      }
      expect(o.amountGoodsCents).toBe(goods);
      expect(o.amountUntaxedCents).toBe(goods + (o.amountDeliveryCents ?? 0) + (o.amountFeeCents ?? 0));
      expect(o.amountTaxCents).toBe(tax);
      expect(o.amountTotalCents).toBe(o.amountUntaxedCents + tax);
      expect(o.delivered).toBe(o.lines.every((l) => (l.qtyBackorder ?? 0) === 0));
    }
    // The vet: a delivered history of 12 orders and the fixed open orders (products on order).
    const vet = small.orders.filter((o) => o.customerRef === 'C000001');
    expect(vet).toHaveLength(12 + VET_OPEN_ORDERS.length);
    const open = vet.filter((o) => !o.delivered);
    expect(open.map((o) => o.clientOrderRef).sort()).toEqual(
      VET_OPEN_ORDERS.map((o) => o.clientOrderRef).sort(),
    );
    expect(vet.filter((o) => o.delivered).every((o) => o.state === 'done')).toBe(true);
    expect(small.orders.some((o) => !o.delivered)).toBe(true);
  });
});
