import { randomUUID } from 'node:crypto';
import { errorBodySchema, type Cart, type OrderImportReport } from '@vetshop/contract';
import { queryRows } from '@vetshop/db';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartOf,
  createTestApp,
  lineQty,
  login,
  pickVariants,
  sync,
  tx,
  type TestApp,
  type VariantPick,
} from './harness';

/** Issue 9 §5: POST carts/csv against a real database, through Fastify's multipart reading. */

let t: TestApp;
let vet: string;
let pharma: string;
let a: VariantPick;
let b: VariantPick;
let quotationOnly: VariantPick;
let cnkOfA: string | null;

/** A multipart request as a browser's FormData makes it. */
async function upload(opts: {
  cookie: string;
  bytes: Uint8Array | string;
  name?: string;
  /** The import_uuid query parameter: a new one by default, none with null (the spec's file-only call). */
  uuid?: string | null;
  idempotencyKey?: string;
  lang?: string;
  app?: TestApp;
}): Promise<InjectOptions & { url: string }> {
  const form = new FormData();
  const bytes = typeof opts.bytes === 'string' ? new TextEncoder().encode(opts.bytes) : opts.bytes;
  form.append('file', new Blob([bytes]), opts.name ?? 'order.csv');
  const req = new Request('http://x/', { method: 'POST', body: form });
  return {
    method: 'POST',
    url: opts.uuid === null ? '/carts/csv' : `/carts/csv?import_uuid=${opts.uuid ?? randomUUID()}`,
    headers: {
      ...(opts.idempotencyKey === undefined ? {} : { 'idempotency-key': opts.idempotencyKey }),
      cookie: opts.cookie,
      'accept-language': opts.lang ?? 'fr',
      'content-type': req.headers.get('content-type')!,
    },
    payload: Buffer.from(await req.arrayBuffer()),
  };
}

const importFile = async (opts: Parameters<typeof upload>[0]) =>
  (opts.app ?? t).app.inject(await upload(opts));
const currentCart = async (cookie: string) => cartOf(await sync(t.app, cookie, null, []));

beforeAll(async () => {
  t = await createTestApp();
  vet = await login(t.app, 'vet@demo.test');
  pharma = await login(t.app, 'pharma@demo.test');
  [a, b] = (await pickVariants(t.db, { minStock: 50, count: 2 })) as [VariantPick, VariantPick];
  [quotationOnly] = (await pickVariants(t.db, { orderMode: 'quotation' })) as [VariantPick];
  const [row] = await queryRows<{ cnk_code: string | null }>(
    t.db,
    sql`select cnk_code from variants where id = ${a.id}`,
  );
  cnkOfA = row?.cnk_code ?? null;
});
afterAll(() => t.close());

describe('POST carts/csv', () => {
  it('needs a customer session: 401 without one, 403 for staff', async () => {
    expect((await importFile({ cookie: '', bytes: 'sku;qty\nX;1' })).statusCode).toBe(401);
    const staff = await login(t.app, 'staff@demo.test');
    expect((await importFile({ cookie: staff, bytes: 'sku;qty\nX;1' })).statusCode).toBe(403);
  });

  it('adds the good rows to the cart and reports the bad ones, leaving what the cart held', async () => {
    const before = cartOf(await sync(t.app, vet, null, [tx(b.id, 2)]));
    const pharmaBefore = cartOf(await sync(t.app, pharma, null, [tx(b.id, 1)]));
    const csv = [
      'SKU;Quantité;Remarque',
      `${a.sku};3;first`,
      `NOPE-404;1;unknown`,
      `${b.sku};abc;bad quantity`,
      `${a.sku.toLowerCase()};2;same product again`,
      `${quotationOnly.sku};1;quotation only`,
      `${b.sku};4;`,
    ].join('\r\n');
    const res = await importFile({ cookie: vet, bytes: csv });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json<OrderImportReport>();
    expect(report.counts).toEqual({ rows: 6, added: 2, merged: 1, skipped: 3 });
    expect(report.replayed).toBe(false);
    expect(report.rows.map((r) => [r.row, r.status, r.reason])).toEqual([
      [2, 'added', null],
      [3, 'skipped', 'code_unknown'],
      [4, 'skipped', 'qty_invalid'],
      [5, 'merged', null],
      [6, 'skipped', 'product_quotation_only'],
      [7, 'added', null],
    ]);
    expect(report.rows[1]).toMatchObject({
      code: 'NOPE-404',
      qty: 1,
      message: expect.stringMatching(/code/),
    });
    expect(report.rows[2]).toMatchObject({
      qty: null,
      qty_text: 'abc',
      message: 'La quantité doit être un nombre entier supérieur à 0.',
    });
    expect(report.rows[3]).toMatchObject({ merged_into: 2 });
    expect(report.rows[4]?.message).toBe('Ce produit est vendu uniquement sur devis.');
    const cart = report.cart as Cart;
    expect(cart.uuid).toBe(before.uuid);
    expect(lineQty(cart, a.id)).toBe(lineQty(before, a.id) + 5);
    expect(lineQty(cart, b.id)).toBe(lineQty(before, b.id) + 4);
    // The other buyer's cart did not move.
    expect(lineQty(await currentCart(pharma), b.id)).toBe(lineQty(pharmaBefore, b.id));
  });

  it('applies an import id once: the same file sent again adds nothing', async () => {
    const uuid = randomUUID();
    const csv = `sku,qty\n${a.sku},7\n${b.sku},1\n`;
    const first = (await importFile({ cookie: vet, bytes: csv, uuid })).json<OrderImportReport>();
    const again = await importFile({ cookie: vet, bytes: csv, uuid: uuid.toUpperCase() });
    expect(again.statusCode).toBe(200);
    const second = again.json<OrderImportReport>();
    expect(second.replayed).toBe(true);
    expect(first.replayed).toBe(false);
    expect(lineQty(second.cart!, a.id)).toBe(lineQty(first.cart!, a.id));
    expect(lineQty(second.cart!, b.id)).toBe(lineQty(first.cart!, b.id));
    // A new import id is a new import.
    const third = (await importFile({ cookie: vet, bytes: csv })).json<OrderImportReport>();
    expect(lineQty(third.cart!, a.id)).toBe(lineQty(first.cart!, a.id) + 7);
  });

  it('accepts the file alone (the spec call): each such call is an import of its own', async () => {
    const csv = `sku;qty\n${a.sku};2\n`;
    const first = await importFile({ cookie: vet, bytes: csv, uuid: null });
    expect(first.statusCode, first.body).toBe(200);
    const one = first.json<OrderImportReport>();
    expect(one.replayed).toBe(false);
    expect(one.import_uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const two = (await importFile({ cookie: vet, bytes: csv, uuid: null })).json<OrderImportReport>();
    expect(two.replayed).toBe(false);
    expect(two.import_uuid).not.toBe(one.import_uuid);
    expect(lineQty(two.cart!, a.id)).toBe(lineQty(one.cart!, a.id) + 2);
  });

  it('applies an Idempotency-Key once, like an import_uuid; a new key is a new import', async () => {
    const csv = `sku;qty\n${b.sku};3\n`;
    const key = `erp-order-${randomUUID()}`;
    const first = (
      await importFile({ cookie: vet, bytes: csv, uuid: null, idempotencyKey: key })
    ).json<OrderImportReport>();
    expect(first.replayed).toBe(false);
    const again = await importFile({ cookie: vet, bytes: csv, uuid: null, idempotencyKey: key });
    expect(again.statusCode, again.body).toBe(200);
    const second = again.json<OrderImportReport>();
    expect(second).toMatchObject({ replayed: true, import_uuid: first.import_uuid });
    expect(lineQty(second.cart!, b.id)).toBe(lineQty(first.cart!, b.id));
    // The import id the answer gave, sent as import_uuid, names the same import.
    const asUuid = (
      await importFile({ cookie: vet, bytes: csv, uuid: first.import_uuid })
    ).json<OrderImportReport>();
    expect(asUuid.replayed).toBe(true);
    const other = (
      await importFile({ cookie: vet, bytes: csv, uuid: null, idempotencyKey: `${key}-2` })
    ).json<OrderImportReport>();
    expect(other.replayed).toBe(false);
    expect(lineQty(other.cart!, b.id)).toBe(lineQty(first.cart!, b.id) + 3);
  });

  it('import_uuid wins over Idempotency-Key; an Idempotency-Key too long is a 400', async () => {
    const csv = `sku;qty\n${a.sku};1\n`;
    const uuid = randomUUID();
    const first = (
      await importFile({ cookie: vet, bytes: csv, uuid, idempotencyKey: 'k-1' })
    ).json<OrderImportReport>();
    expect(first.import_uuid).toBe(uuid);
    const sameUuidOtherKey = (
      await importFile({ cookie: vet, bytes: csv, uuid, idempotencyKey: 'k-2' })
    ).json<OrderImportReport>();
    expect(sameUuidOtherKey.replayed).toBe(true);
    const tooLong = await importFile({
      cookie: vet,
      bytes: csv,
      uuid: null,
      idempotencyKey: 'k'.repeat(256),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(errorBodySchema.parse(tooLong.json())).toMatchObject({ code: 'validation_failed' });
  });

  it('reads a Windows-1252 file with a CNK column and a BOM-less French header', async () => {
    if (!cnkOfA) return expect(cnkOfA, 'the demo variant has a CNK code').not.toBeNull();
    const text = `Code CNK;Quantité;Désignation\r\n${cnkOfA};1;Crème é€\r\n`;
    const bytes = new Uint8Array([...text].map((c) => (c === '€' ? 0x80 : c.charCodeAt(0))));
    const res = await importFile({ cookie: pharma, bytes, lang: 'en' });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json<OrderImportReport>();
    expect(report).toMatchObject({ encoding: 'windows-1252', separator: ';' });
    expect(report.rows[0]).toMatchObject({ product_id: a.id });
  });

  it('skips the rows of a line that the cart would take above the line maximum, with the sync reason', async () => {
    const student = await login(t.app, 'student@demo.test');
    const [s] = (await pickVariants(t.db, { role: 'student', minStock: 1 })) as [VariantPick];
    cartOf(await sync(t.app, student, null, [tx(s.id, 99_999)]));
    const res = await importFile({ cookie: student, bytes: `sku;qty\n${s.sku};1\n${s.sku};1\n`, lang: 'en' });
    const report = res.json<OrderImportReport>();
    expect(report.rows.map((r) => [r.status, r.reason])).toEqual([
      ['skipped', 'qty_too_large'],
      ['skipped', 'qty_too_large'],
    ]);
    expect(report.rows[0]?.message).toBe('The maximum quantity per line is 100000.');
    expect(lineQty(report.cart!, s.id)).toBe(99_999);
  });

  it('refuses a file that is not a CSV, by its name or by its content (415, its own message)', async () => {
    for (const [name, bytes] of [
      ['order.xlsx', 'sku;qty\nX;1'],
      ['order.csv', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00])],
    ] as const) {
      const res = await importFile({ cookie: vet, bytes, name, lang: 'en' });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({
        code: 'import_file_not_csv',
        message: 'This file is not a CSV file: save your order as .csv and try again.',
      });
    }
    const json = await t.app.inject({
      method: 'POST',
      url: `/carts/csv?import_uuid=${randomUUID()}`,
      headers: { cookie: vet },
      payload: { file: 'sku;qty' },
    });
    expect(json.statusCode).toBe(415);
    expect(errorBodySchema.parse(json.json()).code).toBe('import_file_missing');
  });

  it('refuses a file above the size limit with 413 and the spec message, in the buyer language', async () => {
    const small = await createTestApp({ env: { ORDER_IMPORT_MAX_MB: '0.01' } });
    try {
      const cookie = await login(small.app, 'vet@demo.test');
      const big = `sku;qty\n${'VS-000001-1;1\n'.repeat(1000)}`;
      const fr = await importFile({ cookie, bytes: big, app: small });
      expect(fr.statusCode).toBe(413);
      expect(fr.json()).toMatchObject({
        code: 'import_file_too_large',
        message: 'Le fichier ne peut pas dépasser 0,01 MB',
      });
      const nl = await importFile({ cookie, bytes: big, app: small, lang: 'nl' });
      expect(nl.json().message).toBe('Het bestand mag niet groter zijn dan 0,01 MB');
      const ok = await importFile({ cookie, bytes: 'sku;qty\nNOPE;1', app: small });
      expect(ok.statusCode).toBe(200);
    } finally {
      await small.close();
    }
  });

  it('refuses a file without the columns it needs, an empty file and a bad import id (4xx, localised)', async () => {
    const noQty = await importFile({ cookie: vet, bytes: 'SKU;Prix\nX;1', lang: 'en' });
    expect(noQty.statusCode).toBe(422);
    expect(noQty.json()).toMatchObject({
      code: 'import_columns_missing',
      message: expect.stringContaining('quantity'),
    });
    const empty = await importFile({ cookie: vet, bytes: 'sku;qty\r\n\r\n' });
    expect(empty.json()).toMatchObject({
      code: 'import_file_empty',
      message: 'Ce fichier ne contient aucune ligne à importer.',
    });
    const badId = await importFile({ cookie: vet, bytes: 'sku;qty\nX;1', uuid: 'not-a-uuid' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().code).toBe('validation_failed');
    const noFile = await t.app.inject({
      method: 'POST',
      url: `/carts/csv?import_uuid=${randomUUID()}`,
      headers: { cookie: vet, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--x--\r\n',
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().code).toBe('import_file_missing');
  });

  it('skips every row of a buyer who may not order', async () => {
    const blocked = await login(t.app, 'blocked@demo.test');
    const report = (
      await importFile({ cookie: blocked, bytes: `sku;qty\n${a.sku};1` })
    ).json<OrderImportReport>();
    expect(report.rows[0]).toMatchObject({ status: 'skipped', reason: 'customer_cannot_order' });
  });
});
