import type {
  CmsAdvertisementStaff,
  CmsContentList,
  CmsNews,
  CmsPage,
  CmsStaffList,
  CmsUpload,
} from '@vetshop/contract';
import { staffActions } from '@vetshop/db';
import { CMS_IMAGE_MAX_BYTES } from '@vetshop/domain';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonCaller, login, type TestApp } from './harness';

/**
 * Issue 11 §2: content written by staff (pages, news, snippets, info banners, advertisements) and read by the
 * shop: sanitised HTML, slugs per language, the publication window, guest and signed-in banners, uploads judged by
 * content. Today is 2030-03-01.
 */
let t: TestApp;
let vet: string;
let staff: string;

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);
const PDF = new TextEncoder().encode('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2030-03-01T09:00:00Z') });
  vet = await login(t.app, 'vet@demo.test');
  staff = await login(t.app, 'staff@demo.test');
});
afterAll(() => t.close());

const json = jsonCaller(() => t.app);

async function uploadRequest(bytes: Uint8Array, name: string, cookie = staff): Promise<InjectOptions> {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  const req = new Request('http://x/', { method: 'POST', body: form });
  return {
    method: 'POST',
    url: '/staff/cms/uploads',
    headers: { cookie, 'accept-language': 'fr', 'content-type': req.headers.get('content-type')! },
    payload: Buffer.from(await req.arrayBuffer()),
  };
}
const upload = async (bytes: Uint8Array, name: string, cookie = staff) =>
  t.app.inject(await uploadRequest(bytes, name, cookie));

const texts = (slug: string, extra: Record<string, string> = {}) => ({
  fr: { title: `Titre ${slug}`, slug: `${slug}-fr`, content: '<p>Bonjour</p>', ...extra },
  nl: { title: `Titel ${slug}`, slug: `${slug}-nl`, content: '<p>Hallo</p>', ...extra },
  en: { title: `Title ${slug}`, slug: `${slug}-en`, content: '<p>Hello</p>', ...extra },
});

const page = (slug: string, over: Record<string, unknown> = {}) => ({
  translations: texts(slug),
  group: 'legal',
  slots: 'footer',
  sequence: 3,
  published: true,
  ...over,
});

async function createPage(slug: string, over: Record<string, unknown> = {}): Promise<CmsPage> {
  const res = await json('POST', '/staff/cms/pages', staff, page(slug, over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CmsPage>();
}

describe('staff only', () => {
  it('answers 401 to a guest and 403 to a buyer on every staff call', async () => {
    for (const [method, url] of [
      ['GET', '/staff/cms/pages'],
      ['POST', '/staff/cms/pages'],
      ['GET', '/staff/cms/snippets/1'],
      ['PUT', '/staff/cms/banners/1'],
      ['DELETE', '/staff/cms/advertisements/1'],
      ['POST', '/staff/cms/preview'],
    ] as const) {
      const body =
        url === '/staff/cms/pages'
          ? page('auth')
          : url.startsWith('/staff/cms/banners')
            ? { translations: { fr: { content: 'x' }, nl: { content: 'x' }, en: { content: 'x' } } }
            : method === 'POST'
              ? { html: 'x' }
              : undefined;
      expect((await json(method, url, undefined, body)).statusCode, url).toBe(401);
      const res = await json(method, url, vet, body);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({ statusCode: 403, code: 'forbidden' });
    }
    expect((await upload(PNG, 'a.png', vet)).statusCode).toBe(403);
  });
});

describe('pages', () => {
  it('sanitises the HTML on save: no script, event attribute or javascript: URL stored or answered', async () => {
    const dirty =
      '<p onclick="steal()">Texte<script>alert(1)</script></p><img src="/x.png" onerror="alert(1)" alt="x">' +
      '<a href="javascript:alert(1)">lien</a><a href="https://a.be" target="_blank">ext</a>';
    const saved = await createPage('dirty', { translations: texts('dirty', { content: dirty }) });
    for (const html of [saved.translations.fr.content, saved.translations.en.content]) {
      expect(html).not.toMatch(/script|onerror|onclick|javascript:/i);
      expect(html).toContain('<img src="/x.png" alt="x" />');
      expect(html).toContain('rel="noopener noreferrer"');
    }
    const pub = await json('GET', '/cms/content?type=page&slug=dirty-fr');
    expect(pub.statusCode).toBe(200);
    expect(pub.body).not.toMatch(/<script|onerror|onclick|javascript:/i);
    const preview = await json('POST', '/staff/cms/preview', staff, { html: dirty });
    expect(preview.json<{ html: string }>().html).toBe(saved.translations.fr.content);
  });

  it('normalises slugs and answers each language with the slugs of all three (url_locales)', async () => {
    const saved = await createPage('x', {
      translations: {
        fr: { title: 'Conditions générales', slug: 'Conditions Générales Spéciales' },
        nl: { title: 'Algemene voorwaarden', slug: ' Bijzondere  Voorwaarden ' },
        en: { title: 'Terms of sale', slug: 'Special_Terms!' },
      },
    });
    expect(saved.translations.fr.slug).toBe('conditions-generales-speciales');
    const res = await json(
      'GET',
      '/cms/content?type=page&slug=bijzondere-voorwaarden',
      undefined,
      undefined,
      'nl',
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers['set-cookie']).toBeUndefined();
    const body = res.json<CmsContentList>();
    expect(body.total).toBe(1);
    expect(body.items[0]).toMatchObject({
      id: saved.id,
      type: 'page',
      lang: 'nl',
      url: 'bijzondere-voorwaarden',
      url_locales: {
        fr: 'conditions-generales-speciales',
        nl: 'bijzondere-voorwaarden',
        en: 'special-terms',
      },
      title: 'Algemene voorwaarden',
      group: 'legal',
      slots: 'footer',
      sequence: 3,
      code: null,
    });
    // The French slug is not a Dutch page.
    expect(
      (
        await json(
          'GET',
          '/cms/content?type=page&slug=conditions-generales-speciales',
          undefined,
          undefined,
          'nl',
        )
      ).statusCode,
    ).toBe(404);
  });

  it('cuts a long meta description at 255 characters on a word', async () => {
    await createPage('meta', { translations: texts('meta', { content: `<p>${'mot '.repeat(100)}</p>` }) });
    const item = (await json('GET', '/cms/content?type=page&slug=meta-fr')).json<CmsContentList>().items[0]!;
    expect(item.meta_description.length).toBeLessThanOrEqual(255);
    expect(item.meta_description.endsWith('mot')).toBe(true);
  });

  it('shows content only while published and within its dates; staff still see it', async () => {
    const cases = [
      { slug: 'past', over: { date_end: '2030-02-28' }, live: false },
      { slug: 'future', over: { date_start: '2030-03-02' }, live: false },
      { slug: 'draft', over: { published: false }, live: false },
      { slug: 'bounds', over: { date_start: '2030-03-01', date_end: '2030-03-01' }, live: true },
    ];
    for (const c of cases) {
      await createPage(`window-${c.slug}`, { ...c.over, group: 'window' });
      const res = await json('GET', `/cms/content?type=page&slug=window-${c.slug}-fr`);
      expect(res.statusCode, c.slug).toBe(c.live ? 200 : 404);
      const asStaff = await json('GET', `/cms/content?type=page&slug=window-${c.slug}-fr`, staff);
      expect(asStaff.statusCode, c.slug).toBe(200);
      expect(asStaff.headers['cache-control']).toBe('private, no-store');
    }
    const group = (await json('GET', '/cms/content?type=page&group=window')).json<CmsContentList>();
    expect(group.items.map((i) => i.url)).toEqual(['window-bounds-fr']);
    const live = (await json('GET', '/staff/cms/pages?status=live&q=window', staff)).json<CmsStaffList>();
    expect(live.items.map((i) => i.label)).toEqual(['Titre window-bounds']);
  });

  it('refuses a slug used by another page in the same language: 409 with a localised message', async () => {
    await createPage('taken');
    const fr = await json(
      'POST',
      '/staff/cms/pages',
      staff,
      page('other', { translations: { ...texts('other'), nl: texts('taken').nl } }),
    );
    expect(fr.statusCode).toBe(409);
    expect(fr.json()).toMatchObject({ statusCode: 409, code: 'cms_slug_taken' });
    expect(fr.json<{ message: string }>().message).toBe(
      'L’adresse « taken-nl » (néerlandais) est déjà utilisée : choisissez une autre adresse pour ce contenu.',
    );
    const en = await json(
      'POST',
      '/staff/cms/pages',
      staff,
      page('other', { translations: { ...texts('other'), nl: texts('taken').nl } }),
      'en',
    );
    expect(en.json<{ message: string }>().message).toContain('"taken-nl" (Dutch)');
  });

  it('updates, lists, deletes, and records each change in the staff actions log', async () => {
    const saved = await createPage('life');
    const put = await json(
      'PUT',
      `/staff/cms/pages/${saved.id}`,
      staff,
      page('life', { sequence: 9, published: false }),
    );
    expect(put.statusCode).toBe(200);
    expect(put.json<CmsPage>()).toMatchObject({ sequence: 9, published: false, live: false });
    expect(put.json<CmsPage>().history.map((h) => h.action)).toEqual(['create', 'update']);
    expect(
      (await json('GET', `/staff/cms/pages?q=life&status=draft`, staff)).json<CmsStaffList>().items[0],
    ).toMatchObject({
      id: saved.id,
      url_locales: { fr: 'life-fr', nl: 'life-nl', en: 'life-en' },
    });
    expect((await json('DELETE', `/staff/cms/pages/${saved.id}`, staff)).statusCode).toBe(204);
    expect((await json('GET', `/staff/cms/pages/${saved.id}`, staff)).statusCode).toBe(404);
    const log = await t.db
      .select()
      .from(staffActions)
      .where(and(eq(staffActions.recordType, 'cms_page'), eq(staffActions.recordId, saved.id)));
    expect(log.map((l) => l.action)).toEqual(['create', 'update', 'delete']);
    // The slug is free again.
    await createPage('life');
  });

  it('answers bad input with a 400 and the error body', async () => {
    const res = await json('POST', '/staff/cms/pages', staff, { translations: { fr: { title: 'x' } } }, 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      statusCode: 400,
      code: 'validation_failed',
      message: 'The data sent is not valid.',
    });
    const noSlug = await json(
      'POST',
      '/staff/cms/pages',
      staff,
      page('s', { translations: { ...texts('s'), en: { title: 'x', slug: '!!!' } } }),
    );
    expect(noSlug.statusCode).toBe(400);
    const reversed = await json(
      'POST',
      '/staff/cms/pages',
      staff,
      page('reversed', { date_start: '2030-03-05', date_end: '2030-03-01' }),
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json<{ fields: { path: string }[] }>().fields).toEqual([
      expect.objectContaining({ path: 'date_end' }),
    ]);
    expect((await json('GET', '/cms/content?type=video')).statusCode).toBe(400);
    expect((await json('GET', '/staff/cms/pages/abc', staff)).statusCode).toBe(400);
  });
});

describe('snippets, banners, advertisements', () => {
  it('reads a snippet by code; a second snippet with the same code is a 409', async () => {
    const body = {
      code: 'test_hours',
      published: true,
      translations: {
        fr: { content: '<p>Lundi</p>' },
        nl: { content: '<p>Maandag</p>' },
        en: { content: '<p>Monday</p>' },
      },
    };
    expect((await json('POST', '/staff/cms/snippets', staff, body)).statusCode).toBe(200);
    const res = await json('GET', '/cms/content?type=snippet&code=test_hours', undefined, undefined, 'en');
    expect(res.json<CmsContentList>().items[0]).toMatchObject({
      code: 'test_hours',
      content: '<p>Monday</p>',
      url: '',
    });
    const again = await json('POST', '/staff/cms/snippets', staff, body);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'cms_code_taken' });
    expect((await json('GET', '/cms/content?type=snippet&code=nope')).statusCode).toBe(404);
  });

  it('shows guests the guests’ banners and signed-in buyers theirs, both everyone’s', async () => {
    const ids: Record<string, number> = {};
    for (const visibility of ['all', 'guest', 'signed_in'] as const) {
      const res = await json('POST', '/staff/cms/banners', staff, {
        visibility,
        type: 'warning',
        published: true,
        translations: {
          fr: { content: `<p>Bannière ${visibility}<script>x()</script></p>` },
          nl: { content: `<p>Banner ${visibility}</p>` },
          en: { content: `<p>Banner ${visibility}</p>` },
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      ids[visibility] = res.json<{ id: number }>().id;
    }
    const guest = await json('GET', '/cms/banners');
    expect(guest.headers['cache-control']).toBe('public, max-age=60');
    const guestIds = guest.json<{ items: { id: number; html: string }[] }>().items.map((b) => b.id);
    expect(guestIds).toEqual(expect.arrayContaining([ids.all, ids.guest]));
    expect(guestIds).not.toContain(ids.signed_in);
    const buyer = await json('GET', '/cms/banners', vet);
    expect(buyer.headers['cache-control']).toBe('private, no-store');
    const buyerItems = buyer.json<{ items: { id: number; html: string }[] }>().items;
    expect(buyerItems.map((b) => b.id)).toEqual(expect.arrayContaining([ids.all, ids.signed_in]));
    expect(buyerItems.map((b) => b.id)).not.toContain(ids.guest);
    expect(buyerItems.find((b) => b.id === ids.all)!.html).toBe('<p>Bannière all</p>');
  });

  it('gives advertisements the spec defaults and links the PDF before the site URL', async () => {
    const image = (await upload(PNG, 'pub.png')).json<CmsUpload>();
    const pdf = (await upload(PDF, 'catalogue.pdf')).json<CmsUpload>();
    const tr = { fr: { title: 'Promo' }, nl: { title: 'Actie' }, en: { title: 'Deal' } };
    const site = await json('POST', '/staff/cms/advertisements', staff, {
      name: 'Site ad',
      translations: tr,
      site_url: 'https://example.be/promo',
      image: image.key,
      published: true,
    });
    expect(site.statusCode, site.body).toBe(200);
    expect(site.json<CmsAdvertisementStaff>()).toMatchObject({
      display_slot: 'bottom_right',
      display_time: -1,
    });
    const file = await json('POST', '/staff/cms/advertisements', staff, {
      name: 'File ad',
      translations: tr,
      site_url: 'https://example.be/ignored',
      file: pdf.key,
      display_slot: 'home',
      display_time: 8,
      published: true,
    });
    expect(file.statusCode, file.body).toBe(200);
    const all = (await json('GET', '/cms/advertisements', undefined, undefined, 'nl')).json<{
      items: { id: number; link: string; image: unknown }[];
    }>();
    expect(all.items.find((a) => a.id === site.json<{ id: number }>().id)).toMatchObject({
      link: 'https://example.be/promo',
      image: { url: image.url, alt: 'Actie' },
    });
    expect(all.items.find((a) => a.id === file.json<{ id: number }>().id)).toMatchObject({
      link: pdf.url,
      image: null,
    });
    const home = (await json('GET', '/cms/advertisements?slot=home')).json<{
      items: { display_slot: string }[];
    }>();
    expect(home.items.every((a) => a.display_slot === 'home')).toBe(true);
    expect((await json('GET', '/cms/advertisements?slot=nowhere')).statusCode).toBe(400);
  });
});

describe('uploads and news', () => {
  it('keeps an image judged by content and serves it publicly with nosniff and a long cache', async () => {
    const res = await upload(PNG, 'photo.png');
    expect(res.statusCode, res.body).toBe(200);
    const file = res.json<CmsUpload>();
    expect(file).toMatchObject({ name: 'photo.png', size: PNG.length, content_type: 'image/png' });
    expect(file.key).toMatch(/^[0-9a-f]{32}$/);
    // Public once a published page shows it (decision 019; cms-files.int.test.ts covers the rest).
    await createPage('photo', {
      translations: texts('photo', { content: `<p><img src="${file.url}" alt="Photo"></p>` }),
    });
    const got = await json('GET', file.url);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(got.rawPayload.equals(Buffer.from(PNG))).toBe(true);
    expect((await json('GET', '/cms/files/0123456789abcdef0123456789abcdef')).statusCode).toBe(404);
    expect((await json('GET', '/cms/files/..%2F..%2Fetc')).statusCode).toBe(400);
  });

  it('takes a PNG named .pdf for the PNG it is, refuses an HTML file and oversized files', async () => {
    const renamed = (await upload(PNG, 'leaflet.pdf')).json<CmsUpload>();
    expect(renamed.content_type).toBe('image/png');
    const html = await upload(new TextEncoder().encode('<html><script>alert(1)</script></html>'), 'x.png');
    expect(html.statusCode).toBe(415);
    expect(html.json()).toMatchObject({ statusCode: 415, code: 'cms_file_unsupported' });
    const big = new Uint8Array(CMS_IMAGE_MAX_BYTES + 1);
    big.set(PNG);
    const tooBig = await upload(big, 'big.png');
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({
      code: 'cms_file_too_large',
      message: 'Ce fichier est trop volumineux (maximum 2 Mo).',
    });
    const huge = new Uint8Array(10 * 1024 * 1024 + 10);
    huge.set(PDF);
    expect((await upload(huge, 'huge.pdf')).statusCode).toBe(413);
    expect((await upload(new Uint8Array(), 'empty.pdf')).statusCode).toBe(400);
    // A news item's file must be a PDF: the renamed PNG is refused there.
    const news = await json('POST', '/staff/cms/news', staff, {
      translations: texts('renamed'),
      date: '2030-02-20',
      file: renamed.key,
      published: true,
    });
    expect(news.statusCode).toBe(400);
    expect(news.json()).toMatchObject({ code: 'cms_file_invalid' });
  });

  it('publishes a news item with its image, thumbnail, file and foreword; newest first', async () => {
    const image = (await upload(PNG, 'news.png')).json<CmsUpload>();
    const pdf = (await upload(PDF, 'Fiche technique.pdf')).json<CmsUpload>();
    const res = await json('POST', '/staff/cms/news', staff, {
      translations: texts('launch', { foreword: 'Nouveau' }),
      date: '2030-02-27',
      image: image.key,
      thumbnail: image.key,
      file: pdf.key,
      published: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(Object.keys(res.json<CmsNews>().files)).toEqual(expect.arrayContaining([image.key, pdf.key]));
    const item = (await json('GET', '/cms/content?type=news&slug=launch-fr')).json<CmsContentList>()
      .items[0]!;
    expect(item).toMatchObject({
      type: 'news',
      date: '2030-02-27',
      foreword: 'Nouveau',
      image: image.url,
      thumbnail: image.url,
      file: { name: 'Fiche technique.pdf', url: pdf.url },
      meta_description: 'Nouveau',
    });
    const list = (await json('GET', '/cms/content?type=news&per_page=100')).json<CmsContentList>();
    const dates = list.items.map((i) => i.date ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe('OpenAPI', () => {
  it('documents the content calls', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, unknown>;
    }>();
    for (const path of [
      '/cms/content',
      '/cms/banners',
      '/cms/advertisements',
      '/cms/files/{key}',
      '/staff/cms/pages',
      '/staff/cms/news/{id}',
      '/staff/cms/uploads',
      '/staff/cms/preview',
    ])
      expect(doc.paths[path], path).toBeDefined();
  });
});
