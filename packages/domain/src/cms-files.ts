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

export interface ImageDimensions {
  width: number;
  height: number;
}

/** Largest side believed: a header claiming more is not a picture a page shows (nor a size to reserve for it). */
const MAX_IMAGE_SIDE = 30_000;

const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
const u32be = (b: Uint8Array, at: number) =>
  ((b[at]! << 24) >>> 0) + ((b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!);

/** JPEG: the first start-of-frame segment (SOF0–SOF15 but DHT, JPG and DAC) holds height then width. */
function jpegDimensions(b: Uint8Array): ImageDimensions | null {
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    // Fill bytes, and the markers without a length (RSTn, TEM).
    if (marker === 0xff) {
      at++;
      continue;
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    const length = u16be(b, at + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return { height: u16be(b, at + 5), width: u16be(b, at + 7) };
    if (length < 2) return null;
    at += 2 + length;
  }
  return null;
}

/** WebP: lossy (VP8), lossless (VP8L) or extended (VP8X) chunk right after the RIFF header. */
function webpDimensions(b: Uint8Array): ImageDimensions | null {
  if (b.length < 30) return null;
  const chunk = String.fromCharCode(b[12]!, b[13]!, b[14]!, b[15]!);
  if (chunk === 'VP8 ') return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  if (chunk === 'VP8L' && b[20] === 0x2f) {
    const bits = b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  return null;
}

/**
 * The width and height an uploaded image says it has (read from its header, as sniffCmsFileType reads its type),
 * so that a page can reserve the image's place before it arrives; null for a PDF or a header that cannot be read.
 */
export function imageDimensions(bytes: Uint8Array): ImageDimensions | null {
  const type = sniffCmsFileType(bytes);
  let found: ImageDimensions | null = null;
  if (type === 'image/png' && bytes.length >= 24 && startsWith(bytes, ascii('IHDR'), 12))
    found = { width: u32be(bytes, 16), height: u32be(bytes, 20) };
  else if (type === 'image/gif' && bytes.length >= 10)
    found = { width: u16le(bytes, 6), height: u16le(bytes, 8) };
  else if (type === 'image/jpeg') found = jpegDimensions(bytes);
  else if (type === 'image/webp') found = webpDimensions(bytes);
  if (!found) return null;
  const sane = (side: number) => Number.isInteger(side) && side > 0 && side <= MAX_IMAGE_SIDE;
  return sane(found.width) && sane(found.height) ? found : null;
}
