import { refusalFor, type SaleFacts } from './cart-sync-plan';
import { readSyncTransaction } from './cart-sync-transaction';
import { optionsKey, type LineOptions } from './cart-transactions';
import type { CsvRecord } from './csv-text';
import type { Role } from './enums';

/**
 * The CSV order import's plan (issue 9 §5), pure: which column holds what (by header name, in fr/nl/en and
 * as practice software names them), what each row of the file becomes given the variants its codes name, and
 * the cart lines to add. Like the cart's planners it only decides; the back office looks up and persists.
 */

/**
 * Ours, not the spec's: data rows one file may hold (a practice's order is tens of lines). The rows go to the cart
 * as one sync batch, whose limit (the contract's MAX_TRANSACTIONS_PER_SYNC) is the same number.
 */
export const ORDER_IMPORT_MAX_ROWS = 2000;
/** Ours, not the spec's: the default size limit of an import file (the back office's ORDER_IMPORT_MAX_MB). */
export const ORDER_IMPORT_DEFAULT_MAX_MB = 2;

/** Which code a column holds. `any`: a column named just "code" — SKU, else CNK, else barcode. */
export type ImportCodeKind = 'sku' | 'cnk' | 'barcode' | 'any';

/** Header names, compared lower case, without accents, spaces or punctuation (see headerKey). */
const HEADER_NAMES: Readonly<Record<ImportCodeKind | 'qty' | 'options', readonly string[]>> = {
  sku: [
    'sku',
    'reference',
    'ref',
    'referentie',
    'referencearticle',
    'refarticle',
    'article',
    'artikel',
    'artikelnummer',
    'artikelnr',
    'articlecode',
    'artikelcode',
    'productcode',
    'codeproduit',
    'itemcode',
    'item',
    'codearticle',
  ],
  cnk: ['cnk', 'cnkcode', 'codecnk', 'apb', 'codeapb'],
  barcode: [
    'barcode',
    'ean',
    'ean13',
    'gtin',
    'codebarres',
    'codebarre',
    'streepjescode',
    'eancode',
    'codeean',
  ],
  any: ['code', 'productid', 'produit', 'product'],
  qty: [
    'quantity',
    'quantite',
    'qty',
    'qte',
    'qt',
    'aantal',
    'hoeveelheid',
    'nombre',
    'nb',
    'quantitycommandee',
    'qtycommandee',
    'bestelhoeveelheid',
    'orderqty',
    'quantityordered',
  ],
  options: ['options', 'option', 'opties', 'optie'],
};

/** A header cell as compared with the names above: "Quantité" → "quantite", "Code-barres" → "codebarres". */
export function headerKey(cell: string): string {
  return cell
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

export interface ImportColumns {
  /** The code columns in the order they are read for a row (SKU, CNK, barcode, "code"): the first filled wins. */
  codes: { index: number; kind: ImportCodeKind }[];
  qty: number;
  options: number | null;
}

/** The columns of a header row, or which required ones it lacks (a code column; the quantity column). */
export function findImportColumns(
  header: readonly string[],
): { ok: true; columns: ImportColumns } | { ok: false; missing: ('code' | 'quantity')[] } {
  const keys = header.map(headerKey);
  const find = (kind: keyof typeof HEADER_NAMES) => keys.findIndex((k) => HEADER_NAMES[kind].includes(k));
  const kinds: ImportCodeKind[] = ['sku', 'cnk', 'barcode', 'any'];
  const codes = kinds.map((kind) => ({ index: find(kind), kind })).filter((c) => c.index >= 0);
  const qty = find('qty');
  const missing: ('code' | 'quantity')[] = [];
  if (codes.length === 0) missing.push('code');
  if (qty < 0) missing.push('quantity');
  if (missing.length > 0) return { ok: false, missing };
  const options = find('options');
  return { ok: true, columns: { codes, qty, options: options >= 0 ? options : null } };
}

/** One data row as read from the file: its number, the code it names (and in which column), its raw texts. */
export interface ImportRow {
  row: number;
  kind: ImportCodeKind | null;
  code: string;
  qtyText: string;
  optionsText: string;
}

export type ImportFileError = 'file_empty' | 'columns_missing' | 'too_many_rows';

/** The data rows of parsed records (the first record is the header). */
export function readImportRows(
  records: readonly CsvRecord[],
  maxRows = ORDER_IMPORT_MAX_ROWS,
):
  { ok: true; rows: ImportRow[] } | { ok: false; error: ImportFileError; missing?: ('code' | 'quantity')[] } {
  const [header, ...data] = records;
  if (!header || data.length === 0) return { ok: false, error: 'file_empty' };
  const found = findImportColumns(header.fields);
  if (!found.ok) return { ok: false, error: 'columns_missing', missing: found.missing };
  if (data.length > maxRows) return { ok: false, error: 'too_many_rows' };
  const { codes, qty, options } = found.columns;
  const cell = (fields: string[], i: number | null) => (i === null ? '' : (fields[i] ?? '').trim());
  return {
    ok: true,
    rows: data.map(({ row, fields }) => {
      const first = codes.find((c) => cell(fields, c.index) !== '');
      return {
        row,
        kind: first?.kind ?? null,
        code: first ? cell(fields, first.index) : '',
        qtyText: cell(fields, qty),
        optionsText: cell(fields, options),
      };
    }),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Codes

/** A SKU as compared: trimmed, upper case (practice software retypes them). */
export const normalizeSku = (code: string) => code.trim().toUpperCase();
/** A CNK as compared: its digits, left-padded to 7 (a spreadsheet drops the leading zeros of a number). */
export function normalizeCnk(code: string): string | null {
  const digits = code.replace(/[\s.-]/g, '');
  return /^\d{1,7}$/.test(digits) ? digits.padStart(7, '0') : null;
}
/** A barcode as compared: its digits (spaces and hyphens dropped), 8 to 14 of them. */
export function normalizeBarcode(code: string): string | null {
  const digits = code.replace(/[\s-]/g, '');
  return /^\d{8,14}$/.test(digits) ? digits : null;
}

/** What the back office must look up for these rows: the codes by column they may match, normalised. */
export function importLookupCodes(rows: readonly ImportRow[]): {
  skus: string[];
  cnks: string[];
  barcodes: string[];
} {
  const skus = new Set<string>();
  const cnks = new Set<string>();
  const barcodes = new Set<string>();
  for (const { kind, code } of rows) {
    if (kind === null) continue;
    if (kind === 'sku' || kind === 'any') skus.add(normalizeSku(code));
    const cnk = kind === 'cnk' || kind === 'any' ? normalizeCnk(code) : null;
    if (cnk) cnks.add(cnk);
    const barcode = kind === 'barcode' || kind === 'any' ? normalizeBarcode(code) : null;
    if (barcode) barcodes.add(barcode);
  }
  return { skus: [...skus], cnks: [...cnks], barcodes: [...barcodes] };
}

/** A variant the lookup found, with what decides whether this buyer may order it. */
export interface ImportVariant {
  id: number;
  sku: string;
  cnkCode: string | null;
  barcode: string | null;
  facts: SaleFacts;
}

// ---------------------------------------------------------------------------------------------------------------
// The plan

/**
 * Why a row was skipped. The file's own faults first, then what the buyer may not order; the cart-sync refusals
 * a row can still meet when its line is applied (qty_too_large with the cart's quantity, product_not_priced)
 * keep their sync codes.
 */
export const ORDER_IMPORT_ROW_REASONS = [
  'code_missing',
  'code_unknown',
  'qty_invalid',
  'qty_too_large',
  'options_invalid',
  'customer_cannot_order',
  'product_not_sold_online',
  'product_veterinary_only',
  'product_quotation_only',
  'product_not_priced',
] as const;
export type OrderImportRowReason = (typeof ORDER_IMPORT_ROW_REASONS)[number];

/** added: the first row of its line; merged: a later row of the same product and options, added to it. */
export type OrderImportRowStatus = 'added' | 'merged' | 'skipped';

export interface ImportRowOutcome {
  row: number;
  code: string;
  /** The quantity read, null when it could not be. */
  qty: number | null;
  qtyText: string;
  status: OrderImportRowStatus;
  reason: OrderImportRowReason | null;
  productId: number | null;
  /** For a merged row: the row of the line it was added to. */
  mergedInto: number | null;
}

/** A cart line the import adds: the total quantity of its rows. */
export interface ImportLine {
  productId: number;
  qty: number;
  options: LineOptions;
  /** The rows it comes from, the first being the `added` one. */
  rows: number[];
}

export interface OrderImportPlan {
  rows: ImportRowOutcome[];
  lines: ImportLine[];
}

export interface OrderImportInput {
  rows: readonly ImportRow[];
  variants: readonly ImportVariant[];
  role: Role;
  canOrder: boolean;
  /** The cart's per-line maximum (MAX_LINE_QTY). */
  maxLineQty: number;
}

/** A quantity cell: a positive whole number ("3", "+3", "3,00" and "3.0" as spreadsheets write it), else null. */
export function readImportQty(text: string): number | null {
  const m = /^\+?(\d+)(?:[.,]0*)?$/.exec(text.replace(/\s/g, ''));
  if (!m) return null;
  const n = Number(m[1]);
  return Number.isSafeInteger(n) ? n : null;
}

/** An options cell: empty = none; otherwise a JSON object as a cart line's options (same bounds as the sync's). */
function readImportOptions(text: string): LineOptions | undefined {
  if (text === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const read = readSyncTransaction({ product_id: 1, qty: 1, options: value });
  if (!read.ok) return undefined;
  const options = read.transaction.options;
  return options && Object.keys(options).length > 0 ? options : null;
}

/** The variant a row's code names; when a CNK or barcode names several, the lowest id (the same every time). */
function indexVariants(variants: readonly ImportVariant[]) {
  const bySku = new Map<string, ImportVariant>();
  const byCnk = new Map<string, ImportVariant>();
  const byBarcode = new Map<string, ImportVariant>();
  const sorted = [...variants].sort((a, b) => a.id - b.id);
  for (const v of sorted) {
    const sku = normalizeSku(v.sku);
    if (!bySku.has(sku)) bySku.set(sku, v);
    const cnk = v.cnkCode ? normalizeCnk(v.cnkCode) : null;
    if (cnk && !byCnk.has(cnk)) byCnk.set(cnk, v);
    const barcode = v.barcode ? normalizeBarcode(v.barcode) : null;
    if (barcode && !byBarcode.has(barcode)) byBarcode.set(barcode, v);
  }
  return (kind: ImportCodeKind, code: string): ImportVariant | undefined => {
    const cnk = normalizeCnk(code);
    const barcode = normalizeBarcode(code);
    if (kind === 'sku') return bySku.get(normalizeSku(code));
    if (kind === 'cnk') return cnk ? byCnk.get(cnk) : undefined;
    if (kind === 'barcode') return barcode ? byBarcode.get(barcode) : undefined;
    return (
      bySku.get(normalizeSku(code)) ??
      (cnk ? byCnk.get(cnk) : undefined) ??
      (barcode ? byBarcode.get(barcode) : undefined)
    );
  };
}

/** The cart's refusal of a product for this buyer (refusalFor), as a row's reason; product_unknown = inactive. */
function saleRefusal(facts: SaleFacts, role: Role): OrderImportRowReason | 'product_unknown' | null {
  const code = refusalFor(facts, role);
  switch (code) {
    case null:
    case 'product_unknown':
    case 'product_not_sold_online':
    case 'product_veterinary_only':
    case 'product_quotation_only':
      return code;
    default:
      // refusalFor decides on the product alone; any code it may gain later still refuses the row.
      return 'product_unknown';
  }
}

/**
 * What each row becomes, in file order: skipped with a reason (no code, unknown code, a quantity that is not a
 * whole number above 0, more than the per-line maximum — alone or with the rows before it of the same line —,
 * options that cannot be read, a product this buyer may not order), else added as a line or merged into the
 * line of an earlier row of the same product and options (quantities added).
 */
export function planOrderImport(input: OrderImportInput): OrderImportPlan {
  const find = indexVariants(input.variants);
  const lines = new Map<string, ImportLine>();
  const rows: ImportRowOutcome[] = [];
  for (const r of input.rows) {
    const qty = readImportQty(r.qtyText);
    const outcome: ImportRowOutcome = {
      row: r.row,
      code: r.code,
      qty,
      qtyText: r.qtyText,
      status: 'skipped',
      reason: null,
      productId: null,
      mergedInto: null,
    };
    rows.push(outcome);
    const skip = (reason: OrderImportRowReason) => {
      outcome.reason = reason;
    };
    if (r.kind === null || r.code === '') {
      skip('code_missing');
      continue;
    }
    const variant = find(r.kind, r.code);
    if (!variant) {
      skip('code_unknown');
      continue;
    }
    outcome.productId = variant.id;
    if (qty === null || qty <= 0) {
      skip('qty_invalid');
      continue;
    }
    const options = readImportOptions(r.optionsText);
    if (options === undefined) {
      skip('options_invalid');
      continue;
    }
    if (!input.canOrder) {
      skip('customer_cannot_order');
      continue;
    }
    const refusal = saleRefusal(variant.facts, input.role);
    if (refusal === 'product_unknown') {
      skip('code_unknown');
      continue;
    }
    if (refusal) {
      skip(refusal);
      continue;
    }
    const key = `${variant.id}|${optionsKey(options)}`;
    const line = lines.get(key);
    if ((line?.qty ?? 0) + qty > input.maxLineQty) {
      skip('qty_too_large');
      continue;
    }
    if (line) {
      line.qty += qty;
      line.rows.push(r.row);
      outcome.status = 'merged';
      outcome.mergedInto = line.rows[0]!;
    } else {
      lines.set(key, { productId: variant.id, qty, options, rows: [r.row] });
      outcome.status = 'added';
    }
  }
  return { rows, lines: [...lines.values()] };
}

/** Rows by status: what the report's counts say. */
export function countImportRows(rows: readonly Pick<ImportRowOutcome, 'status'>[]) {
  const counts = { added: 0, merged: 0, skipped: 0 };
  for (const r of rows) counts[r.status] += 1;
  return counts;
}
