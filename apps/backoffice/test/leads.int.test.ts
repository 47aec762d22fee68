import { errorBodySchema, type LeadData, type StaffLeadDetail, type StaffLeadList } from '@vetshop/contract';
import { queryRows } from '@vetshop/db';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from './harness';

/** Issue 11 §3: contact requests (POST leads, multipart) and the staff's queue, against a real database. */

const SECRET = 'leads-test-proxy-secret';
let t: TestApp;
let vet: string;
let staff: string;
/** Each test its own client address: the per-address limit is counted apart. */
let nextAddress = 10;
const freshAddress = () => `198.51.100.${nextAddress++}`;

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const HTML = new TextEncoder().encode('<html><script>alert(1)</script></html>');

const good: LeadData = {
  subject: 'product_question',
  email: 'Lead.Tester@Example.test',
  name: 'Lea Tester',
  company: 'Clinique du Test',
  country: 'BE',
  description: 'Is the vaccine back in stock?',
};

async function leadRequest(opts: {
  data?: unknown;
  files?: { bytes: Uint8Array; name: string }[];
  cookie?: string;
  lang?: string;
  address?: string;
}): Promise<InjectOptions> {
  const form = new FormData();
  if (opts.data !== undefined) form.append('data', JSON.stringify(opts.data));
  for (const file of opts.files ?? []) form.append('files', new Blob([file.bytes]), file.name);
  const req = new Request('http://x/', { method: 'POST', body: form });
  return {
    method: 'POST',
    url: '/leads',
    headers: {
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
      'accept-language': opts.lang ?? 'fr',
      'content-type': req.headers.get('content-type')!,
      'x-vetshop-proxy-secret': SECRET,
      'x-vetshop-client-address': opts.address ?? freshAddress(),
    },
    payload: Buffer.from(await req.arrayBuffer()),
  };
}
const postLead = async (opts: Parameters<typeof leadRequest>[0]) => t.app.inject(await leadRequest(opts));

const countLeads = async () =>
  (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from leads`))[0]!.n;
const outboxFor = (to: string) =>
  queryRows<{ kind: string; subject: string; locale: string; record_id: number }>(
    t.db,
    sql`select kind, subject, locale, record_id from mail_outbox where to_address = ${to} order by id`,
  );

beforeAll(async () => {
  t = await createTestApp({ env: { TRUSTED_PROXY_SECRET: SECRET } });
  vet = await login(t.app, 'vet@demo.test');
  staff = await login(t.app, 'staff@demo.test');
});
afterAll(() => t.close());

describe('GET /lead_subjects', () => {
  it("answers the subjects and countries in the caller's language, to a guest", async () => {
    const res = await t.app.inject({ url: '/lead_subjects', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      lead_subjects: { code: string; name: string }[];
      countries: { code: string }[];
    }>();
    expect(body.lead_subjects.map((s) => s.code)).toEqual([
      'order_question',
      'product_question',
      'delivery',
      'complaint',
      'account',
      'other',
    ]);
    expect(body.lead_subjects[0]!.name).toBe('Question about an order');
    expect(body.countries.some((c) => c.code === 'BE')).toBe(true);
  });
});

describe('POST /leads', () => {
  it('a guest sends a lead with a PDF: stored with its file, a mail to the staff and an acknowledgement', async () => {
    const res = await postLead({ data: good, files: [{ bytes: PDF, name: 'question.pdf' }], lang: 'en' });
    expect(res.statusCode).toBe(200);
    const { id } = res.json<{ ok: true; id: number }>();
    expect(id).toBeGreaterThan(0);
    const [lead] = await queryRows<{ email: string; customer_id: number | null; locale: string }>(
      t.db,
      sql`select email, customer_id, locale from leads where id = ${id}`,
    );
    expect(lead).toEqual({ email: 'lead.tester@example.test', customer_id: null, locale: 'en' });
    const [file] = await queryRows<{
      file_key: string;
      file_name: string;
      content_type: string;
      size: number;
    }>(t.db, sql`select file_key, file_name, content_type, size from lead_files where lead_id = ${id}`);
    expect(file).toMatchObject({
      file_name: 'question.pdf',
      content_type: 'application/pdf',
      size: PDF.length,
    });
    expect(file!.file_key).not.toContain('question');
    expect((await t.ctx.files.get(file!.file_key))?.bytes.equals(Buffer.from(PDF))).toBe(true);

    const staffMails = (await outboxFor('staff@demo.test')).filter((m) => m.record_id === id);
    expect(staffMails).toEqual([
      expect.objectContaining({ kind: 'lead', subject: expect.stringContaining('Lea Tester') }),
    ]);
    expect(await outboxFor('lead.tester@example.test')).toEqual([
      expect.objectContaining({ kind: 'lead_ack', locale: 'en', subject: 'We have received your request' }),
    ]);
  });

  it("a signed-in buyer's lead is linked to their customer", async () => {
    const res = await postLead({ data: { ...good, subject: 'account' }, cookie: vet });
    expect(res.statusCode).toBe(200);
    const [lead] = await queryRows<{ customer_id: number | null }>(
      t.db,
      sql`select customer_id from leads where id = ${res.json<{ id: number }>().id}`,
    );
    expect(lead!.customer_id).not.toBeNull();
  });

  it("refuses a .pdf that is really HTML or a PNG (judged by content), 415 in the caller's language", async () => {
    const before = await countLeads();
    for (const bytes of [HTML, PNG]) {
      const res = await postLead({ data: good, files: [{ bytes, name: 'offer.pdf' }], lang: 'en' });
      expect(res.statusCode).toBe(415);
      const body = errorBodySchema.parse(res.json());
      expect(body.code).toBe('lead_file_unsupported');
      expect(body.message).toBe(
        'The file "offer.pdf" is not a PDF, PNG or JPEG: only these formats are accepted.',
      );
    }
    // A PNG named as one is fine.
    expect((await postLead({ data: good, files: [{ bytes: PNG, name: 'photo.png' }] })).statusCode).toBe(200);
    expect(await countLeads()).toBe(before + 1);
  });

  it('refuses a file over 5 MB (413) and a fourth file (400)', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PDF);
    const res = await postLead({ data: good, files: [{ bytes: big, name: 'big.pdf' }], lang: 'fr' });
    expect(res.statusCode).toBe(413);
    expect(errorBodySchema.parse(res.json())).toMatchObject({
      code: 'lead_file_too_large',
      message: 'Un fichier dépasse la taille maximale de 5 Mo.',
    });
    const four = Array.from({ length: 4 }, (_, i) => ({ bytes: PDF, name: `f${i}.pdf` }));
    const res4 = await postLead({ data: good, files: four });
    expect(res4.statusCode).toBe(400);
    expect(res4.json()).toMatchObject({ code: 'lead_too_many_files' });
  });

  it('a missing e-mail, an unknown subject: 400 with the fields and localised messages; nothing kept', async () => {
    const before = await countLeads();
    const res = await postLead({ data: { ...good, email: '', subject: 'nope' }, lang: 'en' });
    expect(res.statusCode).toBe(400);
    const body = errorBodySchema.parse(res.json());
    expect(body.code).toBe('lead_data_invalid');
    expect(body.fields).toEqual(
      expect.arrayContaining([
        { path: 'data.email', message: 'This field is required.' },
        { path: 'data.subject', message: 'Choose one of the values offered.' },
      ]),
    );
    const bad = await postLead({ data: { ...good, email: 'not-an-address' }, lang: 'nl' });
    expect(bad.json()).toMatchObject({ fields: [{ path: 'data.email' }] });
    expect((await postLead({ data: undefined })).statusCode).toBe(400);
    expect((await postLead({ data: '{broken' })).statusCode).toBe(400);
    expect(await countLeads()).toBe(before);
  });

  it('a filled honeypot answers the same success, stores nothing and sends nothing', async () => {
    const before = await countLeads();
    const res = await postLead({
      data: { ...good, email: 'bot@spam.test', website: 'http://spam.test' },
      files: [{ bytes: PDF, name: 'x.pdf' }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, id: null });
    expect(await countLeads()).toBe(before);
    expect(await outboxFor('bot@spam.test')).toEqual([]);
  });

  it('answers 429 after 5 requests from one address in 10 minutes; another address is not held back', async () => {
    const address = freshAddress();
    for (let i = 0; i < 5; i++) expect((await postLead({ data: good, address })).statusCode).toBe(200);
    const res = await postLead({ data: good, address, lang: 'en' });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(errorBodySchema.parse(res.json())).toMatchObject({
      statusCode: 429,
      code: 'too_many_requests',
      message: expect.stringMatching(/^Too many requests from your connection\. Try again in 10 min\.$/),
    });
    expect((await postLead({ data: good })).statusCode).toBe(200);
  });

  it('answers 415 for a body that is not multipart', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/leads', payload: { data: good } });
    expect(res.statusCode).toBe(415);
  });
});

describe('POST /leads: the acknowledgement (issue 17 §4)', () => {
  /** Addresses of their own (TEST-NET-3), apart from the other tests' per-address counts. */
  let nextAckAddress = 1;
  const ackAddress = () => `203.0.113.${nextAckAddress++}`;
  const acksTo = (to: string) =>
    queryRows<{ text_body: string; html_body: string; subject: string }>(
      t.db,
      sql`select text_body, html_body, subject from mail_outbox where kind = 'lead_ack' and to_address = ${to} order by id`,
    );
  const acknowledged = async (id: number) =>
    (
      await queryRows<{ acknowledged: boolean }>(t.db, sql`select acknowledged from leads where id = ${id}`)
    )[0]!.acknowledged;

  it("quotes none of the sender's text (name, subject, message); the staff mail has it all", async () => {
    const res = await postLead({
      data: {
        ...good,
        email: 'relay-victim@example.test',
        name: 'Cheap pills at spam.example',
        company: 'Spam Company',
        description: 'Visit https://spam.example/offer for a prize',
      },
      lang: 'fr',
      address: ackAddress(),
    });
    expect(res.statusCode).toBe(200);
    const id = res.json<{ id: number }>().id;
    const [ack, ...more] = await acksTo('relay-victim@example.test');
    expect(more).toEqual([]);
    expect(ack!.subject).toBe('Nous avons bien reçu votre demande');
    expect(ack!.text_body).toContain('Nous avons bien reçu votre demande de contact.');
    for (const body of [ack!.text_body, ack!.html_body]) {
      expect(body).not.toMatch(/spam/i);
      expect(body).not.toContain('prize');
      expect(body).not.toContain('Question sur un produit');
    }
    const [staffMail] = await queryRows<{ text_body: string }>(
      t.db,
      sql`select text_body from mail_outbox where kind = 'lead' and record_id = ${id} order by id limit 1`,
    );
    expect(staffMail!.text_body).toContain('Visit https://spam.example/offer for a prize');
    expect(staffMail!.text_body).toContain('Cheap pills at spam.example');
  });

  it('mails one recipient at most 3 acknowledgements in 24 hours; further leads are kept and reach the staff', async () => {
    const to = 'often-named@example.test';
    const ids: number[] = [];
    // From a new address each time, in any letter case: the limit follows the recipient.
    for (const email of [to, 'Often-Named@Example.test', to, 'OFTEN-NAMED@example.test', to]) {
      const res = await postLead({ data: { ...good, email }, address: ackAddress() });
      expect(res.statusCode).toBe(200);
      ids.push(res.json<{ id: number }>().id);
    }
    expect(await acksTo(to)).toHaveLength(3);
    expect(await Promise.all(ids.map(acknowledged))).toEqual([true, true, true, false, false]);
    const staffMails = await queryRows<{ record_id: number }>(
      t.db,
      sql`select record_id from mail_outbox where kind = 'lead' and to_address = 'staff@demo.test'
          and record_id in ${sql.raw(`(${ids.join(',')})`)}`,
    );
    expect(new Set(staffMails.map((m) => m.record_id))).toEqual(new Set(ids));

    // Acknowledgements older than 24 hours no longer count.
    await t.db.execute(
      sql`update leads set created_at = now() - interval '25 hours' where email = ${to} and acknowledged`,
    );
    const later = await postLead({ data: { ...good, email: to }, address: ackAddress() });
    expect(await acknowledged(later.json<{ id: number }>().id)).toBe(true);
    expect(await acksTo(to)).toHaveLength(4);
  });

  it('sends at most 10 acknowledgements from one client address in 24 hours, whatever the recipients', async () => {
    const address = ackAddress();
    // Nine acknowledged earlier today (before this process's 10-minute request limit: as after a restart or
    // from another process), and one older than the window.
    await t.db.execute(sql`
      insert into leads (subject_id, email, name, description, locale, client_address, acknowledged, created_at)
      select s.id, 'earlier-' || g || '@example.test', 'Earlier', 'Earlier request', 'fr', ${address}, true,
             now() - (case when g = 10 then interval '25 hours' else interval '2 hours' end)
      from (select id from lead_subjects order by id limit 1) s, generate_series(1, 10) g`);
    const tenth = await postLead({ data: { ...good, email: 'tenth@example.test' }, address });
    expect(tenth.statusCode).toBe(200);
    expect(await acksTo('tenth@example.test')).toHaveLength(1);

    const eleventh = await postLead({ data: { ...good, email: 'eleventh@example.test' }, address });
    expect(eleventh.statusCode).toBe(200);
    expect(eleventh.json()).toEqual({ ok: true, id: expect.any(Number) });
    expect(await acknowledged(eleventh.json<{ id: number }>().id)).toBe(false);
    expect(await acksTo('eleventh@example.test')).toEqual([]);

    // Another address is not held back.
    await postLead({ data: { ...good, email: 'elsewhere@example.test' }, address: ackAddress() });
    expect(await acksTo('elsewhere@example.test')).toHaveLength(1);
  });

  it('parallel requests naming one recipient get exactly 3 acknowledgements (counted under a lock)', async () => {
    const to = 'parallel-named@example.test';
    const results = await Promise.all(
      Array.from({ length: 8 }, () => postLead({ data: { ...good, email: to }, address: ackAddress() })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(await acksTo(to)).toHaveLength(3);
    const [row] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from leads where email = ${to}`,
    );
    expect(row!.n).toBe(8);
  });
});

describe('staff: /staff/leads', () => {
  let leadId: number;
  beforeAll(async () => {
    const res = await postLead({
      data: { ...good, subject: 'complaint', name: 'Staff Case' },
      files: [{ bytes: PDF, name: 'réclamation été.pdf' }],
    });
    leadId = res.json<{ id: number }>().id;
  });

  it('is 401 for a guest and 403 for a buyer', async () => {
    expect((await t.app.inject({ url: '/staff/leads' })).statusCode).toBe(401);
    for (const url of ['/staff/leads', `/staff/leads/${leadId}`, '/staff/form_submissions']) {
      const res = await t.app.inject({ url, headers: { cookie: vet } });
      expect(res.statusCode).toBe(403);
    }
    const post = await t.app.inject({
      method: 'POST',
      url: `/staff/leads/${leadId}/handled`,
      headers: { cookie: vet },
    });
    expect(post.statusCode).toBe(403);
  });

  it('lists open leads filtered on subject, newest first, with the open count', async () => {
    const res = await t.app.inject({ url: '/staff/leads?subject=complaint', headers: { cookie: staff } });
    expect(res.statusCode).toBe(200);
    const list = res.json<StaffLeadList>();
    expect(list.items[0]).toMatchObject({ id: leadId, name: 'Staff Case', file_count: 1, handled_at: null });
    expect(list.items.every((l) => l.subject.code === 'complaint')).toBe(true);
    expect(list.open_count).toBeGreaterThanOrEqual(list.count);
  });

  it('shows a lead with its files, serves a file as an attachment, marks it handled once', async () => {
    const res = await t.app.inject({
      url: `/staff/leads/${leadId}`,
      headers: { cookie: staff, 'accept-language': 'en' },
    });
    const lead = res.json<StaffLeadDetail>();
    expect(lead).toMatchObject({ subject: { name: 'Complaint' }, country: { code: 'BE' }, history: [] });
    const file = lead.files[0]!;
    const download = await t.app.inject({
      url: `/staff/leads/${leadId}/files/${file.id}`,
      headers: { cookie: staff },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="reclamation_ete.pdf"; filename*=UTF-8''r%C3%A9clamation%20%C3%A9t%C3%A9.pdf`,
    );
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.rawPayload.equals(Buffer.from(PDF))).toBe(true);
    expect(
      (
        await t.app.inject({
          url: `/staff/leads/${leadId}/files/${file.id + 1000}`,
          headers: { cookie: staff },
        })
      ).statusCode,
    ).toBe(404);

    for (let i = 0; i < 2; i++) {
      const done = await t.app.inject({
        method: 'POST',
        url: `/staff/leads/${leadId}/handled`,
        headers: { cookie: staff },
      });
      expect(done.statusCode).toBe(200);
      expect(done.json<StaffLeadDetail>().history).toEqual([
        expect.objectContaining({ action: 'handled', by: 'staff@demo.test' }),
      ]);
    }
    const open = await t.app.inject({ url: '/staff/leads?subject=complaint', headers: { cookie: staff } });
    expect(open.json<StaffLeadList>().items.some((l) => l.id === leadId)).toBe(false);
    const handled = await t.app.inject({ url: '/staff/leads?handled=handled', headers: { cookie: staff } });
    expect(handled.json<StaffLeadList>().items.some((l) => l.id === leadId)).toBe(true);
  });

  it('names a downloaded file by its checked type, not by the name it was sent with (issue 17 §5)', async () => {
    const res = await postLead({
      data: { ...good, name: 'Renamed Files' },
      files: [
        { bytes: PNG, name: 'photo.html' },
        { bytes: PDF, name: 'facture' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json<{ id: number }>().id;
    const lead = (
      await t.app.inject({ url: `/staff/leads/${id}`, headers: { cookie: staff } })
    ).json<StaffLeadDetail>();
    const dispositions = await Promise.all(
      lead.files.map(
        async (f) =>
          (await t.app.inject({ url: `/staff/leads/${id}/files/${f.id}`, headers: { cookie: staff } }))
            .headers['content-disposition'],
      ),
    );
    expect(dispositions.sort()).toEqual([
      `attachment; filename="facture.pdf"; filename*=UTF-8''facture.pdf`,
      `attachment; filename="photo.png"; filename*=UTF-8''photo.png`,
    ]);
  });

  it('a lone UTF-16 surrogate in the form data is a 400 naming the field; nothing kept', async () => {
    const before = await countLeads();
    const res = await postLead({ data: { ...good, description: 'Bonjour \udc00' }, lang: 'en' });
    expect(res.statusCode).toBe(400);
    expect(errorBodySchema.parse(res.json())).toMatchObject({
      code: 'lead_data_invalid',
      fields: [{ path: 'data.description', message: expect.stringMatching(/UTF-16/) }],
    });
    expect(await countLeads()).toBe(before);
  });

  it('answers 404 for an unknown lead and 400 for a bad filter', async () => {
    expect((await t.app.inject({ url: '/staff/leads/999999', headers: { cookie: staff } })).statusCode).toBe(
      404,
    );
    expect(
      (await t.app.inject({ url: '/staff/leads?handled=maybe', headers: { cookie: staff } })).statusCode,
    ).toBe(400);
  });

  it('the staff summary counts open leads', async () => {
    const res = await t.app.inject({ url: '/staff/summary', headers: { cookie: staff } });
    const queues = res.json<{ queues: { queue: string; count: number }[] }>().queues;
    const open = await t.app.inject({ url: '/staff/leads', headers: { cookie: staff } });
    expect(queues.find((q) => q.queue === 'leads')?.count).toBe(open.json<StaffLeadList>().open_count);
  });

  it('the calls are in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json<{ paths: Record<string, unknown> }>();
    for (const path of [
      '/lead_subjects',
      '/leads',
      '/form',
      '/form/{id}',
      '/staff/leads',
      '/staff/leads/{id}',
    ])
      expect(doc.paths[path]).toBeDefined();
    expect(doc.paths['/staff/leads/{id}/files/{fileId}']).toBeDefined();
  });
});
