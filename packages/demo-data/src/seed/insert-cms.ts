import {
  cmsAdvertisements,
  cmsFileRefs,
  cmsFiles,
  cmsInfoBanners,
  cmsNews,
  cmsPages,
  cmsSnippets,
  cmsTranslations,
  type Executor,
} from '@vetshop/db';
import { imageDimensions, LOCALES, type IsoDate } from '@vetshop/domain';
import { addDays } from '../dates';
import { demoBanners, DEMO_ADVERTISEMENTS, DEMO_PAGES, DEMO_SERVICE_HOURS } from '../generator/cms';
import { demoNews } from '../generator/cms-news';
import { demoPdf, demoPng, type Rgb } from '../generator/demo-files';

/** Where uploaded files go (the back office's FileStore): the demo images and PDFs are put there like uploads. */
export interface DemoFileStore {
  put(bytes: Uint8Array, contentType: string): Promise<string>;
}

type Translation = Omit<typeof cmsTranslations.$inferInsert, 'kind' | 'entryId' | 'lang'>;

/**
 * The demo content (generator/cms.ts), published with open dates. Without a file store (the test databases) the
 * news have no image and the leaflet advertisement links its site instead of a PDF: nothing points at a missing file.
 */
export async function insertCms(db: Executor, today: IsoDate, files?: DemoFileStore): Promise<number> {
  const upload = async (bytes: Buffer, contentType: string, name: string): Promise<string | null> => {
    if (!files) return null;
    const key = await files.put(bytes, contentType);
    await db
      .insert(cmsFiles)
      .values({ key, name, contentType, size: bytes.length, ...(imageDimensions(bytes) ?? {}) });
    return key;
  };
  const image = (colours: [Rgb, Rgb], name: string) =>
    upload(demoPng(480, 270, ...colours), 'image/png', name);
  const translate = async (
    kind: string,
    entryId: number,
    byLang: (lang: (typeof LOCALES)[number]) => Translation,
  ) => db.insert(cmsTranslations).values(LOCALES.map((lang) => ({ kind, entryId, lang, ...byLang(lang) })));
  // The records' files are referenced like a staff save does (decision 019): public while the record is live, and
  // never swept as abandoned uploads.
  const reference = async (kind: string, entryId: number, keys: (string | null)[]) => {
    const used = [...new Set(keys.filter((k): k is string => k !== null))];
    if (used.length > 0)
      await db.insert(cmsFileRefs).values(used.map((fileKey) => ({ kind, entryId, fileKey })));
  };

  let count = 0;
  for (const page of DEMO_PAGES) {
    const [row] = await db
      .insert(cmsPages)
      .values({ groupName: page.group, slots: page.slots, sequence: page.sequence, published: true })
      .returning({ id: cmsPages.id });
    await translate('pages', row!.id, (lang) => ({ ...page.texts[lang] }));
    count++;
  }
  for (const [i, news] of demoNews(today).entries()) {
    const imageKey = await image(news.colours, `news-${i + 1}.png`);
    const fileKey = news.pdf
      ? await upload(
          demoPdf(news.texts.fr.title, [news.texts.fr.foreword, news.texts.en.foreword]),
          'application/pdf',
          news.pdf,
        )
      : null;
    const [row] = await db
      .insert(cmsNews)
      .values({
        newsDate: addDays(today, -news.daysAgo),
        imageKey,
        thumbnailKey: imageKey,
        fileKey,
        published: true,
      })
      .returning({ id: cmsNews.id });
    await translate('news', row!.id, (lang) => ({ ...news.texts[lang] }));
    await reference('news', row!.id, [imageKey, fileKey]);
    count++;
  }
  const [hours] = await db
    .insert(cmsSnippets)
    .values({ code: 'service_hours', published: true })
    .returning({ id: cmsSnippets.id });
  await translate('snippets', hours!.id, (lang) => ({ ...DEMO_SERVICE_HOURS[lang] }));
  count++;
  for (const banner of demoBanners(today)) {
    const [row] = await db
      .insert(cmsInfoBanners)
      .values({
        type: banner.type,
        visibility: banner.visibility,
        published: true,
        dateStart: banner.dateStart,
        dateEnd: banner.dateEnd,
      })
      .returning({ id: cmsInfoBanners.id });
    await translate('banners', row!.id, (lang) => ({ content: banner.texts[lang] }));
    count++;
  }
  for (const ad of DEMO_ADVERTISEMENTS) {
    const imageKey = await image(ad.colours, `${ad.name}.png`);
    const fileKey = ad.pdf
      ? await upload(
          demoPdf(ad.name, ['Antiparasitaires : la gamme complete', 'Prix sur la boutique']),
          'application/pdf',
          ad.pdf,
        )
      : null;
    const [row] = await db
      .insert(cmsAdvertisements)
      .values({
        name: ad.name,
        displaySlot: ad.displaySlot,
        displayTime: ad.displayTime,
        siteUrl: ad.siteUrl ?? (fileKey ? null : 'https://www.example.org/antiparasitaires'),
        imageKey,
        fileKey,
        published: true,
        dateStart: addDays(today, -30),
        dateEnd: addDays(today, 60),
      })
      .returning({ id: cmsAdvertisements.id });
    await translate('advertisements', row!.id, (lang) => ({ title: ad.alt[lang] }));
    await reference('advertisements', row!.id, [imageKey, fileKey]);
    count++;
  }
  return count;
}
