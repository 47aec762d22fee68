import { smallAds, staffActions, users, type Executor } from '@vetshop/db';
import type { IsoDate } from '@vetshop/domain';
import { inArray } from 'drizzle-orm';
import { addDays } from '../dates';
import { demoPdf } from '../generator/demo-files';
import { DEMO_SMALL_ADS } from '../generator/small-ads';
import type { DemoFileStore } from './insert-cms';

const DAY_MS = 24 * 60 * 60 * 1000;
const STAFF_LOGIN = 'staff@demo.test';

/**
 * The demo's small ads (generator/small-ads.ts), written as the back office would have left them: a published or
 * refused ad has its staff action in the log (with the reason), a pending one its submission time. Their PDFs go
 * to the file store like uploads; without one (the test databases) the ads have no document, so nothing points at
 * a missing file. Ads of an author missing in this data set are left out.
 */
export async function insertSmallAds(
  db: Executor,
  today: IsoDate,
  now: Date,
  files?: DemoFileStore,
): Promise<number> {
  const logins = [...new Set(DEMO_SMALL_ADS.map((a) => a.login)), STAFF_LOGIN];
  const found = await db
    .select({ id: users.id, login: users.login, customerId: users.customerId })
    .from(users)
    .where(inArray(users.login, logins));
  const byLogin = new Map(found.map((u) => [u.login, u]));
  const staff = byLogin.get(STAFF_LOGIN);
  let inserted = 0;
  for (const ad of DEMO_SMALL_ADS) {
    const author = byLogin.get(ad.login);
    if (!author?.customerId) continue;
    const pdf = ad.pdf ? demoPdf(ad.pdf, [ad.name, ad.contact, ad.phone, ad.email]) : null;
    const fileKey = pdf && files ? await files.put(pdf, 'application/pdf') : null;
    const createdAt = new Date(now.getTime() - ad.daysAgo * DAY_MS);
    const decidedAt = new Date(createdAt.getTime() + DAY_MS / 2);
    const submitted = ad.state !== 'draft';
    const [row] = await db
      .insert(smallAds)
      .values({
        customerId: author.customerId,
        authorId: author.id,
        state: ad.state,
        name: ad.name,
        category: ad.category,
        region: ad.region,
        dateStart: addDays(today, ad.startIn),
        dateEnd: addDays(today, ad.endIn),
        body: ad.body,
        contact: ad.contact,
        phone: ad.phone,
        email: ad.email,
        fileKey,
        fileName: fileKey ? `${ad.pdf}.pdf` : null,
        fileSize: fileKey && pdf ? pdf.byteLength : null,
        rejectionReason: ad.state === 'cancel' ? (ad.rejectionReason ?? null) : null,
        publishedAt: ad.state === 'published' ? decidedAt : null,
        submittedAt: submitted ? new Date(createdAt.getTime() + DAY_MS / 4) : null,
        createdAt,
        updatedAt: ad.state === 'published' || ad.state === 'cancel' ? decidedAt : createdAt,
      })
      .returning({ id: smallAds.id });
    inserted += 1;
    if (staff && row && (ad.state === 'published' || ad.state === 'cancel'))
      await db.insert(staffActions).values({
        staffUserId: staff.id,
        recordType: 'small_ad',
        recordId: row.id,
        action: ad.state === 'published' ? 'published' : 'refused',
        detail: ad.state === 'cancel' ? { reason: ad.rejectionReason ?? '' } : null,
        createdAt: decidedAt,
      });
  }
  return inserted;
}
