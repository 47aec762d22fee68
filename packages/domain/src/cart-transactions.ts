/**
 * Pure cart-transaction planner (spec doc 2 §4 "Cart synchronisation"): the displayed cart is the
 * server cart with the pending transactions applied. Like Vendure's order merger it only returns a
 * plan; persisting it is the caller's job.
 */

export type LineOptions = Record<string, unknown> | null;

export interface CartTransaction {
  uuid?: string;
  productId: number;
  /** Signed change of quantity. */
  qty: number;
  options?: LineOptions;
}

export interface CartLineLike {
  productId: number;
  qty: number;
  options: LineOptions;
}

export interface IgnoredTransaction {
  tx: CartTransaction;
  reason: 'invalid' | 'no_line_to_reduce';
}

export interface CartPlan<L> {
  /** The resulting cart lines, in order: surviving lines keep their place, new lines are appended. */
  lines: L[];
  /** New lines (from makeLine), in their final state. */
  inserted: L[];
  /** Copies of original lines whose qty changed, in their final state. */
  updated: L[];
  /** Original line objects (by identity) that are gone: reduced to ≤ 0 or merged into an identical line. */
  removed: L[];
  ignored: IgnoredTransaction[];
}

function isPlainObject(x: unknown): x is Record<string, unknown> {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return false;
  const proto: unknown = Object.getPrototypeOf(x);
  return proto === Object.prototype || proto === null;
}

/** Product id present (positive integer), qty present and an integer, options absent/null/an object. */
export function isValidTransaction(x: unknown): x is CartTransaction {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return false;
  const { productId, qty, options, uuid } = x as Record<string, unknown>;
  return (
    typeof productId === 'number' &&
    Number.isSafeInteger(productId) &&
    productId > 0 &&
    typeof qty === 'number' &&
    Number.isSafeInteger(qty) &&
    (options === undefined || options === null || isPlainObject(options)) &&
    (uuid === undefined || typeof uuid === 'string')
  );
}

/** Canonical JSON of a value: object keys sorted at every level, undefined members dropped (as JSON does). */
function canonicalJson(value: unknown, ancestors: Set<object>): string | undefined {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') return Number.isFinite(value) ? JSON.stringify(value) : 'null';
  if (typeof value === 'bigint') return JSON.stringify(value.toString());
  if (typeof value !== 'object') return undefined; // undefined, functions, symbols: absent in JSON
  if (ancestors.has(value)) throw new TypeError('cart line options must not be circular');

  const withToJson = value as { toJSON?: unknown };
  if (typeof withToJson.toJSON === 'function') {
    return canonicalJson((withToJson.toJSON as () => unknown)(), ancestors);
  }
  ancestors.add(value);
  try {
    if (Array.isArray(value)) {
      return `[${value.map((item) => canonicalJson(item, ancestors) ?? 'null').join(',')}]`;
    }
    const members: string[] = [];
    for (const key of Object.keys(value).sort()) {
      const member = canonicalJson((value as Record<string, unknown>)[key], ancestors);
      if (member !== undefined) members.push(`${JSON.stringify(key)}:${member}`);
    }
    return `{${members.join(',')}}`;
  } finally {
    ancestors.delete(value);
  }
}

/**
 * Canonical key of line options; '' for no options (null, undefined and {} all mean none, since
 * the ERP and the browser do not agree on how to send "nothing"). Equal keys ⇔ optionsEqual.
 */
export function optionsKey(o: LineOptions | undefined): string {
  if (o === null || o === undefined) return '';
  const json = canonicalJson(o, new Set()) ?? '';
  return json === '{}' ? '' : json;
}

/** Deep equality of line options; key order is irrelevant, nested objects and arrays compared by value. */
export function optionsEqual(a: LineOptions | undefined, b: LineOptions | undefined): boolean {
  return a === b || optionsKey(a) === optionsKey(b);
}

function lineKey(productId: number, options: LineOptions | undefined): string {
  return `${productId}|${optionsKey(options)}`;
}

interface Slot<L> {
  base: L;
  isOriginal: boolean;
  qty: number;
  gone: boolean;
}

/**
 * Applies transactions to cart lines and says what changed, without mutating anything.
 * Rules: identical lines (same product, deep-equal options) merge, the first keeping its place;
 * a transaction adds to the matching line or, when positive, appends a line made by `makeLine`;
 * a line reaching ≤ 0 is removed; a reduction with no matching line changes nothing.
 * Unchanged lines are returned as the same objects, changed ones as shallow copies.
 */
export function planTransactions<L extends CartLineLike>(
  lines: readonly L[],
  txs: readonly CartTransaction[],
  makeLine: (tx: CartTransaction) => L,
): CartPlan<L> {
  const slots: Slot<L>[] = [];
  const live = new Map<string, Slot<L>>();
  const removed: L[] = [];
  const ignored: IgnoredTransaction[] = [];

  for (const line of lines) {
    const key = lineKey(line.productId, line.options);
    const same = live.get(key);
    if (same) {
      same.qty += line.qty;
      removed.push(line);
      continue;
    }
    const slot: Slot<L> = { base: line, isOriginal: true, qty: line.qty, gone: false };
    slots.push(slot);
    live.set(key, slot);
  }
  // Lines already at ≤ 0 (possibly after merging) are dropped before any transaction.
  for (const [key, slot] of live) {
    if (slot.qty <= 0) {
      slot.gone = true;
      live.delete(key);
    }
  }

  for (const tx of txs) {
    if (!isValidTransaction(tx)) {
      ignored.push({ tx, reason: 'invalid' });
      continue;
    }
    if (tx.qty === 0) continue; // a no-op, not an error
    const key = lineKey(tx.productId, tx.options);
    const slot = live.get(key);
    if (slot) {
      slot.qty += tx.qty;
      if (slot.qty <= 0) {
        slot.gone = true;
        live.delete(key);
      }
    } else if (tx.qty < 0) {
      ignored.push({ tx, reason: 'no_line_to_reduce' });
    } else {
      const made = makeLine(tx);
      const slot: Slot<L> = { base: made, isOriginal: false, qty: tx.qty, gone: false };
      slots.push(slot);
      live.set(lineKey(made.productId, made.options), slot);
    }
  }

  const plan: CartPlan<L> = { lines: [], inserted: [], updated: [], removed, ignored };
  for (const slot of slots) {
    if (slot.gone) {
      if (slot.isOriginal) plan.removed.push(slot.base);
      continue;
    }
    const changed = slot.qty !== slot.base.qty;
    const line: L = changed ? { ...slot.base, qty: slot.qty } : slot.base;
    plan.lines.push(line);
    if (!slot.isOriginal) plan.inserted.push(line);
    else if (changed) plan.updated.push(line);
  }
  return plan;
}

/** The cart as displayed: planTransactions without the bookkeeping. */
export function applyTransactions<L extends CartLineLike>(
  lines: readonly L[],
  txs: readonly CartTransaction[],
  makeLine: (tx: CartTransaction) => L,
): L[] {
  return planTransactions(lines, txs, makeLine).lines;
}

/** Number of articles for the header's cart badge: quantities of lines with qty > 0. */
export function countArticles(lines: readonly CartLineLike[]): number {
  let total = 0;
  for (const line of lines) if (line.qty > 0) total += line.qty;
  return total;
}

/** Number of lines with qty > 0. */
export function countLines(lines: readonly CartLineLike[]): number {
  let count = 0;
  for (const line of lines) if (line.qty > 0) count += 1;
  return count;
}
