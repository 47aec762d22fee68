import type { SaleDetail } from '@vetshop/contract';
import { saleOrderLines } from '@vetshop/db';
import { LOCALES, type Locale } from '@vetshop/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { label } from '../src/modules/documents/pdf/labels';
import { fieldName } from '../src/modules/documents/pdf/layout';
import { saleDocumentColumns } from '../src/modules/documents/pdf/sale-document';
import { cartOf, createTestApp, login, pickVariants, sync, tx, type TestApp } from './harness';
import { readPdf } from './pdf-text';

/*
 * The order confirmation PDF (GET sales/{id}/download) says what the order page says: the suite number, the
 * buyer's comment, the payment method, the discount as the page rounds it, and column headings whose words
 * are whole (issue 17 §6), in each of the shop's languages. Read back by pdftotext, which shares nothing
 * with pdfkit.
 */
let t: TestApp;
let pharma: string;
let sale: SaleDetail;

const NOTE = 'Livrer à l’arrière du cabinet';
const SUITE = 'PH-2026/17';
/** What the page shows as 15 %: 12,45 € at 15 % is 10,5825 → 10,58 €, stored as 15,02 % (net / gross). */
const LINE = { unitPriceCents: 1245, discountBp: 1502, netPriceCents: 1058 };

beforeAll(async () => {
  t = await createTestApp();
  pharma = await login(t.app, 'pharma@demo.test');
  const [variant] = await pickVariants(t.db, { role: 'pharmacist', minStock: 5 });
  const current = await sync(t.app, pharma, null, []);
  if (current.statusCode === 200) {
    const c = cartOf(current);
    await sync(
      t.app,
      pharma,
      c.uuid,
      c.lines.map((l) => tx(l.product_id, -l.qty, l.options)),
    );
  }
  const cart = cartOf(await sync(t.app, pharma, null, [tx(variant!.id, 2)]));
  const placed = await t.app.inject({
    method: 'POST',
    url: '/carts/confirm',
    headers: { cookie: pharma, 'accept-language': 'fr' },
    payload: { uuid: cart.uuid, note: NOTE, suite_name: SUITE },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  sale = placed.json<SaleDetail>();
  const line = sale.lines.find((l) => l.kind === 'product')!;
  // A line whose stored discount has decimals the cents do not need (as a stacked discount gives).
  await t.db.update(saleOrderLines).set(LINE).where(eq(saleOrderLines.id, line.id));
});
afterAll(() => t.close());

async function orderPdfText(locale: Locale): Promise<{ text: string; page: SaleDetail }> {
  const headers = { cookie: pharma, 'accept-language': locale };
  const res = await t.app.inject({ method: 'GET', url: `/sales/${sale.id}/download`, headers });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  const page = (await t.app.inject({ method: 'GET', url: `/sales/${sale.id}`, headers })).json<SaleDetail>();
  return { text: readPdf(res.rawPayload).text, page };
}

const flat = (text: string) => text.replace(/\s+/g, ' ');
const DISCOUNT = { fr: '15 %', nl: '15%', en: '15%' } as const;

describe.each(LOCALES)('the order confirmation PDF in %s', (locale) => {
  it('shows the suite number, the comment and the payment method of the order page', async () => {
    const { text, page } = await orderPdfText(locale);
    expect(page.payment.mode).not.toBeNull();
    const said = flat(text);
    expect(said).toContain(`${fieldName(label('suite_name', locale), locale)} ${SUITE}`);
    expect(said).toContain(`${fieldName(label('payment_mode', locale), locale)} ${page.payment.mode!.name}`);
    expect(said).toContain(fieldName(label('note', locale), locale));
    expect(said).toContain(NOTE);
  });

  it('prints the discount as the page rounds it (15 %, not 15,02 %)', async () => {
    const { text } = await orderPdfText(locale);
    const row = text.split('\n').find((l) => /VS-\d+/.test(l));
    expect(row).toBeDefined();
    expect(flat(row!)).toContain(` ${DISCOUNT[locale]} `);
    expect(text).not.toMatch(/15[,.]02/);
  });

  it('keeps every word of the column headings whole', async () => {
    const { text } = await orderPdfText(locale);
    const words = new Set(text.split(/\s+/));
    const broken = saleDocumentColumns('order', locale)
      .flatMap((c) => c.header.split(/\s+/))
      .filter((w) => !words.has(w));
    expect(broken).toEqual([]);
  });
});
