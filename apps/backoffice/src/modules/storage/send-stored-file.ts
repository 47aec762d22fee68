import type { FastifyReply } from 'fastify';
import type { StoredFile } from './file-store';

export interface SendOptions {
  /** The name the browser saves or shows; any characters (sent as an RFC 5987 filename* plus an ASCII fallback). */
  filename: string;
  disposition: 'attachment' | 'inline';
  /** Private and never stored by default (a buyer's or an applicant's file); public content passes its own. */
  cacheControl?: string;
}

/**
 * Answers a stored file with its type, a download name ending in that type's extension and nosniff (the type
 * is the one checked on upload).
 */
export function sendStoredFile(reply: FastifyReply, file: StoredFile, opts: SendOptions): FastifyReply {
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Length', String(file.size))
    .header(
      'Content-Disposition',
      contentDisposition(opts.disposition, nameForType(opts.filename, file.contentType)),
    )
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', opts.cacheControl ?? 'private, no-store')
    .send(file.bytes);
}

/** The extensions of the types an upload may have (checked by content); the first is the one given. */
const EXTENSIONS: Record<string, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/webp': ['webp'],
  'image/gif': ['gif'],
};

/**
 * The uploader's name with the extension of the file's checked type (issue 17 §5): `x.html` holding a PDF is
 * saved as `x.pdf`, so the saved file opens as what it is, not in whatever the uploader's extension names
 * (a browser, a script host). A name already ending in one of the type's extensions is kept; another trailing
 * extension is replaced; a name without one gets it. Types without a known extension keep the name as given.
 */
export function nameForType(filename: string, contentType: string): string {
  const extensions = EXTENSIONS[contentType.split(';')[0]!.trim().toLowerCase()];
  if (!extensions) return filename;
  const name = filename.trim();
  // An extension holds a letter ("Facture 12.2026" has none) and is at most 10 characters.
  const match = /^(.*)\.(?=[0-9]*[A-Za-z])([A-Za-z0-9]{1,10})$/.exec(name);
  if (match && extensions.includes(match[2]!.toLowerCase())) return name;
  const base = (match ? match[1]! : name).trim().replace(/\.+$/, '') || 'file';
  return `${base}.${extensions[0]}`;
}

/** `attachment; filename="Offre_2026.pdf"; filename*=UTF-8''Offre%202026.pdf` — quotes, slashes and controls removed. */
export function contentDisposition(disposition: 'attachment' | 'inline', filename: string): string {
  const cleaned =
    [...filename]
      .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f && !'"\\/'.includes(c))
      .join('')
      .trim() || 'file';
  const ascii =
    cleaned
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/\s+/g, '_') || 'file';
  const encoded = encodeURIComponent(cleaned).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
