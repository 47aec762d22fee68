import { errorBodySchema, type SmallAd, type SmallAdList, type StaffSmallAdDetail } from '@vetshop/contract';
import { mailOutbox, smallAds } from '@vetshop/db';
import { SMALL_AD_FILE_MAX_BYTES } from '@vetshop/domain';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from './harness';

/**
 * Issue 11 §1: small ads against a real database and the file store — the author's life cycle (create with a
 * PDF, submit, staff refuse with a reason, edit, resubmit, publish), another customer's ad, the attachment
 * judged by its content and size, the form rules' localised messages, the public search and the moderation
 * mails. The clock is set in 2031 so that the demo ads (dated around today) stay out of the search's window.
 */
const NOW = new Date('2031-06-15T10:00:00Z');
let t: TestApp;
let vet: string;
let pharma: string;
let staff: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  vet = await login(t.app, 'vet@demo.test');
  pharma = await login(t.app, 'pharma@demo.test');
  staff = await login(t.app, 'staff@demo.test');
});
afterAll(() => t.close());

const PDF = new TextEncoder().encode('%PDF-1.4\n% a small test document\n%%EOF\n');

const params = (over: Record<string, unknown> = {}) => ({
  name: 'Locum vétérinaire en juillet',
  date_start: '2031-06-01',
  date_end: '2031-07-31',
  category: 'employment',
  country_state_code: 'WLG',
  body: 'Cabinet mixte cherche un remplaçant pour trois semaines.',
  contact: 'Dr Martin',
  phone: '+32 4 123 45 67',
  email: 'martin@example.test',
  ...over,
});

/** A multipart request as the storefront's FormData makes it. */
async function multipart(
  url: string,
  cookie: string,
  parameters: unknown,
  file?: { bytes: Uint8Array; name: string; type?: string },
  lang = 'fr',
  extra: Record<string, string> = {},
): Promise<InjectOptions> {
  const form = new FormData();
  form.append('parameters', typeof parameters === 'string' ? parameters : JSON.stringify(parameters));
  for (const [k, v] of Object.entries(extra)) form.append(k, v);
  if (file) form.append('file', new Blob([file.bytes], { type: file.type ?? 'application/pdf' }), file.name);
  const req = new Request('http://x/', { method: 'POST', body: form });
  return {
    method: 'POST',
    url,
    headers: { cookie, 'accept-language': lang, 'content-type': req.headers.get('content-type')! },
    payload: Buffer.from(await req.arrayBuffer()),
  };
}

async function create(
  cookie: string,
  over: Record<string, unknown> = {},
  file?: { bytes: Uint8Array; name: string },
) {
  const res = await t.app.inject(await multipart('/classified_ads', cookie, params(over), file));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SmallAd>();
}

const get = (url: string, cookie: string, lang = 'fr') =>
  t.app.inject({ method: 'GET', url, headers: { cookie, 'accept-language': lang } });
const post = (url: string, cookie: string, payload?: unknown, lang = 'fr') =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { cookie, 'accept-language': lang },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const mailsOf = (id: number) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recordType, 'small_ad'), eq(mailOutbox.recordId, id)));

describe('the life cycle of a small ad', () => {
  it('goes draft → pending → refused with its reason → draft → pending → published, with a mail each decision', async () => {
    const ad = await create(vet, {}, { bytes: PDF, name: 'Annonce été.pdf' });
    expect(ad).toMatchObject({
      state: 'draft',
      display_state: 'draft',
      is_mine: true,
      region_name: 'Liège',
      date_start: '2031-06-01',
      actions: { edit: true, submit: true, delete: true },
      file: { name: 'Annonce été.pdf', size: PDF.byteLength, url: `/classified_ads/${ad.id}/file` },
      rejection_reason: null,
    });

    const file = await get(`/classified_ads/${ad.id}/file`, vet);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain("filename*=UTF-8''Annonce%20%C3%A9t%C3%A9.pdf");
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(Buffer.from(PDF))).toBe(true);

    const submitted = await post(`/classified_ads/${ad.id}/submit`, vet);
    expect(submitted.json<SmallAd>()).toMatchObject({
      state: 'pending',
      actions: { submit: false, edit: true },
    });
    // Submitting twice: 409 naming the state, in the caller's language.
    const again = await post(`/classified_ads/${ad.id}/submit`, vet, undefined, 'en');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'invalid_transition' });
    expect(again.json<{ message: string }>().message).toContain('Awaiting approval');

    // In the moderation queue, with its PDF.
    const queue = (await get('/staff/small-ads?page_size=100', staff)).json<{ items: { id: number }[] }>();
    expect(queue.items.map((i) => i.id)).toContain(ad.id);
    const staffFile = await get(`/staff/small-ads/${ad.id}/file`, staff);
    expect(staffFile.statusCode).toBe(200);

    // Refusing needs a reason.
    const noReason = await post(`/staff/small-ads/${ad.id}/refuse`, staff, { reason: '   ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ code: 'invalid_input', fields: [{ path: 'reason' }] });
    const refused = await post(`/staff/small-ads/${ad.id}/refuse`, staff, {
      reason: '  Coordonnées incomplètes ',
    });
    expect(refused.statusCode).toBe(200);
    const refusedAd = refused.json<StaffSmallAdDetail>();
    expect(refusedAd).toMatchObject({
      state: 'cancel',
      display_state: 'refused',
      rejection_reason: 'Coordonnées incomplètes',
      author: { login: 'vet@demo.test' },
    });
    expect(refusedAd.history).toMatchObject([
      { action: 'refused', by: 'staff@demo.test', detail: { reason: 'Coordonnées incomplètes' } },
    ]);
    // The author reads the reason.
    expect((await get(`/classified_ads/${ad.id}`, vet)).json<SmallAd>()).toMatchObject({
      display_state: 'refused',
      rejection_reason: 'Coordonnées incomplètes',
    });
    // Publishing a refused ad is not a transition.
    expect((await post(`/staff/small-ads/${ad.id}/publish`, staff)).statusCode).toBe(409);

    // The author edits (back to draft, reason gone) and resubmits; staff publish.
    const edited = await t.app.inject(
      await multipart(
        `/classified_ads/${ad.id}/update_set_to_draft`,
        vet,
        params({ phone: '+32 4 765 43 21' }),
      ),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<SmallAd>()).toMatchObject({
      state: 'draft',
      rejection_reason: null,
      phone: '+32 4 765 43 21',
    });
    expect(edited.json<SmallAd>().file?.name).toBe('Annonce été.pdf');
    await post(`/classified_ads/${ad.id}/submit`, vet);
    const published = await post(`/staff/small-ads/${ad.id}/publish`, staff);
    expect(published.json<StaffSmallAdDetail>()).toMatchObject({ state: 'published' });
    expect(published.json<StaffSmallAdDetail>().history.map((h) => h.action)).toEqual([
      'refused',
      'published',
    ]);

    const mails = await mailsOf(ad.id);
    expect(mails.map((m) => m.kind).sort()).toEqual(['small_ad_published', 'small_ad_refused']);
    const refusal = mails.find((m) => m.kind === 'small_ad_refused')!;
    expect(refusal.toAddress).toBe('vet@demo.test');
    expect(refusal.textBody).toContain('Coordonnées incomplètes');
    expect(refusal.textBody).toContain(`/account/smallads/${ad.id}`);

    // Another buyer reads the published ad (and its file), without any action.
    const seen = await get(`/classified_ads/${ad.id}`, pharma);
    expect(seen.json<SmallAd>()).toMatchObject({
      is_mine: false,
      actions: { edit: false, submit: false, delete: false },
    });
    expect((await get(`/classified_ads/${ad.id}/file`, pharma)).statusCode).toBe(200);

    // Editing a published ad hides it again until published.
    await t.app.inject(await multipart(`/classified_ads/${ad.id}/update_set_to_draft`, vet, params()));
    expect((await get(`/classified_ads/${ad.id}`, pharma)).statusCode).toBe(404);
  });

  it('deletes an ad in any state with its stored document', async () => {
    const ad = await create(vet, {}, { bytes: PDF, name: 'a.pdf' });
    await post(`/classified_ads/${ad.id}/submit`, vet);
    const [row] = await t.db
      .select({ fileKey: smallAds.fileKey })
      .from(smallAds)
      .where(eq(smallAds.id, ad.id));
    expect(await t.ctx.files.get(row!.fileKey!)).not.toBeNull();
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/classified_ads/${ad.id}`,
      headers: { cookie: vet },
    });
    expect(del.statusCode).toBe(204);
    expect(await t.ctx.files.get(row!.fileKey!)).toBeNull();
    expect((await get(`/classified_ads/${ad.id}`, vet)).statusCode).toBe(404);
  });
});

describe("another customer's ad", () => {
  it('is a 404 everywhere until published', async () => {
    const ad = await create(vet, {}, { bytes: PDF, name: 'b.pdf' });
    const other = { cookie: pharma };
    expect((await get(`/classified_ads/${ad.id}`, pharma)).statusCode).toBe(404);
    expect((await get(`/classified_ads/${ad.id}/file`, pharma)).statusCode).toBe(404);
    expect((await post(`/classified_ads/${ad.id}/submit`, pharma)).statusCode).toBe(404);
    expect(
      (await t.app.inject(await multipart(`/classified_ads/${ad.id}/update_set_to_draft`, pharma, params())))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/classified_ads/${ad.id}`, headers: other })).statusCode,
    ).toBe(404);
    const mine = (await get('/classified_ads/my_classified_ads?per_page=100', pharma)).json<SmallAdList>();
    expect(mine.items.map((i) => i.id)).not.toContain(ad.id);
    // Published: readable, still not editable.
    await post(`/classified_ads/${ad.id}/submit`, vet);
    await post(`/staff/small-ads/${ad.id}/publish`, staff);
    expect((await get(`/classified_ads/${ad.id}`, pharma)).statusCode).toBe(200);
    expect((await post(`/classified_ads/${ad.id}/submit`, pharma)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/classified_ads/${ad.id}`, headers: other })).statusCode,
    ).toBe(404);
  });

  it('is 401 for guests and 403 for staff on the buyer calls; the staff calls are 403 for buyers', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/classified_ads/search' })).statusCode).toBe(401);
    expect((await t.app.inject(await multipart('/classified_ads', '', params()))).statusCode).toBe(401);
    expect((await get('/classified_ads/my_classified_ads', staff)).statusCode).toBe(403);
    for (const url of ['/staff/small-ads', '/staff/small-ads/1', '/staff/small-ads/1/file'])
      expect((await get(url, vet)).statusCode).toBe(403);
    expect((await post('/staff/small-ads/1/publish', vet)).statusCode).toBe(403);
    expect((await post('/staff/small-ads/1/refuse', pharma, { reason: 'x' })).statusCode).toBe(403);
  });
});

describe('the attachment', () => {
  it('names the downloaded PDF by its checked type: one sent as x.html downloads as x.pdf (issue 17 §5)', async () => {
    const ad = await create(vet, {}, { bytes: PDF, name: 'x.html' });
    const expected = `inline; filename="x.pdf"; filename*=UTF-8''x.pdf`;
    const file = await get(`/classified_ads/${ad.id}/file`, vet);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(expected);
    await post(`/classified_ads/${ad.id}/submit`, vet);
    expect((await get(`/staff/small-ads/${ad.id}/file`, staff)).headers['content-disposition']).toBe(
      expected,
    );
  });

  it('refuses a lone UTF-16 surrogate in the parameters, naming the field (issue 17 §5)', async () => {
    const res = await t.app.inject(
      await multipart('/classified_ads', vet, params({ name: 'Locum \udc00' }), undefined, 'en'),
    );
    expect(res.statusCode).toBe(400);
    expect(errorBodySchema.parse(res.json())).toMatchObject({
      code: 'invalid_input',
      fields: [{ path: 'name', message: expect.stringMatching(/UTF-16/) }],
    });
  });

  it('refuses a file that is not a PDF, whatever its name and declared type (415, localised)', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const res = await t.app.inject(
      await multipart(
        '/classified_ads',
        vet,
        params(),
        { bytes: png, name: 'cv.pdf', type: 'application/pdf' },
        'nl',
      ),
    );
    expect(res.statusCode).toBe(415);
    expect(errorBodySchema.parse(res.json())).toMatchObject({
      code: 'small_ad_file_not_pdf',
      message: 'Het document moet een pdf-bestand zijn.',
    });
  });

  it('refuses a file above the limit (413) and stores nothing', async () => {
    const big = new Uint8Array(SMALL_AD_FILE_MAX_BYTES + 1);
    big.set(PDF);
    const before = (await get('/classified_ads/my_classified_ads?per_page=100', vet)).json<SmallAdList>()
      .total;
    const res = await t.app.inject(
      await multipart('/classified_ads', vet, params(), { bytes: big, name: 'big.pdf' }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'small_ad_file_too_large' });
    expect(res.json<{ message: string }>().message).toContain('5 Mo');
    const after = (await get('/classified_ads/my_classified_ads?per_page=100', vet)).json<SmallAdList>()
      .total;
    expect(after).toBe(before);
  });

  it('is replaced by a new file and removed by file_delete', async () => {
    const ad = await create(vet, {}, { bytes: PDF, name: 'first.pdf' });
    const url = `/classified_ads/${ad.id}/update_set_to_draft`;
    const replaced = await t.app.inject(
      await multipart(url, vet, params(), { bytes: PDF, name: 'second.pdf' }),
    );
    expect(replaced.json<SmallAd>().file?.name).toBe('second.pdf');
    const removed = await t.app.inject(await multipart(url, vet, params({ file_delete: true })));
    expect(removed.json<SmallAd>().file).toBeNull();
    expect((await get(`/classified_ads/${ad.id}/file`, vet)).statusCode).toBe(404);
    // As a form field of its own too.
    await t.app.inject(await multipart(url, vet, params(), { bytes: PDF, name: 'third.pdf' }));
    const viaField = await t.app.inject(
      await multipart(url, vet, params(), undefined, 'fr', { file_delete: 'true' }),
    );
    expect(viaField.json<SmallAd>().file).toBeNull();
  });
});

describe('the form rules', () => {
  it('refuses a body of 501 characters and every missing field, with a localised message per parameter', async () => {
    const res = await t.app.inject(
      await multipart(
        '/classified_ads',
        vet,
        params({ body: 'x'.repeat(501), phone: ' ', date_end: '2031-05-01' }),
        undefined,
        'en',
      ),
    );
    expect(res.statusCode).toBe(400);
    const body = errorBodySchema.parse(res.json());
    expect(body.code).toBe('invalid_input');
    expect(body.fields).toEqual(
      expect.arrayContaining([
        { path: 'body', message: 'At most 500 characters.' },
        { path: 'phone', message: 'This field is required.' },
        { path: 'date_end', message: 'The end date cannot be before the start date.' },
      ]),
    );
    const fr = await t.app.inject(await multipart('/classified_ads', vet, params({ body: 'é'.repeat(501) })));
    expect(fr.json<{ fields: unknown[] }>().fields).toEqual([
      { path: 'body', message: '500 caractères au maximum.' },
    ]);
    // Exactly 500 is accepted.
    await create(vet, { body: 'é'.repeat(500) });
  });

  it('refuses unknown codes, bad dates, an unreadable parameters field and a body that is not multipart', async () => {
    const bad = await t.app.inject(
      await multipart(
        '/classified_ads',
        vet,
        params({ category: 'cars', country_state_code: 'XXX', date_start: '31/02/2031' }),
      ),
    );
    expect(
      bad
        .json<{ fields: { path: string }[] }>()
        .fields.map((f) => f.path)
        .sort(),
    ).toEqual(['category', 'country_state_code', 'date_start']);
    const notJson = await t.app.inject(await multipart('/classified_ads', vet, '{not json'));
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ code: 'invalid_input', fields: [{ path: 'parameters' }] });
    const json = await t.app.inject({
      method: 'POST',
      url: '/classified_ads',
      headers: { cookie: vet },
      payload: params(),
    });
    expect(json.statusCode).toBe(415);
    // dd/mm/yyyy is read too.
    const ad = await create(vet, { date_start: '01/06/2031', date_end: '02/06/2031' });
    expect(ad).toMatchObject({ date_start: '2031-06-01', date_end: '2031-06-02' });
  });
  it('answers a truncated multipart body, a second file and an unknown part with a 400, never a 5xx', async () => {
    const whole = await multipart('/classified_ads', vet, params(), { bytes: PDF, name: 'a.pdf' });
    const payload = whole.payload as Buffer;
    const cut = await t.app.inject({ ...whole, payload: payload.subarray(0, payload.length - 60) });
    expect(cut.statusCode).toBe(400);
    expect(errorBodySchema.parse(cut.json()).code).toBe('small_ad_form_unreadable');
    const form = new FormData();
    form.append('parameters', JSON.stringify(params()));
    form.append('file', new Blob([PDF]), 'a.pdf');
    form.append('other', 'x');
    const req = new Request('http://x/', { method: 'POST', body: form });
    const extra = await t.app.inject({
      method: 'POST',
      url: '/classified_ads',
      headers: { cookie: vet, 'content-type': req.headers.get('content-type')! },
      payload: Buffer.from(await req.arrayBuffer()),
    });
    expect(extra.statusCode).toBe(400);
  });

  it('refuses a refusal reason over 500 characters, in the staff member’s language', async () => {
    const ad = await create(vet);
    await post(`/classified_ads/${ad.id}/submit`, vet);
    const res = await post(`/staff/small-ads/${ad.id}/refuse`, staff, { reason: 'x'.repeat(501) }, 'nl');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'invalid_input',
      fields: [{ path: 'reason', message: 'Maximaal 500 tekens.' }],
    });
    expect((await get(`/staff/small-ads/${ad.id}`, staff)).json<StaffSmallAdDetail>().state).toBe('pending');
  });
});

describe('the search', () => {
  it('lists published ads whose dates include today, newest first, filtered by category and region, paged', async () => {
    const ids: number[] = [];
    for (const [i, over] of [
      { category: 'equipment', country_state_code: 'WNA' },
      { category: 'equipment', country_state_code: 'WNA' },
      { category: 'equipment', country_state_code: 'WNA' },
      { category: 'animals', country_state_code: 'WNA' },
      // Ended yesterday, starts tomorrow: not listed.
      { category: 'equipment', country_state_code: 'WNA', date_start: '2031-05-01', date_end: '2031-06-14' },
      { category: 'equipment', country_state_code: 'WNA', date_start: '2031-06-16', date_end: '2031-06-30' },
    ].entries()) {
      const ad = await create(pharma, { ...over, name: `Matériel ${i}` });
      await post(`/classified_ads/${ad.id}/submit`, pharma);
      await post(`/staff/small-ads/${ad.id}/publish`, staff);
      ids.push(ad.id);
    }
    // A draft and a pending ad are not listed either.
    await create(pharma, { category: 'equipment', country_state_code: 'WNA' });

    const page1 = (
      await get('/classified_ads/search?category=equipment&region=WNA&page_size=2', vet)
    ).json<SmallAdList>();
    expect(page1.total).toBe(3);
    expect(page1.per_page).toBe(2);
    const page2 = (
      await get('/classified_ads/search?category=equipment&region=WNA&page_size=2&page=2', vet)
    ).json<SmallAdList>();
    const listed = [...page1.items, ...page2.items].map((i) => i.id);
    // Published in creation order: newest publication first.
    expect(listed).toEqual([ids[2], ids[1], ids[0]]);
    const byRegion = (await get('/classified_ads/search?region=WNA&page_size=100', vet)).json<SmallAdList>();
    expect(byRegion.items.map((i) => i.id).sort()).toEqual([ids[0], ids[1], ids[2], ids[3]].sort());
    expect(byRegion.items.every((i) => !i.is_mine && i.region_name === 'Namur')).toBe(true);
    const dutch = (await get('/classified_ads/search?region=WNA&page_size=1', vet, 'nl')).json<SmallAdList>();
    expect(dutch.items[0]?.region_name).toBe('Namen');

    expect((await get('/classified_ads/search?region=XXX', vet)).statusCode).toBe(400);
    expect((await get('/classified_ads/search?page_size=1000', vet)).statusCode).toBe(400);
  });

  it('lists my ads by state, newest first', async () => {
    const ad = await create(vet, { name: 'Mine' });
    const drafts = (
      await get('/classified_ads/my_classified_ads?state=draft&per_page=1', vet)
    ).json<SmallAdList>();
    expect(drafts.items[0]?.id).toBe(ad.id);
    expect(drafts.items.every((i) => i.state === 'draft' && i.is_mine)).toBe(true);
  });
});

describe('the staff home', () => {
  it('counts the pending small ads', async () => {
    const count = async () =>
      (await get('/staff/summary', staff))
        .json<{ queues: { queue: string; count: number }[] }>()
        .queues.find((q) => q.queue === 'small_ads')?.count;
    const before = await count();
    const ad = await create(vet);
    await post(`/classified_ads/${ad.id}/submit`, vet);
    expect(await count()).toBe((before ?? 0) + 1);
  });
});

describe('the OpenAPI document', () => {
  it('lists every small-ads call, the multipart ones with their content type', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> } }>>;
    }>();
    for (const [path, method] of [
      ['/classified_ads/my_classified_ads', 'get'],
      ['/classified_ads/search', 'get'],
      ['/classified_ads/{id}', 'get'],
      ['/classified_ads/{id}/file', 'get'],
      ['/classified_ads', 'post'],
      ['/classified_ads/{id}/update_set_to_draft', 'post'],
      ['/classified_ads/{id}/submit', 'post'],
      ['/classified_ads/{id}', 'delete'],
      ['/staff/small-ads', 'get'],
      ['/staff/small-ads/{id}', 'get'],
      ['/staff/small-ads/{id}/file', 'get'],
      ['/staff/small-ads/{id}/publish', 'post'],
      ['/staff/small-ads/{id}/refuse', 'post'],
    ] as const)
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    expect(Object.keys(doc.paths['/classified_ads']!.post!.requestBody?.content ?? {})).toContain(
      'multipart/form-data',
    );
  });
});
