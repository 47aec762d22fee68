import { cnkCheckDigit } from '@vetshop/domain';
import { errorBodySchema, type ProductByCodeResult } from '@vetshop/contract';
import { queryRows } from '@vetshop/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, pickVariants, type TestApp, type VariantPick } from './harness';

/**
 * Issue 23 §1 (decision 042): GET search/products/by-code, the scanner's lookup, on a real database: every form
 * a box's code is read in finds the variant, and a product the caller may not see is unknown to them.
 */

let t: TestApp;
let pharma: string;
let vet: string;
let a: VariantPick;
let vetOnly: VariantPick;
type Codes = { cnk_code: string; barcode: string; url_key: string };
let codesOfA: Codes;
let codesOfVetOnly: Codes;

const byCode = async (code: string, cookie = '') =>
  t.app.inject({
    method: 'GET',
    url: `/search/products/by-code?code=${encodeURIComponent(code)}&locale=nl`,
    headers: cookie ? { cookie } : {},
  });

const codesOf = async (variantId: number) => {
  const [row] = await queryRows<{ cnk_code: string | null; barcode: string | null; url_key: string }>(
    t.db,
    sql`select v.cnk_code, v.barcode, p.url_key->>'nl' as url_key
        from variants v join products p on p.id = v.product_id where v.id = ${variantId}`,
  );
  expect(row?.cnk_code, 'the picked demo variant has a CNK').toMatch(/^\d{7}$/);
  expect(row?.barcode, 'the picked demo variant has an EAN-13').toMatch(/^\d{13}$/);
  return row as Codes;
};

beforeAll(async () => {
  t = await createTestApp();
  pharma = await login(t.app, 'pharma@demo.test');
  vet = await login(t.app, 'vet@demo.test');
  [a] = (await pickVariants(t.db, { role: 'pharmacist', minStock: 1 })) as [VariantPick];
  [vetOnly] = (await pickVariants(t.db, { veterinaryOnly: true })) as [VariantPick];
  codesOfA = await codesOf(a.id);
  codesOfVetOnly = await codesOf(vetOnly.id);
});
afterAll(() => t.close());

describe('GET search/products/by-code', () => {
  it('finds the variant by its EAN-13, as a GTIN-14 with a leading zero, and with spaces', async () => {
    const { barcode } = codesOfA;
    for (const code of [
      barcode,
      `0${barcode}`,
      `${barcode.slice(0, 1)} ${barcode.slice(1, 7)} ${barcode.slice(7)}`,
    ]) {
      const res = await byCode(code);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<ProductByCodeResult>();
      expect(body.code).toBe(code);
      expect(body.variant).toMatchObject({ id: a.id, sku: a.sku, product: { id: a.productId } });
    }
    // A guest's answer: no price, publicly cacheable, the product page's key in the asked language.
    const guest = (await byCode(barcode)).json<ProductByCodeResult>();
    expect(guest.variant?.price).toBeNull();
    expect(guest.variant?.product.url_key).toBe(codesOfA.url_key);
  });

  it('finds it by its CNK, with and without the check digit and its leading zeros, priced for a buyer', async () => {
    const { cnk_code } = codesOfA;
    const withCheck = `${cnk_code}${cnkCheckDigit(cnk_code)}`;
    for (const code of [cnk_code, withCheck]) {
      const res = await byCode(code, pharma);
      expect(res.headers['cache-control']).toMatch(/no-store/);
      expect(res.json<ProductByCodeResult>().variant).toMatchObject({
        id: a.id,
        price: { value: expect.any(Number) },
      });
    }
    const wrongCheck = `${cnk_code}${(cnkCheckDigit(cnk_code) + 1) % 10}`;
    expect((await byCode(wrongCheck)).json<ProductByCodeResult>().variant).toBeNull();
  });

  it('answers an unknown code with a null variant, and an empty one with the documented 400', async () => {
    const res = await byCode('5400000000001');
    expect(res.statusCode).toBe(200);
    expect(res.json<ProductByCodeResult>()).toEqual({ code: '5400000000001', variant: null });
    const empty = await byCode('  ');
    expect(empty.statusCode).toBe(400);
    expect(errorBodySchema.safeParse(empty.json()).success).toBe(true);
  });

  it('keeps a veterinary-only product unknown to a guest and a pharmacist, and finds it for a vet (decision 008)', async () => {
    const { barcode } = codesOfVetOnly;
    expect((await byCode(barcode)).json<ProductByCodeResult>().variant).toBeNull();
    expect((await byCode(barcode, pharma)).json<ProductByCodeResult>().variant).toBeNull();
    expect((await byCode(barcode, vet)).json<ProductByCodeResult>().variant).toMatchObject({
      id: vetOnly.id,
    });
  });
});
