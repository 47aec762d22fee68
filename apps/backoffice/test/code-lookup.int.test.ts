import { errorBodySchema, type CodeLookupResult } from '@vetshop/contract';
import { queryRows } from '@vetshop/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, pickVariants, type TestApp, type VariantPick } from './harness';

/** Issue 23 §3 (decision 044): GET carts/code_lookup, the quick-order pad's batch lookup, on a real database. */

let t: TestApp;
let vet: string;
let pharma: string;
let blocked: string;
let a: VariantPick;
let vetOnly: VariantPick;
let quotationOnly: VariantPick;
let codesOfA: { cnk_code: string | null; barcode: string | null };

const lookup = async (cookie: string, query: string, lang = 'fr') =>
  t.app.inject({
    method: 'GET',
    url: `/carts/code_lookup?${query}`,
    headers: { cookie, 'accept-language': lang },
  });

beforeAll(async () => {
  t = await createTestApp();
  vet = await login(t.app, 'vet@demo.test');
  pharma = await login(t.app, 'pharma@demo.test');
  blocked = await login(t.app, 'blocked@demo.test');
  [a] = (await pickVariants(t.db, { role: 'pharmacist', minStock: 1 })) as [VariantPick];
  [vetOnly] = (await pickVariants(t.db, { veterinaryOnly: true })) as [VariantPick];
  [quotationOnly] = (await pickVariants(t.db, { orderMode: 'quotation' })) as [VariantPick];
  const [row] = await queryRows<{ cnk_code: string | null; barcode: string | null }>(
    t.db,
    sql`select cnk_code, barcode from variants where id = ${a.id}`,
  );
  codesOfA = row!;
});
afterAll(() => t.close());

describe('GET carts/code_lookup', () => {
  it('needs a customer session: 401 without one, 403 for staff', async () => {
    expect((await lookup('', 'codes=X')).statusCode).toBe(401);
    const staff = await login(t.app, 'staff@demo.test');
    const res = await lookup(staff, 'codes=X');
    expect(res.statusCode).toBe(403);
    expect(errorBodySchema.safeParse(res.json()).success).toBe(true);
  });

  it('resolves a SKU in any case, a CNK without its leading zeros and a barcode, priced for the buyer', async () => {
    expect(codesOfA.cnk_code, 'the picked demo variant has a CNK').not.toBeNull();
    const cnk = codesOfA.cnk_code!.replace(/^0+/, '');
    const codes = [a.sku.toLowerCase(), cnk, ...(codesOfA.barcode ? [codesOfA.barcode] : []), 'NOPE-404'];
    const res = await lookup(pharma, `codes=${codes.map(encodeURIComponent).join(',')}&locale=fr`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toMatch(/no-store/);
    const body = res.json<CodeLookupResult>();
    expect(body.codes.map((i) => i.asked)).toEqual(codes);
    for (const item of body.codes.slice(0, -1)) {
      expect(item.reason).toBeNull();
      expect(item.variant).toMatchObject({ id: a.id, sku: a.sku, price: { value: expect.any(Number) } });
      expect(item.variant?.stock.state).toEqual(expect.any(String));
    }
    expect(body.codes.at(-1)).toEqual({
      asked: 'NOPE-404',
      variant: null,
      reason: 'code_unknown',
      message: expect.stringMatching(/code/),
    });
  });

  it('says why a product may not be ordered, in the asked language, and hides what the buyer may not see', async () => {
    const res = await lookup(pharma, `codes=${vetOnly.sku},${quotationOnly.sku}&locale=en`);
    const [vetItem, quotationItem] = res.json<CodeLookupResult>().codes;
    // The pharmacist may not see a veterinary-only product: no name, no price, only the reason.
    expect(vetItem).toMatchObject({ variant: null, reason: 'product_veterinary_only' });
    expect(vetItem?.message).toMatch(/vet/i);
    expect(quotationItem).toMatchObject({
      variant: { id: quotationOnly.id },
      reason: 'product_quotation_only',
    });
    // The vet may order the veterinary-only product.
    const asVet = await lookup(vet, `codes=${vetOnly.sku}`);
    expect(asVet.json<CodeLookupResult>().codes[0]).toMatchObject({
      variant: { id: vetOnly.id },
      reason: null,
    });
  });

  it('resolves a product picked by name to its main variant, and refuses every row of a blocked account', async () => {
    const res = await lookup(vet, `product_ids=${a.productId},99999999`);
    const body = res.json<CodeLookupResult>();
    expect(body.products[0]).toMatchObject({ asked: String(a.productId), reason: null });
    expect(body.products[0]?.variant?.product.id).toBe(a.productId);
    expect(body.products[1]).toMatchObject({ asked: '99999999', variant: null, reason: 'code_missing' });
    const refused = (await lookup(blocked, `codes=${a.sku}`)).json<CodeLookupResult>();
    expect(refused.codes[0]).toMatchObject({ reason: 'customer_cannot_order' });
  });

  it('refuses more than 100 codes with the documented error shape (400)', async () => {
    const many = Array.from({ length: 101 }, (_, i) => `C${i}`).join(',');
    const res = await lookup(vet, `codes=${many}`);
    expect(res.statusCode).toBe(400);
    expect(errorBodySchema.safeParse(res.json()).success).toBe(true);
  });
});
