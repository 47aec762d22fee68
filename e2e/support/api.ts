import { randomUUID } from 'node:crypto';
import { BACKOFFICE_URL } from './ports';

/**
 * Direct calls to the back office, for test set-up only (emptying a buyer's cart, reading what the server
 * really holds): the journeys themselves go through the browser.
 */
export async function backofficeSession(login: string, password = 'demo1234'): Promise<string> {
  const res = await fetch(`${BACKOFFICE_URL}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login, password }),
  });
  if (!res.ok) throw new Error(`back-office login ${login}: ${res.status}`);
  return /vetshop_session=([^;]+)/.exec(res.headers.getSetCookie().join(';'))![1]!;
}

export interface ServerCart {
  uuid: string;
  lines: { product_id: number; qty: number; options: Record<string, unknown> | null; name: string }[];
  amount: { total: number; untaxed: number };
}

async function sync(token: string, body: unknown): Promise<ServerCart | null> {
  const res = await fetch(`${BACKOFFICE_URL}/v2/cart/sync`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (res.status === 204) return null;
  if (!res.ok) throw new Error(`sync: ${res.status} ${await res.text()}`);
  return (await res.json()) as ServerCart;
}

/** The buyer's current cart as the back office holds it (null: none). */
export async function serverCart(login: string): Promise<ServerCart | null> {
  return sync(await backofficeSession(login), { uuid: null, transactions: [] });
}

/** Empties the buyer's current cart on the server. */
export async function emptyCart(login: string): Promise<void> {
  const token = await backofficeSession(login);
  const cart = await sync(token, { uuid: null, transactions: [] });
  if (!cart || cart.lines.length === 0) return;
  await sync(token, {
    uuid: cart.uuid,
    transactions: cart.lines.map((l) => ({
      uuid: randomUUID(),
      product_id: l.product_id,
      qty: -l.qty,
      options: l.options,
    })),
  });
}

/** A variant's id from its SKU (an exact-code search). */
export async function variantIdBySku(sku: string): Promise<number> {
  const res = await fetch(`${BACKOFFICE_URL}/search/products?q=${encodeURIComponent(sku)}`);
  const body = (await res.json()) as { exact_match: { variant_id: number } | null };
  if (!body.exact_match) throw new Error(`no variant ${sku}`);
  return body.exact_match.variant_id;
}
