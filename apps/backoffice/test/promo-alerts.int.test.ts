import type { PromoSubscription, PromoSubscriptionList } from '@vetshop/contract';
import { mailOutbox, priceRules, pricelists, promoSubscriptions, queryRows, users } from '@vetshop/db';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeLease } from '../src/modules/jobs';
import { runPromoAlerts } from '../src/modules/promo-alerts';
import { createContext } from '../src/context';
import { createTestApp, login, pickVariants, type TestApp } from './harness';

/*
 * Promotion-end alerts (issue 10 §3): the calls of doc 2 §7 "Promotion subscriptions" and the job, with an
 * injected clock far from the demo's dates (its own promotions never fall in these windows). This file has
 * its own copy of the database; each case uses products of its own.
 */
const TODAY = '2030-03-10';
const at = (day: string) => () => new Date(`${day}T09:00:00Z`);
const addDays = (day: string, n: number) =>
  new Date(Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10) + n))
    .toISOString()
    .slice(0, 10);

let t: TestApp;
let cookies: Record<'vet' | 'pharma' | 'student' | 'staff', string>;
let variants: number[];
let vetOnly: number;
beforeAll(async () => {
  t = await createTestApp();
  cookies = {
    vet: await login(t.app, 'vet@demo.test'),
    pharma: await login(t.app, 'pharma@demo.test'),
    student: await login(t.app, 'student@demo.test'),
    staff: await login(t.app, 'staff@demo.test'),
  };
  // Products nobody subscribed to in the demo data (the vet's subscriptions are the demo's, kept).
  const demo = new Set(
    (await t.db.select({ id: promoSubscriptions.variantId }).from(promoSubscriptions)).map((r) => r.id),
  );
  variants = (await pickVariants(t.db, { count: 60 }))
    .map((v) => v.id)
    .filter((id) => !demo.has(id))
    .slice(10);
  const [vo] = await pickVariants(t.db, { veterinaryOnly: true });
  vetOnly = vo!.id;
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  cookie: string,
  payload?: unknown,
  lang = 'fr',
) =>
  t.app.inject({
    method,
    url,
    headers: { cookie, 'accept-language': lang },
    ...(payload ? { payload } : {}),
  });
const subscribe = (productId: unknown, cookie = cookies.pharma, lang = 'fr') =>
  call('POST', '/promo_subscriptions', cookie, { product_id: productId }, lang);
const unsubscribe = (productId: number | string, cookie = cookies.pharma, lang = 'fr') =>
  call('DELETE', `/promo_subscriptions/${productId}`, cookie, undefined, lang);
const list = async (cookie = cookies.pharma, query = '', lang = 'fr') =>
  (await call('GET', `/promo_subscriptions${query}`, cookie, undefined, lang)).json<PromoSubscriptionList>();

async function pricelistId(role: string): Promise<number> {
  const [row] = await t.db.select({ id: pricelists.id }).from(pricelists).where(eq(pricelists.role, role));
  return row!.id;
}

async function addRule(
  variantId: number,
  opts: {
    kind?: 'supplier_promotion' | 'special';
    start?: string;
    end: string;
    pricelist?: number | null;
    vet?: boolean;
  },
): Promise<number> {
  const kind = opts.kind ?? 'supplier_promotion';
  const [row] = await t.db
    .insert(priceRules)
    .values({
      variantId,
      kind,
      pricelistId: opts.pricelist ?? null,
      veterinary: opts.vet ?? false,
      ratioMain: kind === 'special' ? null : 3,
      ratioPromo: kind === 'special' ? null : 1,
      dateStart: opts.start ?? addDays(TODAY, -10),
      dateEnd: opts.end,
    })
    .returning({ id: priceRules.id });
  return row!.id;
}

async function userId(loginName: string): Promise<number> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.login, loginName));
  return row!.id;
}

/** The alert mails of these rules, oldest first. */
async function alertsOf(ruleIds: number[]) {
  const rows = await t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'promo_end'), like(mailOutbox.dedupeKey, 'promo-end:%')))
    .orderBy(mailOutbox.id);
  return rows.filter((r) => ruleIds.some((id) => r.dedupeKey!.startsWith(`promo-end:${id}:`)));
}

describe('GET / POST / DELETE promo_subscriptions', () => {
  it('subscribes the signed-in user, with the promotions the buyer has today; twice is one subscription', async () => {
    const id = variants[0]!;
    const today = new Date().toISOString().slice(0, 10);
    await addRule(id, { start: addDays(today, -3), end: addDays(today, 20) });
    const first = await subscribe(id, cookies.pharma, 'en');
    expect(first.statusCode).toBe(200);
    const item = first.json<PromoSubscription>();
    expect(item).toMatchObject({
      product_id: id,
      promotions: [
        {
          kind: 'supplier_promotion',
          ratio_main_product: 3,
          ratio_promotional_product: 1,
          date_end: addDays(today, 20),
        },
      ],
    });
    expect(item.name.length).toBeGreaterThan(0);
    expect(item.url_key.length).toBeGreaterThan(0);

    const again = await subscribe(id);
    expect(again.statusCode).toBe(200);
    expect(again.json<PromoSubscription>().subscribed_at).toBe(item.subscribed_at);
    const mine = await list();
    expect(mine.items.filter((i) => i.product_id === id)).toHaveLength(1);
  });

  it('lists by product name in the language asked, per_page up to 1000, and pages', async () => {
    await subscribe(variants[1]!, cookies.student);
    await subscribe(variants[2]!, cookies.student);
    const all = await list(cookies.student, '?per_page=1000', 'nl');
    expect(all.count).toBe(all.items.length);
    const names = all.items.map((i) => i.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const page2 = await list(cookies.student, '?per_page=1&page=2');
    expect(page2.count).toBe(all.count);
    expect(page2.items).toHaveLength(1);
    expect(await list(cookies.student, '?per_page=1&page=999')).toEqual({ count: all.count, items: [] });
    const tooMany = await call('GET', '/promo_subscriptions?per_page=1001', cookies.student);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ code: 'validation_failed' });
  });

  it('shows no promotion for a product without one today', async () => {
    const id = variants[3]!;
    const res = await subscribe(id, cookies.student);
    expect(res.json<PromoSubscription>().promotions).toEqual([]);
  });

  it('answers 404 for an unknown product, in the buyer’s language', async () => {
    const res = await subscribe(2_000_000_000, cookies.pharma, 'nl');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'promo_product_not_found',
      message: 'Dit product bestaat niet of is niet beschikbaar voor uw account.',
    });
  });

  it('answers 404 to a pharmacist for a veterinary-only product, which a vet may subscribe to', async () => {
    const res = await subscribe(vetOnly, cookies.pharma);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'promo_product_not_found' });
    expect((await subscribe(vetOnly, cookies.vet)).statusCode).toBe(200);
    expect((await unsubscribe(vetOnly, cookies.vet)).statusCode).toBe(200);
  });

  it('refuses a malformed body or id with a localised 400', async () => {
    for (const payload of [{ product_id: 'x' }, { product_id: -1 }, { product_id: 1, extra: true }, {}]) {
      const res = await call('POST', '/promo_subscriptions', cookies.pharma, payload, 'en');
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', message: 'The data sent is not valid.' });
    }
    expect((await unsubscribe('abc')).statusCode).toBe(400);
  });

  it('unsubscribes; not subscribed (or another user’s subscription) is a 404', async () => {
    const id = variants[4]!;
    await subscribe(id, cookies.vet);
    const other = await unsubscribe(id, cookies.pharma, 'en');
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({
      code: 'promo_subscription_not_found',
      message: 'You have no promotion-end alert for this product.',
    });
    expect((await list(cookies.vet)).items.map((i) => i.product_id)).toContain(id);
    const res = await unsubscribe(id, cookies.vet);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ product_id: id });
    expect((await list(cookies.vet)).items.map((i) => i.product_id)).not.toContain(id);
    expect((await unsubscribe(id, cookies.vet)).statusCode).toBe(404);
  });

  it('is 401 without a session and 403 for staff', async () => {
    expect((await call('GET', '/promo_subscriptions', '')).statusCode).toBe(401);
    expect((await subscribe(variants[0]!, '')).statusCode).toBe(401);
    expect((await call('GET', '/promo_subscriptions', cookies.staff)).json()).toMatchObject({
      statusCode: 403,
      code: 'not_a_customer',
    });
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, object>;
    }>();
    expect(Object.keys(doc.paths['/promo_subscriptions']!)).toEqual(expect.arrayContaining(['get', 'post']));
    expect(Object.keys(doc.paths['/promo_subscriptions/{product_id}']!)).toContain('delete');
  });
});

describe('the demo data', () => {
  it('subscribes the vet to three offers; a run today alerts the vet of the one ending in 2 days', async () => {
    const mine = await list(cookies.vet);
    const skus = await queryRows<{ id: number; sku: string }>(
      t.db,
      sql`select id, sku from variants where sku in ('VS-000002-1', 'VS-000017-1', 'VS-000354-1')`,
    );
    expect(mine.items.map((i) => i.product_id).sort((a, b) => a - b)).toEqual(
      skus.map((v) => v.id).sort((a, b) => a - b),
    );
    const soon = skus.find((v) => v.sku === 'VS-000354-1')!.id;
    expect(mine.items.find((i) => i.product_id === soon)!.promotions).toEqual([
      expect.objectContaining({
        kind: 'supplier_promotion',
        ratio_main_product: 3,
        date_end: addDays(t.ctx.today(), 2),
      }),
    ]);

    await runPromoAlerts(t.ctx);
    const vetMails = (
      await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'vet@demo.test'))
    ).filter((m) => m.kind === 'promo_end');
    expect(vetMails.map((m) => m.recordId)).toEqual([soon]);
    expect(vetMails[0]!.state).toBe('pending');
  });
});

describe('runPromoAlerts (injected clock)', () => {
  // Job cases: subscriptions of their own (pharma and student), products 20+.
  const v = (i: number) => variants[10 + i]!;

  it('mails once when a subscribed product’s promotion ends in 3 days; a rerun sends nothing', async () => {
    const [pharma] = await t.db.select().from(users).where(eq(users.login, 'pharma@demo.test'));
    await subscribe(v(0));
    const rule = await addRule(v(0), { end: addDays(TODAY, 3) });
    const first = await runPromoAlerts(t.ctx, { now: at(TODAY) });
    expect(first.ran).toBe(true);
    const mails = await alertsOf([rule]);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail).toMatchObject({
      toAddress: 'pharma@demo.test',
      locale: pharma!.locale,
      state: 'pending',
      dedupeKey: `promo-end:${rule}:${addDays(TODAY, 3)}:${pharma!.id}`,
      recordType: 'product',
      recordId: v(0),
    });
    const [product] = await queryRows<{ name: string; url_key: string }>(
      t.db,
      sql`select p.name->>${pharma!.locale} as name, p.url_key->>${pharma!.locale} as url_key
          from variants v join products p on p.id = v.product_id where v.id = ${v(0)}`,
    );
    expect(mail.subject).toContain(product!.name);
    expect(mail.textBody).toContain(
      `${t.ctx.config.storefrontUrl}/${pharma!.locale}/p/${encodeURIComponent(product!.url_key)}`,
    );
    expect(mail.textBody).toContain(`/${pharma!.locale}/account/promo_alerts`);
    expect(mail.htmlBody).toContain('3 + 1');

    const rerun = await runPromoAlerts(t.ctx, { now: at(TODAY) });
    expect(rerun).toEqual({ ran: true, enqueued: 0 });
    // The next day the promotion still ends within the window: still nothing new.
    await runPromoAlerts(t.ctx, { now: at(addDays(TODAY, 1)) });
    expect(await alertsOf([rule])).toHaveLength(1);
  });

  it('does not mail for a promotion ending in 30 days, nor one that is over', async () => {
    await subscribe(v(1));
    const later = await addRule(v(1), { end: addDays(TODAY, 30) });
    const over = await addRule(v(1), { start: addDays(TODAY, -20), end: addDays(TODAY, -1) });
    await runPromoAlerts(t.ctx, { now: at(TODAY) });
    expect(await alertsOf([later, over])).toHaveLength(0);
  });

  it('mails again for a new promotion later on the same product', async () => {
    await subscribe(v(2));
    const first = await addRule(v(2), { end: addDays(TODAY, 2) });
    await runPromoAlerts(t.ctx, { now: at(TODAY) });
    const next = await addRule(v(2), { start: addDays(TODAY, 3), end: addDays(TODAY, 12) });
    await runPromoAlerts(t.ctx, { now: at(addDays(TODAY, 6)) });
    expect((await alertsOf([first])).length).toBe(1);
    expect((await alertsOf([next])).length).toBe(1);
  });

  it('mails a special ending soon as well', async () => {
    await subscribe(v(3));
    const rule = await addRule(v(3), { kind: 'special', end: addDays(TODAY, 1) });
    await runPromoAlerts(t.ctx, { now: at(TODAY) });
    const [mail] = await alertsOf([rule]);
    expect(mail?.textBody).toMatch(/Offre spéciale|Speciale aanbieding|Special offer/);
  });

  it('does not mail for a promotion of another pricelist, nor a veterinary one to a pharmacist', async () => {
    await subscribe(v(4));
    const other = await addRule(v(4), { end: addDays(TODAY, 2), pricelist: await pricelistId('student') });
    const forVets = await addRule(v(4), { end: addDays(TODAY, 2), vet: true });
    await runPromoAlerts(t.ctx, { now: at(TODAY) });
    expect(await alertsOf([other, forVets])).toHaveLength(0);
    // The student's pricelist's promotion goes to a subscribed student.
    await subscribe(v(4), cookies.student);
    await runPromoAlerts(t.ctx, { now: at(TODAY) });
    expect((await alertsOf([other])).map((m) => m.toAddress)).toEqual(['student@demo.test']);
  });

  it('does not mail an unsubscribed user', async () => {
    await subscribe(v(5));
    const rule = await addRule(v(5), { end: addDays(TODAY, 2) });
    await unsubscribe(v(5));
    await runPromoAlerts(t.ctx, { now: at(TODAY) });
    expect(await alertsOf([rule])).toHaveLength(0);
  });

  it('mails each alert once when two processes run it at the same time', async () => {
    await subscribe(v(6));
    await subscribe(v(6), cookies.student);
    const rule = await addRule(v(6), { end: addDays(TODAY, 4) });
    const other = createContext({ dbHandle: t.handle, search: t.ctx.search, config: t.ctx.config });
    const runs = await Promise.all([
      runPromoAlerts(t.ctx, { now: at(TODAY), holder: 'process-a' }),
      runPromoAlerts(other, { now: at(TODAY), holder: 'process-b' }),
      runPromoAlerts(t.ctx, { now: at(TODAY), holder: 'process-c' }),
    ]);
    expect(runs.some((r) => r.ran)).toBe(true);
    const mails = await alertsOf([rule]);
    expect(mails.map((m) => m.toAddress).sort()).toEqual(['pharma@demo.test', 'student@demo.test']);
    expect(runs.reduce((n, r) => n + r.enqueued, 0)).toBeGreaterThanOrEqual(0);
  });

  it('skips the run while another process holds the lease, and runs once it has run out', async () => {
    await subscribe(v(7));
    const rule = await addRule(v(7), { end: addDays(TODAY, 5) });
    const now = at(TODAY)();
    expect(await takeLease(t.db, { name: 'promo-alerts', holder: 'elsewhere', ttlMs: 60_000, now })).toBe(
      true,
    );
    expect(await runPromoAlerts(t.ctx, { now: at(TODAY), holder: 'here' })).toEqual({
      ran: false,
      enqueued: 0,
    });
    expect(await alertsOf([rule])).toHaveLength(0);
    const afterLease = () => new Date(now.getTime() + 61_000);
    expect((await runPromoAlerts(t.ctx, { now: afterLease, holder: 'here' })).ran).toBe(true);
    expect(await alertsOf([rule])).toHaveLength(1);
  });

  it('writes the mail in the subscriber’s language', async () => {
    const student = await userId('student@demo.test');
    await t.db.update(users).set({ locale: 'nl' }).where(eq(users.id, student));
    await subscribe(v(8), cookies.student);
    const rule = await addRule(v(8), { end: addDays(TODAY, 3) });
    await runPromoAlerts(t.ctx, { now: at(TODAY) });
    const [mail] = await alertsOf([rule]);
    expect(mail).toMatchObject({ locale: 'nl', toAddress: 'student@demo.test' });
    expect(mail!.subject).toMatch(/^Einde promotie op /);
    expect(mail!.textBody).toContain('/nl/account/promo_alerts');
  });
});
