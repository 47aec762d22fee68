import type { ProductSearchResult } from '@vetshop/contract';
import { queryRows } from '@vetshop/db';
import { todayIso } from '@vetshop/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from './harness';

/**
 * The search pages' scopes (issue 20 §5: /promotions, /selection, /vetgroup), over HTTP on the small demo: each
 * resolved from the caller's session, never from a parameter.
 */

let t: TestApp;
let vet: string;
let pharma: string;
beforeAll(async () => {
  t = await createTestApp();
  vet = await login(t.app, 'vet@demo.test');
  pharma = await login(t.app, 'pharma@demo.test');
});
afterAll(() => t.close());

const search = async (query: string, cookie?: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/search/products?locale=fr&page_size=100&${query}`,
    headers: cookie ? { cookie } : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ProductSearchResult>();
};
const total = async (query: string, cookie?: string) => (await search(query, cookie)).total;

/** Product ids of every page of a search (the demo's scopes hold a few hundred products at most). */
async function allIds(query: string, cookie?: string): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const body = await search(`${query}&page=${page}`, cookie);
    ids.push(...body.hits.map((h) => h.id));
    if (page * body.page_size >= body.total) return ids.sort((a, b) => a - b);
  }
}

/** Indexed products (a document in French) among those a statement lists, visible to `role`. */
async function indexed(
  productIds: ReturnType<typeof sql>,
  role: 'veterinary' | 'pharmacist',
): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    t.db,
    sql`SELECT d.product_id AS id FROM search_documents d
        WHERE d.locale = 'fr' AND d.product_id IN (${productIds})
          AND (${role}::text = 'veterinary' OR NOT d.veterinary_only)
        ORDER BY 1`,
  );
  return rows.map((r) => r.id);
}

async function groupId(name: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    t.db,
    sql`SELECT id FROM veterinary_groups WHERE name = ${name}`,
  );
  return row!.id;
}

describe('selection (scope=selection)', () => {
  it("lists the provider's selection for the caller's own role, whatever else is asked", async () => {
    const forRole = (role: string) =>
      indexed(sql`SELECT product_id FROM product_selections WHERE role = ${role}`, 'veterinary');
    const vetSelection = await forRole('veterinary');
    const pharmaSelection = await indexed(
      sql`SELECT product_id FROM product_selections WHERE role = 'pharmacist'`,
      'pharmacist',
    );
    expect(vetSelection.length).toBeGreaterThan(5);
    expect(pharmaSelection.length).toBeGreaterThan(5);
    expect(vetSelection.some((id) => pharmaSelection.includes(id))).toBe(false);

    expect(await allIds('scope=selection', vet)).toEqual(vetSelection);
    expect(await allIds('scope=selection', pharma)).toEqual(pharmaSelection);
    // No parameter names another role: an unknown one is ignored, the session decides.
    expect(await allIds('scope=selection&role=veterinary', pharma)).toEqual(pharmaSelection);
  });

  it('answers nothing to a guest (no role, no selection), and applies the other filters within it', async () => {
    expect(await total('scope=selection')).toBe(0);
    const all = await search('scope=selection', vet);
    const brand = all.facets.brand[0]!;
    const narrowed = await search(`scope=selection&brand=${brand.value}`, vet);
    expect(narrowed.total).toBe(brand.count);
    expect(narrowed.total).toBeLessThan(all.total);
  });
});

describe("the staff's view of the selections (GET /staff/selections)", () => {
  it("lists a role's selection in its order, to the staff only", async () => {
    const staff = await login(t.app, 'staff@demo.test');
    const res = await t.app.inject({
      method: 'GET',
      url: '/staff/selections?role=pharmacist',
      headers: { cookie: staff, 'accept-language': 'nl-BE' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{
      role: string;
      items: { product_id: number; sequence: number; name: string }[];
    }>();
    const rows = await queryRows<{ product_id: number; name: string }>(
      t.db,
      sql`SELECT s.product_id, p.name->>'nl' AS name FROM product_selections s JOIN products p ON p.id = s.product_id
          WHERE s.role = 'pharmacist' ORDER BY s.sequence, s.product_id`,
    );
    expect(body.role).toBe('pharmacist');
    expect(body.items.map((i) => [i.product_id, i.name])).toEqual(rows.map((r) => [r.product_id, r.name]));
    const forbidden = await t.app.inject({
      method: 'GET',
      url: '/staff/selections',
      headers: { cookie: vet },
    });
    expect(forbidden.statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/staff/selections?role=admin',
      headers: { cookie: staff },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('veterinary groups (scope=vet_groups)', () => {
  it("lists the offers of the caller's visible groups only: no other group's products", async () => {
    // The demo vet belongs to Equi Vet Group, Vet Efficiency and RFA Vet Efficiency (hidden).
    const [equi, efficiency, alcyonnaire] = await Promise.all(
      ['Equi Vet Group', 'Vet Efficiency', 'Alcyonnaire'].map(groupId),
    );
    const expected = await indexed(
      sql`SELECT product_id FROM product_vet_groups WHERE vet_group_id IN (${equi}, ${efficiency})`,
      'veterinary',
    );
    const ids = await allIds('scope=vet_groups', vet);
    expect(ids).toEqual(expected);
    const otherOnly = await indexed(
      sql`SELECT product_id FROM product_vet_groups WHERE vet_group_id = ${alcyonnaire}
          EXCEPT SELECT product_id FROM product_vet_groups WHERE vet_group_id IN (${equi}, ${efficiency})`,
      'veterinary',
    );
    expect(otherOnly.length).toBeGreaterThan(0);
    expect(ids.filter((id) => otherOnly.includes(id))).toEqual([]);
    // Asking for another group narrows within the caller's groups; it never widens them.
    const asked = await allIds(`scope=vet_groups&vet_group=${alcyonnaire}`, vet);
    expect(asked.every((id) => expected.includes(id))).toBe(true);
    // One of the caller's groups, as the page's sections ask.
    const equiOnly = await indexed(
      sql`SELECT product_id FROM product_vet_groups WHERE vet_group_id = ${equi}`,
      'veterinary',
    );
    expect(await allIds(`scope=vet_groups&vet_group=${equi}`, vet)).toEqual(equiOnly);
  });

  it("hides a group named 'RFA': a buyer in that group alone sees nothing, as a buyer without group or a guest", async () => {
    const rfa = await groupId('RFA Vet Efficiency');
    const offer = await indexed(
      sql`SELECT product_id FROM product_vet_groups WHERE vet_group_id = ${rfa}`,
      'pharmacist',
    );
    expect(offer.length).toBeGreaterThan(0);
    expect(await total('scope=vet_groups', pharma)).toBe(0);
    await t.db.execute(
      sql`UPDATE customers SET vet_group_ids = ARRAY[${rfa}]::int[]
          WHERE id = (SELECT customer_id FROM users WHERE login = 'pharma@demo.test')`,
    );
    expect(await total('scope=vet_groups', pharma)).toBe(0);
    expect(await total(`scope=vet_groups&vet_group=${rfa}`, pharma)).toBe(0);
    expect(await total('scope=vet_groups')).toBe(0);
  });
});

describe('promotions (scope=promotions)', () => {
  /** |A ∪ B ∪ C| by inclusion–exclusion over the filters the search already had (AND-ed across). */
  async function unionOfOffers(cookie?: string): Promise<number> {
    const n = (q: string) => total(q, cookie);
    const [a, b, c, ab, ac, bc, abc] = await Promise.all([
      n('promotion=true'),
      n('special=true'),
      n('is_discount=true'),
      n('promotion=true&special=true'),
      n('promotion=true&is_discount=true'),
      n('special=true&is_discount=true'),
      n('promotion=true&special=true&is_discount=true'),
    ]);
    return a + b + c - ab - ac - bc + abc;
  }

  it("lists today's promotions, special offers and the caller's discounts, in one search", async () => {
    const vetOffers = await unionOfOffers(vet);
    expect(vetOffers).toBeGreaterThan(0);
    expect(await total('scope=promotions', vet)).toBe(vetOffers);
    expect(await total('scope=promotions', pharma)).toBe(await unionOfOffers(pharma));
    expect(await total('scope=promotions')).toBe(await unionOfOffers());
    const page = await search('scope=promotions', vet);
    expect(page.hits.length).toBeGreaterThan(0);
  });

  it('narrows to the discounts ending this month', async () => {
    // The demo's discounts end 5 to 60 days after its day: one ending this month is made here, for the vets'
    // pricelist, on a product the promotions page did not list.
    const today = todayIso();
    const [year, month] = today.split('-').map(Number) as [number, number];
    const endOfMonth = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
    const [target] = await queryRows<{ product_id: number; variant_id: number; pricelist_id: number }>(
      t.db,
      sql`SELECT d.product_id, (SELECT min(v.id) FROM variants v WHERE v.product_id = d.product_id AND v.active)::int
                 AS variant_id, (SELECT id FROM pricelists WHERE role = 'veterinary') AS pricelist_id
          FROM search_documents d
          WHERE d.locale = 'fr' AND NOT d.has_promotion AND NOT d.is_special AND d.net_veterinary IS NOT NULL
            AND NOT d.facet_tokens && ARRAY['is_discount:veterinary', 'is_discount:pharmacist']
          ORDER BY d.product_id LIMIT 1`,
    );
    await t.db.execute(sql`INSERT INTO price_rules (variant_id, pricelist_id, kind, min_quantity, discount_bp,
        date_start, date_end)
      VALUES (${target!.variant_id}, ${target!.pricelist_id}, 'discount', 0, 500, ${today}::date, ${endOfMonth}::date)`);
    const before = await total('scope=promotions', vet);
    await t.app.ctx.search.refresh({ productIds: [target!.product_id] });

    expect(await total('scope=promotions', vet)).toBe(before + 1);
    const ending = await search('is_discount_this_month=true', vet);
    expect(ending.hits.map((h) => h.id)).toContain(target!.product_id);
    const body = await search('scope=promotions&is_discount_this_month=true', vet);
    expect(body.total).toBe(ending.total);
    expect(body.hits.map((h) => h.id)).toContain(target!.product_id);
    expect(body.total).toBeLessThan(before + 1);
    expect(body.facets.is_discount_this_month).toEqual([
      expect.objectContaining({ value: 'true', count: ending.total, selected: true }),
    ]);
    // The vets' pricelist's discount: not the pharmacists' offer.
    const pharmaEnding = await search('scope=promotions&is_discount_this_month=true', pharma);
    expect(pharmaEnding.hits.map((h) => h.id)).not.toContain(target!.product_id);
  });
});
