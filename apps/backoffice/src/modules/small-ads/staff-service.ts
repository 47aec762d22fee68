import type {
  Locale,
  StaffSmallAdDetail,
  StaffSmallAdList,
  staffSmallAdsQuerySchema,
} from '@vetshop/contract';
import type { Executor } from '@vetshop/db';
import { smallAdRefusalReason, SMALL_AD_REFUSAL_REASON_MAX } from '@vetshop/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../errors';
import type { StoredFile } from '../storage';
import { recordStaffAction, staffActionsOf } from '../staff';
import { enqueueDecisionMail } from './mails';
import * as repo from './repository';
import type { SmallAdRow } from './repository';
import { mustAllow } from './service';
import { staffSmallAdView } from './view';

type StaffQuery = z.output<typeof staffSmallAdsQuerySchema>;

/** The staff actions' log names ads this way (record type). */
const RECORD_TYPE = 'small_ad';

export async function list(ctx: AppContext, q: StaffQuery, locale: Locale): Promise<StaffSmallAdList> {
  const { items, total } = await repo.listForStaff(ctx.db, q.state, {
    limit: q.page_size,
    offset: (q.page - 1) * q.page_size,
  });
  const people = await repo.peopleOf(ctx.db, items);
  return {
    items: items.map((ad) => staffSmallAdView(ad, locale, people.get(ad.id)!)),
    total,
    page: q.page,
    page_size: q.page_size,
  };
}

async function detail(db: Executor, ad: SmallAdRow, locale: Locale): Promise<StaffSmallAdDetail> {
  const [people, history] = await Promise.all([
    repo.peopleOf(db, [ad]),
    staffActionsOf(db, RECORD_TYPE, ad.id),
  ]);
  return {
    ...staffSmallAdView(ad, locale, people.get(ad.id)!),
    history: history.map((h) => ({ action: h.action, by: h.by, at: h.at.toISOString(), detail: h.detail })),
  };
}

async function anyAd(db: Executor, id: number, lock = false): Promise<SmallAdRow> {
  const ad = await repo.findById(db, id, lock);
  if (!ad) throw notFound('small_ad_not_found');
  return ad;
}

export async function get(ctx: AppContext, id: number, locale: Locale): Promise<StaffSmallAdDetail> {
  return detail(ctx.db, await anyAd(ctx.db, id), locale);
}

export async function file(ctx: AppContext, id: number): Promise<{ file: StoredFile; name: string }> {
  const ad = await anyAd(ctx.db, id);
  const stored = ad.fileKey ? await ctx.files.get(ad.fileKey) : null;
  if (!stored) throw notFound('small_ad_file_not_found');
  return { file: stored, name: ad.fileName ?? 'document.pdf' };
}

/**
 * Publish or refuse a pending ad (409 otherwise), in one transaction with the staff actions' log entry and the
 * author's mail.
 */
export async function decide(
  ctx: AppContext,
  staffUserId: number,
  id: number,
  decision: 'publish' | 'refuse',
  rawReason: string | null,
  locale: Locale,
): Promise<StaffSmallAdDetail> {
  let reason: string | null = null;
  if (decision === 'refuse') {
    const checked = smallAdRefusalReason(rawReason);
    if (!checked.ok)
      throw new AppError(400, 'invalid_input', {}, [
        checked.problem === 'required'
          ? { path: 'reason', code: 'field_required' }
          : { path: 'reason', code: 'small_ad_too_long', params: { max: SMALL_AD_REFUSAL_REASON_MAX } },
      ]);
    reason = checked.reason;
  }
  return ctx.db.transaction(async (tx) => {
    const current = await anyAd(tx, id, true);
    mustAllow(current, decision, locale);
    const ad =
      decision === 'publish'
        ? await repo.update(tx, id, { state: 'published', publishedAt: ctx.now(), rejectionReason: null })
        : await repo.update(tx, id, { state: 'cancel', rejectionReason: reason, publishedAt: null });
    await recordStaffAction(tx, {
      staffUserId,
      recordType: RECORD_TYPE,
      recordId: id,
      action: decision === 'publish' ? 'published' : 'refused',
      ...(reason ? { detail: { reason } } : {}),
    });
    await enqueueDecisionMail(ctx, tx, ad, decision === 'publish' ? 'published' : 'refused');
    return detail(tx, ad, locale);
  });
}

export function pendingCount(ctx: AppContext): Promise<number> {
  return repo.countPending(ctx.db);
}
