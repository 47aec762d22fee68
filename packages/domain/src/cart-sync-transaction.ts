import type { CartRefusalCode } from './cart-sync-plan';
import type { LineOptions } from './cart-transactions';
import { MAX_LINE_QTY } from './constants';
import { holdsUnstorableText } from './storable-text';

/**
 * Reading one transaction of a cart-sync batch as any client may send it (issue 8 §1). Clients in the field
 * resend a refused batch for ever, so nothing wrong with one transaction may refuse the batch: each is read
 * here on its own, and what cannot be read becomes a refusal of that transaction only.
 */

/** Largest id a product can have (the database's 32-bit integer columns). */
export const MAX_PRODUCT_ID = 2_147_483_647;
/** Bounds of a transaction's options (compared and stored as JSON): characters of their JSON, and nesting. */
export const MAX_OPTIONS_JSON_LENGTH = 4096;
export const MAX_OPTIONS_DEPTH = 8;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value is a UUID string (any version, any case), as the database's uuid columns accept it. */
export const isUuid = (x: unknown): x is string => typeof x === 'string' && UUID.test(x);

/** A transaction that can be applied; `uuid` null = the client sent none (it cannot be de-duplicated). */
export interface ReadTransaction {
  uuid: string | null;
  productId: number;
  qty: number;
  options: LineOptions;
}

export type TransactionReading =
  | { ok: true; transaction: ReadTransaction }
  /** What the refusal can name: the uuid and product id when they were readable. */
  | { ok: false; code: CartRefusalCode; uuid: string | null; productId: number | null };

const isPlainObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

/** Nesting depth of a JSON value (a scalar is 0), stopping as soon as `limit` is passed. */
function depthOver(value: unknown, limit: number, depth = 0): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (depth + 1 > limit) return true;
  return Object.values(value).some((v) => depthOver(v, limit, depth + 1));
}

/**
 * Whether a JSON value holds a key that rewrites an object's prototype when code copies it by assignment
 * (`__proto__`, or `constructor` holding `prototype`). Fastify's JSON parser refuses such a body whole; the
 * sync's own parser keeps them as plain data so that only the transaction holding one is refused.
 */
function hasPrototypeKey(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(
    ([k, v]) =>
      k === '__proto__' ||
      (k === 'constructor' && typeof v === 'object' && v !== null && Object.hasOwn(v, 'prototype')) ||
      hasPrototypeKey(v),
  );
}

function readOptions(raw: unknown): LineOptions | undefined {
  if (raw === undefined || raw === null) return null;
  if (!isPlainObject(raw)) return undefined;
  // Depth first: it bounds the walks below. A NUL character or a lone surrogate cannot be stored in jsonb.
  if (depthOver(raw, MAX_OPTIONS_DEPTH) || holdsUnstorableText(raw) || hasPrototypeKey(raw)) return undefined;
  const json = JSON.stringify(raw);
  if (json === undefined || json.length > MAX_OPTIONS_JSON_LENGTH) return undefined;
  return raw;
}

/**
 * One transaction of a batch, read leniently: `uuid` may be absent (null), `productId` is an alias of
 * `product_id` (spec doc 2 §7 names it so), `options` absent = null. Refused, in this order: not an object,
 * a uuid that is not a UUID string, a product id that is not an integer (an integer no product can have is
 * `product_unknown`), a qty that is not an integer within ±MAX_LINE_QTY, options that are not an object,
 * are too large or too deep, or hold a NUL character, a lone UTF-16 surrogate or a `__proto__` key. A
 * transaction with a `__proto__` key of its own is `transaction_invalid`.
 */
export function readSyncTransaction(raw: unknown): TransactionReading {
  if (!isPlainObject(raw)) return { ok: false, code: 'transaction_invalid', uuid: null, productId: null };
  const rawUuid = raw.uuid;
  const uuid = isUuid(rawUuid) ? rawUuid.toLowerCase() : null;
  const rawId = raw.product_id ?? raw.productId;
  const productId = Number.isSafeInteger(rawId) ? (rawId as number) : null;
  const refuse = (code: CartRefusalCode): TransactionReading => ({ ok: false, code, uuid, productId });
  // Other unknown keys are ignored; this one would rewrite the prototype of whatever it is copied into.
  if (Object.hasOwn(raw, '__proto__')) return refuse('transaction_invalid');

  if (rawUuid !== undefined && rawUuid !== null && uuid === null) return refuse('uuid_invalid');
  if (productId === null) return refuse('product_id_invalid');
  if (productId < 1 || productId > MAX_PRODUCT_ID) return refuse('product_unknown');
  const qty = raw.qty;
  if (typeof qty !== 'number' || !Number.isInteger(qty) || Math.abs(qty) > MAX_LINE_QTY)
    return refuse('qty_invalid');
  const options = readOptions(raw.options);
  if (options === undefined) return refuse('options_invalid');
  return { ok: true, transaction: { uuid, productId, qty, options } };
}
