import multipart from '@fastify/multipart';
import { api, CMS_PDF_MAX_BYTES, cmsUploadSchema, errorBodySchema } from '@vetshop/contract';
import { checkCmsUpload, imageDimensions, INTL_LOCALE_TAGS, type Locale } from '@vetshop/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import { requireStaff } from '../../plugins/request-context';
import { insertFile } from './repository';
import { uploadOf } from './staff-service';

const mb = (bytes: number, locale: Locale) =>
  new Intl.NumberFormat(INTL_LOCALE_TAGS[locale], { maximumFractionDigits: 1 }).format(bytes / 1024 / 1024);

/** The one file part, read whole (at most the PDF limit); the multipart reader's refusals become our errors. */
async function readFile(request: FastifyRequest): Promise<{ name: string; bytes: Buffer }> {
  try {
    const part = await request.file();
    if (!part) throw new AppError(400, 'cms_file_missing');
    return { name: part.filename, bytes: await part.toBuffer() };
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: unknown } | null)?.code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, 'cms_file_too_large', { mb: mb(CMS_PDF_MAX_BYTES, request.locale) });
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new AppError(415, 'cms_file_unsupported');
    throw new AppError(400, 'cms_file_missing');
  }
}

/**
 * POST /staff/cms/uploads: an image or PDF for content, judged by its first bytes (never its name or declared
 * type) and its size, kept in the file store under a new key. Multipart is accepted by this route only.
 */
export const cmsUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: CMS_PDF_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 1024 },
    throwFileSizeLimit: true,
  });

  app.post(
    api['staff.cms.upload'].path,
    {
      schema: {
        tags: ['staff', 'cms'],
        summary: 'Upload a content image (PNG, JPEG, WebP, GIF ≤ 2 MB) or PDF (≤ 10 MB)',
        description:
          'multipart/form-data with one file part (field `file`). The type is read from the content: anything ' +
          'else is 415 cms_file_unsupported, a larger file 413 cms_file_too_large. Answers the key to put in a ' +
          'record (image, thumbnail, file) and its public URL (GET cms/files/{key}).',
        consumes: ['multipart/form-data'],
        response: {
          200: cmsUploadSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          413: errorBodySchema,
          415: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { userId } = await requireStaff(request);
      const file = await readFile(request);
      const check = checkCmsUpload(file.bytes);
      if (!check.ok) {
        if (check.problem === 'too_large')
          throw new AppError(413, 'cms_file_too_large', { mb: mb(check.maxBytes, request.locale) });
        if (check.problem === 'empty') throw new AppError(400, 'cms_file_missing');
        throw new AppError(415, 'cms_file_unsupported');
      }
      const key = await app.ctx.files.put(file.bytes, check.contentType);
      const name = (file.name || 'file').slice(0, 200);
      const row = await insertFile(app.ctx.db, {
        key,
        name,
        contentType: check.contentType,
        size: file.bytes.length,
        // The pages reserve an image's place with it before the image arrives (no content moving under the reader).
        ...(imageDimensions(file.bytes) ?? {}),
        uploadedBy: userId,
      });
      return uploadOf(row);
    },
  );
};
