import type { ProductSearchResult, StaffRegistration, StaffRegistrationList } from '@vetshop/contract';
import { mailOutbox, queryRows } from '@vetshop/db';
import { and, eq } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, registrationForm, type TestApp } from './harness';

/**
 * Issue 11 §4: registration with staff approval. POST registrations validates per field (localised), stores the
 * form pending; staff list, read, approve (customer + addresses + user + set-password mail, one transaction,
 * recorded) or refuse (reason mailed). Staff only; the answer never says whether the e-mail is a login.
 */
let t: TestApp;
let staff: string;
let vet: string;
let belgium: number;
let pharmacistPricelist: number;
beforeAll(async () => {
  t = await createTestApp();
  staff = await login(t.app, 'staff@demo.test');
  vet = await login(t.app, 'vet@demo.test');
  const [be] = await queryRows<{ id: number }>(t.db, sql`select id from countries where code = 'BE'`);
  belgium = be!.id;
  const [pl] = await queryRows<{ id: number }>(
    t.db,
    sql`select id from pricelists where code = 'pharmacist'`,
  );
  pharmacistPricelist = pl!.id;
});
afterAll(() => t.close());

// Each request its own client address: the per-address limit is tested on its own.
let address = 0;
const nextAddress = () => `203.0.113.${++address}`;

const form = (email: string, extra: Record<string, unknown> = {}) => registrationForm(email, belgium, extra);

const register = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/registrations',
    payload: payload as Record<string, unknown>,
    remoteAddress: nextAddress(),
    headers,
  });

const detail = async (id: number) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/staff/registrations/${id}`,
    headers: { cookie: staff },
  });
  expect(res.statusCode).toBe(200);
  return res.json<StaffRegistration>();
};

const mailsTo = (to: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));

describe('POST registrations', () => {
  it('stores a valid form pending: 201 {id, state}, VAT formatted, e-mail lower-cased', async () => {
    const res = await register(form('New.Clinic@Example.test', { vat: 'be 0202 239 951' }));
    expect(res.statusCode).toBe(201);
    const { id, state } = res.json<{ id: number; state: string }>();
    expect(state).toBe('pending');
    const r = await detail(id);
    expect(r).toMatchObject({
      state: 'pending',
      email: 'new.clinic@example.test',
      vat: 'BE0202.239.951',
      activities: ['pets', 'equine'],
      title: { code: 'doctor' },
      country: { code: 'BE' },
      lang: 'nl',
      email_is_login: false,
      customer: null,
    });
  });

  it.each([
    'title',
    'first_name',
    'last_name',
    'email',
    'mobile',
    'company_name',
    'vat',
    'street',
    'zip',
    'city',
    'country_id',
    'function',
    'vet_registration_number',
  ])('refuses a form without %s with a localised message on that field', async (field) => {
    const payload: Record<string, unknown> = form('missing@example.test');
    delete payload[field];
    const res = await register(payload, { 'accept-language': 'fr' });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ code: string; message: string; fields: { path: string; message: string }[] }>();
    expect(body.code).toBe('registration_invalid');
    expect(body.message).toBe('Certains champs de l’inscription sont manquants ou incorrects.');
    expect(body.fields).toEqual([{ path: `body.${field}`, message: 'Ce champ est obligatoire.' }]);
  });

  it('asks a vet for an activity and a pharmacist for the APB number', async () => {
    const vetRes = await register(form('a@example.test', { activities: [] }), { 'accept-language': 'en' });
    expect(vetRes.json().fields).toEqual([
      { path: 'body.activities', message: 'Choose at least one activity.' },
    ]);
    const pharma = await register(form('b@example.test', { function: 'pharmacist' }), {
      'accept-language': 'nl',
    });
    expect(pharma.json().fields).toEqual([{ path: 'body.apb_number', message: 'Dit veld is verplicht.' }]);
  });

  it('refuses wrong VAT check digits, unless the VAT number is being registered', async () => {
    const bad = await register(form('vat@example.test', { vat: 'BE0202.239.952' }), {
      'accept-language': 'fr',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual([
      { path: 'body.vat', message: 'Ce numéro de TVA n’existe pas : vérifiez les chiffres.' },
    ]);
    const shape = await register(form('vat@example.test', { vat: 'FR12345' }), { 'accept-language': 'en' });
    expect(shape.json().fields[0].message).toBe(
      'A Belgian VAT number is expected, for example BE0123.456.749.',
    );
    const pending = await register(form('vat@example.test', { vat: '', vat_being_registered: true }));
    expect(pending.statusCode).toBe(201);
    expect((await detail(pending.json().id)).vat).toBeNull();
  });

  it('refuses a form whose terms or data-storage consent is not given', async () => {
    const res = await register(
      form('terms@example.test', { accept_terms: false, accept_data_storage: null }),
      {
        'accept-language': 'nl',
      },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([
      { path: 'body.accept_terms', message: 'U moet dit vakje aanvinken om verder te gaan.' },
      { path: 'body.accept_data_storage', message: 'U moet dit vakje aanvinken om verder te gaan.' },
    ]);
  });

  it('refuses an unknown country, a comment over 2000 characters and unknown fields', async () => {
    const country = await register(form('c@example.test', { country_id: 999_999 }), {
      'accept-language': 'nl',
    });
    expect(country.json().fields).toEqual([
      { path: 'body.country_id', message: 'Kies een land uit de lijst.' },
    ]);
    const comment = await register(form('c@example.test', { comment: 'x'.repeat(2001) }));
    expect(comment.json().fields[0].path).toBe('body.comment');
    const unknown = await register({ ...form('c@example.test'), admin: true });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('validation_failed');
  });

  it('answers an e-mail that is already a login like any other; staff see the warning', async () => {
    const res = await register(form('VET@demo.test'));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), state: 'pending' });
    expect((await detail(res.json().id)).email_is_login).toBe(true);
  });

  it('is limited per client address: the sixth within 10 minutes is a 429 with the documented body', async () => {
    const headers = { 'accept-language': 'en' };
    const from = '198.51.100.77';
    const send = () =>
      t.app.inject({ method: 'POST', url: '/registrations', payload: {}, remoteAddress: from, headers });
    for (let i = 0; i < 5; i++) expect((await send()).statusCode).toBe(400);
    const res = await send();
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json()).toEqual({
      statusCode: 429,
      code: 'too_many_requests',
      message: expect.stringMatching(/^Too many requests from your connection\. Try again in \d+ min\.$/),
    });
    // Another address is not held back.
    expect((await register({})).statusCode).toBe(400);
  });
});

describe('staff review', () => {
  it('is for staff only: 401 without a session, 403 for a buyer, 404 for an unknown registration', async () => {
    for (const url of ['/staff/registrations', '/staff/registrations/1', '/staff/pricelists']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      const buyer = await t.app.inject({ method: 'GET', url, headers: { cookie: vet } });
      expect(buyer.statusCode).toBe(403);
      expect(buyer.json().code).toBe('forbidden');
    }
    const approve = await t.app.inject({
      method: 'POST',
      url: '/staff/registrations/1/approve',
      headers: { cookie: vet },
      payload: { role: 'veterinary', pricelist_id: pharmacistPricelist },
    });
    expect(approve.statusCode).toBe(403);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/staff/registrations/999999',
      headers: { cookie: staff },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('lists pending first with counts per state, and filters on a state', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/staff/registrations?state=pending&page_size=100',
      headers: { cookie: staff },
    });
    const body = res.json<StaffRegistrationList>();
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.every((i) => i.state === 'pending')).toBe(true);
    expect(body.counts.pending).toBe(body.count);
    const dates = body.items.map((i) => i.created_at);
    expect([...dates].sort()).toEqual(dates);
  });

  it('offers the pricelists, named in the caller’s language', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/staff/pricelists',
      headers: { cookie: staff, 'accept-language': 'en' },
    });
    expect(res.json().items).toContainEqual({
      id: pharmacistPricelist,
      code: 'pharmacist',
      name: expect.any(String),
      role: 'pharmacist',
    });
  });

  it('approve creates customer, addresses and user with the chosen pricelist; the buyer sets a password and sees its prices', async () => {
    const email = 'approved.pharmacy@example.test';
    const created = await register(
      form(email, { function: 'pharmacist', apb_number: 'APB-77', opt_out_promotions: true, lang: 'fr' }),
    );
    const id = created.json<{ id: number }>().id;
    const res = await t.app.inject({
      method: 'POST',
      url: `/staff/registrations/${id}/approve`,
      headers: { cookie: staff },
      payload: { role: 'pharmacist', pricelist_id: pharmacistPricelist, customer_name: 'Pharmacie Lambert' },
    });
    expect(res.statusCode).toBe(200);
    const r = res.json<StaffRegistration>();
    expect(r).toMatchObject({
      state: 'approved',
      reviewed_by: 'staff@demo.test',
      customer: { ref: `W${String(id).padStart(6, '0')}`, name: 'Pharmacie Lambert' },
      history: [{ action: 'approve', by: 'staff@demo.test' }],
    });
    const [customer] = await queryRows<Record<string, unknown>>(
      t.db,
      sql`select role, pricelist_id, function, vat, lang, opt_out from customers where id = ${r.customer!.id}`,
    );
    expect(customer).toEqual({
      role: 'pharmacist',
      pricelist_id: pharmacistPricelist,
      function: 'pharmacist',
      vat: 'BE0202.239.951',
      lang: 'fr',
      opt_out: true,
    });
    const addresses = await queryRows<{ type: string; main: boolean; city: string }>(
      t.db,
      sql`select type, main, city from addresses where customer_id = ${r.customer!.id} order by type`,
    );
    expect(addresses).toEqual([
      { type: 'delivery', main: true, city: 'Namur' },
      { type: 'invoicing', main: true, city: 'Namur' },
    ]);
    const [user] = await queryRows<{ email_verified: boolean; customer_id: number }>(
      t.db,
      sql`select email_verified, customer_id from users where login = ${email}`,
    );
    expect(user).toEqual({ email_verified: true, customer_id: r.customer!.id });

    // No usable password until the mail's link is followed.
    const before = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { login: email, password: 'demo1234' },
      remoteAddress: nextAddress(),
    });
    expect(before.statusCode).toBe(403);
    const [mail] = await mailsTo(email);
    expect(mail).toMatchObject({
      kind: 'registration_approved',
      locale: 'fr',
      recordType: 'registration',
      recordId: id,
    });
    expect(mail!.subject).toBe('Votre compte est prêt : choisissez votre mot de passe');
    const link = /http:\/\/localhost:3000\/fr\/account\/set-password\?token=([A-Za-z0-9_-]{43})/.exec(
      mail!.textBody,
    );
    expect(link).not.toBeNull();
    // Staff reading the outbox do not see the token (they could open the account with it).
    const staffView = await t.app.inject({
      method: 'GET',
      url: `/staff/mails/${mail!.id}`,
      headers: { cookie: staff },
    });
    expect(staffView.json<{ text: string; html: string }>().text).toContain('set-password?token=…');
    expect(staffView.body).not.toContain(link![1]);
    const set = await t.app.inject({
      method: 'POST',
      url: '/auth/set_password',
      payload: { token: link![1], password: 'Ph4rmacie-du-Parc' },
      remoteAddress: nextAddress(),
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ login: email });
    const cookie = await login(t.app, email, 'Ph4rmacie-du-Parc');
    const profile = await t.app.inject({ method: 'GET', url: '/auth/profile', headers: { cookie } });
    expect(profile.json()).toMatchObject({
      role: 'pharmacist',
      customer_name: 'Pharmacie Lambert',
      can_order: true,
    });
    const search = await t.app.inject({
      method: 'GET',
      url: '/search/products?q=Amoxivantis',
      headers: { cookie },
    });
    const hit = search
      .json<ProductSearchResult>()
      .hits.find((h) => h.variants.some((v) => v.sku === 'VS-000001-1'));
    expect(hit!.variants.find((v) => v.sku === 'VS-000001-1')!.price?.value).toBe(13.2);

    // Decided once.
    const again = await t.app.inject({
      method: 'POST',
      url: `/staff/registrations/${id}/refuse`,
      headers: { cookie: staff, 'accept-language': 'en' },
      payload: { reason: 'late' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'registration_decided',
      message: 'This registration has already been handled.',
    });
  });

  it('approving links the bare login the applicant made with auth/register to the new customer', async () => {
    const email = 'signed.up.first@example.test';
    const signup = await t.app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: { name: 'Lea Janssens', login: email, password: 'Eerst-aangemeld-7' },
      remoteAddress: nextAddress(),
    });
    expect(signup.statusCode).toBe(202);
    const id = (await register(form(email))).json<{ id: number }>().id;
    expect((await detail(id)).email_is_login).toBe(false);
    const res = await t.app.inject({
      method: 'POST',
      url: `/staff/registrations/${id}/approve`,
      headers: { cookie: staff },
      payload: { role: 'veterinary', pricelist_id: pharmacistPricelist },
    });
    expect(res.statusCode).toBe(200);
    const users = await queryRows<{ customer_id: number; email_verified: boolean }>(
      t.db,
      sql`select customer_id, email_verified from users where login = ${email}`,
    );
    expect(users).toEqual([
      { customer_id: res.json<StaffRegistration>().customer!.id, email_verified: true },
    ]);
    // Their own password still signs in; the mail's link would let them choose another.
    const cookie = await login(t.app, email, 'Eerst-aangemeld-7');
    const profile = await t.app.inject({ method: 'GET', url: '/auth/profile', headers: { cookie } });
    expect(profile.json()).toMatchObject({ role: 'veterinary', can_order: true });
  });

  it('approving an e-mail that signs in to a customer is a 409; an unknown pricelist a 400', async () => {
    const id = (await register(form('pharma@demo.test'))).json<{ id: number }>().id;
    const taken = await t.app.inject({
      method: 'POST',
      url: `/staff/registrations/${id}/approve`,
      headers: { cookie: staff },
      payload: { role: 'veterinary', pricelist_id: pharmacistPricelist },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('registration_login_taken');
    const other = (await register(form('pricelist@example.test'))).json<{ id: number }>().id;
    const noList = await t.app.inject({
      method: 'POST',
      url: `/staff/registrations/${other}/approve`,
      headers: { cookie: staff },
      payload: { role: 'veterinary', pricelist_id: 999_999 },
    });
    expect(noList.statusCode).toBe(400);
    expect(noList.json().code).toBe('pricelist_not_found');
    expect((await detail(other)).state).toBe('pending');
  });

  it('refuse needs a reason, mails it to the applicant in their language and records it', async () => {
    const email = 'refused.clinic@example.test';
    const id = (await register(form(email, { lang: 'en' }))).json<{ id: number }>().id;
    const empty = await t.app.inject({
      method: 'POST',
      url: `/staff/registrations/${id}/refuse`,
      headers: { cookie: staff },
      payload: { reason: '  ' },
    });
    expect(empty.statusCode).toBe(400);
    const res = await t.app.inject({
      method: 'POST',
      url: `/staff/registrations/${id}/refuse`,
      headers: { cookie: staff },
      payload: { reason: 'We only deliver to practices in Belgium.' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<StaffRegistration>()).toMatchObject({
      state: 'refused',
      reason: 'We only deliver to practices in Belgium.',
      customer: null,
      history: [{ action: 'refuse', detail: { reason: 'We only deliver to practices in Belgium.' } }],
    });
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, 'registration_refused')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your registration request');
    expect(mails[0]!.textBody).toContain('We only deliver to practices in Belgium.');
    const users = await queryRows(t.db, sql`select id from users where login = ${email}`);
    expect(users).toEqual([]);
  });

  it('counts pending registrations on the staff home', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/staff/summary', headers: { cookie: staff } });
    const pending = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from registrations where state = 'pending'`,
    );
    expect(res.json().queues).toContainEqual({ queue: 'registrations', count: pending[0]!.n });
  });

  it('documents every call in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, unknown>;
    }>();
    for (const path of [
      '/registrations',
      '/staff/registrations',
      '/staff/registrations/{id}',
      '/staff/registrations/{id}/approve',
      '/staff/registrations/{id}/refuse',
      '/staff/pricelists',
    ])
      expect(doc.paths[path], path).toBeDefined();
  });
});
