import { errorBodySchema, type FormDefinition, type StaffFormSubmissionList } from '@vetshop/contract';
import { queryRows } from '@vetshop/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from './harness';

/** Issue 11 §3: generic forms (GET form, POST form/{id}) checked against their JSON definition on the server. */

const SECRET = 'forms-test-proxy-secret';
let t: TestApp;
let vet: string;
let staff: string;
let form: FormDefinition;
let nextAddress = 10;

const submit = (
  id: number | string,
  payload: unknown,
  opts: { lang?: string; cookie?: string; address?: string } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: `/form/${id}`,
    payload: payload as Record<string, unknown>,
    headers: {
      'accept-language': opts.lang ?? 'fr',
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
      'x-vetshop-proxy-secret': SECRET,
      'x-vetshop-client-address': opts.address ?? `203.0.113.${nextAddress++}`,
    },
  });
const countSubmissions = async () =>
  (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from form_submissions`))[0]!.n;

const valid = {
  clinic: 'Clinique du Parc',
  contact_email: 'parc@example.test',
  topic: 'vaccines',
  preferred_date: '2026-12-15',
  call_first: true,
  notes: '',
};

beforeAll(async () => {
  t = await createTestApp({ env: { TRUSTED_PROXY_SECRET: SECRET } });
  vet = await login(t.app, 'vet@demo.test');
  staff = await login(t.app, 'staff@demo.test');
  const res = await t.app.inject({ url: '/form?code=delegate-visit', headers: { 'accept-language': 'en' } });
  form = res.json<FormDefinition[]>()[0]!;
});
afterAll(() => t.close());

describe('GET /form', () => {
  it('answers the forms with their definition and options as JSON strings, named in the caller’s language', async () => {
    expect(form).toMatchObject({ code: 'delegate-visit', name: 'Request a visit from a delegate' });
    const definition = JSON.parse(form.form) as { fields: { name: string; type: string }[] };
    expect(definition.fields.map((f) => f.type)).toEqual([
      'text',
      'email',
      'select',
      'date',
      'checkbox',
      'textarea',
    ]);
    expect(JSON.parse(form.form_options)).toHaveProperty('topics');
    const all = await t.app.inject({ url: '/form' });
    expect(all.json<FormDefinition[]>().map((f) => f.code)).toContain('delegate-visit');
    expect((await t.app.inject({ url: '/form?code=Bad%20Code' })).statusCode).toBe(400);
  });
});

describe('POST /form/{id}', () => {
  it('stores a valid submission (a buyer’s linked to their customer); staff read it labelled', async () => {
    const res = await submit(form.id, { values: valid }, { cookie: vet });
    expect(res.statusCode).toBe(200);
    const id = res.json<{ id: number }>().id;
    const [row] = await queryRows<{ values: Record<string, unknown>; customer_id: number | null }>(
      t.db,
      sql`select values, customer_id from form_submissions where id = ${id}`,
    );
    expect(row!.values).toEqual(valid);
    expect(row!.customer_id).not.toBeNull();

    const list = await t.app.inject({
      url: '/staff/form_submissions',
      headers: { cookie: staff, 'accept-language': 'en' },
    });
    const item = list.json<StaffFormSubmissionList>().items.find((s) => s.id === id);
    expect(item?.values).toEqual(
      expect.arrayContaining([
        { name: 'topic', label: 'Topic of the visit', value: 'Vaccines' },
        { name: 'call_first', label: 'Call me before the visit', value: '✓' },
      ]),
    );
    expect(
      (await t.app.inject({ url: '/staff/form_submissions', headers: { cookie: vet } })).statusCode,
    ).toBe(403);
  });

  it('refuses against the definition: required, too long, option, date, e-mail — 400 with localised fields', async () => {
    const before = await countSubmissions();
    const res = await submit(
      form.id,
      {
        values: {
          clinic: 'x'.repeat(121),
          contact_email: 'nope',
          topic: 'holidays',
          preferred_date: '15/12/2026',
        },
      },
      { lang: 'en' },
    );
    expect(res.statusCode).toBe(400);
    const body = errorBodySchema.parse(res.json());
    expect(body.code).toBe('form_invalid');
    expect(body.fields).toEqual([
      { path: 'values.clinic', message: 'Text too long (at most 120 characters).' },
      { path: 'values.contact_email', message: expect.any(String) },
      { path: 'values.topic', message: 'Choose one of the values offered.' },
      { path: 'values.preferred_date', message: 'Enter a valid date.' },
    ]);
    const missing = await submit(form.id, { values: {} }, { lang: 'fr' });
    expect(missing.json()).toMatchObject({
      fields: expect.arrayContaining([{ path: 'values.clinic', message: 'Ce champ est obligatoire.' }]),
    });
    expect(await countSubmissions()).toBe(before);
  });

  it('a filled honeypot answers success and keeps nothing; an unknown form is 404; bad bodies 400', async () => {
    const before = await countSubmissions();
    const res = await submit(form.id, { values: valid, website: 'spam' });
    expect(res.json()).toEqual({ ok: true, id: null });
    expect(await countSubmissions()).toBe(before);
    expect((await submit(999999, { values: valid })).statusCode).toBe(404);
    expect((await submit('abc', { values: valid })).statusCode).toBe(400);
    expect((await submit(form.id, { values: [1, 2] })).statusCode).toBe(400);
  });

  it('answers 429 after 10 submissions from one address', async () => {
    const address = '203.0.113.250';
    for (let i = 0; i < 10; i++) await submit(form.id, { values: {} }, { address });
    const res = await submit(form.id, { values: valid }, { address, lang: 'nl' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({
      code: 'too_many_requests',
      message: expect.stringContaining('Te veel'),
    });
  });
});
