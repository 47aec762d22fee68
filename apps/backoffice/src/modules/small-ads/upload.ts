import { smallAdParametersSchema, type SmallAdParameters } from '@vetshop/contract';
import {
  checkSmallAdAttachment,
  INTL_LOCALE_TAGS,
  SMALL_AD_FILE_MAX_BYTES,
  type Locale,
} from '@vetshop/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { unstorableTextFields } from '../../plugins/input-guard';

/** A PDF the author sent, already checked by its first bytes and its size. */
export interface SmallAdUpload {
  name: string;
  bytes: Buffer;
}

export interface SmallAdMultipart {
  parameters: SmallAdParameters;
  file: SmallAdUpload | null;
  /** `file_delete`, from the parameters or as a form field of its own. */
  fileDelete: boolean;
}

/** The multipart reader's limits: one `parameters` field (a few KB of text), one file, `file_delete`. */
export const SMALL_AD_MULTIPART_LIMITS = {
  fileSize: SMALL_AD_FILE_MAX_BYTES,
  files: 1,
  fields: 4,
  parts: 6,
  fieldSize: 256 * 1024,
};

const mbOf = (bytes: number, locale: Locale) =>
  new Intl.NumberFormat(INTL_LOCALE_TAGS[locale], { maximumFractionDigits: 1 }).format(bytes / (1024 * 1024));

const unreadable = (status = 400) => new AppError(status, 'small_ad_form_unreadable');
const parametersInvalid = () =>
  new AppError(400, 'invalid_input', {}, [{ path: 'parameters', code: 'small_ad_parameters_invalid' }]);

/** The attachment refused by its content or size (never by its name or declared type). */
function checkFile(name: string, bytes: Buffer, locale: Locale): SmallAdUpload {
  const problem = checkSmallAdAttachment(bytes.subarray(0, 8), bytes.byteLength);
  if (problem === 'too_large')
    throw new AppError(413, 'small_ad_file_too_large', { mb: mbOf(SMALL_AD_FILE_MAX_BYTES, locale) });
  if (problem === 'not_pdf') throw new AppError(415, 'small_ad_file_not_pdf');
  if (problem === 'empty') throw new AppError(400, 'small_ad_file_empty');
  return { name: name.trim() || 'document.pdf', bytes };
}

/**
 * Reads the multipart body of create / update_set_to_draft: the `parameters` JSON text and an optional `file`
 * part. A body that is not multipart is a 415, a malformed one a 400, a file above the limit a 413 — never a 500.
 * An empty file part without a name (a form's file input left empty) counts as no file.
 */
export async function readSmallAdMultipart(request: FastifyRequest): Promise<SmallAdMultipart> {
  if (!request.isMultipart()) throw unreadable(415);
  let parametersText: string | null = null;
  let fileDeleteField = false;
  let file: SmallAdUpload | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          await part.toBuffer();
          throw unreadable();
        }
        const bytes = await part.toBuffer();
        if (bytes.byteLength === 0 && !part.filename) continue;
        file = checkFile(part.filename, bytes, request.locale);
      } else if (part.fieldname === 'parameters' && typeof part.value === 'string') {
        parametersText = part.value;
      } else if (part.fieldname === 'file_delete' && typeof part.value === 'string') {
        fileDeleteField = ['true', '1', 'on'].includes(part.value);
      } else {
        throw unreadable();
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: unknown } | null)?.code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, 'small_ad_file_too_large', {
        mb: mbOf(SMALL_AD_FILE_MAX_BYTES, request.locale),
      });
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw unreadable(415);
    throw unreadable();
  }
  if (parametersText === null)
    throw new AppError(400, 'invalid_input', {}, [{ path: 'parameters', code: 'field_required' }]);
  let json: unknown;
  try {
    json = JSON.parse(parametersText);
  } catch {
    throw parametersInvalid();
  }
  // A multipart field escapes the input guard's check of JSON bodies: the same check, on the parsed JSON.
  const unstorable = unstorableTextFields([json, '']);
  if (unstorable.length > 0) throw new AppError(400, 'invalid_input', {}, unstorable);
  const parsed = smallAdParametersSchema.safeParse(json);
  if (!parsed.success) throw parametersInvalid();
  return { parameters: parsed.data, file, fileDelete: fileDeleteField || parsed.data.file_delete === true };
}
