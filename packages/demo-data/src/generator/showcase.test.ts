import { resolvePrice, type ResolvedPrice } from '@vetshop/domain';
import { describe, expect, it } from 'vitest';
import type { DemoDataset } from '../types';
import { buildDemoDataset } from './dataset';
import { pricingFor, PRICELIST_CODES, type PricelistCode } from './pricing';
import { SHOWCASE_BY_KEY } from './showcase';

const TODAY = '2026-03-15';

/** [gross, net at quantity 1] per role, as documented in the README. */
type RoleTable = Record<PricelistCode, [number, number]>;
const t = (
  vet: [number, number],
  pharmacist: [number, number],
  student: [number, number],
  dflt: [number, number],
): RoleTable => ({
  veterinary: vet,
  pharmacist,
  student,
  default: dflt,
});

interface Expected {
  sku: string;
  nameFr: string;
  prices: RoleTable;
  state: string;
}

const EXPECTED: Record<string, Expected[]> = {
  amoxicillin: [
    {
      sku: 'VS-000001-1',
      nameFr: 'Amoxivantis 250 mg comprimés',
      prices: t([1200, 1152], [1320, 1320], [1380, 1380], [1500, 1500]),
      state: 'in_stock',
    },
    {
      sku: 'VS-000001-2',
      nameFr: 'Amoxivantis 250 mg comprimés',
      prices: t([8900, 8544], [9790, 9790], [10230, 10230], [11100, 11100]),
      state: 'in_stock',
    },
  ],
  promotion: [
    {
      sku: 'VS-000002-1',
      nameFr: 'Fiprozen 268 mg pipettes chien',
      prices: t([1450, 1305], [1595, 1515], [1520, 1444], [1740, 1653]),
      state: 'in_stock',
    },
  ],
  exclusive: [
    {
      sku: 'VS-000003-1',
      nameFr: 'Melozen 1,5 mg/ml suspension buvable chien',
      prices: t([1900, 1615], [2090, 1881], [1995, 1796], [2280, 2052]),
      state: 'in_stock',
    },
  ],
  outOfStock: [
    {
      sku: 'VS-000004-1',
      nameFr: 'Carprolis 50 mg comprimés',
      prices: t([3450, 3450], [3795, 3795], [3620, 3620], [4140, 4140]),
      state: 'out_of_stock',
    },
  ],
  resupplying: [
    {
      sku: 'VS-000005-1',
      nameFr: 'Pimocard 5 mg comprimés à croquer chien',
      prices: t([6200, 6200], [6820, 6820], [6510, 6510], [7440, 7440]),
      state: 'resupplying',
    },
  ],
  limitedStock: [
    {
      sku: 'VS-000006-1',
      nameFr: 'Benazon 5 mg comprimés',
      prices: t([1680, 1680], [1850, 1850], [1765, 1765], [2015, 2015]),
      state: 'in_limited_stock',
    },
  ],
  cheap: [
    {
      sku: 'VS-000013-1',
      nameFr: 'Aiguilles hypodermiques Medisteril 23G',
      prices: t([395, 395], [435, 435], [415, 415], [475, 475]),
      state: 'in_stock',
    },
  ],
  expensive: [
    {
      sku: 'VS-000014-1',
      nameFr: 'Otoscope LED Instrumed Vet Premium',
      prices: t([24900, 24900], [27390, 27390], [26145, 26145], [29880, 29880]),
      state: 'in_stock',
    },
  ],
  accents: [
    {
      sku: 'VS-000015-1',
      nameFr: 'Sérum physiologique 0,9 % solution injectable',
      prices: t([290, 290], [320, 320], [305, 305], [350, 350]),
      state: 'in_stock',
    },
  ],
};

function priceOf(d: DemoDataset, sku: string, role: PricelistCode, quantity = 1): ResolvedPrice {
  const rules = d.priceRules.filter((r) => r.sku === sku);
  const v = d.variants.find((x) => x.sku === sku);
  const p = resolvePrice(pricingFor(rules, role, v?.indicatedPriceCents ?? null), {
    quantity,
    date: TODAY,
    isVeterinary: role === 'veterinary',
  });
  if (!p) throw new Error(`${sku} not priced for ${role}`);
  return p;
}

const product = (d: DemoDataset, key: string) => {
  const code = `VS-${String(SHOWCASE_BY_KEY[key]?.number).padStart(6, '0')}`;
  const p = d.products.find((x) => x.code === code);
  if (!p) throw new Error(`showcase ${key} (${code}) missing`);
  return p;
};
const stateOf = (d: DemoDataset, sku: string) => d.stock.find((s) => s.sku === sku)?.state;

describe.each(['small', 'medium'] as const)('showcase products (%s)', (size) => {
  const d = buildDemoDataset({ size, today: TODAY });

  it.each(Object.entries(EXPECTED))(
    '%s has its documented names, prices per role and stock',
    (key, variants) => {
      const p = product(d, key);
      for (const e of variants) {
        expect(p.name.fr).toBe(e.nameFr);
        expect(stateOf(d, e.sku)).toBe(e.state);
        for (const role of PRICELIST_CODES) {
          const price = priceOf(d, e.sku, role);
          expect([price.grossCents, price.netCents], `${e.sku} ${role}`).toEqual(e.prices[role]);
        }
      }
    },
  );

  it('amoxicillin: base discount for vets, quantity breaks for vets and pharmacists', () => {
    expect(priceOf(d, 'VS-000001-1', 'veterinary').priceBreaks).toEqual([
      { minQuantity: 6, discountBp: 500, netCents: 1140 },
      { minQuantity: 12, discountBp: 800, netCents: 1104 },
      { minQuantity: 24, discountBp: 1200, netCents: 1056 },
    ]);
    expect(priceOf(d, 'VS-000001-1', 'pharmacist', 12).netCents).toBe(1214);
    expect(priceOf(d, 'VS-000001-1', 'student').priceBreaks).toEqual([]);
    expect(product(d, 'amoxicillin').species).toEqual(['dog', 'cat']);
  });

  it('promotion: 10 + 1 today, veterinary supplier discount 10 % instead of 5 %', () => {
    const vet = priceOf(d, 'VS-000002-1', 'veterinary', 20);
    expect(vet.promotion).toMatchObject({
      ratioMainProduct: 10,
      ratioPromotionalProduct: 1,
      freeQuantity: 2,
    });
    expect(vet.supplierDiscountBp).toBe(1000);
    expect(priceOf(d, 'VS-000002-1', 'pharmacist').supplierDiscountBp).toBe(500);
  });

  it('exclusive: the vet discount suppresses the supplier discount', () => {
    const vet = priceOf(d, 'VS-000003-1', 'veterinary');
    expect(vet).toMatchObject({ exclusive: true, supplierDiscountBp: 0, quantityDiscountBp: 1500 });
    expect(priceOf(d, 'VS-000003-1', 'pharmacist').supplierDiscountBp).toBe(1000);
  });

  it('stock: two substitutes, 48 incoming in 7 days, 3 units left', () => {
    expect(d.substitutions.filter((s) => s.sku === 'VS-000004-1').map((s) => s.substituteSku)).toEqual([
      'VS-000007-1',
      'VS-000008-1',
    ]);
    expect(d.stock.find((s) => s.sku === 'VS-000005-1')).toMatchObject({
      qtyIncoming: 48,
      resupplyDate: '2026-03-22',
    });
    expect(d.stock.find((s) => s.sku === 'VS-000006-1')).toMatchObject({
      qtyAvailable: 3,
      limitedThreshold: 10,
    });
  });

  it('flags: veterinary only, not sold on website, made to order, quotation only, narcotic', () => {
    expect(product(d, 'veterinaryOnly').veterinaryOnly).toBe(true);
    expect(product(d, 'notSoldOnWebsite').notSoldOnWebsite).toBe(true);
    expect(product(d, 'madeToOrder').isMto).toBe(true);
    expect(product(d, 'quotationOnly').orderMode).toBe('quotation');
    expect(product(d, 'narcotic')).toMatchObject({ isNarcoticVet: true, veterinaryOnly: true });
    expect(product(d, 'amoxicillin')).toMatchObject({
      veterinaryOnly: false,
      isMto: false,
      notSoldOnWebsite: false,
      orderMode: 'direct',
    });
  });

  it('url keys: accents dropped, and the old keys of the renamed product redirect', () => {
    expect(product(d, 'accents').urlKey.fr).toBe('serum-physiologique-0-9-solution-injectable-15');
    const old = d.urlKeys.filter((k) => k.entityCode === 'VS-000016' && k.isRedirect).map((k) => k.urlKey);
    expect(old).toEqual([
      'otimivet-gouttes-auriculaires-16',
      'otimivet-oordruppels-16',
      'otimivet-ear-drops-16',
    ]);
  });

  it('specials: one valid today, one expired', () => {
    expect(priceOf(d, 'VS-000017-1', 'pharmacist').isSpecial).toBe(true);
    expect(priceOf(d, 'VS-000018-1', 'pharmacist').isSpecial).toBe(false);
    expect(
      d.priceRules.some((r) => r.sku === 'VS-000018-1' && r.kind === 'special' && r.dateEnd === '2026-03-05'),
    ).toBe(true);
  });
});
