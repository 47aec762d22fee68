import multipart from '@fastify/multipart';
import { orderImportHeadersSchema } from '@vetshop/contract';
import { INTL_LOCALE_TAGS, ORDER_IMPORT_MAX_ROWS } from '@vetshop/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { endpointRoute } from '../../plugins/endpoint-route';
import { requireCustomer } from '../../plugins/request-context';
import { importCsv, importIdOf, type ImportFile } from './csv-import';

/** The size limit as the buyer reads it: "2", "0,5" in French. */
const formatMb = (mb: number, locale: keyof typeof INTL_LOCALE_TAGS) =>
  new Intl.NumberFormat(INTL_LOCALE_TAGS[locale], { maximumFractionDigits: 2 }).format(mb);

/**
 * The uploaded file, read whole (it is at most the size limit): a file above the limit is a 413 with the spec's
 * message, a body that is not multipart or holds no file a 415 / 400, and whatever else the multipart reader
 * trips on (a truncated or malformed body) a 400, never a 500.
 */
async function readUploadedFile(request: FastifyRequest, maxMb: number): Promise<ImportFile> {
  const refuse = (err: unknown): AppError => {
    const code = (err as { code?: unknown } | null)?.code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      return new AppError(413, 'import_file_too_large', { mb: formatMb(maxMb, request.locale) });
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new AppError(415, 'import_file_missing');
    return new AppError(400, 'import_file_missing');
  };
  try {
    const part = await request.file();
    if (!part) throw new AppError(400, 'import_file_missing');
    return { name: part.filename, bytes: await part.toBuffer() };
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw refuse(err);
  }
}

/**
 * POST carts/csv. Multipart is accepted by this route only: the parser is registered in this plugin's scope, so
 * every other route stays JSON-only. Registered from its contract entry (carts-api.ts); the file is read from the
 * stream, so the entry's FormData body is not validated here.
 */
export const csvImportRoutes: FastifyPluginAsync = async (app) => {
  const maxMb = app.ctx.config.orderImportMaxMb;
  await app.register(multipart, {
    limits: { fileSize: Math.floor(maxMb * 1024 * 1024), files: 1, fields: 5, parts: 6, fieldSize: 1024 },
    throwFileSizeLimit: true,
  });

  endpointRoute(
    app,
    'carts.csvImport',
    async (request) => {
      const customer = await requireCustomer(request);
      const file = await readUploadedFile(request, maxMb);
      // Validated by orderImportHeadersSchema: a trimmed string or absent.
      const key = request.headers['idempotency-key'];
      const importId = importIdOf(request.query.import_uuid, typeof key === 'string' ? key : undefined);
      return importCsv(app.ctx, customer, importId, file);
    },
    {
      multipart: {},
      headers: orderImportHeadersSchema,
      description:
        'multipart/form-data with one file part (field `file`): a `.csv` name and a text content (UTF-8 or ' +
        'Windows-1252, `;` or `,` separated, a header row naming the columns: SKU / référence / code, CNK, ' +
        'barcode / EAN / code-barres, quantity / quantité / aantal / qty, optional options as JSON). ' +
        `At most ORDER_IMPORT_MAX_MB (default 2 MB; 413 import_file_too_large) and ${ORDER_IMPORT_MAX_ROWS} rows. ` +
        'Rows of the same product and options are merged; rows that cannot be ordered are skipped with a ' +
        'reason. The rest goes into the current cart as one cart-sync batch whose transaction uuids derive ' +
        'from the import id: import_uuid, else the Idempotency-Key header, else a new id per call (the file ' +
        'alone is accepted). With either, the same import sent again adds nothing (replayed: true).',
    },
  );
};
