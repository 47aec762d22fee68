import { LEAD_FILE_MAX_BYTES, LEAD_MAX_FILES } from '@vetshop/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors';

export interface UploadedFile {
  name: string;
  bytes: Buffer;
}

export interface LeadUpload {
  /** The `data` part's text (JSON), null when absent. */
  data: string | null;
  files: UploadedFile[];
}

/** The multipart limits of POST leads: 3 files of 5 MB, a `data` part of at most 64 KB. */
export const LEAD_MULTIPART_LIMITS = {
  fileSize: LEAD_FILE_MAX_BYTES,
  files: LEAD_MAX_FILES,
  fields: 4,
  parts: LEAD_MAX_FILES + 4,
  fieldSize: 64 * 1024,
};

const MB = LEAD_FILE_MAX_BYTES / (1024 * 1024);

/**
 * Reads the whole multipart body (at most 3 × 5 MB): the `data` field and the `files` parts. A file over the
 * limit is a 413, a fourth file a 400, a body that is not multipart a 415, anything the reader trips on (a
 * truncated body, a part too large) a 400 — never a 500. An empty file input (no name, no bytes) is skipped:
 * browsers send one when nothing was chosen.
 */
export async function readLeadUpload(request: FastifyRequest): Promise<LeadUpload> {
  const upload: LeadUpload = { data: null, files: [] };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'data' && typeof part.value === 'string') upload.data = part.value;
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.fieldname !== 'files' || (bytes.length === 0 && !part.filename)) continue;
      upload.files.push({ name: part.filename || 'file', bytes });
    }
  } catch (err) {
    const code = (err as { code?: unknown } | null)?.code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'lead_file_too_large', { mb: MB });
    if (code === 'FST_FILES_LIMIT') throw new AppError(400, 'lead_too_many_files', { max: LEAD_MAX_FILES });
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new AppError(415, 'unsupported_media_type');
    throw new AppError(400, 'lead_data_invalid');
  }
  return upload;
}
