import type { Readable } from 'node:stream';
import type { DocumentsList, DocumentType, Locale } from '@vetshop/contract';
import { loadPricing, type Executor } from '@vetshop/db';
import { resolvePrice, type IsoDate } from '@vetshop/domain';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import type { CustomerContext } from '../../plugins/request-context';
import { saleDetail } from '../sales';
import { documentTitle } from './pdf/labels';
import { pdfFileName } from './pdf/layout';
import { streamPricelist, type PricelistRow } from './pdf/pricelist';
import { renderSaleDocument, type SaleDocumentType } from './pdf/sale-document';
import * as repo from './repository';
import { saleDocumentData } from './sale-document-data';

/** A PDF to send: a buffer (order documents) or a stream (the pricelist). */
export interface PdfFile {
  fileName: string;
  body: Buffer | Readable;
}

const SALE_MODEL = 'sale.order';
const PARTNER_MODEL = 'res.partner';
/** Rows read from the database at a time for the pricelist: one query for the variants, one for their prices. */
export const PRICELIST_BATCH = 500;

export async function listDocuments(
  ctx: AppContext,
  customer: CustomerContext,
  query: { page: number; per_page: number; type: DocumentType | 'all'; sale_id?: number | undefined },
): Promise<DocumentsList> {
  const filter = { type: query.type === 'all' ? null : query.type, saleId: query.sale_id ?? null };
  const [total, rows] = await Promise.all([
    repo.countDocuments(ctx.db, customer.customerId, filter),
    repo.listDocuments(
      ctx.db,
      customer.customerId,
      filter,
      query.per_page,
      (query.page - 1) * query.per_page,
    ),
  ]);
  return {
    count: total,
    items: rows.map(({ document: d, saleName }) => ({
      id: d.id,
      name: d.number,
      type: d.type,
      format: 'pdf',
      res_model: d.saleOrderId === null ? PARTNER_MODEL : SALE_MODEL,
      sale_id: d.saleOrderId,
      sale_name: saleName,
      sale_channel: d.channel,
      document_date: d.documentDate.toISOString(),
    })),
  };
}

async function customerFacts(db: Executor, customerId: number) {
  const facts = await repo.customerFacts(db, customerId);
  if (!facts) throw notFound();
  return facts;
}

async function renderForSale(
  ctx: AppContext,
  customer: CustomerContext,
  doc: { type: SaleDocumentType; number: string; date: Date; saleOrderId: number },
): Promise<PdfFile> {
  const locale = customer.locale;
  // saleDetail answers 404 for another customer's order: the document row's owner is checked twice.
  const sale = await saleDetail(ctx.db, customer.customerId, doc.saleOrderId, locale);
  const [facts, cnkByVariant] = await Promise.all([
    customerFacts(ctx.db, customer.customerId),
    repo.cnkCodes(
      ctx.db,
      sale.lines.flatMap((l) => (l.product_id === null ? [] : [l.product_id])),
    ),
  ]);
  const data = saleDocumentData({
    type: doc.type,
    number: doc.number,
    date: doc.date,
    sale,
    customer: { name: facts.name, ref: facts.ref, vat: facts.vat },
    cnkByVariant,
    locale,
  });
  return {
    fileName: pdfFileName(documentTitle(doc.type, locale), doc.number),
    body: await renderSaleDocument(data, locale),
  };
}

/** Any document of the buyer's list; another customer's document is a 404. */
export async function downloadDocument(
  ctx: AppContext,
  customer: CustomerContext,
  id: number,
): Promise<PdfFile> {
  const doc = await repo.findDocument(ctx.db, customer.customerId, id);
  if (!doc) throw notFound();
  switch (doc.type) {
    case 'pricelist':
      return pricelist(ctx, customer, doc.number);
    case 'discount':
      // No document of this type is issued yet (the demo data has none): nothing to draw it from.
      throw notFound();
    default:
      if (doc.saleOrderId === null) throw notFound();
      return renderForSale(ctx, customer, {
        type: doc.type,
        number: doc.number,
        date: doc.documentDate,
        saleOrderId: doc.saleOrderId,
      });
  }
}

/**
 * The order confirmation of an order (`GET sales/{id}/download`). Every order has one, also an order placed
 * after the documents were listed: its number is the order's.
 */
export async function downloadSale(
  ctx: AppContext,
  customer: CustomerContext,
  saleId: number,
): Promise<PdfFile> {
  const doc = await repo.findOrderDocument(ctx.db, customer.customerId, saleId);
  const sale = doc ? null : await saleDetail(ctx.db, customer.customerId, saleId, customer.locale);
  return renderForSale(ctx, customer, {
    type: 'order',
    number: doc?.number ?? sale!.name,
    date: doc?.documentDate ?? new Date(sale!.date_order),
    saleOrderId: saleId,
  });
}

/** `GET invoice/{id}/download`: `{id}` is the invoice's document id (from the documents list). */
export async function downloadInvoice(
  ctx: AppContext,
  customer: CustomerContext,
  id: number,
): Promise<PdfFile> {
  const doc = await repo.findDocument(ctx.db, customer.customerId, id);
  if (!doc || doc.type !== 'invoice' || doc.saleOrderId === null) throw notFound();
  return renderForSale(ctx, customer, {
    type: 'invoice',
    number: doc.number,
    date: doc.documentDate,
    saleOrderId: doc.saleOrderId,
  });
}

/** The buyer's prices of today, read batch by batch (keyset on SKU) and priced as the search prices them. */
async function* pricelistRows(
  db: Executor,
  opts: { veterinary: boolean; pricelistId: number; today: IsoDate; locale: Locale },
): AsyncGenerator<PricelistRow[]> {
  let after: string | null = null;
  for (;;) {
    const rows = await repo.pricelistBatch(db, opts.veterinary, after, PRICELIST_BATCH);
    if (rows.length === 0) return;
    const pricing = await loadPricing(
      db,
      rows.map((r) => r.id),
      opts.pricelistId,
    );
    yield rows.map((r) => {
      const p = pricing.get(r.id);
      const price = p
        ? resolvePrice(p, { quantity: 1, date: opts.today, isVeterinary: opts.veterinary })
        : null;
      const variant = r.variantLabel?.[opts.locale];
      return {
        sku: r.sku,
        cnk: r.cnk,
        name: variant ? `${r.productName[opts.locale]} - ${variant}` : r.productName[opts.locale],
        indicatedCents: price?.indicatedPriceCents ?? null,
        grossCents: price?.grossCents ?? null,
        discountBp: price?.discountBp ?? 0,
        netCents: price?.netCents ?? null,
        taxRateBp: r.taxRateBp,
      };
    });
    after = rows[rows.length - 1]!.sku;
    if (rows.length < PRICELIST_BATCH) return;
  }
}

/** The pricelist of the buyer's own prices, generated on download and streamed page by page. */
export async function pricelist(
  ctx: AppContext,
  customer: CustomerContext,
  number: string,
): Promise<PdfFile> {
  const facts = await customerFacts(ctx.db, customer.customerId);
  const veterinary = customer.role === 'veterinary';
  const total = await repo.countPricelistVariants(ctx.db, veterinary);
  const today = ctx.today();
  const body = streamPricelist({
    locale: customer.locale,
    number,
    customer: { name: facts.name, ref: facts.ref, vat: facts.vat },
    date: ctx.now(),
    total,
    batches: pricelistRows(ctx.db, {
      veterinary,
      pricelistId: customer.pricelistId,
      today,
      locale: customer.locale,
    }),
  });
  return { fileName: pdfFileName(documentTitle('pricelist', customer.locale), number), body };
}
