import { SALE_CHANNELS } from '@vetshop/domain';
import { z } from 'zod';

/**
 * A buyer's documents (spec doc 1 §3 Document, doc 2 §7 Documents): order confirmations, delivery notes,
 * invoices and credit notes of the order history, and the pricelist (and discount list) made on download.
 */
export const DOCUMENT_TYPES = [
  'order',
  'delivery_note',
  'invoice',
  'credit_note',
  'pricelist',
  'discount',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const documentTypeSchema = z.enum(DOCUMENT_TYPES);

/** The list's filter: one type, or `all`. */
export const documentTypeFilterSchema = z.enum(['all', ...DOCUMENT_TYPES]);
export type DocumentTypeFilter = z.infer<typeof documentTypeFilterSchema>;

export const DOCUMENTS_PER_PAGE = 20;

export const documentsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(DOCUMENTS_PER_PAGE),
  type: documentTypeFilterSchema.default('all'),
  /** Only the documents of this order (the order page's downloads); another customer's order lists nothing. */
  sale_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});

export const documentItemSchema = z.object({
  id: z.number().int(),
  /** The document's number (an invoice's F2026-000042; an order confirmation's is the order number). */
  name: z.string(),
  type: documentTypeSchema,
  format: z.literal('pdf'),
  /** What the document belongs to: `sale.order` (order documents) or `res.partner` (pricelist, discounts). */
  res_model: z.enum(['sale.order', 'res.partner']),
  sale_id: z.number().int().nullable(),
  sale_name: z.string().nullable(),
  sale_channel: z.enum(SALE_CHANNELS).nullable(),
  document_date: z.string().describe('ISO 8601 date-time'),
});
export type DocumentItem = z.infer<typeof documentItemSchema>;

/** Newest first. */
export const documentsListSchema = z.object({
  count: z.number().int(),
  items: z.array(documentItemSchema),
});
export type DocumentsList = z.infer<typeof documentsListSchema>;

/**
 * A downloaded PDF. The answer is binary (`application/pdf`, attachment): read it with the raw response
 * (the storefront's `bo.send`), never as JSON.
 */
export const pdfFileSchema = z.string().describe('PDF file (binary)');
