import type { ErrorBody } from '@vetshop/contract';
import { formOf, readAtMost } from '../../lib/body-limit.server';
import { isCrossSiteMutation, mediaType } from '../../lib/mutation-guard.server';
import type { RouteArgs } from '../../lib/request.server';
import { requireStaffUser, STAFF_HEADERS } from '../../lib/request.server';
import { uploadFile } from './content-calls.server';
import { LIMITS } from './content-kinds';
import type { UploadAnswer } from './upload-answer';

/** Room for the multipart framing around the image. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

const answer = (body: UploadAnswer, status = 200) =>
  Response.json(body, { status, headers: { ...STAFF_HEADERS, 'X-Content-Type-Options': 'nosniff' } });

/**
 * POST /{locale}/staff/content/uploads: the editor's image dialog sends one image here (multipart, field `file`);
 * it goes on to the back office's POST /staff/cms/uploads, which checks it by its bytes and size. The answer is the
 * upload with the address the shop serves it from (/cms/files/{key}), or the refusal in the staff member's
 * language — the page's form is never part of it, so nothing typed there is touched. Staff only (a buyer's 404,
 * a guest's login page come from requireStaffUser).
 */
export async function staffContentUploadAction(args: RouteArgs): Promise<Response> {
  const { bo, t } = await requireStaffUser(args);
  if (args.request.method !== 'POST')
    return new Response(null, { status: 405, headers: { ...STAFF_HEADERS, Allow: 'POST' } });
  if (isCrossSiteMutation(args.request)) return answer({ error: null }, 403);
  if (mediaType(args.request) !== 'multipart/form-data')
    return answer({ error: t('staffContent.upload.missing') }, 415);
  const limit = LIMITS.imageMb * 1024 * 1024 + FORM_OVERHEAD_BYTES;
  const tooLarge = () => answer({ error: t('staffContent.upload.tooLarge', { max: LIMITS.imageMb }) }, 413);
  if (Number(args.request.headers.get('Content-Length') ?? 0) > limit) return tooLarge();
  const body = await readAtMost(args.request, limit);
  if (body === 'too_large') return tooLarge();
  let file: FormDataEntryValue | null;
  try {
    file = (await formOf(args.request, body)).get('file');
  } catch {
    return answer({ error: t('staffContent.upload.missing') }, 400);
  }
  if (!(file instanceof File) || file.size === 0)
    return answer({ error: t('staffContent.upload.missing') }, 400);
  const sent = await uploadFile(bo, file).catch(() => null);
  if (!sent) return answer({ error: t('staffContent.upload.failed') }, 503);
  if (!sent.ok) {
    const refusal = (await sent.res.json().catch(() => null)) as ErrorBody | null;
    const status = sent.res.status >= 500 ? 503 : sent.res.status;
    return answer({ error: refusal?.message ?? t('staffContent.upload.failed') }, status);
  }
  const u = sent.upload;
  // The editor inserts images only (a PDF belongs in the news item's or advertisement's file field).
  if (!u.content_type.startsWith('image/')) return answer({ error: t('staffContent.upload.notImage') }, 415);
  return answer({
    upload: {
      key: u.key,
      url: `/cms/files/${encodeURIComponent(u.key)}`,
      name: u.name,
      content_type: u.content_type,
    },
  });
}

/** A GET of the upload address: staff only like every staff address, then no page here (404, never stored). */
export async function staffContentUploadLoader(args: RouteArgs): Promise<Response> {
  await requireStaffUser(args);
  return new Response('Not found', {
    status: 404,
    headers: { ...STAFF_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
