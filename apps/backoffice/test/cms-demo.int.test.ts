import type { CmsContentList } from '@vetshop/contract';
import {
  cmsAdvertisements,
  cmsFileRefs,
  cmsFiles,
  cmsInfoBanners,
  cmsNews,
  cmsPages,
  cmsSnippets,
  cmsTranslations,
} from '@vetshop/db';
import { holidayDay, insertCms, nextPublicHoliday } from '@vetshop/demo-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from './harness';

/**
 * Issue 11 §2: the demo content `npm start` loads — footer and subfooter pages, five news items with an image, the
 * service hours of spec doc 1 §9 in three languages, a banner per visibility, two advertisements (a site, a PDF).
 * Loaded here again with the app's file store, as the back office's start does.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  for (const table of [
    cmsFileRefs,
    cmsTranslations,
    cmsPages,
    cmsNews,
    cmsSnippets,
    cmsInfoBanners,
    cmsAdvertisements,
    cmsFiles,
  ])
    await t.db.delete(table);
  await insertCms(t.db, t.ctx.today(), t.ctx.files);
});
afterAll(() => t.close());

const read = async <T>(url: string, lang = 'fr', cookie?: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers: { 'accept-language': lang, ...(cookie ? { cookie } : {}) },
  });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json<T>();
};

describe('demo content', () => {
  it('has footer and subfooter pages in three languages with their slugs', async () => {
    const footer = await read<CmsContentList>('/cms/content?type=page&slot=footer', 'nl');
    expect(footer.items.map((p) => p.title)).toEqual([
      'Algemene verkoopvoorwaarden',
      'Privacybeleid',
      'Levering en retour',
    ]);
    expect(footer.items[0]!.url_locales).toEqual({
      fr: 'conditions-generales-de-vente',
      nl: 'algemene-verkoopvoorwaarden',
      en: 'terms-of-sale',
    });
    const sub = await read<CmsContentList>('/cms/content?type=page&slot=subfooter', 'en');
    expect(sub.items.map((p) => p.url)).toEqual(['about-us']);
  });

  it('has five news items, newest first, each with an image that is served', async () => {
    const news = await read<CmsContentList>('/cms/content?type=news', 'en');
    expect(news.total).toBe(5);
    expect(news.items[0]!.title).toBe('New range of equine vaccines');
    for (const item of news.items) {
      expect(item.image).toMatch(/^\/cms\/files\/[0-9a-f]{32}$/);
      // A guest reads it: published content uses it (decision 019, the demo seed references its files).
      const image = await t.app.inject({ method: 'GET', url: item.image! });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const withFile = news.items.find((n) => n.file);
    expect(withFile?.file?.name).toBe('jours-feries.pdf');
    const pdf = await t.app.inject({ method: 'GET', url: withFile!.file!.url });
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('has the service hours of spec §9 in fr, nl and en', async () => {
    const fr = (await read<CmsContentList>('/cms/content?type=snippet&code=service_hours')).items[0]!;
    for (const hours of ['7h30–12h30 et 13h30–16h', '8h30–12h et 14h–16h', '8h30–12h et 13h–17h', '8h–16h'])
      expect(fr.content).toContain(hours);
    const nl = (await read<CmsContentList>('/cms/content?type=snippet&code=service_hours', 'nl')).items[0]!;
    expect(nl.content).toContain('Van maandag tot vrijdag');
    const en = (await read<CmsContentList>('/cms/content?type=snippet&code=service_hours', 'en')).items[0]!;
    expect(en.content).toContain('Orders: 7:30–12:30 and 13:30–16:00');
  });

  it('has a banner per visibility and two advertisements, one linking a site and one a PDF', async () => {
    const guest = await read<{ items: { type: string; html: string; date_end: string | null }[] }>(
      '/cms/banners',
    );
    expect(guest.items.map((b) => b.type).sort()).toEqual(['info', 'warning']);
    // Dated demo content is made from the seed day: the warning names the next public holiday and its date
    // (an Easter Monday banner showed in November, issue 17 §6).
    const holiday = nextPublicHoliday(t.ctx.today());
    const warning = guest.items.find((b) => b.type === 'warning')!;
    expect(warning.html).toContain(`${holidayDay(holiday.date, 'fr')} (${holiday.names.fr})`);
    expect(warning.date_end).toBe(holiday.date);
    const vet = await login(t.app, 'vet@demo.test');
    const signedIn = await read<{ items: { type: string }[] }>('/cms/banners', 'fr', vet);
    expect(signedIn.items.map((b) => b.type).sort()).toEqual(['promo', 'warning']);
    const ads = await read<{ items: { link: string; display_slot: string; image: { url: string } }[] }>(
      '/cms/advertisements',
    );
    expect(ads.items).toHaveLength(2);
    expect(ads.items[0]).toMatchObject({
      display_slot: 'bottom_right',
      link: 'https://www.example.org/salon-veterinaire',
    });
    expect(ads.items[1]!.link).toMatch(/^\/cms\/files\//);
    for (const url of [ads.items[0]!.image.url, ads.items[1]!.link])
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
  });
});
