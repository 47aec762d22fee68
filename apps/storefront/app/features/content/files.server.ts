import { BackofficeUnavailable, createBackofficeClient } from '../../lib/backoffice.server';
import type { RouteArgs } from '../../lib/request.server';

const KEY = /^[A-Za-z0-9_-]{8,128}$/;
/** What content files may be (images in pages and news, a news item's or an advertisement's PDF). */
const SERVED_TYPES = /^(image\/(png|jpeg|webp|gif)|application\/pdf)(;|$)/;

function plain(status: number, text: string): Response {
  return new Response(text, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/**
 * /cms/files/{key}: a public content file (image, PDF) passed from the back office as it arrives — the browser
 * talks to the shop only. A stored file never changes under its key (a new upload gets a new key): cached for a
 * long time, publicly; served with its own type only when it is one content may have, never sniffed.
 */
export async function loadContentFile(args: RouteArgs): Promise<Response> {
  const key = args.params.key ?? '';
  if (!KEY.test(key)) return plain(404, 'Not found');
  // Public files: read as a guest (the same answer for everyone, hence the public cache).
  const bo = createBackofficeClient({
    context: args.context,
    request: args.request,
    locale: 'fr',
    session: null,
  });
  let res: Response;
  try {
    res = await bo.stream('cms.file', { params: { key } });
  } catch (error) {
    if (error instanceof BackofficeUnavailable) return plain(503, 'Service unavailable');
    throw error;
  }
  const type = res.headers.get('Content-Type') ?? '';
  if (!res.ok || !res.body || !SERVED_TYPES.test(type)) {
    await res.body?.cancel();
    return res.status === 503 ? plain(503, 'Service unavailable') : plain(404, 'Not found');
  }
  const headers = new Headers({
    'Content-Type': type,
    // nosniff comes with every answer of the shop (security-headers.js).
    'Cache-Control': 'public, max-age=86400, s-maxage=604800, immutable',
  });
  for (const name of ['Content-Length', 'Content-Disposition', 'ETag', 'Last-Modified']) {
    const value = res.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(res.body, { status: 200, headers });
}
