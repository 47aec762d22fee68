import { randomUUID } from 'node:crypto';
import type { BrowserContext } from '@playwright/test';
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

/** The buyer's server cart as {variant id: qty}. */
export async function serverQuantities(login: string): Promise<Record<number, number>> {
  const cart = await serverCart(login);
  return Object.fromEntries((cart?.lines ?? []).map((l) => [l.product_id, l.qty]));
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

/** The buyer adds to their cart from another device: straight to the back office, not through this browser. */
export async function addFromAnotherDevice(login: string, productId: number, qty: number): Promise<void> {
  await sync(await backofficeSession(login), {
    uuid: null,
    transactions: [{ uuid: randomUUID(), product_id: productId, qty, options: null }],
  });
}

/** A variant's id from its SKU (an exact-code search). */
export async function variantIdBySku(sku: string): Promise<number> {
  const res = await fetch(`${BACKOFFICE_URL}/search/products?q=${encodeURIComponent(sku)}`);
  const body = (await res.json()) as { exact_match: { variant_id: number } | null };
  if (!body.exact_match) throw new Error(`no variant ${sku}`);
  return body.exact_match.variant_id;
}

/** A variant's net price for the buyer, as the back office computes it for them. */
export async function variantNetPrice(login: string, variantId: number): Promise<number> {
  const token = await backofficeSession(login);
  const res = await fetch(`${BACKOFFICE_URL}/search/variants/by-ids?ids=${variantId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { items: { price: { value: number } }[] };
  return body.items[0]!.price.value;
}

/** The back-office session token the storefront's cookie carries for the signed-in buyer. */
export async function backofficeTokenOf(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === 'vetshop_sf')!;
  const payload = decodeURIComponent(cookie.value).split('.')[0]!;
  return (JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as { token: string }).token;
}

/** Ends a back-office session behind the storefront's back. */
export function backofficeLogout(token: string): Promise<Response> {
  return fetch(`${BACKOFFICE_URL}/auth/logout`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
}
