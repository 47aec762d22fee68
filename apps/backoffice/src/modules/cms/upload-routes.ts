import multipart from '@fastify/multipart';
import { CMS_PDF_MAX_BYTES } from '@vetshop/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { endpointRoute } from '../../plugins/endpoint-route';
import { requireStaff } from '../../plugins/request-context';
import { megabytes, saveUpload } from './upload-service';

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
      throw new AppError(413, 'cms_file_too_large', { mb: megabytes(CMS_PDF_MAX_BYTES, request.locale) });
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new AppError(415, 'cms_file_unsupported');
    throw new AppError(400, 'cms_file_missing');
  }
}

/**
 * POST /staff/cms/uploads: an image or PDF for content (upload-service.ts judges and keeps it). Multipart is
 * accepted by this route only.
 */
export const cmsUploadRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: CMS_PDF_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 1024 },
    throwFileSizeLimit: true,
  });

  endpointRoute(
    app,
    'staff.cms.upload',
    async (request) => {
      const { userId } = await requireStaff(request);
      return saveUpload(app.ctx, userId, await readFile(request), request.locale);
    },
    {
      tags: ['staff', 'cms'],
      description:
        'multipart/form-data with one file part (field `file`). The type is read from the content: anything ' +
        'else is 415 cms_file_unsupported, a larger file 413 cms_file_too_large. Answers the key to put in a ' +
        'record (image, thumbnail, file) and its public URL (GET cms/files/{key}).',
      multipart: {},
    },
  );
};
