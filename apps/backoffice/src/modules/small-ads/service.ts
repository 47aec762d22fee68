import type {
  Locale,
  mySmallAdsQuerySchema,
  SmallAd,
  SmallAdList,
  smallAdSearchQuerySchema,
} from '@vetshop/contract';
import type { Executor } from '@vetshop/db';
import {
  attachmentOnSave,
  isSmallAdPublic,
  smallAdTransition,
  type SmallAdAction,
  type SmallAdState,
} from '@vetshop/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { conflict, notFound } from '../../errors';
import { translate } from '../../i18n/messages';
import type { CustomerContext } from '../../plugins/request-context';
import type { StoredFile } from '../storage';
import { checkSmallAdParameters } from './form';
import * as repo from './repository';
import type { SmallAdRow } from './repository';
import type { SmallAdMultipart } from './upload';
import { buyerFileUrl, smallAdView } from './view';

type MineQuery = z.output<typeof mySmallAdsQuerySchema>;
type SearchQuery = z.output<typeof smallAdSearchQuerySchema>;

/** 409 invalid_transition, naming the state the ad is in (in the caller's language). */
export function invalidTransition(state: SmallAdState, locale: Locale) {
  return conflict('invalid_transition', { state: translate(`small_ad_state_${state}`, locale) });
}

/** Where `action` leads from the ad's state, or 409. */
export function mustAllow(ad: SmallAdRow, action: SmallAdAction, locale: Locale): SmallAdState | null {
  const result = smallAdTransition(ad.state, action);
  if (!result.ok) throw invalidTransition(ad.state, locale);
  return result.to;
}

async function ownAd(db: Executor, c: CustomerContext, id: number, lock = false): Promise<SmallAdRow> {
  const ad = await repo.findOwn(db, c.customerId, id, lock);
  if (!ad) throw notFound('small_ad_not_found');
  return ad;
}

const mine = (ad: SmallAdRow, locale: Locale) => smallAdView(ad, locale, true, buyerFileUrl(ad.id));

/** The ad the caller may read: their customer's (any state) or a published one; another one is a 404. */
async function readableAd(db: Executor, c: CustomerContext, id: number): Promise<SmallAdRow> {
  const ad = await repo.findById(db, id);
  if (!ad || (ad.customerId !== c.customerId && !isSmallAdPublic(ad.state)))
    throw notFound('small_ad_not_found');
  return ad;
}

export async function listMine(
  ctx: AppContext,
  c: CustomerContext,
  q: MineQuery,
  locale: Locale,
): Promise<SmallAdList> {
  const { items, total } = await repo.listOwn(ctx.db, c.customerId, q.state, {
    limit: q.per_page,
    offset: (q.page - 1) * q.per_page,
  });
  return { items: items.map((ad) => mine(ad, locale)), total, page: q.page, per_page: q.per_page };
}

export async function search(
  ctx: AppContext,
  c: CustomerContext,
  q: SearchQuery,
  locale: Locale,
): Promise<SmallAdList> {
  const { items, total } = await repo.searchPublished(
    ctx.db,
    { today: ctx.today(), category: q.category, region: q.region },
    { limit: q.page_size, offset: (q.page - 1) * q.page_size },
  );
  return {
    items: items.map((ad) => smallAdView(ad, locale, ad.customerId === c.customerId, buyerFileUrl(ad.id))),
    total,
    page: q.page,
    per_page: q.page_size,
  };
}

export async function get(ctx: AppContext, c: CustomerContext, id: number, locale: Locale): Promise<SmallAd> {
  const ad = await readableAd(ctx.db, c, id);
  return smallAdView(ad, locale, ad.customerId === c.customerId, buyerFileUrl(ad.id));
}

/** The ad's document with its original name, or 404 (no document, or an ad the caller may not read). */
export async function file(
  ctx: AppContext,
  c: CustomerContext,
  id: number,
): Promise<{ file: StoredFile; name: string }> {
  const ad = await readableAd(ctx.db, c, id);
  const stored = ad.fileKey ? await ctx.files.get(ad.fileKey) : null;
  if (!stored) throw notFound('small_ad_file_not_found');
  return { file: stored, name: ad.fileName ?? 'document.pdf' };
}

/** Stores the upload, if any; the caller deletes the key again when its transaction fails. */
async function storeUpload(ctx: AppContext, form: SmallAdMultipart) {
  if (!form.file) return null;
  const key = await ctx.files.put(form.file.bytes, 'application/pdf');
  return { fileKey: key, fileName: form.file.name, fileSize: form.file.bytes.byteLength };
}

/** Runs `work` after the upload was stored; a failure removes the stored file again (no orphan). */
async function withUpload<T>(
  ctx: AppContext,
  form: SmallAdMultipart,
  work: (upload: Awaited<ReturnType<typeof storeUpload>>) => Promise<T>,
): Promise<T> {
  const upload = await storeUpload(ctx, form);
  try {
    return await work(upload);
  } catch (err) {
    if (upload) await ctx.files.delete(upload.fileKey).catch(() => undefined);
    throw err;
  }
}

/** `POST classified_ads`: a new draft of the caller's customer, written by the caller. */
export async function create(
  ctx: AppContext,
  c: CustomerContext,
  form: SmallAdMultipart,
  locale: Locale,
): Promise<SmallAd> {
  const value = checkSmallAdParameters(form.parameters);
  const ad = await withUpload(ctx, form, (upload) =>
    repo.insert(ctx.db, {
      customerId: c.customerId,
      authorId: c.userId,
      state: 'draft',
      ...value,
      ...(upload ?? {}),
    }),
  );
  return mine(ad, locale);
}

/**
 * `POST classified_ads/{id}/update_set_to_draft`: the author's edit, from any state, back to draft (a published
 * ad leaves the public list until published again; a refused one loses its reason). A new file replaces the
 * document; `file_delete` without one removes it. The replaced file is deleted once the change is committed.
 */
export async function update(
  ctx: AppContext,
  c: CustomerContext,
  id: number,
  form: SmallAdMultipart,
  locale: Locale,
): Promise<SmallAd> {
  const value = checkSmallAdParameters(form.parameters);
  const { ad, dropKey } = await withUpload(ctx, form, (upload) =>
    ctx.db.transaction(async (tx) => {
      const current = await ownAd(tx, c, id, true);
      mustAllow(current, 'update_set_to_draft', locale);
      const onSave = attachmentOnSave(current.fileKey !== null, upload !== null, form.fileDelete);
      const file =
        onSave === 'replace'
          ? upload!
          : onSave === 'remove'
            ? { fileKey: null, fileName: null, fileSize: null }
            : {};
      const updated = await repo.update(tx, current.id, {
        ...value,
        ...file,
        state: 'draft',
        rejectionReason: null,
        publishedAt: null,
        submittedAt: null,
      });
      const replaced = onSave === 'replace' || onSave === 'remove' ? current.fileKey : null;
      return { ad: updated, dropKey: replaced };
    }),
  );
  if (dropKey) await ctx.files.delete(dropKey);
  return mine(ad, locale);
}

/** `POST classified_ads/{id}/submit`: draft → pending (the staff's moderation queue). */
export async function submit(
  ctx: AppContext,
  c: CustomerContext,
  id: number,
  locale: Locale,
): Promise<SmallAd> {
  const ad = await ctx.db.transaction(async (tx) => {
    const current = await ownAd(tx, c, id, true);
    mustAllow(current, 'submit', locale);
    return repo.update(tx, current.id, { state: 'pending', submittedAt: ctx.now() });
  });
  return mine(ad, locale);
}

/** `DELETE classified_ads/{id}`: the ad and its stored document (the storefront asked for confirmation). */
export async function remove(ctx: AppContext, c: CustomerContext, id: number, locale: Locale): Promise<void> {
  const fileKey = await ctx.db.transaction(async (tx) => {
    const current = await ownAd(tx, c, id, true);
    mustAllow(current, 'delete', locale);
    await repo.remove(tx, current.id);
    return current.fileKey;
  });
  if (fileKey) await ctx.files.delete(fileKey);
}
