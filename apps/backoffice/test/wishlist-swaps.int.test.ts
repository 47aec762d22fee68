import type { WishlistChange, WishlistDetail } from '@vetshop/contract';
import { queryRows } from '@vetshop/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, pickVariants, type TestApp } from './harness';

/**
 * POST wishlists/{id}/update when products change places between lines (issue 10 follow-up): a product is once
 * per list (unique index), so lines that swap products, or a substitute another line gives up in the same
 * request, must never meet the index half-way (a 500). Only the final state is judged: a product twice in it is
 * the spec's 409 duplicate.
 */
let t: TestApp;
let vet: string;
/** x, y, z: products each the substitute of the next (x → y → z → x), made so by this file's own rows. */
let x: number;
let y: number;
let z: number;

function call(method: 'GET' | 'POST', url: string, payload?: object, lang = 'fr') {
  return t.app.inject({
    method,
    url,
    headers: { cookie: vet, 'accept-language': lang },
    ...(payload ? { payload } : {}),
  });
}

async function create(name: string, productIds: number[]): Promise<WishlistDetail> {
  const res = await call('POST', '/wishlists', {
    name,
    lines: productIds.map((product_id, i) => ({ product_id, quantity: i + 1 })),
  });
  expect(res.statusCode, res.body).toBe(201);
  return detail(res.json<WishlistChange>().id);
}

const detail = async (id: number) => (await call('GET', `/wishlists/${id}`)).json<WishlistDetail>();
const state = (list: WishlistDetail) => list.lines.map((l) => [l.id, l.product_id, l.quantity]);

beforeAll(async () => {
  t = await createTestApp();
  vet = await login(t.app, 'vet@demo.test');
  const picked = await pickVariants(t.db, { count: 3, minStock: 1 });
  [x, y, z] = picked.map((p) => p.id) as [number, number, number];
  // Each is the substitute of the other two, so swaps and rotations are all allowed replacements.
  for (const [a, b] of [
    [x, y],
    [y, x],
    [y, z],
    [z, y],
    [z, x],
    [x, z],
  ] as const)
    await t.db.execute(
      sql`insert into substitutions (variant_id, substitute_variant_id, sequence) values (${a}, ${b}, 9)
          on conflict do nothing`,
    );
});
afterAll(() => t.close());

describe('POST /wishlists/{id}/update, products changing lines', () => {
  it('swaps the products of two lines, each line keeping its id and quantity', async () => {
    const list = await create('Échange', [x, y]);
    const [a, b] = list.lines;
    const res = await call('POST', `/wishlists/${list.id}/update`, {
      lines: [
        { id: a!.id, product_id: y, quantity: a!.quantity },
        { id: b!.id, product_id: x, quantity: b!.quantity },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(state(await detail(list.id))).toEqual([
      [a!.id, y, 1],
      [b!.id, x, 2],
    ]);
  });

  it('rotates three products, and takes a substitute another line gives up for a new product', async () => {
    const list = await create('Rotation', [x, y, z]);
    const [a, b, c] = list.lines;
    const rotated = await call('POST', `/wishlists/${list.id}/update`, {
      lines: [
        { id: a!.id, product_id: y, quantity: 1 },
        { id: b!.id, product_id: z, quantity: 2 },
        { id: c!.id, product_id: x, quantity: 3 },
      ],
    });
    expect(rotated.statusCode, rotated.body).toBe(200);
    expect(state(await detail(list.id))).toEqual([
      [a!.id, y, 1],
      [b!.id, z, 2],
      [c!.id, x, 3],
    ]);
    // a takes z from b, b takes x from c, c goes and a new line takes the y that a gave up.
    const shuffled = await call('POST', `/wishlists/${list.id}/update`, {
      lines: [
        { id: a!.id, product_id: z, quantity: 4 },
        { id: b!.id, product_id: x, quantity: 5 },
        { product_id: y, quantity: 6 },
      ],
    });
    expect(shuffled.statusCode, shuffled.body).toBe(200);
    const after = await detail(list.id);
    expect(after.lines.map((l) => [l.product_id, l.quantity])).toEqual([
      [z, 4],
      [x, 5],
      [y, 6],
    ]);
    expect(after.lines.slice(0, 2).map((l) => l.id)).toEqual([a!.id, b!.id]);
  });

  it('refuses a product twice in the final state with the spec’s 409, in the buyer’s language, and changes nothing', async () => {
    const list = await create('Doublon final', [x, y]);
    const [a, b] = list.lines;
    const res = await call(
      'POST',
      `/wishlists/${list.id}/update`,
      {
        lines: [
          { id: a!.id, product_id: y, quantity: 1 },
          { id: b!.id, product_id: y, quantity: 2 },
        ],
      },
      'nl',
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'wishlist_product_duplicate',
      message: 'Dit product staat al in deze standaardbestelling',
      fields: [{ path: 'body.lines.1.product_id' }],
    });
    expect(state(await detail(list.id))).toEqual(state(list));
  });

  it('never answers a 5xx when updates of the same list run at once, and leaves every product once', async () => {
    const list = await create('Concurrence échanges', [x, y, z]);
    const [a, b, c] = list.lines;
    const swapAB = {
      lines: [
        { id: a!.id, product_id: y, quantity: 1 },
        { id: b!.id, product_id: x, quantity: 2 },
        { id: c!.id, product_id: z, quantity: 3 },
      ],
    };
    const rotate = {
      lines: [
        { id: a!.id, product_id: z, quantity: 1 },
        { id: b!.id, product_id: x, quantity: 2 },
        { id: c!.id, product_id: y, quantity: 3 },
      ],
    };
    const dropC = {
      lines: [
        { id: a!.id, product_id: z, quantity: 7 },
        { id: b!.id, product_id: y, quantity: 8 },
      ],
    };
    const answers = await Promise.all(
      [swapAB, rotate, dropC, swapAB, rotate].map((body) =>
        call('POST', `/wishlists/${list.id}/update`, body),
      ),
    );
    for (const res of answers) expect([200, 404, 409, 422], res.body).toContain(res.statusCode);
    const [dupes] = await queryRows<{ n: number | string }>(
      t.db,
      sql`select count(*) - count(distinct variant_id) as n from wishlist_lines where wishlist_id = ${list.id}`,
    );
    expect(Number(dupes!.n)).toBe(0);
  });
});
