import type { AddressInfo } from 'node:net';
import { errorBodySchema, type DocumentsList, type SaleDetail } from '@vetshop/contract';
import { toCents } from '@vetshop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { money } from '../src/modules/documents/pdf/layout';
import { cartOf, createTestApp, login, pickVariants, sync, tx, type TestApp } from './harness';
import { readPdf } from './pdf-text';

let t: TestApp;
let vet: string;
let pharma: string;

const flat = (text: string) => text.replace(/\s+/g, ' ');

async function list(cookie: string, query = '', lang = 'fr') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/documents${query}`,
    headers: { cookie, 'accept-language': lang },
  });
  return res;
}

async function vetInvoice() {
  const res = await list(vet, '?type=invoice&per_page=1');
  const invoice = res.json<DocumentsList>().items[0]!;
  const sale = (
    await t.app.inject({ method: 'GET', url: `/sales/${invoice.sale_id}`, headers: { cookie: vet } })
  ).json<SaleDetail>();
  return { invoice, sale };
}

beforeAll(async () => {
  t = await createTestApp();
  vet = await login(t.app, 'vet@demo.test');
  pharma = await login(t.app, 'pharma@demo.test');
});
afterAll(() => t.close());

describe('GET /documents', () => {
  it('lists the buyer’s documents newest first: a confirmation per order, invoices of delivered orders, the pricelist', async () => {
    const res = await list(vet, '?per_page=100');
    expect(res.statusCode).toBe(200);
    const body = res.json<DocumentsList>();
    const sales = (
      await t.app.inject({ method: 'GET', url: '/sales?page_size=100', headers: { cookie: vet } })
    ).json<{ count: number; items: { name: string; delivered: boolean }[] }>();
    const byType = (type: string) => body.items.filter((d) => d.type === type);
    expect(byType('order')).toHaveLength(sales.count);
    // Each delivered order is invoiced; an order still waiting for its goods is not.
    const delivered = sales.items.filter((s) => s.delivered).map((s) => s.name);
    expect(delivered.length).toBeGreaterThan(0);
    expect(
      byType('invoice')
        .map((d) => d.sale_name)
        .sort(),
    ).toEqual(delivered.sort());
    expect(byType('delivery_note').length).toBeGreaterThanOrEqual(delivered.length);
    expect(byType('pricelist')).toHaveLength(1);
    expect(body.count).toBe(body.items.length);
    const dates = body.items.map((d) => d.document_date);
    expect(dates).toEqual([...dates].sort().reverse());
    const invoice = byType('invoice')[0]!;
    expect(invoice.name).toMatch(/^F\d{4}-\d{6}$/);
    expect(invoice.sale_name).toBe(invoice.name.replace(/^F/, 'S'));
    expect(['fax', 'mail', 'phone', 'web']).toContain(invoice.sale_channel);
  });

  it('filters by type and pages through the list without overlap', async () => {
    const invoices = (await list(vet, '?type=invoice&per_page=100')).json<DocumentsList>();
    expect(invoices.items.every((d) => d.type === 'invoice')).toBe(true);
    const page1 = (await list(vet, '?per_page=5&page=1')).json<DocumentsList>();
    const page2 = (await list(vet, '?per_page=5&page=2')).json<DocumentsList>();
    expect(page1.items).toHaveLength(5);
    expect(page2.count).toBe(page1.count);
    const ids1 = new Set(page1.items.map((d) => d.id));
    expect(page2.items.some((d) => ids1.has(d.id))).toBe(false);
    const credit = (await list(vet, '?type=credit_note')).json<DocumentsList>();
    expect(credit).toEqual({ count: 0, items: [] });
  });

  it('lists the documents of one order (sale_id); another customer’s order lists nothing', async () => {
    const { invoice, sale } = await vetInvoice();
    const ofSale = (await list(vet, `?sale_id=${sale.id}`)).json<DocumentsList>();
    expect(ofSale.items.length).toBeGreaterThanOrEqual(2);
    expect(ofSale.count).toBe(ofSale.items.length);
    expect(ofSale.items.every((d) => d.sale_id === sale.id)).toBe(true);
    expect(ofSale.items.map((d) => d.type)).toEqual(expect.arrayContaining(['order', 'invoice']));
    expect(ofSale.items.some((d) => d.id === invoice.id)).toBe(true);
    const invoices = (await list(vet, `?sale_id=${sale.id}&type=invoice`)).json<DocumentsList>();
    expect(invoices.items.map((d) => d.id)).toEqual([invoice.id]);
    expect((await list(pharma, `?sale_id=${sale.id}`)).json<DocumentsList>()).toEqual({
      count: 0,
      items: [],
    });
    const bad = await list(vet, '?sale_id=abc', 'en');
    expect(bad.statusCode).toBe(400);
    expect(errorBodySchema.parse(bad.json()).message).toBe('The data sent is not valid.');
  });

  it('refuses an unknown type with the documented error body, in the caller’s language', async () => {
    const res = await list(vet, '?type=receipt', 'nl');
    expect(res.statusCode).toBe(400);
    const body = errorBodySchema.parse(res.json());
    expect(body.code).toBe('validation_failed');
    expect(body.message).toBe('De verzonden gegevens zijn ongeldig.');
    expect((await list(vet, '?per_page=1000')).statusCode).toBe(400);
  });

  it('asks for a session', async () => {
    expect((await list('')).statusCode).toBe(401);
  });
});

describe('downloads', () => {
  it('an invoice is a PDF attachment, never cached, whose text holds the order number, the total and the buyer’s numbers', async () => {
    const { invoice, sale } = await vetInvoice();
    const res = await t.app.inject({
      method: 'GET',
      url: `/invoice/${invoice.id}/download`,
      headers: { cookie: vet, 'accept-language': 'fr' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="facture-${invoice.name}.pdf"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { text, pages } = readPdf(res.rawPayload);
    const said = flat(text);
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(said).toContain(`Facture ${invoice.name}`);
    expect(said).toContain(sale.name);
    // Accents and the euro sign survive the standard font's encoding.
    expect(said).toContain(`Total TVAC ${flat(money(toCents(sale.amount.total), 'fr'))}`);
    expect(said).toContain('Numéro de client');
    expect(said).toContain('Vetshop SA');
    expect(said).toContain(`page 1 / ${pages}`);
    if (sale.amount.fee > 0) expect(said).toContain('Contribution aux frais (petite commande)');
    const sku = sale.lines.find((l) => l.kind === 'product')!.sku!;
    expect(said).toContain(sku);
  });

  it('speaks the buyer’s language', async () => {
    const { invoice, sale } = await vetInvoice();
    const res = await t.app.inject({
      method: 'GET',
      url: `/documents/${invoice.id}/download`,
      headers: { cookie: vet, 'accept-language': 'nl' },
    });
    expect(res.statusCode).toBe(200);
    const said = flat(readPdf(res.rawPayload).text);
    expect(said).toContain(`Factuur ${invoice.name}`);
    expect(said).toContain(`Totaal incl. btw ${flat(money(toCents(sale.amount.total), 'nl'))}`);
    expect(res.headers['content-disposition']).toContain(`factuur-${invoice.name}.pdf`);
  });

  it('the order confirmation of an order (sales/{id}/download) has its lines and quantities', async () => {
    const { sale } = await vetInvoice();
    const res = await t.app.inject({
      method: 'GET',
      url: `/sales/${sale.id}/download`,
      headers: { cookie: vet, 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(200);
    const said = flat(readPdf(res.rawPayload).text);
    expect(said).toContain(`Order confirmation ${sale.name}`);
    expect(said).toContain('To follow');
    expect(said).toContain(`Total incl. VAT ${flat(money(toCents(sale.amount.total), 'en'))}`);
  });

  it('another customer’s document, invoice or order is a 404 with the error body; so is a document that is no invoice', async () => {
    const { invoice, sale } = await vetInvoice();
    for (const url of [
      `/documents/${invoice.id}/download`,
      `/invoice/${invoice.id}/download`,
      `/sales/${sale.id}/download`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: pharma } });
      expect(res.statusCode, url).toBe(404);
      expect(errorBodySchema.safeParse(res.json()).success).toBe(true);
    }
    const order = (await list(vet, '?type=order&per_page=1')).json<DocumentsList>().items[0]!;
    const res = await t.app.inject({
      method: 'GET',
      url: `/invoice/${order.id}/download`,
      headers: { cookie: vet },
    });
    expect(res.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/documents/abc/download', headers: { cookie: vet } }))
        .statusCode,
    ).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/invoice/${invoice.id}/download` })).statusCode).toBe(
      401,
    );
  });
});

describe('the pricelist', () => {
  it('streams the vet’s own prices as a multi-page PDF that starts arriving before it is complete', async () => {
    const pricelist = (await list(vet, '?type=pricelist')).json<DocumentsList>().items[0]!;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/documents/${pricelist.id}/download`, {
      headers: { cookie: vet, 'accept-language': 'fr' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    // Streamed: no length announced, sent in chunks as pages are drawn.
    expect(res.headers.get('content-length')).toBeNull();
    const reader = res.body!.getReader();
    const chunks: Uint8Array[] = [];
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
    }
    expect(chunks.length).toBeGreaterThan(1);
    expect(Buffer.from(chunks[0]!).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text, pages } = readPdf(Buffer.concat(chunks));
    expect(pages).toBeGreaterThan(1);
    const said = flat(text);
    expect(said).toContain(`Liste de prix ${pricelist.name}`);
    expect(said).toContain(`page ${pages} / ${pages}`);
    expect(said).toContain('Prix net HTVA');
  });
});

describe('an order placed through the checkout', () => {
  it('has its order confirmation listed (newest first, web channel) and downloadable as a PDF', async () => {
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
      payload: { uuid: cart.uuid },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const sale = placed.json<SaleDetail>();

    const newest = (await list(pharma, '?type=order&per_page=1')).json<DocumentsList>().items[0]!;
    expect(newest).toMatchObject({
      type: 'order',
      name: sale.name,
      sale_id: sale.id,
      sale_name: sale.name,
      sale_channel: 'web',
      res_model: 'sale.order',
    });
    const all = (await list(pharma, '?per_page=1')).json<DocumentsList>().items[0]!;
    expect(all.id).toBe(newest.id);

    const res = await t.app.inject({
      method: 'GET',
      url: `/documents/${newest.id}/download`,
      headers: { cookie: pharma, 'accept-language': 'fr' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const said = flat(readPdf(res.rawPayload).text);
    expect(said).toContain(sale.name);
    expect(said).toContain(`Total TVAC ${flat(money(toCents(sale.amount.total), 'fr'))}`);
    // Another customer's view of it is a 404, as for the history's documents.
    const other = await t.app.inject({
      method: 'GET',
      url: `/documents/${newest.id}/download`,
      headers: { cookie: vet },
    });
    expect(other.statusCode).toBe(404);
  });
});
