import type { LoyaltyCard, LoyaltyCards } from '@vetshop/contract';
import { addDaysIso as addDays, todayIso } from '@vetshop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from './harness';

/**
 * Issue 17 §6: GET loyalty/cards/current — every loyalty programme of the customer whose card is valid today, with
 * its name, dates, rules (by sequence, with their colour) and the card's points (spec doc 1 §3 Loyalty).
 */
let t: TestApp;
let vet: string;
const today = todayIso();
const year = Number(today.slice(0, 4));

beforeAll(async () => {
  t = await createTestApp();
  vet = await login(t.app, 'vet@demo.test');
});
afterAll(() => t.close());

const get = (app: TestApp, url: string, cookie: string, lang = 'fr') =>
  app.app.inject({ method: 'GET', url, headers: { cookie, 'accept-language': lang } });
const cards = async (app: TestApp, cookie: string, lang = 'fr') => {
  const res = await get(app, '/loyalty/cards/current', cookie, lang);
  expect(res.statusCode).toBe(200);
  return res.json<LoyaltyCards>();
};

describe('loyalty/cards/current', () => {
  it("the vet's three programmes valid today: the year-end rebate first, then the newest programme first", async () => {
    const { items } = await cards(t, vet, 'en');
    // The dental campaign began 30 days ago, the nutrition club on 1 January.
    expect(items.map((c) => c.program.name)).toEqual([
      `Year-end rebate ${year}`,
      'Dental Health Campaign',
      'Nutrition Club',
    ]);
    expect(items.map((c) => c.program.program_type)).toEqual(['rfa', 'points', 'points']);
    for (const c of items) {
      expect(c.program.date_from! <= today && today <= c.program.date_to!, c.program.name).toBe(true);
      expect(c.program.rules.length, c.program.name).toBeGreaterThan(0);
      expect(
        c.program.rules.every((r) => r.program_id === c.program.id && /^#[0-9a-f]{6}$/.test(r.color)),
      ).toBe(true);
    }
  });

  it("gives each card its points and each programme its rules by sequence, in the caller's language", async () => {
    const fr = (await cards(t, vet, 'fr')).items;
    const club = fr.find((c) => c.program.name === 'Club Nutrition')!;
    expect(club).toMatchObject({
      points: 340,
      accrued_points: 200,
      max_points: 1000,
      max_accrued_points: 600,
    });
    expect(club.year_end_rebate).toBeNull();
    expect(club.program.date_from).toBe(`${year}-01-01`);
    expect(club.program.rules.map((r) => [r.sequence, r.name])).toEqual([
      [1, 'Aliments secs'],
      [2, 'Aliments humides'],
      [3, 'Aliments diététiques'],
    ]);
    // The dental campaign's rules were inserted out of order: the answer sorts them by sequence.
    const dental = fr.find((c) => c.program.name === 'Campagne Santé dentaire')!;
    expect(dental.program.rules.map((r) => r.name)).toEqual(['Détartrage', 'Hygiène bucco-dentaire']);
    expect(dental.program.date_from).toBe(addDays(today, -30));
    expect(dental.program.date_to).toBe(addDays(today, 60));
    const nl = (await cards(t, vet, 'nl')).items;
    expect(nl.map((c) => c.program.name)).toContain('Voedingsclub');
    expect(nl.find((c) => c.program.name === 'Voedingsclub')!.program.rules[0]!.name).toBe('Droogvoeding');
  });

  it('the year-end rebate card carries the same rebate as loyalty/card/rfa/current', async () => {
    const rfa = (await get(t, '/loyalty/card/rfa/current', vet)).json<LoyaltyCard>();
    const item = (await cards(t, vet)).items[0]!;
    expect(item.id).toBe(rfa.id);
    expect(item.program).toEqual(rfa.program);
    expect(item.year_end_rebate).toEqual(rfa.year_end_rebate);
  });

  it("each customer sees only its own cards: the pharmacist's two; the student's expired card and the blocked customer's none", async () => {
    const pharma = (await cards(t, await login(t.app, 'pharma@demo.test'), 'en')).items;
    expect(pharma.map((c) => c.program.name)).toEqual([`Year-end rebate ${year}`, 'Nutrition Club']);
    expect(pharma.find((c) => c.program.program_type === 'points')).toMatchObject({ points: 120 });
    for (const login_ of ['student@demo.test', 'blocked@demo.test'])
      expect((await cards(t, await login(t.app, login_))).items, login_).toEqual([]);
  });

  it('a programme counts only within its dates: the spring campaign from its first day, the dental one no longer after its last', async () => {
    const at = (days: number) => createTestApp({ now: () => new Date(`${addDays(today, days)}T10:00:00Z`) });
    const [spring, after] = await Promise.all([at(14), at(61)]);
    try {
      const names = async (app: TestApp) =>
        (await cards(app, await login(app.app, 'vet@demo.test'), 'en')).items.map((c) => c.program.name);
      expect(await names(spring)).toContain('Spring Parasite Control Campaign');
      expect(await names(spring)).toContain('Dental Health Campaign');
      expect(await names(after)).not.toContain('Dental Health Campaign');
    } finally {
      await Promise.all([spring.close(), after.close()]);
    }
  });

  it('needs a customer: 401 without a session, 403 for staff', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/loyalty/cards/current' })).statusCode).toBe(401);
    expect((await get(t, '/loyalty/cards/current', await login(t.app, 'staff@demo.test'))).statusCode).toBe(
      403,
    );
  });
});
