import type { FastifyReply } from 'fastify';
import type { StoredFile } from './file-store';

export interface SendOptions {
  /** The name the browser saves or shows; any characters (sent as an RFC 5987 filename* plus an ASCII fallback). */
  filename: string;
  disposition: 'attachment' | 'inline';
  /** Private and never stored by default (a buyer's or an applicant's file); public content passes its own. */
  cacheControl?: string;
}

/** Answers a stored file with its type, a download name and nosniff (the type is the one checked on upload). */
export function sendStoredFile(reply: FastifyReply, file: StoredFile, opts: SendOptions): FastifyReply {
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Length', String(file.size))
    .header('Content-Disposition', contentDisposition(opts.disposition, opts.filename))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', opts.cacheControl ?? 'private, no-store')
    .send(file.bytes);
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
