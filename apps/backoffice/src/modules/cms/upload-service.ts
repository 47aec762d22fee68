import type { CmsUpload } from '@vetshop/contract';
import { checkCmsUpload, imageDimensions, INTL_LOCALE_TAGS, type Locale } from '@vetshop/domain';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { insertFile } from './repository';
import { uploadOf } from './staff-service';

/** A size limit as the error message shows it, in megabytes in the caller's language. */
export const megabytes = (bytes: number, locale: Locale) =>
  new Intl.NumberFormat(INTL_LOCALE_TAGS[locale], { maximumFractionDigits: 1 }).format(bytes / 1024 / 1024);

/**
 * A content upload (POST /staff/cms/uploads): an image or PDF judged by its first bytes (never its name or
 * declared type) and its size, kept in the file store under a new key and recorded with its uploader.
 */
export async function saveUpload(
  ctx: AppContext,
  userId: number,
  file: { name: string; bytes: Buffer },
  locale: Locale,
): Promise<CmsUpload> {
  const check = checkCmsUpload(file.bytes);
  if (!check.ok) {
    if (check.problem === 'too_large')
      throw new AppError(413, 'cms_file_too_large', { mb: megabytes(check.maxBytes, locale) });
    if (check.problem === 'empty') throw new AppError(400, 'cms_file_missing');
    throw new AppError(415, 'cms_file_unsupported');
  }
  const key = await ctx.files.put(file.bytes, check.contentType);
  const name = (file.name || 'file').slice(0, 200);
  const row = await insertFile(ctx.db, {
    key,
    name,
    contentType: check.contentType,
    size: file.bytes.length,
    // The pages reserve an image's place with it before the image arrives (no content moving under the reader).
    ...(imageDimensions(file.bytes) ?? {}),
    uploadedBy: userId,
  });
  return uploadOf(row);
}
