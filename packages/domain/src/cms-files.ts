/** Largest content image (issue 11 §2): the shop shows them small, 2 MB is plenty for a photo. */
export const CMS_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** Largest news or advertisement PDF. */
export const CMS_PDF_MAX_BYTES = 10 * 1024 * 1024;

export type CmsFileType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif' | 'application/pdf';

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0): boolean =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);
const ascii = (s: string): number[] => [...s].map((c) => c.charCodeAt(0));

/**
 * The type of an uploaded file read from its first bytes — never from its name or the declared type, which the
 * sender chooses (a PNG renamed .pdf is a PNG, an HTML file named .png is nothing we accept). null = not accepted.
 */
export function sniffCmsFileType(bytes: Uint8Array): CmsFileType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  return null;
}

export type CmsUploadCheck =
  | { ok: true; contentType: CmsFileType }
  | { ok: false; problem: 'empty' | 'unsupported' }
  | { ok: false; problem: 'too_large'; maxBytes: number };

/** An upload judged by content and size: images up to CMS_IMAGE_MAX_BYTES, PDFs up to CMS_PDF_MAX_BYTES. */
export function checkCmsUpload(bytes: Uint8Array): CmsUploadCheck {
  if (bytes.length === 0) return { ok: false, problem: 'empty' };
  const contentType = sniffCmsFileType(bytes);
  if (!contentType) return { ok: false, problem: 'unsupported' };
  const maxBytes = contentType === 'application/pdf' ? CMS_PDF_MAX_BYTES : CMS_IMAGE_MAX_BYTES;
  if (bytes.length > maxBytes) return { ok: false, problem: 'too_large', maxBytes };
  return { ok: true, contentType };
}
