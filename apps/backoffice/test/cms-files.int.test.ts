import type { CmsAdvertisement, CmsAdvertisementStaff, CmsNews, CmsPage, CmsUpload } from '@vetshop/contract';
import { cmsFileRefs, cmsFiles } from '@vetshop/db';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduleCmsFileSweep, sweepCmsFiles } from '../src/modules/cms';
import { takeLease } from '../src/modules/jobs';
import { createTestApp, jsonCaller, login, type TestApp } from './harness';

/**
 * Decision 019: content files have a lifecycle. A file is public while a published record valid today references
 * it (staff read any file, for the editor's preview), and it is removed from cms_files and the file store when the
 * last record using it drops it or is deleted; uploads nothing ever used are swept after 24 hours. Today is
 * 2030-03-01.
 */
const NOW = new Date('2030-03-01T09:00:00Z');
let t: TestApp;
let staff: string;
let vet: string;

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  staff = await login(t.app, 'staff@demo.test');
  vet = await login(t.app, 'vet@demo.test');
});
afterAll(() => t.close());

const json = jsonCaller(() => t.app);

async function upload(bytes: Uint8Array, name: string): Promise<CmsUpload> {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  const req = new Request('http://x/', { method: 'POST', body: form });
  const res = await t.app.inject({
    method: 'POST',
    url: '/staff/cms/uploads',
    headers: { cookie: staff, 'content-type': req.headers.get('content-type')! },
    payload: Buffer.from(await req.arrayBuffer()),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CmsUpload>();
}

const texts = (slug: string, html: Partial<Record<'fr' | 'nl' | 'en', string>> = {}) => ({
  fr: { title: `Titre ${slug}`, slug: `${slug}-fr`, content: html.fr ?? '<p>Bonjour</p>' },
  nl: { title: `Titel ${slug}`, slug: `${slug}-nl`, content: html.nl ?? '<p>Hallo</p>' },
  en: { title: `Title ${slug}`, slug: `${slug}-en`, content: html.en ?? '<p>Hello</p>' },
});
const img = (file: CmsUpload) => `<p><img src="${file.url}" alt="Photo"></p>`;

/** Whether the file still exists: its row and its bytes. */
async function stored(key: string): Promise<{ row: boolean; bytes: boolean }> {
  const rows = await t.db.select().from(cmsFiles).where(eq(cmsFiles.key, key));
  return { row: rows.length === 1, bytes: (await t.ctx.files.get(key)) !== null };
}
const kept = { row: true, bytes: true };
const removed = { row: false, bytes: false };

describe('who reads a content file', () => {
  it('a draft news item’s image is 404 for a guest and a buyer, 200 for staff, public once published', async () => {
    const image = await upload(PNG, 'draft.png');
    const news = {
      translations: texts('draft-news'),
      date: '2030-02-28',
      image: image.key,
      thumbnail: image.key,
      published: false,
    };
    const created = await json('POST', '/staff/cms/news', staff, news);
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json<CmsNews>().id;

    const guest = await json('GET', image.url);
    expect(guest.statusCode).toBe(404);
    expect(guest.headers['cache-control']).toBe('private, no-store');
    expect(guest.json()).toMatchObject({ statusCode: 404, code: 'not_found' });
    expect((await json('GET', image.url, vet)).statusCode).toBe(404);

    const preview = await json('GET', image.url, staff);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/png');
    expect(preview.headers['cache-control']).toBe('private, no-store');
    expect(preview.rawPayload.equals(Buffer.from(PNG))).toBe(true);

    expect((await json('PUT', `/staff/cms/news/${id}`, staff, { ...news, published: true })).statusCode).toBe(
      200,
    );
    const open = await json('GET', image.url);
    expect(open.statusCode).toBe(200);
    expect(open.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    // Out of its window it is no longer public (staff still read it).
    const ended = { ...news, published: true, date_start: '2030-01-01', date_end: '2030-02-01' };
    expect((await json('PUT', `/staff/cms/news/${id}`, staff, ended)).statusCode).toBe(200);
    expect((await json('GET', image.url)).statusCode).toBe(404);
    expect((await json('GET', image.url, staff)).statusCode).toBe(200);
  });

  it('an image inside a published page’s HTML in one language only is public; an unused upload is not', async () => {
    const inDutch = await upload(PNG, 'nl-only.png');
    const unused = await upload(PNG, 'unused.png');
    const res = await json('POST', '/staff/cms/pages', staff, {
      translations: texts('nl-image', { nl: img(inDutch) }),
      group: 'info',
      slots: 'none',
      sequence: 1,
      published: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await json('GET', inDutch.url)).statusCode).toBe(200);
    expect((await json('GET', unused.url)).statusCode).toBe(404);
    expect((await json('GET', unused.url, staff)).statusCode).toBe(200);
  });
});

describe('removing files nothing uses', () => {
  it('replacing an advertisement’s image removes the old file; the old key is then refused', async () => {
    const first = await upload(PNG, 'ad-1.png');
    const second = await upload(PNG, 'ad-2.png');
    const ad = {
      name: 'Lifecycle ad',
      translations: { fr: { title: 'Pub' }, nl: { title: 'Reclame' }, en: { title: 'Ad' } },
      site_url: 'https://example.be/ad',
      image: first.key,
      published: true,
    };
    const created = await json('POST', '/staff/cms/advertisements', staff, ad);
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json<CmsAdvertisementStaff>().id;
    expect((await json('GET', first.url)).statusCode).toBe(200);

    const replaced = await json('PUT', `/staff/cms/advertisements/${id}`, staff, {
      ...ad,
      image: second.key,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(await stored(first.key)).toEqual(removed);
    expect(await stored(second.key)).toEqual(kept);
    expect((await json('GET', first.url, staff)).statusCode).toBe(404);
    expect((await json('GET', second.url)).statusCode).toBe(200);

    // A stale editor naming the removed file: 400 with the documented body, in the staff member's language.
    const stale = await json(
      'PUT',
      `/staff/cms/advertisements/${id}`,
      staff,
      { ...ad, image: first.key },
      'nl',
    );
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject({ statusCode: 400, code: 'cms_file_invalid' });
    expect(stale.json<{ message: string }>().message).not.toBe('');
    expect(await stored(second.key)).toEqual(kept);

    // Saved without any image: the second one goes too.
    const without = await json('PUT', `/staff/cms/advertisements/${id}`, staff, { ...ad, image: null });
    expect(without.statusCode, without.body).toBe(200);
    expect(await stored(second.key)).toEqual(removed);
  });

  it('deleting a page removes the images only it used and keeps one another page still uses', async () => {
    const shared = await upload(PNG, 'shared.png');
    const own = await upload(PNG, 'own.png');
    const ownPdf = await upload(PDF, 'own.pdf');
    const page = (slug: string, html: Partial<Record<'fr' | 'nl' | 'en', string>>) =>
      json('POST', '/staff/cms/pages', staff, {
        translations: texts(slug, html),
        group: 'info',
        slots: 'none',
        sequence: 1,
        published: true,
      });
    const gone = await page('going', {
      fr: img(shared),
      en: `${img(own)}<p><a href="${ownPdf.url}">PDF</a></p>`,
    });
    expect(gone.statusCode, gone.body).toBe(200);
    const staying = await page('staying', { nl: img(shared) });
    expect(staying.statusCode, staying.body).toBe(200);

    const del = await json('DELETE', `/staff/cms/pages/${gone.json<CmsPage>().id}`, staff);
    expect(del.statusCode).toBe(204);
    expect(await stored(own.key)).toEqual(removed);
    expect(await stored(ownPdf.key)).toEqual(removed);
    expect(await stored(shared.key)).toEqual(kept);
    expect((await json('GET', shared.url)).statusCode).toBe(200);
    const refs = await t.db.select().from(cmsFileRefs).where(eq(cmsFileRefs.fileKey, shared.key));
    expect(refs).toEqual([{ kind: 'pages', entryId: staying.json<CmsPage>().id, fileKey: shared.key }]);
  });

  it('a failure to delete the bytes is not the staff’s failure: the save succeeds and the row is gone', async () => {
    const image = await upload(PNG, 'stuck.png');
    const body = {
      translations: texts('stuck', { fr: img(image) }),
      group: 'info',
      slots: 'none',
      sequence: 1,
      published: true,
    };
    const created = await json('POST', '/staff/cms/pages', staff, body);
    const original = t.ctx.files.delete;
    t.ctx.files.delete = () => Promise.reject(new Error('store unavailable'));
    try {
      const res = await json('PUT', `/staff/cms/pages/${created.json<CmsPage>().id}`, staff, {
        ...body,
        translations: texts('stuck'),
      });
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      t.ctx.files.delete = original;
    }
    expect((await stored(image.key)).row).toBe(false);
  });
});

describe('concurrent staff edits', () => {
  it('a file one save starts using while a delete drops it is either kept with its reference or gone with none', async () => {
    const body = (slug: string, file: CmsUpload) => ({
      translations: texts(slug, { fr: img(file) }),
      group: 'info',
      slots: 'none',
      sequence: 1,
      published: true,
    });
    // On PostgreSQL (the second pass) both requests run at once on their own connections.
    for (let i = 0; i < 6; i++) {
      const file = await upload(PNG, `race-${i}.png`);
      const first = await json('POST', '/staff/cms/pages', staff, body(`race-a-${i}`, file));
      expect(first.statusCode, first.body).toBe(200);
      const [del, second] = await Promise.all([
        json('DELETE', `/staff/cms/pages/${first.json<CmsPage>().id}`, staff),
        json('POST', '/staff/cms/pages', staff, body(`race-b-${i}`, file)),
      ]);
      expect(del.statusCode, del.body).toBe(204);
      expect(second.statusCode, second.body).toBe(200);
      const refs = await t.db.select().from(cmsFileRefs).where(eq(cmsFileRefs.fileKey, file.key));
      expect(await stored(file.key)).toEqual(refs.length > 0 ? kept : removed);
      expect(refs.every((r) => r.entryId === second.json<CmsPage>().id)).toBe(true);
    }
  });
});

describe('the sweep of abandoned uploads', () => {
  it('removes a 25-hour-old unreferenced upload, keeps a 1-hour-old one and a referenced one', async () => {
    const [old, recent, used] = [
      await upload(PNG, 'old.png'),
      await upload(PNG, 'recent.png'),
      await upload(PNG, 'used.png'),
    ];
    const news = await json('POST', '/staff/cms/news', staff, {
      translations: texts('swept-news'),
      date: '2030-02-20',
      image: used.key,
      published: false,
    });
    expect(news.statusCode, news.body).toBe(200);
    const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3600_000);
    await t.db
      .update(cmsFiles)
      .set({ createdAt: hoursAgo(25) })
      .where(inArray(cmsFiles.key, [old.key, used.key]));
    await t.db
      .update(cmsFiles)
      .set({ createdAt: hoursAgo(1) })
      .where(eq(cmsFiles.key, recent.key));

    const errors: unknown[] = [];
    const run = await sweepCmsFiles(t.ctx, { now: () => NOW, log: { error: (obj) => errors.push(obj) } });
    expect(run.ran).toBe(true);
    expect(run.removed).toContain(old.key);
    expect(run.removed).not.toContain(recent.key);
    expect(run.removed).not.toContain(used.key);
    expect(await stored(old.key)).toEqual(removed);
    expect(await stored(recent.key)).toEqual(kept);
    expect(await stored(used.key)).toEqual(kept);
    expect(errors).toEqual([]);

    // A day later the recent one is abandoned too; the referenced one never is.
    const later = new Date(NOW.getTime() + 24 * 3600_000);
    const next = await sweepCmsFiles(t.ctx, { now: () => later, log: { error: () => undefined } });
    expect(next.removed).toContain(recent.key);
    expect(await stored(used.key)).toEqual(kept);
  });

  it('is scheduled to run at start; stopping it waits for the run under way', async () => {
    const old = await upload(PNG, 'scheduled.png');
    await t.db
      .update(cmsFiles)
      .set({ createdAt: new Date(NOW.getTime() - 48 * 3600_000) })
      .where(eq(cmsFiles.key, old.key));
    const errors: unknown[] = [];
    const stop = scheduleCmsFileSweep(t.ctx, {
      intervalMs: 60 * 60 * 1000,
      log: { error: (obj) => errors.push(obj) },
    });
    await stop();
    expect(await stored(old.key)).toEqual(removed);
    expect(errors).toEqual([]);
  });

  it('does not run while another process holds its lease', async () => {
    const other = await sweepCmsFiles(t.ctx, {
      now: () => NOW,
      holder: 'other-process',
      log: { error: () => undefined },
    });
    expect(other.ran).toBe(true);
    expect(await takeLease(t.db, { name: 'cms-file-sweep', holder: 'busy', ttlMs: 60_000, now: NOW })).toBe(
      true,
    );
    const blocked = await sweepCmsFiles(t.ctx, {
      now: () => NOW,
      holder: 'me',
      log: { error: () => undefined },
    });
    expect(blocked).toEqual({ ran: false, removed: [] });
  });
});

describe('the size of an advertisement’s image', () => {
  /** A PNG header saying 480 × 270 (what the upload reads; the pixels do not matter here). */
  const SIZED_PNG = new Uint8Array([
    ...[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52],
    ...[0, 0, 0x01, 0xe0, 0, 0, 0x01, 0x0e, 8, 2, 0, 0, 0],
  ]);

  it('is read from the upload and given with the advertisement, so that pages keep its place; unknown is null', async () => {
    const sized = await upload(SIZED_PNG, 'banner.png');
    const unsized = await upload(PNG, 'short.png');
    const ads: Record<string, number> = {};
    for (const [name, file] of [
      ['Sized ad', sized],
      ['Unsized ad', unsized],
    ] as const) {
      const created = await json('POST', '/staff/cms/advertisements', staff, {
        name,
        translations: { fr: { title: 'Pub' }, nl: { title: 'Reclame' }, en: { title: 'Ad' } },
        site_url: 'https://example.be/ad',
        display_slot: 'top',
        image: file.key,
        published: true,
      });
      expect(created.statusCode, created.body).toBe(200);
      ads[name] = created.json<CmsAdvertisementStaff>().id;
    }
    const listed = await json('GET', '/cms/advertisements?slot=top');
    expect(listed.statusCode).toBe(200);
    const items = listed.json<{ items: CmsAdvertisement[] }>().items;
    expect(items.find((a) => a.id === ads['Sized ad'])?.image).toEqual({
      url: sized.url,
      alt: 'Pub',
      width: 480,
      height: 270,
    });
    expect(items.find((a) => a.id === ads['Unsized ad'])?.image).toMatchObject({ width: null, height: null });
  });
});
