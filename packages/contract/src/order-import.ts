import { ORDER_IMPORT_ROW_REASONS } from '@vetshop/domain';
import { z } from 'zod';
import { cartSchema } from './cart';

/** POST carts/csv (issue 9 §5): the CSV order import. The file is the multipart body's one file part. */

/**
 * The import's id, made by the client once per file chosen: the rows are applied to the cart at most once per
 * import id (a resend after a lost answer adds nothing twice). Optional (issue 17 §5): the spec's call sends
 * the file only; an `Idempotency-Key` header does the same, and with neither each call is a new import.
 */
export const orderImportQuerySchema = z.object({
  import_uuid: z
    .uuid()
    .optional()
    .describe(
      'The import id (one per file chosen): the same id again adds nothing. Wins over Idempotency-Key.',
    ),
});

/** Longest Idempotency-Key accepted (a UUID or a client's own key; it is only hashed, never stored). */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

/**
 * The headers POST carts/csv reads: `Idempotency-Key` (the IETF draft's header, as integrations send it) makes
 * the import idempotent like `import_uuid`. A loose object: every other header stays as sent.
 */
export const orderImportHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string()
    .trim()
    .min(1)
    .max(IDEMPOTENCY_KEY_MAX_LENGTH)
    .optional()
    .describe('Any key of the client (e.g. a UUID) naming this import: the same key again adds nothing'),
});

/** The multipart body as the storefront hands it to its client (the back office reads the stream itself). */
export const orderImportBodySchema = z.custom<FormData>(
  (value) => typeof FormData !== 'undefined' && value instanceof FormData,
  'a multipart form with one file field',
);

export const orderImportRowSchema = z.object({
  /** The row's number in the file (1 = the header), as a spreadsheet shows it. */
  row: z.number().int(),
  code: z.string(),
  /** The quantity read; null when the cell is not a whole number. */
  qty: z.number().int().nullable(),
  /** The quantity cell as written. */
  qty_text: z.string(),
  status: z.enum(['added', 'merged', 'skipped']),
  reason: z.enum(ORDER_IMPORT_ROW_REASONS).nullable(),
  /** Why the row was skipped, in the caller's language; null for added and merged rows. */
  message: z.string().nullable(),
  product_id: z.number().int().nullable(),
  /** For a merged row: the row whose line it was added to. */
  merged_into: z.number().int().nullable(),
});
export type OrderImportRow = z.infer<typeof orderImportRowSchema>;

export const orderImportReportSchema = z.object({
  import_uuid: z.uuid(),
  encoding: z.enum(['utf-8', 'windows-1252']),
  separator: z.enum([';', ',']),
  counts: z.object({
    rows: z.number().int(),
    added: z.number().int(),
    merged: z.number().int(),
    skipped: z.number().int(),
  }),
  /** Every data row of the file, in file order. */
  rows: z.array(orderImportRowSchema),
  /** This import id was applied before: the cart was not changed again. */
  replayed: z.boolean(),
  /** The current cart after the import; null when the buyer has none (nothing imported into no cart). */
  cart: cartSchema.nullable(),
});
export type OrderImportReport = z.infer<typeof orderImportReportSchema>;
