import { createHash, randomUUID } from 'node:crypto';
import { MAX_LINE_QTY, type OrderImportReport, type OrderImportRow } from '@vetshop/contract';
import {
  countImportRows,
  decodeCsvBytes,
  importLookupCodes,
  looksLikeText,
  optionsKey,
  ORDER_IMPORT_MAX_ROWS,
  parseCsv,
  planOrderImport,
  readImportRows,
  type ImportLine,
  type ImportRowOutcome,
  type OrderImportRowReason,
} from '@vetshop/domain';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { translate } from '../../i18n/messages';
import type { CustomerContext } from '../../plugins/request-context';
import { variantsByCodes } from './csv-import-repository';
import { syncCart } from './sync';

/** The file as the route received it. */
export interface ImportFile {
  name: string;
  bytes: Uint8Array;
}

/** A UUID shaped as version 5 (SHA-1 of the name): the same name always gives the same UUID. */
function nameUuid(name: string): string {
  const hex = createHash('sha1').update(name).digest('hex');
  const variant = ((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The cart-sync transaction uuid of one import line: the same import id and line (variant + options) always give
 * the same uuid, so the sync's exactly-once rule makes a replayed import add nothing. Shaped as a version-5 UUID
 * (SHA-1 of the names), which the sync's uuid columns accept.
 */
export function importTransactionUuid(
  importUuid: string,
  line: Pick<ImportLine, 'productId' | 'options'>,
): string {
  return nameUuid(
    `vetshop-csv-import:${importUuid.toLowerCase()}:${line.productId}|${optionsKey(line.options)}`,
  );
}

/**
 * The import id of a call (issue 17 §5): `import_uuid` when given; else one derived from the `Idempotency-Key`
 * header (the same key, the same id: a resend adds nothing); else a new one — the spec's call sends the file
 * only, and then each call is an import of its own. Transaction uuids are per customer, so two customers using
 * the same key never meet.
 */
export function importIdOf(importUuid: string | undefined, idempotencyKey: string | undefined): string {
  if (importUuid !== undefined) return importUuid.toLowerCase();
  if (idempotencyKey !== undefined) return nameUuid(`vetshop-csv-import-key:${idempotencyKey}`);
  return randomUUID();
}

/** Only the name decides this one; the content is checked too (checkCsvFile). */
export const hasCsvName = (name: string) => /\.csv$/i.test(name.trim());

/** A file that is not a CSV by its name or its content is refused (415) before anything is read from it. */
export function checkCsvFile(file: ImportFile): void {
  if (!hasCsvName(file.name) || !looksLikeText(file.bytes)) throw new AppError(415, 'import_file_not_csv');
}

/** Why each sync refusal refuses its rows: the sync's codes that a positive import line can meet. */
function reasonOfRefusal(code: string): OrderImportRowReason {
  switch (code) {
    case 'qty_too_large':
    case 'product_not_priced':
    case 'product_not_sold_online':
    case 'product_veterinary_only':
    case 'product_quotation_only':
      return code;
    default:
      return 'code_unknown';
  }
}

/**
 * POST carts/csv: reads the file (UTF-8 or Windows-1252, `;` or `,`), plans its rows (domain planOrderImport),
 * and applies the lines to the buyer's current cart as ONE batch of the cart sync (same locking, pricing,
 * refusals and exactly-once rule as every cart change), each line's transaction uuid derived from the import id.
 * Answers every row with its outcome and the cart. A line the sync refuses (e.g. with the cart's quantity it
 * would pass the line maximum) skips its rows with the sync's reason.
 */
export async function importCsv(
  ctx: AppContext,
  customer: CustomerContext,
  importUuid: string,
  file: ImportFile,
): Promise<OrderImportReport> {
  checkCsvFile(file);
  const { text, encoding } = decodeCsvBytes(file.bytes);
  const { separator, records } = parseCsv(text);
  const read = readImportRows(records, ORDER_IMPORT_MAX_ROWS);
  if (!read.ok) {
    if (read.error === 'too_many_rows')
      throw new AppError(422, 'import_too_many_rows', { max: ORDER_IMPORT_MAX_ROWS });
    if (read.error === 'columns_missing')
      throw new AppError(422, 'import_columns_missing', { columns: (read.missing ?? []).join(', ') });
    throw new AppError(422, 'import_file_empty');
  }

  const variants = await variantsByCodes(ctx.db, importLookupCodes(read.rows));
  const plan = planOrderImport({
    rows: read.rows,
    variants,
    role: customer.role,
    canOrder: customer.canOrder,
    maxLineQty: MAX_LINE_QTY,
  });

  const transactions = plan.lines.map((line) => ({
    uuid: importTransactionUuid(importUuid, line),
    product_id: line.productId,
    qty: line.qty,
    options: line.options,
  }));
  // With nothing to add, the sync still answers the current cart (null when the buyer has none).
  const cart = await syncCart(ctx, customer, { uuid: null, transactions });

  const outcomes = new Map<number, ImportRowOutcome>(plan.rows.map((r) => [r.row, r]));
  const messages = new Map<number, string>();
  for (const refusal of cart?.sync?.rejected ?? []) {
    const line = plan.lines[refusal.index];
    if (!line) continue;
    for (const row of line.rows) {
      const outcome = outcomes.get(row);
      if (!outcome) continue;
      Object.assign(outcome, { status: 'skipped', reason: reasonOfRefusal(refusal.code), mergedInto: null });
      messages.set(row, refusal.message);
    }
  }
  const duplicates = new Set(cart?.sync?.duplicates ?? []);
  const replayed = transactions.length > 0 && transactions.every((t) => duplicates.has(t.uuid));

  const rows: OrderImportRow[] = plan.rows.map((r) => ({
    row: r.row,
    code: r.code,
    qty: r.qty,
    qty_text: r.qtyText,
    status: r.status,
    reason: r.reason,
    message:
      r.reason === null
        ? null
        : (messages.get(r.row) ??
          translate(`import_row_${r.reason}`, customer.locale, { max: MAX_LINE_QTY })),
    product_id: r.productId,
    merged_into: r.mergedInto,
  }));
  return {
    import_uuid: importUuid.toLowerCase(),
    encoding,
    separator,
    counts: { rows: rows.length, ...countImportRows(plan.rows) },
    rows,
    replayed,
    cart,
  };
}
